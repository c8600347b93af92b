/**
 * Replays a recorded Codex round through the same reader a live round uses, so what
 * `mwh replay` shows is what the live round showed: the client's lines (stdin) tell which
 * request each response answers, the server's lines (stdout) become parts, the exit and stderr
 * decide the verdict. A conversation's capture (one process, several turns on one thread)
 * replays as its turns: a `turn/start` sent after the turn before completed begins the next, with
 * a reader of its own, as harness-core's conversation reads it. A raw stdout has no client lines to
 * go by: there, the server's `turn/started` after the turn before completed begins the next.
 */
import { LineReplay, appendAll, replayChunks, turnStart, type Capture, type CaptureExit, type ContentPart, type FramedLine } from '@mwh/protocol-core';
import { CodexRoundReader, type CodexRoundReaderOptions } from './codex-round-reader.js';
import type { CodexProcessOutcome } from './codex-verdict.js';
import { parseServerLine } from './json-rpc-message.js';

export interface CodexReplayOptions extends CodexRoundReaderOptions {
  /**
   * The harness ended the process itself (after the turn, or at the idle bound). Defaults to
   * the capture's exit record `intentional` member when it has one.
   */
  intentional?: boolean;
}

/**
 * A capture of a codex round holds the client's lines (its stdin), so a response is matched to
 * the request it answers; a raw stdout replayed on its own says so with `withoutClientLines`.
 */
export function replayCodexCapture(capture: Capture, options: CodexReplayOptions = {}): ContentPart[] {
  // Chunks are in time order, so a request is always seen before its response.
  return replayChunks(new CodexCaptureReplay(options), capture);
}

/**
 * The same replay fed chunk by chunk, for a recording too large to hold: it keeps no more than
 * the reader does, plus the end of stderr a live round keeps for the verdict. What the recording
 * is, a capture with the client's lines or a raw stdout without them, is said by its caller and
 * never guessed from its chunks: guessed from the size of the stdout before the first stdin
 * chunk, a capture with 16 MiB of it was read as a raw stdout, and a forged response to a
 * request nobody sent named the session.
 */
export class CodexCaptureReplay extends LineReplay<CodexRoundReader, [CodexProcessOutcome | null]> {
  constructor(private readonly options: CodexReplayOptions = {}) {
    super(() => new CodexRoundReader(options), options, true);
  }

  protected override lastEnd(exit: CaptureExit | undefined): [CodexProcessOutcome | null] {
    return [this.recordedExit(exit, this.options.intentional)];
  }

  protected override read(framed: FramedLine, out: ContentPart[]): void {
    if (this.options.withoutClientLines && this.reader.isTurnCompleted && TURN_STARTED.test(framed.ok ? framed.text : framed.head)) {
      this.nextTurn(out);
      out.push(turnStart());
    }
    const line = parseServerLine(framed);
    if (line) appendAll(out, this.reader.accept(line));
  }

  protected override sent(line: FramedLine, out: ContentPart[]): void {
    // A line too long to keep (a message with large images) is known by its head.
    if (this.reader.isTurnCompleted && TURN_START.test(line.ok ? line.text : line.head)) this.nextTurn(out);
    if (line.ok) this.reader.sent(line.text);
  }

  private nextTurn(out: ContentPart[]): void {
    // The turn before completed while the process went on: its verdict has no exit.
    const earlier = this.newTurn(out, { ...this.wentOn(), intentional: true });
    appendAll(out, this.reader.continueThread(earlier));
  }
}

/** A `turn/start` request, members in any order: unescaped quotes cannot be inside a string value. */
const TURN_START = /"method":"turn\/start"/;
/** The server's `turn/started` notification, likewise. */
const TURN_STARTED = /"method":"turn\/started"/;
