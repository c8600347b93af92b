/**
 * The lines of a JSON-lines file with their numbers, for the readers of files a CLI keeps
 * (session transcripts, rollouts): each line is an object, or said to be something else, and a
 * last line without its newline that does not parse is said to be cut off, with its number.
 */
import { LineFramer, type LineFramerOptions } from './line-framer.js';
import { isTextTooDeep, MAX_JSON_DEPTH } from './json-depth.js';
import { isRecord } from './wire-values.js';

export type NumberedLine =
  | { line: number; kind: 'object'; value: Record<string, unknown>; raw: string }
  /** Not JSON, JSON that is no object, nested too deep to read, or over the framer's cap. */
  | { line: number; kind: 'not-json' | 'not-object' | 'too-deep' | 'too-long'; raw: string };

/**
 * Whether the last line of a file, which has no newline after it, was cut off (a file copied while
 * the CLI still wrote it, or cut short): it began as JSON and is not whole JSON, or it began as
 * JSON and was too long to look at (`tooLong`, `text` then its start). A last line of plain text
 * (a debug line) is no cut JSON. The one rule for every reader of a CLI's raw file.
 */
export function isCutOffLine(text: string, tooLong = false): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  if (tooLong) return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

export class NumberedJsonLines {
  private readonly framer: LineFramer;
  private count = 0;
  /** Whether the bytes so far end with a newline (nothing at all counts as ended). */
  private ended = true;

  constructor(options: LineFramerOptions = {}) {
    this.framer = new LineFramer(options);
  }

  push(bytes: Uint8Array): NumberedLine[] {
    if (bytes.length > 0) this.ended = bytes[bytes.length - 1] === 0x0a;
    const out: NumberedLine[] = [];
    for (const framed of this.framer.push(bytes)) this.take(framed, out);
    return out;
  }

  /**
   * The last line, if it had no newline; `cutOff` is its number when it was cut off (isCutOffLine),
   * and then it is left out.
   */
  end(): { lines: NumberedLine[]; cutOff?: number } {
    const lines: NumberedLine[] = [];
    const wasEnded = this.ended;
    for (const framed of this.framer.end()) this.take(framed, lines);
    const last = lines[lines.length - 1];
    if (!wasEnded && last && (last.kind === 'not-json' || last.kind === 'too-long') && isCutOffLine(last.raw, last.kind === 'too-long')) return { lines: lines.slice(0, -1), cutOff: last.line };
    return { lines };
  }

  private take(framed: ReturnType<LineFramer['push']>[number], out: NumberedLine[]): void {
    const line = ++this.count;
    if (!framed.ok) {
      out.push({ line, kind: 'too-long', raw: framed.head });
      return;
    }
    const raw = framed.text;
    if (raw.trim() === '') return;
    if (raw.length > 2 * MAX_JSON_DEPTH && isTextTooDeep(raw, MAX_JSON_DEPTH)) {
      out.push({ line, kind: 'too-deep', raw });
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      out.push({ line, kind: 'not-json', raw });
      return;
    }
    out.push(isRecord(value) ? { line, kind: 'object', value, raw } : { line, kind: 'not-object', raw });
  }
}
