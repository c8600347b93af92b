/**
 * One round with the Codex app-server: initialize, resume the thread recorded for the thread
 * key (or start and name one), one turn, then an intentional shutdown. When the resume finds
 * no rollout, the record is forgotten and a fresh thread starts in the same round with the
 * thread's earlier turns as a transcript. Parsing and answers are protocol-codex's; this module
 * owns the process, CODEX_HOME, the thread records and the stop sequence.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FramedLine, Verdict } from '@mwh/protocol-core';
import {
  CodexTurnReader,
  answerServerRequestsOn,
  initializeCodex,
  interruptTurn,
  openThread,
  startTurn,
  type OpenedThread,
} from '@mwh/protocol-codex';
import { CaptureRecorder } from './capture-sink.js';
import { AppServerConnection } from './codex-app-server.js';
import { CODEX_CREDENTIAL_VARIABLES } from './child-env.js';
import { CredentialStore } from './credential-store.js';
import { DEFAULT_IDLE_TIMEOUT_MS, type RoundOptions } from './round-options.js';
import { createRound, type Round, type RoundControl, type RoundOutput } from './round.js';
import { roundSecrets } from './round-secrets.js';
import { ThreadRecordStore, codexThreadName } from './thread-record-store.js';
import { withTranscript } from './transcript.js';
import { abortedVerdict, idleVerdict } from './verdict-causes.js';

/** How the harness introduces itself in `initialize`. */
export const CODEX_CLIENT_INFO = { name: 'mwh', title: 'mwh harness', version: '0.1.0' } as const;

/** How long an interrupted turn gets to report its end before the process is shut down. */
const INTERRUPT_GRACE_MS = 2000;

export function startCodexRound(options: RoundOptions): Round {
  return createRound(
    options,
    roundSecrets(options, CODEX_CREDENTIAL_VARIABLES),
    async (output, control) => {
      const apiKey = await codexApiKey(options);
      if (apiKey) output.addSecrets([apiKey]);
      return new CodexRunner(options, output, control, apiKey).run();
    },
  );
}

async function codexApiKey(options: RoundOptions): Promise<string | undefined> {
  const credential = options.credential ?? { type: 'stored' };
  if (credential.type === 'api-key') return credential.apiKey;
  if (credential.type === 'stored') return new CredentialStore(options.configHome).read('openai-api-key');
  return undefined;
}

class CodexRunner {
  private readonly idleTimeoutMs: number;
  private readonly records: ThreadRecordStore;
  private readonly reader = new CodexTurnReader();
  private turnCompleted!: () => void;
  private readonly turnDone = new Promise<void>((resolve) => (this.turnCompleted = resolve));
  private producedOutput = false;
  private stopping: Promise<unknown> | undefined;
  // Known once the turn started; an interrupt needs both.
  private turnId: string | undefined;
  private threadId: string | undefined;

  constructor(
    private readonly options: RoundOptions,
    private readonly output: RoundOutput,
    private readonly control: RoundControl,
    private readonly apiKey: string | undefined,
  ) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.records = new ThreadRecordStore(options.configHome);
  }

  async run(): Promise<Verdict> {
    const { options, output, control, reader } = this;
    if (control.signal.aborted) {
      return abortedVerdict({ kind: 'incomplete', message: '', exitCode: null, signal: null, stderrTail: '' }, control.signal.reason);
    }
    let recorder: CaptureRecorder | undefined;
    const connection = await AppServerConnection.start({
      ...(options.command ? { command: options.command } : {}),
      ...(options.args ? { args: options.args } : {}),
      codexHome: options.configHome,
      cwd: options.cwd,
      baseEnv: options.baseEnv ?? process.env,
      ...(options.env ? { env: options.env } : {}),
      useCliLogin: options.credential?.type !== 'environment',
      redactor: output.redactor.redactor,
      idleTimeoutMs: this.idleTimeoutMs,
      onIdle: () => this.stop(connection),
      ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
      onChunk: (stream, bytes) => recorder?.chunk(stream, bytes),
      onClientLine: (line) => reader.clientLine(line),
      onServerLine: (line) => this.onServerLine(line),
    });
    if (options.capture) {
      recorder = new CaptureRecorder(options.capture, {
        harness: 'codex',
        cli: { name: 'codex', version: options.cliVersion ?? 'unknown' },
        argv: connection.argv,
        env: connection.env,
        secrets: output.secrets,
      });
    }
    answerServerRequestsOn(connection.peer, { autoApprove: options.autoApprove ?? false });
    const onAbort = () => this.stop(connection);
    control.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await this.converse(connection, (version) => {
        if (recorder) recorder.cliVersion = version;
      });
    } catch {
      // A failed request is in the reader's state (its method, code and message), and a
      // process that went away in its outcome: the verdict below says which.
    } finally {
      control.signal.removeEventListener('abort', onAbort);
    }
    // The turn is over (or cannot happen): end the process on purpose.
    const intentional = !connection.process.exited || this.stopping !== undefined || reader.isTurnCompleted;
    await this.stopping;
    const result = await connection.shutdown();
    recorder?.end(result);
    const parts = reader.finish({ ...result, intentional: intentional && !result.spawnError });
    let verdict = parts.find((p) => p.type === 'finish')!.verdict;
    if (verdict.warning && verdict.kind === 'success') output.emit({ type: 'warning', code: 'exit-after-success', message: verdict.warning });
    if (connection.process.idleFired) verdict = idleVerdict(verdict, this.idleTimeoutMs, this.producedOutput);
    else if (control.signal.aborted) verdict = abortedVerdict(verdict, control.signal.reason);
    return verdict;
  }

  private async converse(connection: AppServerConnection, onVersion: (version: string) => void): Promise<void> {
    const { options, control } = this;
    const mcp = options.mcp;
    const processGone = connection.process.done.then(() => undefined);
    const init = await initializeCodex(connection.peer, { clientInfo: CODEX_CLIENT_INFO });
    const version = /(\d+\.\d+\.\d+[^\s;)]*)/.exec(init.userAgent ?? '')?.[1];
    if (version) onVersion(version);
    if (this.apiKey && !(await exists(join(options.configHome, 'auth.json')))) {
      // A stored API key goes into the home the first time, through codex itself, which owns
      // the format of auth.json.
      await connection.request('account/login/start', { type: 'apiKey', apiKey: this.apiKey });
    }
    if (control.signal.aborted) return;

    const recorded = await this.records.read(options.threadKey);
    const thread: OpenedThread = await openThread(connection.peer, {
      resumeThreadId: recorded ?? null,
      name: codexThreadName(options.threadKey),
      cwd: options.cwd,
      ...(options.instructions ? { developerInstructions: options.instructions } : {}),
      ...(options.model ? { model: options.model } : {}),
      ...(mcp ? { mcpServers: { [mcp.name]: { url: mcp.url, httpHeaders: { Authorization: `Bearer ${mcp.token}` } } } } : {}),
    });
    if (!thread.resumed) {
      // A thread new to codex (first round, a forgotten or pruned rollout): record it, and
      // hand it what the thread remembers.
      if (thread.resumeNotFound) await this.records.forget(options.threadKey);
      await this.records.write(options.threadKey, thread.threadId);
    }
    if (control.signal.aborted) return;
    const message = thread.resumed ? options.message : withTranscript(options.message, options.history, options.transcriptBudget);
    const turn = await startTurn(connection.peer, thread.threadId, message);
    this.turnId = turn.turnId;
    this.threadId = thread.threadId;
    await Promise.race([this.turnDone, processGone]);
  }

  private onServerLine(line: FramedLine): void {
    for (const part of this.reader.serverFramed(line)) {
      if (part.type === 'finish') continue;
      if (part.type === 'text-delta' || part.type === 'reasoning-delta' || part.type === 'tool-call' || part.type === 'tool-result') this.producedOutput = true;
      this.output.emit(part);
    }
    if (this.reader.isTurnCompleted) this.turnCompleted();
  }

  /** Cancel or idle: interrupt the turn in codex's own protocol, then shut the process down. */
  private stop(connection: AppServerConnection): void {
    if (this.stopping) return;
    this.stopping = (async () => {
      if (this.threadId && this.turnId && !this.reader.isTurnCompleted) {
        interruptTurn(connection.peer, this.threadId, this.turnId).catch(() => {});
        await Promise.race([this.turnDone, delay(INTERRUPT_GRACE_MS)]);
      }
      // Ends the wait in `converse` as well: the process goes away.
      await connection.shutdown();
      this.turnCompleted();
    })();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
