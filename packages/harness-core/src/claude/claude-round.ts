/**
 * One round with the Claude Code CLI: one spawn per attempt. A thread whose session is recorded
 * resumes it; when the CLI has no such conversation, one more spawn under the same session id
 * with the thread's earlier turns as a transcript, in the same round. A thread with no record
 * starts its session at once, with the transcript (one spawn for a first round). Parsing and answers are
 * protocol-claude's; this module owns the process, the files and the stop sequence. It spawns the
 * CLI from protocol-claude's light `./invocation` entry and loads the reading code (claude-reading.ts:
 * the decoder, the reader, the generated validators) right after, while the CLI boots.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DecodedLine } from '@mwh/protocol-claude';
import { claudeInvocation, encodeInterrupt, encodeUserMessage, type ClaudeInvocation } from '@mwh/protocol-claude/invocation';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { roundRecorder, sayIfUnsaved } from '../capture/capture-sink.js';
import { CredentialStore } from '../secrets/credential-store.js';
import { CliProcess } from '../process/process-runner.js';
import { DEFAULT_IDLE_TIMEOUT_MS, roundMcpServers, withConfigHome, type HomedOptions, type RoundOptions } from '../round/round-options.js';
import { createRound, type Round, type RoundControl, type RoundOutput } from '../round/round.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { claudeRoundSecrets } from './claude-round-secrets.js';
import { RoundApprovals } from '../round/round-approvals.js';
import { CLAUDE_SESSION_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { claudeSessionId } from '../round/session-id.js';
import { withTranscript } from '../round/transcript.js';
import { cancelledBeforeStart, streamHandlerFailure } from '../verdict/verdict-causes.js';
import { captureStop, endRound, roundStop } from '../verdict/round-end.js';
import { OutsideRangeOnce } from '../installed/checked-range.js';

interface Attempt {
  resume: boolean;
  message: string;
}

interface AttemptResult {
  verdict: Verdict;
  /** The CLI showed the conversation (its init line): it exists from now on. */
  started: boolean;
}

export { claudeRoundSecrets };

export function startClaudeRound(given: RoundOptions): Round {
  const options = withConfigHome(given);
  return createRound(options, claudeRoundSecrets(options), (output, control) => runClaudeRound(options, output, control));
}

/** A round's attempts once it is created (what its registration loads when the round starts). */
export async function runClaudeRound(options: HomedOptions, output: RoundOutput, control: RoundControl): Promise<Verdict> {
  // A stored token is read before the round's redactor is fixed: it is a secret too.
  const credentialEnv = await claudeCredentialEnv(options);
  output.addSecrets(Object.values(credentialEnv));
  const runner = new ClaudeRunner(options, output, control, credentialEnv);
  return runner.run();
}

/** The environment that carries the round's credential, if it is not the CLI's own login. */
export async function claudeCredentialEnv(options: HomedOptions): Promise<Record<string, string>> {
  const credential = options.credential ?? { type: 'stored' };
  switch (credential.type) {
    case 'token':
      return { CLAUDE_CODE_OAUTH_TOKEN: credential.token };
    case 'api-key':
      return { ANTHROPIC_API_KEY: credential.apiKey };
    case 'stored': {
      const token = await new CredentialStore(options.configHome).read('claude-oauth-token');
      return token ? { CLAUDE_CODE_OAUTH_TOKEN: token } : {};
    }
    case 'cli-login':
    case 'environment':
      return {};
  }
}

/**
 * A private folder for the files of a process's invocation (the MCP config may hold a server's
 * token), made only when the round has such files: most rounds have none, and a folder made and
 * removed around every spawn is time before the CLI starts.
 */
export async function claudeFilesDir(options: Pick<RoundOptions, 'mcp' | 'mcpServers'>): Promise<string | undefined> {
  if (!roundMcpServers(options)) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'mwh-claude-'));
  try {
    await chmod(dir, 0o700);
  } catch (error) {
    await removeFilesDir(dir);
    throw error;
  }
  return dir;
}

/** Removes what `claudeFilesDir` made, if anything. */
export async function removeFilesDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** The folder a round with files was given: a round's servers never go missing for want of one. */
function filesDir(dir: string | undefined): string {
  if (dir === undefined) throw new Error('claudeRoundInvocation: a round with MCP servers needs the folder claudeFilesDir made');
  return dir;
}

/** The command line of a round's (or a conversation's) process; files it needs go in `dir` (`claudeFilesDir`). */
export function claudeRoundInvocation(
  options: HomedOptions,
  spawn: { sessionId: string; resume: boolean; dir: string | undefined; credentialEnv: Record<string, string> },
): ClaudeInvocation {
  // Unless the caller hands the environment over as is, credentials from the base
  // environment go: the round's own credential (set below) or the CLI's login decides.
  const useCliLogin = options.credential?.type !== 'environment';
  const mcpServers = roundMcpServers(options);
  return claudeInvocation({
    ...(options.command ? { command: options.command } : {}),
    sessionId: spawn.sessionId,
    resume: spawn.resume,
    ...(options.instructions ? { appendSystemPrompt: options.instructions } : {}),
    ...(options.mcp ? { allowedTools: [`mcp__${options.mcp.name}`] } : {}),
    ...(mcpServers ? { mcpServers, mcpConfigPath: join(filesDir(spawn.dir), 'mcp.json') } : {}),
    // Every permission prompt comes to the harness, which answers by autoApprove: the same
    // rule as codex's approval requests, and it works where bypassPermissions is refused (root).
    permissionPromptTool: 'stdio',
    // Claude Code 2.1.300 and later start in permission mode `auto`, which runs tools
    // without asking; `default` makes every version ask, so autoApprove decides.
    permissionMode: 'default',
    ...(options.model ? { model: options.model } : {}),
    ...(options.setConfigHome ? { configDir: options.configHome } : {}),
    baseEnv: options.baseEnv ?? process.env,
    env: { ...spawn.credentialEnv, ...(options.env ?? {}) },
    useCliLogin,
    ...(options.args?.length ? { extraArgs: [...options.args] } : {}),
  });
}

class ClaudeRunner {
  private readonly sessionId: string;
  private readonly idleTimeoutMs: number;
  private readonly versionWarning = new OutsideRangeOnce('claude');
  private readonly records: ThreadRecordStore;
  /** The thread's record names this conversation (read at the start, or written once it began). */
  private recorded = false;
  private recording: Promise<void> | undefined;

  constructor(
    private readonly options: HomedOptions,
    private readonly output: RoundOutput,
    private readonly control: RoundControl,
    private readonly credentialEnv: Record<string, string>,
  ) {
    this.sessionId = claudeSessionId(options.threadKey);
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.records = new ThreadRecordStore(options.configHome, CLAUDE_SESSION_RECORD_DIR, options.threadRecords !== false);
  }

  async run(): Promise<Verdict> {
    try {
      return await this.attempts();
    } finally {
      await this.recording;
    }
  }

  private async attempts(): Promise<Verdict> {
    const { options, output, control, records } = this;
    const transcript = () => withTranscript(options.message, options.history, options.transcriptBudget);
    let start: AttemptResult | undefined;
    this.recorded = (await records.read(options.threadKey)) === this.sessionId;
    if (!this.recorded) {
      // No round here started this conversation: start it at once (one spawn), its parts held
      // until the CLI shows it began. A CLI that exits failing before it begins, for no cause
      // of ours, may have met a conversation under this id that no record names (an older
      // mwh, a lost record; 2.1.332 says "Session ID … is already in use"): a resume tries it.
      output.hold();
      start = await this.attempt({ resume: false, message: transcript() });
      const taken = !start.started && start.verdict.kind === 'failed' && start.verdict.cause === undefined && start.verdict.exitCode !== null;
      if (!taken || control.stopRequested || options.threadRetry === false) {
        output.release();
        return start.verdict;
      }
      output.discard();
    }
    // A resume that finds nothing writes no init line and only a result: hold the attempt's
    // parts until the init line shows the conversation was found.
    output.hold();
    const resumed = await this.attempt({ resume: true, message: options.message });
    if (resumed.verdict.kind !== 'resume-not-found') {
      output.release();
      return resumed.verdict;
    }
    output.discard();
    await records.forget(options.threadKey).catch(() => undefined);
    this.recorded = false;
    // Neither a new conversation nor an old one: what stopped the start is the answer.
    if (start) return start.verdict;
    if (control.stopRequested || options.threadRetry === false) return resumed.verdict;
    // The CLI has no such conversation (a pruned session, a new volume): start it under the
    // same id, once, handing over what the thread remembers.
    return (await this.attempt({ resume: false, message: transcript() })).verdict;
  }

  /**
   * An attempt's init line shows the conversation exists: the next round resumes it first. Written
   * then, while the CLI answers, not after it exits; the round ends once it is written. A record
   * that cannot be written costs a spawn, never the round.
   */
  private conversationStarted(): void {
    if (this.recorded) return;
    this.recorded = true;
    this.recording = this.records.write(this.options.threadKey, this.sessionId).catch(() => undefined);
  }

  private async attempt(attempt: Attempt): Promise<AttemptResult> {
    const { options, output, control } = this;
    if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), started: false };
    const dir = await claudeFilesDir(options);
    try {
      const invocation = claudeRoundInvocation(options, { sessionId: this.sessionId, resume: attempt.resume, dir, credentialEnv: this.credentialEnv });
      for (const file of invocation.files) await writeFile(file.path, file.contents, { mode: file.mode });
      // The same values as the options' secrets, unless the invocation found more (a
      // credential variable of the base environment, kept with `environment`). Both attempts
      // carry the same ones, so this never adds a secret after something streamed; if it
      // did, it throws and the round fails rather than leak. Found, not named: too short a
      // value is no key (a named one is in the options' secrets already).
      output.addSecrets(invocation.secrets.filter(isFoundSecret));

      return await this.spawn(invocation.command, invocation.args, invocation.env, attempt);
    } finally {
      await removeFilesDir(dir);
    }
  }

  private async spawn(command: string, args: string[], env: Record<string, string>, attempt: Attempt): Promise<AttemptResult> {
    const { options, output, control } = this;
    // Asked to stop while the files were written: nothing is spawned.
    if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), started: false };
    let started = false;
    let interruptSent = false;
    let messageSent = false;
    const recorder = roundRecorder(options.capture, 'claude', options.cliVersion, { command, args, env }, output.secrets);
    const approvals = new RoundApprovals(options, () => output.secrets, control.signal);

    // The conversation exists once its session part came: what this attempt streams counts.
    const emit = (parts: ContentPart[]) => {
      if (output.emitAll(parts)) {
        started = true;
        this.conversationStarted();
      }
    };

    const interrupt = () => {
      if (interruptSent) return;
      interruptSent = true;
      void proc.write(encodeInterrupt(`mwh-interrupt-${randomUUID()}`));
    };
    // A CLI that has not got the message yet has nothing to interrupt: its input just ends.
    const stop = () => void proc.stop(messageSent ? { ask: interrupt } : {});

    const proc = new CliProcess({
      command,
      args,
      env,
      cwd: options.cwd,
      secrets: output.secrets,
      ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
      idleTimeoutMs: this.idleTimeoutMs,
      onIdle: stop,
      holdStdout: true,
      ...(recorder ? { onChunk: (stream, bytes) => recorder.chunk(stream, bytes) } : {}),
    });
    // Started right after the spawn: the reading code compiles while the CLI boots.
    const reading = import('./claude-reading.js');
    // Registered right after the spawn; a stop asked for meanwhile runs at once.
    const unregister = control.onStop(stop);
    try {
      if (!control.stopRequested) {
        messageSent = true;
        void proc.write(encodeUserMessage(attempt.message, options.images ? { images: options.images } : {}));
      }
      const { ClaudeRoundReader, StreamJsonDecoder, harnessLine } = await reading.catch(async (error: unknown) => {
        // Nothing can read the CLI: it goes, and the round fails as the harness's own fault. The
        // capture ends too, saying the harness ended the process (and what stopped it, if anything).
        const result = await proc.stop();
        const stop = roundStop(proc.idleFired, this.idleTimeoutMs, control.signal);
        await sayIfUnsaved(recorder?.end(result, { stop: stop && captureStop(stop), intentional: true }), output);
        throw error;
      });
      const decoder = new StreamJsonDecoder();
      const reader = new ClaudeRoundReader();
      const onLine = (line: DecodedLine) => {
        const seen = harnessLine(line, proc, approvals, () => proc.holdIdle(), (version) => {
          if (recorder) recorder.cliVersion = version;
          const unchecked = this.versionWarning.warning(version);
          if (unchecked) output.emit(unchecked);
        });
        emit(reader.accept(line));
        // The turn is complete: end the input so the CLI exits.
        if (seen === 'result') proc.endStdin();
      };
      // What the CLI wrote meanwhile comes first, in order, then the rest as it comes.
      proc.readStdout({
        onStdout: (chunk) => {
          for (const line of decoder.push(chunk)) onLine(line);
        },
      });
      const result = await proc.done;
      if (result.handlerError) {
        await sayIfUnsaved(recorder?.end(result), output);
        return { verdict: streamHandlerFailure(result.handlerError, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr }), started };
      }
      for (const line of decoder.end()) onLine(line);
      const stop = roundStop(proc.idleFired, this.idleTimeoutMs, control.signal);
      await sayIfUnsaved(recorder?.end(result, { stop: stop && captureStop(stop) }), output);
      const end = endRound({ ...reader.conclude(result), ...(stop ? { stop } : {}) });
      emit(end.parts);
      return { verdict: end.verdict, started };
    } finally {
      // The attempt is over: a request the caller still decides has nobody to answer.
      approvals.end();
      unregister();
    }
  }
}
