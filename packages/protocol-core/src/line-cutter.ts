/**
 * Cuts a byte stream into lines for a caller that writes each line again as bytes (harness-core's
 * capture redactors), where LineFramer gives text to readers. A line is held until its newline
 * and handed over whole; one that passes `limit` bytes first is handed over as it comes instead,
 * its held start first, so no more than `limit` bytes are ever held. Bytes are handed over as
 * they came, each line's newline with it.
 */
import { concatBytes } from './bytes.js';

export interface LineSink {
  /** A whole line, its newline last. */
  line(bytes: Uint8Array): void;
  /** A piece of a line past the limit: `first` of its line, `ended` with its newline, last. */
  long(bytes: Uint8Array, ended: boolean, first: boolean): void;
}

export class LineCutter {
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  private passing = false;

  constructor(private readonly limit: number) {}

  push(chunk: Uint8Array, sink: LineSink): void {
    let from = 0;
    while (from < chunk.length) {
      const newline = chunk.indexOf(0x0a, from);
      const end = newline === -1 ? chunk.length : newline + 1;
      const piece = chunk.subarray(from, end);
      from = end;
      if (this.passing) {
        this.passing = newline === -1;
        sink.long(piece, newline !== -1, false);
        continue;
      }
      this.held.push(piece);
      this.heldBytes += piece.length;
      if (newline !== -1) {
        sink.line(this.take());
      } else if (this.heldBytes > this.limit) {
        this.passing = true;
        // Piece by piece, as they came: joined, the start of a long line would be held twice.
        const parts = this.takeParts();
        for (let k = 0; k < parts.length; k++) sink.long(parts[k]!, false, k === 0);
      }
    }
  }

  /**
   * The stream ended: the start of a last line without a newline, as held (none when it was
   * passing: its pieces went out as they came), and whether a long line was passing.
   */
  end(): { held: Uint8Array[]; passing: boolean } {
    const passing = this.passing;
    this.passing = false;
    return { held: this.takeParts(), passing };
  }

  private take(): Uint8Array {
    const parts = this.takeParts();
    return parts.length === 1 ? parts[0]! : concatBytes(parts);
  }

  private takeParts(): Uint8Array[] {
    const parts = this.held;
    this.held = [];
    this.heldBytes = 0;
    return parts;
  }
}
