/**
 * One round with the Codex app-server: initialize, resume the thread recorded for the thread
 * key (or start and name one), one turn, then an intentional shutdown. When the resume finds
 * no rollout, the record is forgotten and a fresh thread starts in the same round with the
 * thread's earlier turns as a transcript. Parsing and answers are protocol-codex's; this module
 * owns the process, CODEX_HOME, the thread records and the stop sequence.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Verdict } from '@mwh/protocol-core';
import {
  CodexRoundReader,
  JsonRpcError,
  PeerClosedError,
  PeerSendError,
  CODEX_CREDENTIAL_VARIABLES,
  answerServerRequestsOn,
  codexInvocation,
  codexKeyVariables,
  CodexClient,
  type CodexInvocation,
  type OpenedThread,
  type ServerLine,
} from '@mwh/protocol-codex';
import { roundRecorder, sayIfUnsaved } from '../capture/capture-sink.js';
import { AppServerConnection, ensureCodexHome } from '../process/codex-app-server.js';
import { CredentialStore } from '../secrets/credential-store.js';
import { DEFAULT_IDLE_TIMEOUT_MS, roundMcpServers, withConfigHome, type HomedOptions, type RoundOptions } from '../round/round-options.js';
import { createRound, type Round, type RoundControl, type RoundOutput } from '../round/round.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { RoundApprovals } from '../round/round-approvals.js';
import { askApprovalsOn } from './codex-approvals.js';
import { roundSecrets } from '../round/round-secrets.js';
import { ThreadRecordStore, codexThreadName } from '../round/thread-record-store.js';
import { withTranscript } from '../round/transcript.js';
import { cancelledBeforeStart, harnessFailure, streamHandlerFailure } from '../verdict/verdict-causes.js';
import { outsideRangeWarning } from '../installed/checked-range.js';
import { captureStop, endRound, roundStop } from '../verdict/round-end.js';

/** How the harness introduces itself in `initialize`. */
export const CODEX_CLIENT_INFO = { name: 'mwh', title: 'mwh harness', version: '0.1.0' } as const;

/** How long an interrupted turn gets to report its end before the process is shut down. */
const INTERRUPT_GRACE_MS = 2000;

export function startCodexRound(given: RoundOptions): Round {
  const options = withConfigHome(given);
  return createRound(
    options,
    roundSecrets(options, CODEX_CREDENTIAL_VARIABLES, codexKeyVariables(options.args)),
    async (output, control) => {
      const apiKey = await codexApiKey(options);
      if (apiKey) output.addSecrets([apiKey]);
      return new CodexRunner(options, output, control, apiKey).run();
    },
  );
}

export async function codexApiKey(options: HomedOptions): Promise<string | undefined> {
  const credential = options.credential ?? { type: 'stored' };
  if (credential.type === 'api-key') return credential.apiKey;
  if (credential.type === 'stored') return new CredentialStore(options.configHome).read('openai-api-key');
  return undefined;
}

/** The app-server's command line for a round's (or a conversation's) options. */
export function codexRoundInvocation(options: HomedOptions): CodexInvocation {
  return codexInvocation({
    ...(options.command ? { command: options.command } : {}),
    ...(options.args ? { extraArgs: options.args } : {}),
    ...(options.setConfigHome ? { configDir: options.configHome } : {}),
    baseEnv: options.baseEnv ?? process.env,
    ...(options.env ? { env: options.env } : {}),
    // Unless the caller hands the environment over as is, the login in CODEX_HOME decides.
    useCliLogin: options.credential?.type !== 'environment',
  });
}

/**
 * Writes the round's API key into the home through codex itself, which owns the format of
 * auth.json: the first time, and again once the key was replaced (or auth.json is gone).
 * codex 0.171.0 reads no key variable for its own provider, so there is no other way.
 */
export async function applyApiKey(client: CodexClient, configHome: string, apiKey: string): Promise<void> {
  const credentials = new CredentialStore(configHome);
  const written = (await exists(join(configHome, 'auth.json'))) && (await credentials.isApplied('openai-api-key', apiKey));
  if (written) return;
  await client.loginWithApiKey(apiKey);
  await credentials.markApplied('openai-api-key', apiKey);
}

class CodexRunner {
  private readonly idleTimeoutMs: number;
  private readonly records: ThreadRecordStore;
  private readonly reader = new CodexRoundReader();
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
  ) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.records = new ThreadRecordStore(options.configHome);
  }

  async run(): Promise<Verdict> {
    const { options, output, control, reader } = this;
    if (control.stopRequested) return cancelledBeforeStart(control.signal.reason);
    await ensureCodexHome(options.configHome);
    // Asked to stop while the home was created: nothing is spawned.
    if (control.stopRequested) return cancelledBeforeStart(control.signal.reason);
    const invocation = codexRoundInvocation(options);
    // The same values as the options' secrets (roundSecrets reads the same variables), added
    // before the spawn so none can come after something streamed. Found, not named: too short
    // a value is no key (a named one is in the options' secrets already).
    output.addSecrets(invocation.secrets.filter(isFoundSecret));
    // Before the spawn: a sink whose begin throws (the caller's code) fails the round with no
    // process started, where one started first would outlive it.
    const recorder = roundRecorder(options.capture, 'codex', options.cliVersion, invocation, output.secrets);
    const connection = AppServerConnection.open({
      invocation,
      cwd: options.cwd,
      secrets: output.secrets,
      idleTimeoutMs: this.idleTimeoutMs,
      onIdle: () => this.stop(connection, client),
      ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
      onChunk: (stream, bytes) => recorder?.chunk(stream, bytes),
      onClientLine: (line) => reader.sent(line),
      onServerLine: (line) => this.onServerLine(line),
    });
    const client = new CodexClient(connection.peer);
    // Registered right after the spawn; a stop asked for meanwhile runs at once.
    const unregister = control.onStop(() => this.stop(connection, client));
    answerServerRequestsOn(connection.peer, { autoApprove: options.autoApprove ?? false });
    if (options.approve) {
      const turn = { approvals: new RoundApprovals(options, () => output.secrets, control.signal), holdIdle: () => connection.process.holdIdle() };
      askApprovalsOn(connection.peer, () => turn);
    }
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

/**
 * A new app-server's way to its thread, for a round and a conversation alike: initialize (the
 * version it tells, to `onVersion`), the API key applied, then the thread recorded for the key
 * resumed, else a new one started and its record being written (`recording`). Undefined when a
 * stop came before the thread was asked for.
 */
export async function openCodexThread(
  client: CodexClient,
  options: HomedOptions,
  records: ThreadRecordStore,
  apiKey: string | undefined,
  control: RoundControl,
  onVersion: (version: string) => void,
): Promise<{ thread: OpenedThread; recording: Promise<void> | undefined } | undefined> {
  // Read while codex starts (it never rejects): a file read is not on the way to the answer.
  const recorded = records.read(options.threadKey);
  const init = await client.initialize({ clientInfo: CODEX_CLIENT_INFO });
  const version = /(\d+\.\d+\.\d+[^\s;)]*)/.exec(init.userAgent ?? '')?.[1];
  if (version) onVersion(version);
  if (apiKey) await applyApiKey(client, options.configHome, apiKey);
  if (control.stopRequested) return undefined;
  const thread = await client.openThread(threadOptions(options, (await recorded) ?? null));
  return { thread, recording: thread.resumed ? undefined : recordThread(records, options.threadKey, thread) };
}

/** How a round's thread is opened: resuming the recorded one, else a new one named for the key. */
function threadOptions(options: HomedOptions, resumeThreadId: string | null): Parameters<CodexClient['openThread']>[0] {
  const mcpServers = roundMcpServers(options);
  return {
    resumeThreadId,
    name: codexThreadName(options.threadKey),
    cwd: options.cwd,
    ...(options.instructions ? { developerInstructions: options.instructions } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(mcpServers ? { mcpServers } : {}),
  };
}

/** The thread codex opened is the one the key names from now on. */
async function recordThread(records: ThreadRecordStore, threadKey: string, thread: OpenedThread): Promise<void> {
  if (thread.resumeNotFound) await records.forget(threadKey);
  await records.write(threadKey, thread.threadId);
}

/** The faults a conversation with codex is expected to end in: codex refused, went away, or its pipe broke. */
export function isPeerFault(error: unknown): boolean {
  return (
    JsonRpcError.isInstance(error) ||
    PeerClosedError.isInstance(error) ||
    PeerSendError.isInstance(error)
  );
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
