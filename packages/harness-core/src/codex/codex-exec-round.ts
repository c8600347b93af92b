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
import { roundRecorder } from '../capture/capture-sink.js';
import { ensureCodexHome } from '../process/app-server-process.js';
import type { HomedOptions } from '../round/round-options.js';
import type { RoundControl, RoundOutput } from '../round/round.js';
import { THREAD_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { withTranscript } from '../round/transcript.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { codexSpawnOptions } from './codex-round.js';
import { cancelledBeforeStart, unsupportedOption } from '../verdict/verdict-causes.js';
import { outsideRangeWarning } from '../installed/checked-range.js';
import { programVersionAt } from '../installed/installed-cli.js';
import { CODEX_INSTALL } from './codex-install.js';
import { programOnPath } from '../installed/program-on-path.js';
import { runStdoutTurn } from '../round/stdout-turn.js';

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
  let threadId: string | null = null;
  const emit = (parts: readonly ContentPart[]) => {
    for (const part of parts) {
      if (part.type === 'session') threadId = part.sessionId;
      output.emit(part);
    }
  };
  const verdict = await runStdoutTurn(options, output, control, {
    invocation,
    recorder,
    reader: async () => new (await import('@mwh/protocol-codex')).CodexExecRoundReader(),
    emit,
  });
  return { verdict, threadId };
}
