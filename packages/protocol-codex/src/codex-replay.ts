/**
 * Replays a recorded Codex round through the same reader a live round uses, so what
 * `mwh replay` shows is what the live round showed: the client's lines (stdin) tell which
 * request each response answers, the server's lines (stdout) become parts, the exit and stderr
 * decide the verdict.
 */
import { LineFramer, TextTail, appendAll, exitOutcome, replayChunks, type Capture, type CaptureChunk, type CaptureExit, type ContentPart } from '@mwh/protocol-core';
import { CodexRoundReader, type CodexRoundReaderOptions } from './codex-round-reader.js';

export interface CodexReplayOptions extends CodexRoundReaderOptions {
  /**
   * The harness ended the process itself (after the turn, or at the idle bound). Defaults to
   * the capture's exit record `intentional` member when it has one.
   */
  intentional?: boolean;
}

export function replayCodexCapture(capture: Capture, options: CodexReplayOptions = {}): ContentPart[] {
  // Chunks are in time order, so a request is always seen before its response.
  return replayChunks(new CodexCaptureReplay(options), capture);
}

/**
 * How much stdout is held, at most, while it is not yet known whether the recording has the
 * client's lines. A recorded round's first chunk is the client's `initialize`, so a recording
 * holds nothing; one with more stdout than this before any stdin is read as having none.
 */
export const MAX_HELD_STDOUT_BYTES = 16 * 1024 * 1024;

/**
 * The same replay fed chunk by chunk, for a recording too large to hold: it keeps no more than
 * the reader does, plus the end of stderr a live round keeps for the verdict.
 */
export class CodexCaptureReplay {
  private reader: CodexRoundReader | undefined;
  private readonly stdin = new LineFramer();
  private readonly stderr = new TextTail();
  // Stdout that came before any stdin, held until a stdin chunk or the end tells how to read it.
  private held: Uint8Array[] = [];
  private heldBytes = 0;

  /**
   * Without `withoutClientLines` it is told by the recording: a recording with stdin has the
   * client's lines, one without has none (a raw stdout replayed alone).
   */
  constructor(private readonly options: CodexReplayOptions = {}) {
    if (options.withoutClientLines !== undefined) this.reader = new CodexRoundReader(options);
  }

  chunk(chunk: CaptureChunk): ContentPart[] {
    if (chunk.stream === 'stdin') {
      const { reader, parts } = this.decided(false);
      for (const line of this.stdin.push(chunk.bytes)) if (line.ok) reader.sent(line.text);
      return parts;
    }
    if (chunk.stream === 'stderr') {
      this.stderr.push(chunk.bytes);
      return [];
    }
    if (this.reader) return this.reader.push(chunk.bytes);
    this.held.push(chunk.bytes);
    this.heldBytes += chunk.bytes.length;
    return this.heldBytes > MAX_HELD_STDOUT_BYTES ? this.decided(true).parts : [];
  }

  /** The recording ended, with its exit record if it has one: the last parts and the verdict. */
  end(exit: CaptureExit | undefined): ContentPart[] {
    const { reader, parts } = this.decided(true);
    for (const line of this.stdin.end()) if (line.ok) reader.sent(line.text);
    if (!exit) return appendAll(parts, reader.end(null));
    // The capture reader has checked the exit record, so `intentional` is a boolean or absent.
    const intentional = this.options.intentional ?? exit.intentional ?? false;
    return appendAll(parts, reader.end({ ...exitOutcome(exit, this.stderr.end()), intentional }));
  }

  /** The reader, made now if it is not yet, and the parts of the stdout held until it was. */
  private decided(withoutClientLines: boolean): { reader: CodexRoundReader; parts: ContentPart[] } {
    if (this.reader) return { reader: this.reader, parts: [] };
    const reader = (this.reader = new CodexRoundReader({ ...this.options, withoutClientLines }));
    const parts: ContentPart[] = [];
    for (const bytes of this.held) appendAll(parts, reader.push(bytes));
    this.held = [];
    return { reader, parts };
  }
}
