/**
 * Replays a recorded Claude round through the reader exactly as a live round would run: the
 * stdout chunks as they were recorded, then the exit and stderr.
 */
import { exitOutcome, replayChunks, TextTail, type Capture, type CaptureChunk, type CaptureExit, type ContentPart } from '@mwh/protocol-core';
import { ClaudeRoundReader, type ClaudeRoundReaderOptions } from './claude-round-reader.js';

export function replayClaudeCapture(capture: Capture, options?: ClaudeRoundReaderOptions): ContentPart[] {
  return replayChunks(new ClaudeCaptureReplay(options), capture);
}

/**
 * The same replay fed chunk by chunk, for a recording too large to hold (a 1 GiB stdout): it
 * keeps no more than the reader does, plus the end of stderr a live round keeps for the verdict.
 */
export class ClaudeCaptureReplay {
  private readonly reader: ClaudeRoundReader;
  private readonly stderr = new TextTail();

  constructor(options?: ClaudeRoundReaderOptions) {
    this.reader = new ClaudeRoundReader(options);
  }

  /** One recorded chunk; stdin is what the harness wrote and changes nothing here. */
  chunk(chunk: CaptureChunk): ContentPart[] {
    if (chunk.stream === 'stdout') return this.reader.push(chunk.bytes);
    if (chunk.stream === 'stderr') this.stderr.push(chunk.bytes);
    return [];
  }

  /** The recording ended, with its exit record if it has one: the last parts and the verdict. */
  end(exit: CaptureExit | undefined): ContentPart[] {
    return this.reader.end(exitOutcome(exit, this.stderr.end()));
  }
}
