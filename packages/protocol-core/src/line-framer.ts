/**
 * Splits a byte stream into lines on the byte 0x0A, so a chunk boundary inside a multi-byte
 * character or between `\r` and `\n` changes nothing: each line reads as if its bytes alone were
 * decoded as UTF-8 (a leading BOM dropped, the same U+FFFD for the same invalid bytes).
 */
import { LineTooLongError } from './errors.js';

export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;
/** How much of an over-long line is kept for logging. */
const OVERFLOW_HEAD_BYTES = 4096;

export type FramedLine =
  | { ok: true; text: string }
  | { ok: false; error: LineTooLongError; head: string };

export interface LineFramerOptions {
  maxLineBytes?: number;
}

// One decoder for every call, never in streaming mode: Node's streaming mode leaves its fast
// UTF-8 path for good. The BOM is kept here and dropped per line, where a line starts.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const EMPTY = new Uint8Array(0);

export class LineFramer {
  readonly maxLineBytes: number;
  // A line that spans chunks: its text a piece per chunk, joined once when it ends; the bytes of
  // a character the last chunk cut in two; its first bytes, for the head of an over-long line.
  private pieces: string[] = [];
  private carry: Uint8Array = EMPTY;
  private head: Uint8Array = EMPTY;
  private size = 0;
  // An over-long line was reported when it passed the cap; the rest of it, up to its newline,
  // is passed over without being kept, so memory never holds more than the cap.
  private skipping = false;

  constructor(options: LineFramerOptions = {}) {
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  }

  push(chunk: Uint8Array): FramedLine[] {
    const lines: FramedLine[] = [];
    if (this.skipping) {
      const newline = chunk.indexOf(0x0a);
      if (newline === -1) return lines;
      this.skipping = false;
      chunk = chunk.subarray(newline + 1);
    }
    // The chunk is decoded once, a character it cuts in two left for the next, and the text is
    // split, not the bytes: 0x0A never occurs inside a UTF-8 sequence, valid or not, so both
    // split alike, and a string search is several times faster than a byte search.
    const bytes = this.carry.length === 0 ? chunk : joinBytes(this.carry, chunk, this.carry.length + chunk.length);
    const cut = characterEnd(bytes);
    const text = decoder.decode(cut === bytes.length ? bytes : bytes.subarray(0, cut));
    const carry = cut === bytes.length ? EMPTY : bytes.slice(cut);
    this.carry = EMPTY;
    const first = text.indexOf('\n');
    if (first === -1) {
      this.grow(text, chunk, lines);
    } else {
      // Bytes are searched only from either end, to the first and the last newline, for lengths.
      let start = 0;
      let startByte = 0;
      if (this.size > 0) {
        // The line the last chunk left open ends at the first newline.
        const firstByte = chunk.indexOf(0x0a);
        this.grow(text.slice(0, first), chunk.subarray(0, firstByte), lines);
        this.complete(lines);
        start = first + 1;
        startByte = firstByte + 1;
      }
      const last = text.lastIndexOf('\n');
      const lastByte = chunk.lastIndexOf(0x0a);
      if (last >= start) this.whole(text.slice(start, last), chunk.subarray(startByte, lastByte), lines);
      this.grow(text.slice(last + 1), chunk.subarray(lastByte + 1), lines);
    }
    if (!this.skipping) this.carry = carry;
    return lines;
  }

  /** The stream ended: a last line without `\n` is still a line. */
  end(): FramedLine[] {
    const lines: FramedLine[] = [];
    if (this.size > 0 || this.skipping) this.complete(lines);
    return lines;
  }

  /**
   * Whole lines between two newlines of one chunk, as text and as bytes. No line among them can
   * pass the cap when all their bytes together do not; else each line's bytes are measured.
   */
  private whole(text: string, bytes: Uint8Array, lines: FramedLine[]): void {
    let start = 0;
    let startByte = 0;
    const measure = bytes.length > this.maxLineBytes;
    for (;;) {
      const newline = text.indexOf('\n', start);
      const line = newline === -1 ? (start === 0 ? text : text.slice(start)) : text.slice(start, newline);
      if (measure) {
        const newlineByte = bytes.indexOf(0x0a, startByte);
        const lineBytes = bytes.subarray(startByte, newline === -1 ? bytes.length : newlineByte);
        startByte = newlineByte + 1;
        this.grow(line, lineBytes, lines);
        this.complete(lines);
      } else {
        lines.push({ ok: true, text: lineText(line) });
      }
      if (newline === -1) return;
      start = newline + 1;
    }
  }

  /** The line going on with `text`, decoded from `bytes` (a cut character's bytes excepted). */
  private grow(text: string, bytes: Uint8Array, lines: FramedLine[]): void {
    if (this.skipping) return;
    const before = this.size;
    this.size += bytes.length;
    if (this.size > this.maxLineBytes) {
      // Reported at the byte that passes the cap, however the line was split: the error and the
      // head are the same for every split, and nothing waits for a newline that may never come.
      const length = this.maxLineBytes + 1;
      const head = joinBytes(this.head, bytes, Math.min(length, OVERFLOW_HEAD_BYTES));
      lines.push({ ok: false, error: new LineTooLongError(length, this.maxLineBytes), head: withoutBom(decoder.decode(head)) });
      this.reset();
      this.skipping = true;
      return;
    }
    // Copied, as the caller may reuse its buffer.
    if (before < OVERFLOW_HEAD_BYTES && bytes.length > 0) this.head = joinBytes(this.head, bytes, Math.min(this.size, OVERFLOW_HEAD_BYTES));
    if (text.length > 0) this.pieces.push(text);
  }

  private complete(lines: FramedLine[]): void {
    const { pieces, carry, skipping } = this;
    this.reset();
    this.skipping = false;
    if (skipping) return;
    // A character still cut at the end of the line is decoded alone, as the whole line's decoding would.
    if (carry.length > 0) pieces.push(decoder.decode(carry));
    const text = pieces.length === 1 ? pieces[0]! : pieces.join('');
    lines.push({ ok: true, text: lineText(text) });
  }

  private reset(): void {
    this.pieces = [];
    this.carry = EMPTY;
    this.head = EMPTY;
    this.size = 0;
  }
}

/** A decoded line without its `\r` and the BOM that decoding its bytes alone would drop. */
function lineText(text: string): string {
  return withoutBom(text.charCodeAt(text.length - 1) === 0x0d ? text.slice(0, -1) : text);
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Where the bytes can be cut so both sides decode as they would together: before a character the
 * end cuts short (a lead byte in the last three bytes whose sequence needs more). A lead byte
 * ends whatever came before it, valid or not, so the first side decodes the same alone.
 */
function characterEnd(bytes: Uint8Array): number {
  for (let at = bytes.length - 1; at >= 0 && at >= bytes.length - 3; at--) {
    const byte = bytes[at]!;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) {
      const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return bytes.length - at < needs ? at : bytes.length;
    }
  }
  return bytes.length;
}

/** The first `size` bytes of `a` then `b`, copied. */
function joinBytes(a: Uint8Array, b: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  const fromA = Math.min(a.length, size);
  out.set(fromA === a.length ? a : a.subarray(0, fromA), 0);
  if (size > fromA) out.set(b.subarray(0, size - fromA), fromA);
  return out;
}

/** Frames a whole buffer at once; the reference the streaming path is tested against. */
export function frameAll(bytes: Uint8Array, options?: LineFramerOptions): FramedLine[] {
  const framer = new LineFramer(options);
  const lines = framer.push(bytes);
  for (const line of framer.end()) lines.push(line);
  return lines;
}
