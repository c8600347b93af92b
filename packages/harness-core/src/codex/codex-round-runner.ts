/**
 * What a codex round does once its app-server runs: the JSON-RPC connection over its stdio, the
 * thread and the turn, the reader, the stop sequence and the verdict. Loaded by codex-round.ts
 * right after the spawn, with protocol-codex's root (the peer, the reader and the generated
 * validators), so they compile while codex boots.
 */
import type { Verdict } from '@mwh/protocol-core';
import {
  CodexRoundReader,
  JsonRpcError,
  PeerClosedError,
  PeerSendError,
  answerServerRequestsOn,
  CodexClient,
  type ServerLine,
} from '@mwh/protocol-codex';
import { sayIfUnsaved, type CaptureRecorder } from '../capture/capture-sink.js';
import { AppServerConnection } from '../process/codex-app-server.js';
import type { CliProcess } from '../process/process-runner.js';
import type { HomedOptions } from '../round/round-options.js';
import type { RoundControl, RoundOutput } from '../round/round.js';
import { RoundApprovals } from '../round/round-approvals.js';
import { THREAD_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { askApprovalsOn } from './codex-approvals.js';
import { withTranscript } from '../round/transcript.js';
import { harnessFailure, streamHandlerFailure } from '../verdict/verdict-causes.js';
import { outsideRangeWarning } from '../installed/checked-range.js';
import { captureStop, endRound, roundStop } from '../verdict/round-end.js';
import { delay, openCodexThread } from './codex-thread.js';

/** How long an interrupted turn gets to report its end before the process is shut down. */
const INTERRUPT_GRACE_MS = 2000;

/** The app-server a round spawned (its stdout held until the connection reads it) and what records it. */
export interface SpawnedAppServer {
  process: CliProcess;
  recorder: CaptureRecorder | undefined;
  idleTimeoutMs: number;
}

export class CodexRunner {
  private readonly idleTimeoutMs: number;
  private readonly records: ThreadRecordStore;
  private readonly reader = new CodexRoundReader();
  private readonly connection: AppServerConnection;
  private readonly client: CodexClient;
  private readonly recorder: CaptureRecorder | undefined;
  private turnCompleted!: () => void;
  private readonly turnDone = new Promise<void>((resolve) => (this.turnCompleted = resolve));
  private stopping: Promise<unknown> | undefined;
  // Known once the turn started; an interrupt needs both.
  private turnId: string | undefined;
  private threadId: string | undefined;
  /** Settles once codex answered turn/start (or refused it): a stop meanwhile waits for the turn's id. */
  private turnStart: Promise<void> | undefined;

  constructor(
    private readonly options: HomedOptions,
    private readonly output: RoundOutput,
    private readonly control: RoundControl,
    private readonly apiKey: string | undefined,
    spawned: SpawnedAppServer,
  ) {
    this.idleTimeoutMs = spawned.idleTimeoutMs;
    this.recorder = spawned.recorder;
    this.records = new ThreadRecordStore(options.configHome, THREAD_RECORD_DIR, options.threadRecords !== false);
    const reader = this.reader;
    this.connection = AppServerConnection.over(spawned.process, {
      secrets: output.secrets,
      onClientLine: (line) => reader.sent(line),
      onServerLine: (line) => this.onServerLine(line),
    });
    this.client = new CodexClient(this.connection.peer);
  }

  /** The idle bound fired: the turn is stopped as a cancel stops it. */
  onIdle(): void {
    this.stop(this.connection, this.client);
  }

  async run(): Promise<Verdict> {
    const { options, output, control, reader, connection, client, recorder } = this;
    // Registered as soon as the connection is there; a stop asked for meanwhile (while this
    // module loaded) runs at once.
    const unregister = control.onStop(() => this.stop(connection, client));
    answerServerRequestsOn(connection.peer, { autoApprove: options.autoApprove ?? false });
    const approvals = new RoundApprovals(options, () => output.secrets, control.signal);
    if (options.approve) {
      const turn = { approvals, holdIdle: () => connection.process.holdIdle() };
      askApprovalsOn(connection.peer, () => turn);
    }
    // The process gone, an approval the caller still decides has nobody to answer.
    void connection.process.done.then(() => approvals.end());
    let harnessFault: { error: unknown } | undefined;
    try {
      await this.converse(connection, client, (version) => {
        if (recorder) recorder.cliVersion = version;
        const unchecked = outsideRangeWarning('codex', version);
        if (unchecked) this.output.emit(unchecked);
      });
    } catch (error) {
      // A failed request is in the reader's state (its method, code and message), and a
      // process that went away in its outcome: the verdict below says which. Anything else
      // (a thread record that could not be written) is the harness's own failure.
      if (!isPeerFault(error)) harnessFault = { error };
    } finally {
      // The round is over: so is every approval still asked.
      approvals.end();
      unregister();
    }
    // The turn is over (or cannot happen): end the process on purpose.
    const intentional = !connection.process.exited || this.stopping !== undefined || reader.isTurnCompleted;
    await this.stopping;
    const result = await connection.shutdown();
    const stop = roundStop(connection.process.idleFired, this.idleTimeoutMs, control.signal);
    const ended = intentional && !result.spawnError;
    await sayIfUnsaved(recorder?.end(result, { stop: stop && captureStop(stop), intentional: ended }), output);
    if (result.handlerError) return streamHandlerFailure(result.handlerError, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr });
    if (harnessFault) return harnessFailure(harnessFault.error, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr });
    const end = endRound({ ...reader.conclude({ ...result, intentional: ended }), ...(stop ? { stop } : {}) });
    for (const part of end.parts) output.emit(part);
    return end.verdict;
  }

  private async converse(connection: AppServerConnection, client: CodexClient, onVersion: (version: string) => void): Promise<void> {
    const { options, control } = this;
    const processGone = connection.process.done.then(() => undefined);
    const opened = await openCodexThread(client, options, this.records, this.apiKey, control, onVersion);
    if (!opened) return;
    // A thread new to codex (first round, a forgotten or pruned rollout) is recorded while its
    // turn starts, not before: three file operations a first round waited on (about 1.5 ms), and
    // a record that fails still fails the round. It is handed what the thread remembers.
    const { thread, recording } = opened;
    if (control.stopRequested) return recording;
    const message = thread.resumed ? options.message : withTranscript(options.message, options.history, options.transcriptBudget);
    this.threadId = thread.threadId;
    // The turn's id is known as soon as codex answers, not once the thread is recorded too: a
    // cancel at the first text, while a slow disk still wrote the record, sent no turn/interrupt.
    const started = client.startTurn(thread.threadId, message, options.images ? { images: options.images } : {}).then((turn) => {
      this.turnId = turn.turnId;
    });
    this.turnStart = started.catch(() => {});
    await Promise.all([started, recording]);
    await Promise.race([this.turnDone, processGone]);
  }

  private onServerLine(line: ServerLine): void {
    for (const part of this.reader.accept(line)) this.output.emit(part);
    if (this.reader.isTurnCompleted) this.turnCompleted();
  }

  /** Cancel or idle: interrupt the turn in codex's own protocol, then shut the process down. */
  private stop(connection: AppServerConnection, client: CodexClient): void {
    if (this.stopping) return;
    this.stopping = (async () => {
      // A stop while turn/start is answered (text can come before the answer is read) waits for the turn's id.
      if (this.turnStart && !this.turnId) await Promise.race([this.turnStart, delay(INTERRUPT_GRACE_MS)]);
      if (this.threadId && this.turnId && !this.reader.isTurnCompleted) {
        client.interruptTurn(this.threadId, this.turnId).catch(() => {});
        await Promise.race([this.turnDone, delay(INTERRUPT_GRACE_MS)]);
      }
      // Ends the wait in `converse` as well: the process goes away.
      await connection.shutdown();
      this.turnCompleted();
    })();
  }
}

/** The faults a conversation with codex is expected to end in: codex refused, went away, or its pipe broke. */
export function isPeerFault(error: unknown): boolean {
  return (
    JsonRpcError.isInstance(error) ||
    PeerClosedError.isInstance(error) ||
    PeerSendError.isInstance(error)
  );
}

