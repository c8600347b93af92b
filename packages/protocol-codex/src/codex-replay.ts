/**
 * Replays a recorded Codex round through the same reader a live round uses, so what
 * `mwh replay` shows is what the live round showed: the client's lines (stdin) tell which
 * request each response answers, the server's lines (stdout) become parts, the exit and stderr
 * decide the verdict.
 */
import { LineFramer, exitOutcome, replayChunks, type Capture, type CaptureChunk, type CaptureExit, type ContentPart } from '@mwh/protocol-core';
import { CodexRoundReader, type CodexRoundReaderOptions } from './codex-round-reader.js';

export interface CodexReplayOptions extends CodexRoundReaderOptions {
  /**
   * The harness ended the process itself (after the turn, or at the idle bound). Defaults to
   * the capture's exit record `intentional` member when it has one.
   */
  intentional?: boolean;
}

export function replayCodexCapture(capture: Capture, options: CodexReplayOptions = {}): ContentPart[] {
  // A raw stdout replayed alone has no client lines: its responses are read by their shape.
  const withoutClientLines = options.withoutClientLines ?? !capture.chunks.some((chunk) => chunk.stream === 'stdin');
  // Chunks are in time order, so a request is always seen before its response.
  return replayChunks(new CodexCaptureReplay({ ...options, withoutClientLines }), capture);
}

/**
 * The same replay fed chunk by chunk, for a recording too large to hold: it keeps no more than
 * the reader does, plus the stderr text for the verdict.
 */
export class CodexCaptureReplay {
  private readonly reader: CodexRoundReader;
  private readonly stdin = new LineFramer();
  private readonly stderr = new TextDecoder();
  private stderrText = '';

  /** `withoutClientLines` must be said when the recording has no stdin: it cannot be told from the start. */
  constructor(private readonly options: CodexReplayOptions = {}) {
    this.reader = new CodexRoundReader(options);
  }

  chunk(chunk: CaptureChunk): ContentPart[] {
    if (chunk.stream === 'stdin') {
      for (const line of this.stdin.push(chunk.bytes)) if (line.ok) this.reader.sent(line.text);
      return [];
    }
    if (chunk.stream === 'stderr') {
      this.stderrText += this.stderr.decode(chunk.bytes, { stream: true });
      return [];
    }
    return this.reader.push(chunk.bytes);
  }

  /** The recording ended, with its exit record if it has one: the last parts and the verdict. */
  end(exit: CaptureExit | undefined): ContentPart[] {
    for (const line of this.stdin.end()) if (line.ok) this.reader.sent(line.text);
    this.stderrText += this.stderr.decode();
    if (!exit) return this.reader.end(null);
    // parseCapture has checked the exit record, so `intentional` is a boolean or absent.
    const intentional = this.options.intentional ?? exit.intentional ?? false;
    return this.reader.end({ ...exitOutcome(exit, this.stderrText), intentional });
  }
}
