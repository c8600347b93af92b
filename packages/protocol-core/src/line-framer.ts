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
  private overflowHead: Uint8Array | undefined;

  constructor(options: LineFramerOptions = {}) {
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  }

  push(chunk: Uint8Array): FramedLine[] {
    const lines: FramedLine[] = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      if (newline === -1) break;
      this.append(chunk.subarray(start, newline), false);
      lines.push(this.complete());
      start = newline + 1;
    }
    if (start < chunk.length) this.append(chunk.subarray(start), true);
    return lines;
  }

  /** The stream ended: a last line without `\n` is still a line. */
  end(): FramedLine[] {
    return this.size > 0 || this.overflowHead ? [this.complete()] : [];
  }

  private append(piece: Uint8Array, keep: boolean): void {
    if (piece.length === 0) return;
    this.size += piece.length;
    if (this.overflowHead) {
      // The head of an over-long line grows to the same size however the line was split.
      if (this.overflowHead.length < OVERFLOW_HEAD_BYTES) this.overflowHead = concat([this.overflowHead, piece], Math.min(this.size, OVERFLOW_HEAD_BYTES));
      return;
    }
    if (this.size > this.maxLineBytes) {
      this.overflowHead = concat([...this.parts, piece], Math.min(this.size, OVERFLOW_HEAD_BYTES));
      this.parts = [];
      return;
    }
    // A piece kept past this call is copied: the caller may reuse its buffer.
    this.parts.push(keep ? piece.slice() : piece);
  }

  private complete(): FramedLine {
    const size = this.size;
    const overflowHead = this.overflowHead;
    const parts = this.parts;
    this.parts = [];
    this.size = 0;
    this.overflowHead = undefined;
    if (overflowHead) {
      return { ok: false, error: new LineTooLongError(size, this.maxLineBytes), head: decoder.decode(overflowHead) };
    }
    let bytes = parts.length === 1 ? parts[0]! : concat(parts, size);
    if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
    return { ok: true, text: decoder.decode(bytes) };
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
