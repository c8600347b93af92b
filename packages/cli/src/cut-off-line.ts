/**
 * Watches a raw stdout go by to say, at its end, whether its last line was cut off (no newline,
 * and not a whole JSON value): a file copied while the CLI still wrote it. The reader passes such a
 * line over as not JSON; this gives the user its number.
 */

/** A last line longer than this is not parsed to see whether it is whole: it is said to be cut. */
const KEPT_BYTES = 1024 * 1024;

export class CutOffLine {
  private lines = 0;
  private tail: Uint8Array[] = [];
  private tailBytes = 0;
  private over = false;

  /** Takes a chunk on its way to the reader, and hands it on unchanged. */
  push(bytes: Uint8Array): Uint8Array {
    let start = 0;
    for (let newline = bytes.indexOf(0x0a); newline !== -1; newline = bytes.indexOf(0x0a, newline + 1)) {
      this.lines++;
      start = newline + 1;
      this.tail = [];
      this.tailBytes = 0;
      this.over = false;
    }
    const rest = bytes.subarray(start);
    if (rest.length > 0 && !this.over) {
      this.tailBytes += rest.length;
      if (this.tailBytes > KEPT_BYTES) {
        this.over = true;
        this.tail = [];
      } else this.tail.push(rest.slice());
    } else if (rest.length > 0) this.tailBytes += rest.length;
    return bytes;
  }

  /** The number of the last line when it was cut off; undefined when the file ended whole. */
  end(): number | undefined {
    if (this.tailBytes === 0) return undefined;
    const text = Buffer.concat(this.tail).toString('utf8').trim();
    // Only what began as JSON can be cut JSON: a last line of plain text (a debug line) is not.
    if (!/^[[{]/.test(text)) return undefined;
    if (!this.over) {
      try {
        JSON.parse(text);
        return undefined;
      } catch {
        // Not whole: said below.
      }
    }
    return this.lines + 1;
  }
}
