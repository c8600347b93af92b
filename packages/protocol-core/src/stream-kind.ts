/**
 * What a file handed to a replay is: each protocol package names the kinds of file its CLI
 * writes, how to tell them from their first lines, and what reads them, so a host recognises a
 * file by asking every registered kind and never by branching on a CLI's name.
 */
import { CAPTURE_FORMAT, type ChunkReplay, type CaptureChunk, type CaptureExit, type Harness } from './capture.js';
import type { ContentPart } from './content-part.js';
import { NumberedJsonLines, type NumberedLine } from './numbered-json-lines.js';

/**
 * A kind of file mwh reads. `mwh-capture` is the host's own format (a header line naming it); the
 * others are what the CLIs write, each named by its CLI's protocol package after the CLI
 * (`claude-stdout`, `claude-transcript`, `codex-app-server`, `codex-rollout`, ...): which there
 * are is what the registered protocols' `streamKinds` list, so a CLI's kinds are named once, in
 * its package, and `Harness` (capture.ts) stays the one closed list of CLIs.
 */
export type StreamKind = typeof CAPTURE_FORMAT | `${Harness}-${string}`;

/** Whether a file's head is an mwh capture: its header line names the format (whichever CLI it recorded). */
export function looksLikeCapture(firstLines: string): boolean {
  return CAPTURE_HEAD.test(firstLines);
}

/** The capture format's name is plain letters and a hyphen: it reads in a pattern as itself. */
const CAPTURE_HEAD = new RegExp(`^\\s*\\{[^\\n]*"format"\\s*:\\s*"${CAPTURE_FORMAT}"`);

/** One kind of file a protocol package reads. */
export interface StreamKindReader {
  readonly kind: StreamKind;
  /** What it is, for a sentence: `a Claude Code session transcript`. */
  readonly title: string;
  /**
   * Whether its turns end with a verdict. A session transcript records what was said, never how
   * a turn ended: its rounds have none, and a host says so rather than calling them incomplete.
   */
  readonly verdicts: boolean;
  /** Whether the first lines of a file are of this kind, and of no other: each kind claims only its own. */
  looksLike(firstLines: string): boolean;
  /** The CLI version the first lines of such a file record, where its lines carry it (a page names the CLI by it). */
  cliVersion?(firstLines: string): string | undefined;
  /**
   * The capture header's `outputMode` for a capture made of such a file (codex exec: `exec`), so
   * that it replays as this kind; none where the CLI's default mode's replay reads it.
   */
  readonly outputMode?: string;
  /**
   * Set where this kind's replay reads nothing of what was written to the CLI's stdin, saying why
   * in a clause (`codex exec --json` takes its prompt in its arguments): a host refuses a raw
   * file's stdin then, rather than take it and read nothing of it.
   */
  readonly stdinUnread?: string;
  /** The replay of a raw file of this kind (fed its bytes as `stdout` chunks). */
  replay(options?: { withoutClientLines?: boolean }): ChunkReplay;
}

/**
 * A turn of a conversation begins, before its first part: a transcript's user prompt (when it
 * has one), a stdout's next turn. Passed as an `event` part so that every consumer of parts that
 * does not care about turns goes on as before; a host that lists rounds starts one here.
 */
export const TURN_EVENT = 'turn';

export interface TurnEventData {
  /** The user's words that began the turn, when the file holds them. */
  prompt?: string;
}

export function turnStart(prompt?: string): ContentPart {
  return { type: 'event', name: TURN_EVENT, data: prompt === undefined ? {} : { prompt } };
}

/** The prompt of a turn's `event` part, or undefined when the part begins no turn. */
export function turnOf(part: ContentPart): TurnEventData | undefined {
  if (part.type !== 'event' || part.name !== TURN_EVENT) return undefined;
  const data = part.data as { prompt?: unknown } | null;
  return typeof data?.prompt === 'string' ? { prompt: data.prompt } : {};
}

/**
 * Whether a part is of a turn's answer, or its end: what comes before it (the session, MCP
 * servers starting, a warning, an event, a line passed over) may still be followed by the turn's
 * prompt, where a stdout echoes it after its init line, and is of the same turn.
 */
export function answersTurn(part: ContentPart): boolean {
  return part.type !== 'session' && part.type !== 'mcp-server' && part.type !== 'warning' && part.type !== 'event' && part.type !== 'unknown';
}

/** A reader of a file that is only ever read, never a process's exchange: its bytes in, parts out. */
export interface FileReader {
  push(bytes: Uint8Array): ContentPart[];
  end(): ContentPart[];
}

/**
 * A file reader as a chunk replay: a transcript holds no stdin, stderr or exit, so only the bytes
 * it is fed as stdout count.
 */
export class FileReplay implements ChunkReplay {
  constructor(private readonly reader: FileReader) {}

  chunk(chunk: CaptureChunk): ContentPart[] {
    return chunk.stream === 'stdout' ? this.reader.push(chunk.bytes) : [];
  }

  end(_exit: CaptureExit | undefined): ContentPart[] {
    return this.reader.end();
  }
}

/**
 * The reader of a JSON-lines file a CLI keeps (a session transcript, a rollout): its lines as
 * they come, each object handed to `readObject`; a line that is not an object passes as
 * `unknown`, and at the end it says where lines of another kind were passed over and where a
 * file cut off stopped, by line number.
 */
export abstract class JsonLinesReader implements FileReader {
  private readonly lines = new NumberedJsonLines();
  private foreign: { first: number; count: number } | undefined;

  /** What the file is, for the warnings: `a Claude Code transcript`. */
  protected abstract readonly what: string;

  protected abstract readObject(line: Extract<NumberedLine, { kind: 'object' }>, out: ContentPart[]): void;

  /** The file ended: the parts its last turn completes. */
  protected endFile(_out: ContentPart[]): void {}

  push(bytes: Uint8Array): ContentPart[] {
    const out: ContentPart[] = [];
    for (const line of this.lines.push(bytes)) this.read(line, out);
    return out;
  }

  end(): ContentPart[] {
    const out: ContentPart[] = [];
    const { lines, cutOff } = this.lines.end();
    for (const line of lines) this.read(line, out);
    this.endFile(out);
    if (this.foreign) {
      const { first, count } = this.foreign;
      const said = count === 1 ? 'is not a line of' : `and ${count - 1} more line${count > 2 ? 's' : ''} after it are not lines of`;
      out.push({ type: 'warning', code: 'foreign-lines', message: `Line ${first} ${said} ${this.what}; ${count === 1 ? 'it was' : 'they were'} passed over.` });
    }
    if (cutOff !== undefined) out.push({ type: 'warning', code: 'cut-off', message: `The file ends in a cut-off line (line ${cutOff}); it was read up to the line before.` });
    return out;
  }

  /** A line that is JSON but no line of this kind (another kind mixed in): passed over, and counted for the end. */
  protected foreignLine(line: NumberedLine, out: ContentPart[]): void {
    if (this.foreign) this.foreign.count++;
    else this.foreign = { first: line.line, count: 1 };
    out.push({ type: 'unknown', reason: 'unknown-event', raw: line.raw });
  }

  private read(line: NumberedLine, out: ContentPart[]): void {
    if (line.kind === 'object') return this.readObject(line, out);
    out.push({ type: 'unknown', reason: line.kind === 'too-long' ? 'line-too-long' : line.kind === 'too-deep' ? 'invalid' : 'not-json', raw: line.raw });
  }
}
