/**
 * The end of a byte stream as text: the last STDERR_TAIL_BYTES of a CLI's stderr, all a live
 * round (harness-core's CliProcess) and a replay keep of it, so both read stderr of any size
 * holding no more than that, and cut it alike.
 */
import { STDERR_TAIL_BYTES, tail } from './verdict.js';

export class TextTail {
  private readonly decoder = new TextDecoder();
  private text = '';

  constructor(private readonly maxBytes = STDERR_TAIL_BYTES) {}

  push(bytes: Uint8Array): void {
    this.text += this.decoder.decode(bytes, { stream: true });
    // Cut now and then, not per chunk: a cut encodes what it keeps (at most maxBytes units), so
    // as many new units come before the next, and many small chunks cost no more than one.
    if (this.text.length > 2 * this.maxBytes) this.text = tail(this.text, this.maxBytes);
  }

  /** The tail so far, as `end` would cut it, for a verdict decided while the stream goes on. */
  current(): string {
    return tail(this.text, this.maxBytes);
  }

  /** The stream ended: its last `maxBytes`, cut on a character boundary, as `tail` cuts them. */
  end(): string {
    this.text = tail(this.text + this.decoder.decode(), this.maxBytes);
    return this.text;
  }
}
