/**
 * Watches a raw stdout go by to say, at its end, whether its last line was cut off (protocol-core's
 * one rule, `isCutOffLine`, as the readers of transcripts and rollouts say it): a file copied while
 * the CLI still wrote it. The reader passes such a line over as not JSON; this gives the user its
 * number. It keeps only the last line's bytes, up to a bound, not the lines before.
 */
import { isCutOffLine } from '@mwh/protocol-core';

/** A last line longer than this is not parsed to see whether it is whole: its start says. */
const KEPT_BYTES = 1024 * 1024;

export class CutOffLine {
  private lines = 0;
  private tail: Uint8Array[] = [];
  private tailBytes = 0;

  /** Takes a chunk on its way to the reader, and hands it on unchanged. */
  push(bytes: Uint8Array): Uint8Array {
    let start = 0;
    for (let newline = bytes.indexOf(0x0a); newline !== -1; newline = bytes.indexOf(0x0a, newline + 1)) {
      this.lines++;
      start = newline + 1;
      this.tail = [];
      this.tailBytes = 0;
    }
    const rest = bytes.subarray(start);
    // Past the bound only the start is kept: enough to tell JSON from a plain line.
    if (rest.length > 0 && this.tailBytes <= KEPT_BYTES) this.tail.push(rest.slice());
    this.tailBytes += rest.length;
    return bytes;
  }

  /** The number of the last line when it was cut off; undefined when the file ended whole. */
  end(): number | undefined {
    if (this.tailBytes === 0) return undefined;
    const text = Buffer.concat(this.tail).toString('utf8');
    return isCutOffLine(text, this.tailBytes > KEPT_BYTES) ? this.lines + 1 : undefined;
  }
}
