/**
 * A conversation with codex: one app-server process and one thread, a `turn/start` a turn, each
 * turn read by a reader of its own until `turn/completed`. The first turn opens the thread as a
 * round does (resuming the one recorded for the key, else starting and recording one, with the
 * transcript), and so does a turn after the process went away. `start` spawns the app-server
 * ahead of the first turn and opens the thread there (initialize, the API key, the thread, read by
 * a reader of its own), which the first turn then goes on with, recording it; a thread that could
 * not be opened ahead is opened by the first turn, whose reader then sees why. A cancelled or idle turn is
 * interrupted with `turn/interrupt` and the process kept; only one that does not end is shut down.
 */
import { CodexClient, CodexRoundReader, answerServerRequestsOn, type OpenedThread, type ServerLine } from '@mwh/protocol-codex';
import type { ContentPart, RoundConclusion, UserImage, Verdict } from '@mwh/protocol-core';
import { roundRecorder, sayIfUnsaved, type CaptureRecorder } from '../capture/capture-sink.js';
import { OutsideRangeOnce } from '../installed/checked-range.js';
import { AppServerConnection } from '../process/codex-app-server.js';
import { RoundApprovals } from '../round/round-approvals.js';
import { askApprovalsOn, type ApprovalTurn } from './codex-approvals.js';
import { ensureCodexHome } from '../process/app-server-process.js';
import { codexApiKey, codexRoundInvocation, codexRoundSecrets } from './codex-round.js';
import { delay, introduceCodex, openCodexThread, recordThread } from './codex-thread.js';
import { isPeerFault } from './codex-round-runner.js';
import { createConversation, type Conversation, type ConversationDriver, type ConversationOptions } from '../round/conversation.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { IdleTimer } from '../process/idle-timer.js';
import { timerDelay } from '../process/timer-delay.js';
import type { ProcessResult } from '../process/process-runner.js';
import { endRound, roundStop } from '../verdict/round-end.js';
import { DEFAULT_IDLE_TIMEOUT_MS, type HomedOptions } from '../round/round-options.js';
import type { RoundControl, RoundOutput } from '../round/round.js';
import { THREAD_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { withTranscript } from '../round/transcript.js';
import { cancelledBeforeStart, harnessFailure, streamHandlerFailure } from '../verdict/verdict-causes.js';

/** How long an interrupted turn gets to report its end before the process is shut down. */
const INTERRUPT_GRACE_MS = 2000;
/** Parts kept of what codex tells while a thread is opened ahead of the first turn. */
const AHEAD_PARTS = 100;

export function startCodexConversation(options: ConversationOptions): Conversation {
  return createConversation(options, codexConversationDriver);
}

/** The driver of a conversation's turns (harness-core's startConversation loads this module at the first turn). */
export function codexConversationDriver(options: HomedOptions): ConversationDriver {
  return new CodexConversationDriver(options);
}

/** The turn that reads the process's lines now. */
interface LiveTurn {
  line(line: ServerLine): void;
  sent(line: string): void;
  /** Who answers the approvals codex asks for while this turn reads (nobody while `start` opens the thread). */
  approval?: ApprovalTurn;
}

/** The thread `start` opened ahead of the first turn, and what its reader read meanwhile. */
interface Ahead {
  thread: OpenedThread;
  version: string | undefined;
  reader: CodexRoundReader;
  parts: ContentPart[];
}

/** A turn's id once codex answered turn/start, and that answer while it is awaited. */
interface TurnState {
  id?: string;
  starting?: Promise<void>;
}

interface Live {
  connection: AppServerConnection;
  client: CodexClient;
  recorder: CaptureRecorder | undefined;
  turn: LiveTurn | undefined;
  /** The reader of the last turn: the thread and model a later turn goes on with. */
  reader: CodexRoundReader | undefined;
  /** Known once the thread is open. */
  threadId: string | undefined;
  /** initialize and the API key, asked by `start` ahead of the first turn: codex's version once answered. */
  introduced: Promise<string | undefined> | undefined;
  /**
   * The thread `start` is opening ahead of the first turn (`failed`: codex refused a request on
   * the way, which only the ahead reader read); undefined once a turn took it.
   */
  ahead: Promise<Ahead | 'failed'> | undefined;
  /** The process ended (on purpose or not); its capture is written. */
  gone: Promise<{ result: ProcessResult; saved: ReturnType<CaptureRecorder['end']> | undefined }>;
}

class CodexConversationDriver implements ConversationDriver {
  readonly secrets: Set<string>;
  private readonly idleTimeoutMs: number;
  private readonly records: ThreadRecordStore;
  private apiKey: Promise<string | undefined> | undefined;
  private live: Live | undefined;
  private readonly versionWarning = new OutsideRangeOnce('codex');
  /** Closed: a process a turn was starting meanwhile is shut down as soon as it is there. */
  private closed = false;
  private starting: Promise<void> | undefined;
  /** The process started ahead was introduced (or went away, or none was started). */
  private readying: Promise<void> | undefined;
  /** A turn began before `start` was called (its module still loading): that turn starts the process, `start` none. */
  private turned = false;

  constructor(private readonly options: HomedOptions) {
    this.secrets = codexRoundSecrets(options);
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.records = new ThreadRecordStore(options.configHome, THREAD_RECORD_DIR, options.threadRecords !== false);
  }

  /** Read once; a read that failed is tried again by the next turn. */
  private key(): Promise<string | undefined> {
    return (this.apiKey ??= codexApiKey(this.options).catch((error: unknown) => {
      this.apiKey = undefined;
      throw error;
    }));
  }

  start(): Promise<void> {
    this.starting ??= (async () => {
      try {
        const apiKey = await this.key();
        // The thread is opened by the first turn, which has the control to stop it and the output to tell of it.
        if (!this.closed && !this.turned) {
          const live = await this.open(undefined, apiKey);
          this.live = live;
          // Asked now, while the caller sets up: the first turn goes on from there.
          live.introduced = introduceCodex(live.client, this.options.configHome, apiKey);
          live.introduced.catch(() => {});
          live.ahead = this.openAhead(live, apiKey);
        }
      } catch {
        // The first turn opens the process itself, and says what failed.
      }
    })();
    // A turn waits for the spawn only (`starting`); the caller of `start` for the thread too, as
    // long as the idle bound (the default one when that is off): a codex that never answers must not hold it.
    return (this.readying ??= this.starting.then(() => bounded(this.live?.ahead, this.idleTimeoutMs)));
  }

  /**
   * The thread opened on the process `start` spawned, read by a reader of its own as a turn
   * would read it. Not recorded: the first turn records it, so a conversation closed unused
   * leaves no record of a thread, nor forgets one (`record` false). `failed` when it could not be
   * opened (never rejects).
   */
  private async openAhead(live: Live, apiKey: string | undefined): Promise<Ahead | 'failed'> {
    const reader = new CodexRoundReader();
    const parts: ContentPart[] = [];
    const opening: LiveTurn = {
      line: (line) => {
        // Bounded: what opening a thread tells is a few parts; more are no thread's.
        for (const part of reader.accept(line)) if (parts.length < AHEAD_PARTS) parts.push(part);
      },
      sent: (line) => reader.sent(line),
    };
    live.turn = opening;
    let version: string | undefined;
    try {
      const opened = await openCodexThread(live.client, this.options, this.records, apiKey, { stopRequested: false }, (told) => (version = told), live.introduced, false);
      return opened ? { thread: opened.thread, version, reader, parts } : 'failed';
    } catch {
      return 'failed';
    } finally {
      if (live.turn === opening) live.turn = undefined;
    }
  }

  /**
   * The thread opened ahead, once it is (a turn must not read its answers): `failed` when it
   * could not be, undefined when the process goes, the turn is stopped or the idle bound passes first.
   */
  private async takeAhead(live: Live, control: RoundControl): Promise<Ahead | 'failed' | undefined> {
    const pending = live.ahead;
    live.ahead = undefined;
    if (!pending) return undefined;
    let unregister = () => {};
    const stopped = new Promise<undefined>((resolve) => (unregister = control.onStop(() => resolve(undefined))));
    const idle = boundTimer(this.idleTimeoutMs);
    try {
      return await Promise.race([pending, stopped, live.gone.then(() => undefined), ...(idle ? [idle.passed.then(() => undefined)] : [])]);
    } finally {
      unregister();
      idle?.clear();
    }
  }

  async turn(message: string, images: readonly UserImage[] | undefined, output: RoundOutput, control: RoundControl): Promise<Verdict> {
    const { options } = this;
    if (!this.starting) this.turned = true;
    // A start under way ends first: its process takes this turn.
    await this.starting;
    const apiKey = await this.key();
    if (apiKey) output.addSecrets([apiKey]);
    if (control.stopRequested) return cancelledBeforeStart(control.signal.reason);

    const reader = new CodexRoundReader();
    let turnCompleted!: () => void;
    const turnDone = new Promise<void>((resolve) => (turnCompleted = resolve));
    // Armed once the process is there to stop (below).
    let idle: IdleTimer | undefined;
    let unread = true;
    const turn: Required<LiveTurn> = {
      line: (line) => {
        unread = false;
        idle?.touch();
        for (const part of reader.accept(line)) output.emit(part);
        if (reader.isTurnCompleted) turnCompleted();
      },
      sent: (line) => reader.sent(line),
      approval: { approvals: new RoundApprovals(options, () => output.secrets, control.signal), holdIdle: () => idle?.hold() ?? (() => {}) },
    };
    let live = this.live && !this.live.connection.process.exited && !this.live.connection.closing ? this.live : undefined;
    // A process started ahead has no thread yet: this turn opens it there.
    const opening = !live?.threadId;
    let ahead: Ahead | undefined;
    if (live && opening) {
      const taken = await this.takeAhead(live, control);
      if (taken === 'failed') {
        // codex refused initialize, the key or the thread while opened ahead, read by nobody's
        // turn: that process goes, and this turn starts as it would have without `start`, its reader seeing why.
        await live.connection.shutdown();
        await live.gone;
        live = undefined;
      } else ahead = taken;
    }
    const spawned = !live;
    if (!live) {
      live = await this.open(output, apiKey);
      this.live = live;
    } else if (opening) {
      output.addSecrets(this.secrets);
      if (ahead) {
        // The thread opened ahead, told as this turn's own opening would have told it.
        for (const part of reader.continueThread(ahead.reader)) output.emit(part);
        for (const part of ahead.parts) if (part.type !== 'session') output.emit(part);
      }
    } else if (live.reader) {
      // A later turn on the open thread starts, as every round does, by naming it.
      for (const part of reader.continueThread(live.reader)) output.emit(part);
    }
    live.reader = reader;
    live.turn = turn;
    const current = live;
    const state: TurnState = {};
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // A stop while turn/start is answered waits for the turn's id.
        if (state.starting && !state.id) await Promise.race([state.starting, delay(INTERRUPT_GRACE_MS)]);
        if (current.threadId && state.id && !reader.isTurnCompleted) {
          current.client.interruptTurn(current.threadId, state.id).catch(() => {});
          await Promise.race([turnDone, delay(INTERRUPT_GRACE_MS)]);
        }
        // Not started, or not ending when asked: the process goes, and the turn with it.
        if (!reader.isTurnCompleted) await current.connection.shutdown();
      })();
    };
    idle = new IdleTimer(this.idleTimeoutMs, stop);
    const unregister = control.onStop(stop);
    let fault: { error: unknown } | undefined;
    try {
      const gone = current.gone.then(() => undefined);
      const conversing = this.converse(current, state, opening, ahead, message, images, output, control).catch((error: unknown) => {
        // A failed request is in the reader's state and a process that went away in its
        // outcome; anything else (a thread record not written) is the harness's own failure.
        if (!isPeerFault(error)) fault = { error };
      });
      await Promise.race([conversing, gone]);
      // A turn that started runs until codex says it completed or the process is gone.
      if (!fault && state.id) await Promise.race([turnDone, gone]);
      await stopping;
    } finally {
      // The turn is over: an approval the caller still decides has nobody to answer.
      turn.approval.approvals.end();
      unregister();
      idle.stop();
      if (current.turn === turn) current.turn = undefined;
    }
    if (!spawned && unread && !control.stopRequested) {
      // A process that went away before this turn (one started ahead among them) read nothing of
      // it (its requests failed before its exit was seen): a new one takes the turn, once that exit is in.
      await Promise.race([current.gone, delay(INTERRUPT_GRACE_MS)]);
      if (current.connection.process.exited) return this.turn(message, images, output, control);
    }
    const stopped = roundStop(idle.hasFired, this.idleTimeoutMs, control.signal);
    let concluded: RoundConclusion;
    if (reader.isTurnCompleted && !fault) {
      // The process goes on: the turn's verdict is its `turn/completed`, with no exit to tell.
      concluded = reader.conclude({ exitCode: null, signal: null, stderr: current.connection.stderrTail(), intentional: true });
    } else {
      // The turn cannot go on (codex refused a request, went away, or was stopped): neither does the process.
      const intentional = !current.connection.process.exited || current.connection.closing;
      if (!current.connection.process.exited) await current.connection.shutdown();
      const { result, saved } = await current.gone;
      await sayIfUnsaved(saved, output);
      if (result.handlerError) return streamHandlerFailure(result.handlerError, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr });
      if (fault) return harnessFailure(fault.error, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr });
      concluded = reader.conclude({ ...result, intentional: intentional && !result.spawnError });
    }
    const end = endRound({ ...concluded, ...(stopped ? { stop: stopped } : {}) });
    for (const part of end.parts) output.emit(part);
    return end.verdict;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting;
    const live = this.live;
    if (!live) return;
    await live.connection.shutdown();
    await live.gone;
  }

  /** Spawns the app-server; `output` is the turn's that opens it, none for a start ahead of the first turn. */
  private async open(output: RoundOutput | undefined, apiKey: string | undefined): Promise<Live> {
    const { options } = this;
    await ensureCodexHome(options.configHome);
    const invocation = codexRoundInvocation(options);
    for (const secret of invocation.secrets) if (isFoundSecret(secret)) this.secrets.add(secret);
    output?.addSecrets(this.secrets);
    const secrets = output?.secrets ?? [...this.secrets, ...(apiKey ? [apiKey] : [])];
    const recorder = roundRecorder(options.capture, 'codex', options.cliVersion, invocation, secrets);
    const connection = AppServerConnection.open({
      invocation,
      cwd: options.cwd,
      secrets,
      ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
      onChunk: (stream, bytes) => recorder?.chunk(stream, bytes),
      onClientLine: (line) => live.turn?.sent(line),
      onServerLine: (line) => live.turn?.line(line),
    });
    answerServerRequestsOn(connection.peer, { autoApprove: options.autoApprove ?? false });
    if (options.approve) askApprovalsOn(connection.peer, () => live.turn?.approval);
    if (this.closed) void connection.shutdown();
    const live: Live = {
      connection,
      client: new CodexClient(connection.peer),
      recorder,
      turn: undefined,
      reader: undefined,
      threadId: undefined,
      introduced: undefined,
      ahead: undefined,
      gone: connection.process.done.then((result) => ({ result, saved: recorder?.end(result, { intentional: connection.closing && !result.spawnError }) })),
    };
    return live;
  }

  /** Opens the thread on a new process (initialize, the key, the thread), then starts the turn. */
  private async converse(
    live: Live,
    turn: TurnState,
    opening: boolean,
    ahead: Ahead | undefined,
    message: string,
    images: readonly UserImage[] | undefined,
    output: RoundOutput,
    control: RoundControl,
  ): Promise<void> {
    const { options } = this;
    let text = message;
    if (opening) {
      const onVersion = (version: string) => {
        if (live.recorder) live.recorder.cliVersion = version;
        const unchecked = this.versionWarning.warning(version);
        if (unchecked) output.emit(unchecked);
      };
      if (ahead?.version) onVersion(ahead.version);
      const opened = ahead
        ? { thread: ahead.thread, recording: ahead.thread.resumed ? undefined : recordThread(this.records, options.threadKey, ahead.thread) }
        : await openCodexThread(live.client, options, this.records, await this.apiKey, control, onVersion, live.introduced);
      if (!opened) return;
      await opened.recording;
      live.threadId = opened.thread.threadId;
      if (!opened.thread.resumed) text = withTranscript(message, options.history, options.transcriptBudget);
    }
    if (control.stopRequested || !live.threadId) return;
    // The turn's id is known as soon as codex answers: a stop meanwhile waits for it.
    const started = live.client.startTurn(live.threadId, text, images ? { images } : {}).then((answer) => {
      turn.id = answer.turnId;
    });
    turn.starting = started.catch(() => {});
    await started;
  }
}

/** A timer of the idle bound's length, none when that is off (`ms` 0, negative, NaN or Infinity). */
function boundTimer(ms: number): { passed: Promise<void>; clear: () => void } | undefined {
  if (!(ms > 0) || ms === Infinity) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<void>((resolve) => (timer = setTimeout(resolve, timerDelay(ms)).unref()));
  return { passed, clear: () => clearTimeout(timer) };
}

/** `pending` settled, or the idle bound passed (the default one when that is off): the wait of `start`, which always settles. */
async function bounded(pending: Promise<unknown> | undefined, idleTimeoutMs: number): Promise<void> {
  if (!pending) return;
  const bound = boundTimer(idleTimeoutMs) ?? boundTimer(DEFAULT_IDLE_TIMEOUT_MS)!;
  try {
    await Promise.race([pending, bound.passed]);
  } finally {
    bound.clear();
  }
}
