/**
 * A rolling buffer of the last bytes a stream wrote: a verbose CLI keeps its closing
 * diagnostic rather than its first lines, and memory stays bounded however much it writes.
 */
import { STDERR_TAIL_BYTES } from '@mwh/protocol-core';

export class RollingTail {
  // Chunks as they came, dropped from the front once the rest alone fills the limit.
  private chunks: Buffer[] = [];
  private size = 0;
  private total = 0;

  constructor(readonly limit = STDERR_TAIL_BYTES) {}

  push(chunk: Uint8Array): void {
    this.total += chunk.length;
    if (chunk.length >= this.limit) {
      // Copied: the caller may reuse its buffer.
      this.chunks = [Buffer.from(chunk.subarray(chunk.length - this.limit))];
      this.size = this.limit;
      return;
    }
    this.chunks.push(Buffer.from(chunk));
    this.size += chunk.length;
    while (this.size - this.chunks[0]!.length >= this.limit) this.size -= this.chunks.shift()!.length;
    // Many small chunks would keep many small buffers alive: compact now and then.
    if (this.chunks.length > 256) this.chunks = [this.bytes()];
  }

  /** Every byte ever pushed, including the ones no longer kept. */
  get totalBytes(): number {
    return this.total;
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.chunks, this.size);
    return all.length > this.limit ? all.subarray(all.length - this.limit) : all;
  }

  /** The kept bytes as text, starting on a whole character. */
  text(): string {
    const bytes = this.bytes();
    let start = 0;
    // Only a cut tail can start inside a character.
    if (this.total > bytes.length) while (start < bytes.length && (bytes[start]! & 0xc0) === 0x80) start++;
    return bytes.subarray(start).toString('utf8');
  }
}
