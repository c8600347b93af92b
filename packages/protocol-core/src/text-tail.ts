/**
 * The end of a byte stream as text: the last STDERR_TAIL_BYTES of a CLI's stderr, all a live
 * round (harness-core's CliProcess) and a replay keep of it, so both read stderr of any size
 * holding no more than that, and cut it alike.
 */
import { STDERR_TAIL_BYTES, tail } from './verdict.js';

/**
 * Bytes kept beyond the tail when the rest is passed over: a decoder started inside a character
 * reads at most its 3 first bytes otherwise than the whole stream's decoder does (as U+FFFD), and
 * a decoder holds back at most 3 bytes of a character not yet whole.
 */
const RESTART_SLACK = 8;

export class TextTail {
  private decoder = new TextDecoder();
  private text = '';
  /** Bytes pushed and not decoded yet, oldest first: most of a large stream is never decoded. */
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxBytes = STDERR_TAIL_BYTES) {}

  push(bytes: Uint8Array): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes > 4 * (this.maxBytes + RESTART_SLACK)) this.decodePending();
  }

  /** The tail so far, as `end` would cut it, for a verdict decided while the stream goes on. */
  current(): string {
    this.decodePending();
    return tail(this.text, this.maxBytes);
  }

  /** The stream ended: its last `maxBytes`, cut on a character boundary, as `tail` cuts them. */
  end(): string {
    this.decodePending();
    this.text = tail(this.text + this.decoder.decode(), this.maxBytes);
    return this.text;
  }

  private decodePending(): void {
    // Decoded text is never shorter in UTF-8 than the bytes it came from (a malformed sequence of
    // 1-3 bytes becomes U+FFFD, 3 bytes): bytes followed by maxBytes + RESTART_SLACK others are
    // cut whatever comes, so they are passed over undecoded, and decoding starts afresh in the
    // slack (a 512 MiB stderr took 14 CPU-seconds to decode whole).
    const excess = this.pendingBytes - (this.maxBytes + RESTART_SLACK);
    let chunks = this.pending;
    if (excess > 0) {
      const kept = new Uint8Array(this.maxBytes + RESTART_SLACK);
      let at = kept.length;
      for (let i = chunks.length - 1; i >= 0 && at > 0; i--) {
        const chunk = chunks[i]!;
        const part = chunk.subarray(Math.max(0, chunk.length - at));
        at -= part.length;
        kept.set(part, at);
      }
      this.decoder = new TextDecoder();
      this.text = '';
      chunks = [kept];
    }
    for (const chunk of chunks) this.text += this.decoder.decode(chunk, { stream: true });
    this.pending = [];
    this.pendingBytes = 0;
    // Cut now and then, not per chunk: a cut encodes what it keeps (at most maxBytes units), so
    // as many new units come before the next, and many small chunks cost no more than one.
    if (this.text.length > 2 * this.maxBytes) this.text = tail(this.text, this.maxBytes);
  }
}
