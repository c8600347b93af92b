/**
 * Replays a recorded round of `gemini --output-format stream-json` through the same reader a live
 * round uses: its stdout becomes parts, the exit and stderr decide the verdict. Runs appended to
 * one file (`gemini --resume` writing after `gemini`) replay as their turns: gemini runs one turn
 * a process and begins each with `init`, so an `init` after the first begins the next run, with a
 * reader of its own.
 */
import { LineFramer, TextTail, appendAll, exitOutcome, replayChunks, type Capture, type CaptureChunk, type CaptureExit, type ChunkReplay, type ContentPart, type FramedLine } from '@mwh/protocol-core';
import { decodeGeminiLine } from './gemini-event.js';
import { GeminiRoundReader, type GeminiRoundReaderOptions } from './gemini-round-reader.js';

export interface GeminiReplayOptions extends GeminiRoundReaderOptions {
  /** The harness ended the process itself. Defaults to the capture's exit record `intentional` member when it has one. */
  intentional?: boolean;
}

/** A whole capture (or a raw stdout made into one) of gemini's stream-json, replayed at once. */
export function replayGeminiCapture(capture: Capture, options: GeminiReplayOptions = {}): ContentPart[] {
  return replayChunks(new GeminiReplay(options), capture);
}

/** The same replay fed chunk by chunk, for a recording too large to hold: it keeps no more than the reader does, and the end of stderr. */
export class GeminiReplay implements ChunkReplay {
  private reader: GeminiRoundReader;
  private begun = false;
  // One framer for the whole stdout: a line is never split between two runs' readers.
  private readonly stdout: LineFramer;
  private readonly stderr = new TextTail();

  constructor(private readonly options: GeminiReplayOptions = {}) {
    this.reader = new GeminiRoundReader(options);
    this.stdout = new LineFramer(options);
  }

  chunk(chunk: CaptureChunk): ContentPart[] {
    const out: ContentPart[] = [];
    // gemini takes its prompt in its arguments (stdin only as text put before it): the client says nothing the reader needs.
    if (chunk.stream === 'stderr') this.stderr.push(chunk.bytes);
    else if (chunk.stream === 'stdout') for (const framed of this.stdout.push(chunk.bytes)) this.read(framed, out);
    return out;
  }

  /** The recording ended, with its exit record if it has one: the last parts and the verdict. */
  end(exit: CaptureExit | undefined): ContentPart[] {
    const out: ContentPart[] = [];
    for (const framed of this.stdout.end()) this.read(framed, out);
    if (!exit) return appendAll(out, this.reader.finish(null));
    const intentional = this.options.intentional ?? exit.intentional ?? false;
    return appendAll(out, this.reader.finish({ ...exitOutcome(exit, this.stderr.end()), intentional }));
  }

  private read(framed: FramedLine, out: ContentPart[]): void {
    const line = decodeGeminiLine(framed);
    if (!line) return;
    if (line.ok && line.type === 'init') {
      if (this.begun) {
        // The run before ended (or was cut off: then its verdict says incomplete), and its process
        // went on to exit: its verdict has no exit of its own.
        const ended = this.reader.isTurnEnded;
        appendAll(out, this.reader.finish(ended ? { exitCode: null, signal: null, stderr: this.stderr.current(), intentional: true } : null));
        this.reader = new GeminiRoundReader(this.options);
      }
      this.begun = true;
    }
    appendAll(out, this.reader.accept(line));
  }
}
