/**
 * The skeleton every protocol's round reader shares: stdout framed into lines, each line decoded
 * and read into content parts, and at the end the verdict, after which nothing is read. A
 * protocol's reader supplies only what differs: how a framed line decodes, how a decoded line is
 * read, and how the verdict is decided from what was read and how the process ended.
 */
import type { ContentPart, RoundConclusion } from './content-part.js';
import { LineFramer, type FramedLine, type LineFramerOptions } from './line-framer.js';
import type { Verdict } from './verdict.js';

/**
 * `Line` is what a framed line decodes to; `End` what the round ends with (the process outcome,
 * as a parameter list: optional where a protocol's reader may end without one).
 */
export abstract class LineRoundReader<Line, End extends readonly unknown[]> {
  private readonly framer: LineFramer;
  // Decided at the end; nothing is read after.
  private verdict: Verdict | undefined;

  protected constructor(options: LineFramerOptions = {}) {
    this.framer = new LineFramer(options);
  }

  /** The line a framed one decodes to; undefined for one that is nothing at all (a blank line). */
  protected abstract decode(framed: FramedLine): Line | undefined;

  /** Reads one decoded line, appending the parts it completes to `out` (the one array a call returns). */
  protected abstract read(line: Line, out: ContentPart[]): void;

  /** The verdict from what was read and how the round ended; parts the end completes go to `out` first. */
  protected abstract decide(out: ContentPart[], ...end: End): Verdict;

  /** Feeds a chunk of the CLI's stdout, split anywhere; returns the parts it completes. */
  push(chunk: Uint8Array): ContentPart[] {
    const out: ContentPart[] = [];
    if (this.verdict) return out;
    for (const framed of this.framer.push(chunk)) {
      const line = this.decode(framed);
      if (line !== undefined) this.read(line, out);
    }
    return out;
  }

  /**
   * Takes one line decoded already, for a caller that decodes the stream itself to see each line
   * first (a live round's peer, a replay that finds where a run begins). The stream then ends with `finish`.
   */
  accept(line: Line): ContentPart[] {
    const out: ContentPart[] = [];
    if (!this.verdict) this.read(line, out);
    return out;
  }

  /** The process ended (or the caller gives up on it): the verdict, as the round's last part. The last call. */
  finish(...end: End): ContentPart[] {
    if (this.verdict) return [];
    const { parts, verdict } = this.conclude(...end);
    parts.push({ type: 'finish', verdict });
    return parts;
  }

  /**
   * The same end without the `finish` part: the parts it completes and the verdict, for a caller
   * that ends the round itself (harness-core, which revises the verdict first). Nothing is read after it.
   */
  conclude(...end: End): RoundConclusion {
    const parts: ContentPart[] = [];
    if (!this.verdict) {
      // A last line without a newline, fed with push, is still read.
      for (const framed of this.framer.end()) {
        const line = this.decode(framed);
        if (line !== undefined) this.read(line, parts);
      }
      this.verdict = this.decide(parts, ...end);
    }
    return { parts, verdict: this.verdict };
  }
}
