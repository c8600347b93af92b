/**
 * Replays a recorded round of `gemini --output-format stream-json` through the same reader a live
 * round uses: its stdout becomes parts, the exit and stderr decide the verdict. Runs appended to
 * one file (`gemini --resume` writing after `gemini`) replay as their turns: gemini runs one turn
 * a process and begins each with `init`, so an `init` after the first begins the next run, with a
 * reader of its own.
 */
import { LineReplay, appendAll, replayChunks, type Capture, type CaptureExit, type ContentPart, type FramedLine } from '@mwh/protocol-core';
import { decodeGeminiLine } from './gemini-event.js';
import { GeminiRoundReader, type GeminiRoundReaderOptions } from './gemini-round-reader.js';
import type { GeminiProcessOutcome } from './gemini-verdict.js';

export interface GeminiReplayOptions extends GeminiRoundReaderOptions {
  /** The harness ended the process itself. Defaults to the capture's exit record `intentional` member when it has one. */
  intentional?: boolean;
}

/** A whole capture (or a raw stdout made into one) of gemini's stream-json, replayed at once. */
export function replayGeminiCapture(capture: Capture, options: GeminiReplayOptions = {}): ContentPart[] {
  return replayChunks(new GeminiReplay(options), capture);
}

/** The same replay fed chunk by chunk, for a recording too large to hold: it keeps no more than the reader does, and the end of stderr. */
// gemini takes its prompt in its arguments (stdin only as text put before it): the client says nothing the reader needs.
export class GeminiReplay extends LineReplay<GeminiRoundReader, [GeminiProcessOutcome | null]> {
  private begun = false;

  constructor(private readonly options: GeminiReplayOptions = {}) {
    super(() => new GeminiRoundReader(options), options);
  }

  protected override lastEnd(exit: CaptureExit | undefined): [GeminiProcessOutcome | null] {
    return [this.recordedExit(exit, this.options.intentional)];
  }

  protected override read(framed: FramedLine, out: ContentPart[]): void {
    const line = decodeGeminiLine(framed);
    if (!line) return;
    if (line.ok && line.type === 'init') {
      // The run before ended (or was cut off: then its verdict says incomplete), and its process
      // went on to exit: its verdict has no exit of its own.
      if (this.begun) this.newTurn(out, this.reader.isTurnEnded ? { ...this.wentOn(), intentional: true } : null);
      this.begun = true;
    }
    appendAll(out, this.reader.accept(line));
  }
}
