/**
 * One round with `codex exec --json` (`codexMode: 'exec'`), for people who run codex that way:
 * one process a turn, the message in its arguments, its events on stdout. The thread recorded for
 * the thread key is continued with `codex exec resume <id>`; when codex has no such thread, the
 * record is forgotten and a fresh thread starts in the same round with the thread's earlier turns
 * as a transcript, as the app-server round does. exec asks for no approval while it runs: its
 * sandbox and approval policy, flags on its command line, decide each command beforehand
 * (`--sandbox workspace-write`, `-c approval_policy=…`, `--dangerously-bypass-approvals-and-sandbox`,
 * in `args`). So a round that asks to decide requests (`approve`, or `autoApprove` to accept
 * them) is refused with a `not-started` verdict saying so, before codex starts, rather than run
 * with its wish ignored. An API key of the round's (or stored) goes in as
 * CODEX_API_KEY, which codex exec reads (as codex's SDK hands it over); otherwise its own login
 * in CODEX_HOME decides. Parsing is protocol-codex's; this module owns the process and the records.
 */
import { codexExecInvocation } from '@mwh/protocol-codex/invocation';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { roundRecorder, sayIfUnsaved } from '../capture/capture-sink.js';
import { ensureCodexHome } from '../process/app-server-process.js';
import { CliProcess } from '../process/process-runner.js';
import { DEFAULT_IDLE_TIMEOUT_MS, type HomedOptions } from '../round/round-options.js';
import type { RoundControl, RoundOutput } from '../round/round.js';
import { THREAD_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { withTranscript } from '../round/transcript.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { codexSpawnOptions } from './codex-round.js';
import { cancelledBeforeStart, streamHandlerFailure, unsupportedOption } from '../verdict/verdict-causes.js';
import { outsideRangeWarning } from '../installed/checked-range.js';
import { programVersionAt } from '../installed/installed-cli.js';
import { CODEX_INSTALL } from './codex-install.js';
import { programOnPath } from '../installed/program-on-path.js';
import { captureStop, endRound, roundStop } from '../verdict/round-end.js';

/** The output mode a capture of an exec round names in its header, so it replays with the exec reader. */
const EXEC_OUTPUT_MODE = 'exec';

interface Attempt {
  verdict: Verdict;
  /** The thread thread.started named, if it came. */
  threadId: string | null;
}

export async function runCodexExecRound(options: HomedOptions, output: RoundOutput, control: RoundControl, apiKey: string | undefined): Promise<Verdict> {
  if (control.stopRequested) return cancelledBeforeStart(control.signal.reason);
  const refused = unsupportedApprovals(options);
  if (refused) return refused;
  // exec never says its version (the app-server's initialize does): the one the caller gave, or its package's.
  const version = options.cliVersion ?? installedVersion(options);
  const unchecked = version === undefined ? undefined : outsideRangeWarning('codex', version);
  if (unchecked) output.emit(unchecked);
  await ensureCodexHome(options.configHome);
  const records = new ThreadRecordStore(options.configHome, THREAD_RECORD_DIR, options.threadRecords !== false);
  const recorded = await records.read(options.threadKey);
  const fresh = () => withTranscript(options.message, options.history, options.transcriptBudget);
  let attempt = await spawnExec(options, output, control, apiKey, recorded === undefined ? { message: fresh() } : { message: options.message, resumeThreadId: recorded });
  // codex has no such thread (a pruned rollout, another CODEX_HOME): its record goes, and the
  // thread starts afresh, once, unless the round tries only once (`threadRetry: false`).
  const lost = recorded !== undefined && attempt.verdict.kind === 'resume-not-found';
  if (lost) await records.forget(options.threadKey).catch(() => undefined);
  if (lost && !control.stopRequested && options.threadRetry !== false) attempt = await spawnExec(options, output, control, apiKey, { message: fresh() });
  // A record that cannot be written costs the next round its resume, never this round.
  if (attempt.threadId !== null && attempt.threadId !== recorded) await records.write(options.threadKey, attempt.threadId).catch(() => undefined);
  return attempt.verdict;
}

/** The refusal of a round whose approvals exec cannot hand to it, or undefined. */
function unsupportedApprovals(options: HomedOptions): Verdict | undefined {
  const flags = 'its sandbox and approval policy decide beforehand, as flags in args (--sandbox workspace-write, -c approval_policy=…)';
  if (options.approve) return unsupportedOption(`codex exec asks for no approvals while it runs, so it cannot ask approve about each request: ${flags}; use codexMode 'app-server' to decide each request.`);
  if (options.autoApprove) return unsupportedOption(`codex exec asks for no approvals while it runs, so autoApprove has nothing to accept: ${flags}.`);
  return undefined;
}

/** The version of the codex package the round's command runs, where it is one mwh can see. */
function installedVersion(options: HomedOptions): string | undefined {
  const command = options.command ?? 'codex';
  const env = { ...(options.baseEnv ?? process.env), ...options.env };
  const path = command.includes('/') ? command : programOnPath(command, env.PATH, options.cwd);
  return path === undefined ? undefined : programVersionAt(CODEX_INSTALL, path);
}

async function spawnExec(
  options: HomedOptions,
  output: RoundOutput,
  control: RoundControl,
  apiKey: string | undefined,
  turn: { message: string; resumeThreadId?: string },
): Promise<Attempt> {
  if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), threadId: null };
  const invocation = codexExecInvocation({
    ...codexSpawnOptions(options),
    message: turn.message,
    ...(turn.resumeThreadId !== undefined ? { resumeThreadId: turn.resumeThreadId } : {}),
    ...(apiKey !== undefined ? { apiKey } : {}),
  });
  // Found, not named: too short a value is no key (a named one is in the options' secrets already).
  output.addSecrets(invocation.secrets.filter(isFoundSecret));
  const recorder = roundRecorder(options.capture, 'codex', options.cliVersion, invocation, output.secrets, EXEC_OUTPUT_MODE);
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  let stopped = false;
  // exec has no request to interrupt a turn with: its input is closed already, so the ladder is SIGTERM, then SIGKILL to its group.
  const stop = () => {
    stopped = true;
    void proc.stop();
  };
  const proc = new CliProcess({
    command: invocation.command,
    args: invocation.args,
    env: invocation.env,
    cwd: options.cwd,
    secrets: output.secrets,
    ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
    idleTimeoutMs,
    onIdle: stop,
    holdStdout: true,
    ...(recorder ? { onChunk: (stream, bytes) => recorder.chunk(stream, bytes) } : {}),
  });
  // exec reads more of its prompt from an open stdin: there is none.
  proc.endStdin();
  const unregister = control.onStop(stop);
  let threadId: string | null = null;
  const emit = (parts: ContentPart[]) => {
    for (const part of parts) {
      if (part.type === 'session') threadId = part.sessionId;
      output.emit(part);
    }
  };
  try {
    // Loaded right after the spawn: the reader compiles while codex boots.
    const { CodexExecRoundReader } = await import('@mwh/protocol-codex').catch(async (error: unknown) => {
      const result = await proc.stop();
      const ended = roundStop(proc.idleFired, idleTimeoutMs, control.signal);
      await sayIfUnsaved(recorder?.end(result, { stop: ended && captureStop(ended), intentional: true }), output);
      throw error;
    });
    const reader = new CodexExecRoundReader();
    proc.readStdout({ onStdout: (chunk) => emit(reader.push(chunk)) });
    const result = await proc.done;
    if (result.handlerError) {
      await sayIfUnsaved(recorder?.end(result), output);
      return { verdict: streamHandlerFailure(result.handlerError, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr }), threadId };
    }
    const ended = roundStop(proc.idleFired, idleTimeoutMs, control.signal);
    await sayIfUnsaved(recorder?.end(result, { stop: ended && captureStop(ended), ...(stopped ? { intentional: true } : {}) }), output);
    const end = endRound({ ...reader.conclude({ ...result, intentional: stopped }), ...(ended ? { stop: ended } : {}) });
    emit(end.parts);
    return { verdict: end.verdict, threadId };
  } finally {
    unregister();
  }
}
