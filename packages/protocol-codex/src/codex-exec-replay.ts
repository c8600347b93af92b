/**
 * Replays a recorded round of `codex exec --json` through the same reader a live exec round
 * uses: its stdout becomes parts, the exit and stderr decide the verdict. Runs appended to one
 * file (`codex exec resume` writing after `codex exec`) replay as their turns: any event after the
 * turn before ended begins the next, with a reader of its own.
 */
import { LineReplay, appendAll, replayChunks, type Capture, type CaptureExit, type ContentPart, type FramedLine } from '@mwh/protocol-core';
import { decodeCodexExecLine, type CodexExecEvent, type CodexExecLine } from './codex-exec-event.js';
import { CodexExecRoundReader, type CodexExecRoundReaderOptions } from './codex-exec-round-reader.js';
import type { CodexProcessOutcome } from './codex-verdict.js';
import { stringOf } from './wire-view.js';

/**
 * Lines held after a turn ended before one decides whose they are: more than a run's errors
 * before its thread begins ever are, so the rest begin the next run rather than wait.
 */
const MAX_HELD = 64;

export interface CodexExecReplayOptions extends CodexExecRoundReaderOptions {
  /** The harness ended the process itself. Defaults to the capture's exit record `intentional` member when it has one. */
  intentional?: boolean;
}

/** A whole capture (or a raw stdout made into one) of `codex exec --json`, replayed at once. */
export function replayCodexExecCapture(capture: Capture, options: CodexExecReplayOptions = {}): ContentPart[] {
  return replayChunks(new CodexExecReplay(options), capture);
}

/** The same replay fed chunk by chunk, for a recording too large to hold: it keeps no more than the reader does, and the end of stderr. */
// exec reads its prompt from its arguments (stdin only when told `-`): the client says nothing the reader needs.
export class CodexExecReplay extends LineReplay<CodexExecRoundReader, [CodexProcessOutcome | null]> {
  /** Lines after a turn ended that do not yet say whose they are (see `read`), at most MAX_HELD. */
  private readonly held: CodexExecLine[] = [];

  constructor(private readonly options: CodexExecReplayOptions = {}) {
    super(() => new CodexExecRoundReader(options), options);
  }

  protected override lastEnd(exit: CaptureExit | undefined): [CodexProcessOutcome | null] {
    return [this.recordedExit(exit, this.options.intentional)];
  }

  protected override readAll(out: ContentPart[]): void {
    // Lines after the turn ended that began no other run: the ended run's last words.
    for (const line of this.held.splice(0)) appendAll(out, this.reader.accept(line));
  }

  protected override read(framed: FramedLine, out: ContentPart[]): void {
    const line = decodeCodexExecLine(framed);
    if (!line) return;
    // Another thread begun while a turn was still going: that run was cut off (killed, or its
    // stdout cut), and what follows is another run's, whose item ids start again from item_0.
    const otherThread = line.ok && line.type === 'thread.started' && this.reader.threadId !== null && threadOf(line) !== this.reader.threadId;
    if (otherThread && !this.reader.isTurnEnded) {
      this.newTurn(out, null);
    } else if (this.reader.isTurnEnded) {
      // The turn before ended, and codex exec shuts down on turn.completed and turn.failed (its
      // jsonl event processor returns InitiateShutdown for both): an event after one is another
      // run's, whatever it starts with (thread.started, turn.started, or the `error` of a run that
      // failed before its thread began). An `error` (or a line that is no event) is held until
      // an event says which: followed by nothing, it is the ended run's last words.
      if (this.held.length < MAX_HELD && (!line.ok || line.type === 'error')) {
        this.held.push(line);
        return;
      }
      // That run's process went on to exit: its verdict has no exit of its own.
      const thread = this.newTurn(out, { ...this.wentOn(), intentional: true }).threadId;
      // A turn.started with no thread.started before it goes on in the thread the file began.
      if (line.ok && line.type === 'turn.started' && thread !== null) appendAll(out, this.reader.continueThread(thread));
      for (const earlier of this.held.splice(0)) appendAll(out, this.reader.accept(earlier));
    }
    appendAll(out, this.reader.accept(line));
  }
}

/** The thread a thread.started line names. */
function threadOf(line: CodexExecLine): string | undefined {
  return stringOf((line as CodexExecEvent<'thread.started'>).event, 'thread_id');
}
