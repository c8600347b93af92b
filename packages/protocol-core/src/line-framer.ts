/**
 * Splits a byte stream into lines on the byte 0x0A before any UTF-8 decoding, so a chunk
 * boundary inside a multi-byte character or between `\r` and `\n` changes nothing.
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

const decoder = new TextDecoder('utf-8');

export class LineFramer {
  readonly maxLineBytes: number;
  // A line that spans chunks is kept as its parts and joined once, when it ends.
  private parts: Uint8Array[] = [];
  private size = 0;
  // An over-long line was reported when it passed the cap; the rest of it, up to its newline,
  // is passed over without being kept, so memory never holds more than the cap.
  private skipping = false;

  constructor(options: LineFramerOptions = {}) {
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  }

  push(chunk: Uint8Array): FramedLine[] {
    const lines: FramedLine[] = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      if (newline === -1) break;
      this.append(chunk.subarray(start, newline), false, lines);
      this.complete(lines);
      start = newline + 1;
    }
    if (start < chunk.length) this.append(chunk.subarray(start), true, lines);
    return lines;
  }

  /** The stream ended: a last line without `\n` is still a line. */
  end(): FramedLine[] {
    const lines: FramedLine[] = [];
    if (this.size > 0 || this.skipping) this.complete(lines);
    return lines;
  }

  private append(piece: Uint8Array, keep: boolean, lines: FramedLine[]): void {
    if (piece.length === 0 || this.skipping) return;
    this.size += piece.length;
    if (this.size > this.maxLineBytes) {
      // Reported at the byte that passes the cap, however the line was split: the error and the
      // head are the same for every split, and nothing waits for a newline that may never come.
      const length = this.maxLineBytes + 1;
      const head = concat([...this.parts, piece], Math.min(length, OVERFLOW_HEAD_BYTES));
      lines.push({ ok: false, error: new LineTooLongError(length, this.maxLineBytes), head: decoder.decode(head) });
      this.parts = [];
      this.skipping = true;
      return;
    }
    // A piece kept past this call is copied: the caller may reuse its buffer.
    this.parts.push(keep ? piece.slice() : piece);
  }

  private complete(lines: FramedLine[]): void {
    const { size, parts, skipping } = this;
    this.parts = [];
    this.size = 0;
    this.skipping = false;
    if (skipping) return;
    let bytes = parts.length === 1 ? parts[0]! : concat(parts, size);
    if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
    lines.push({ ok: true, text: decoder.decode(bytes) });
  }
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    const room = size - offset;
    if (room <= 0) break;
    const piece = part.length > room ? part.subarray(0, room) : part;
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/** Frames a whole buffer at once; the reference the streaming path is tested against. */
export function frameAll(bytes: Uint8Array, options?: LineFramerOptions): FramedLine[] {
  const framer = new LineFramer(options);
  return [...framer.push(bytes), ...framer.end()];
}
