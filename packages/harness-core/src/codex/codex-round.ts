/**
 * One round with the Codex app-server: initialize, resume the thread recorded for the thread
 * key (or start and name one), one turn, then an intentional shutdown. When the resume finds
 * no rollout, the record is forgotten and a fresh thread starts in the same round with the
 * thread's earlier turns as a transcript. Parsing and answers are protocol-codex's; this module
 * owns the process, CODEX_HOME, the thread records and the stop sequence. It spawns codex from
 * protocol-codex's light `./invocation` entry and loads the rest (codex-round-runner.ts: the
 * JSON-RPC peer, the reader, the generated validators) right after, while codex boots.
 */
import type { Verdict } from '@mwh/protocol-core';
import { codexInvocation, type CodexInvocation, type CodexInvocationOptions } from '@mwh/protocol-codex/invocation';
import { roundRecorder, sayIfUnsaved } from '../capture/capture-sink.js';
import { ensureCodexHome, spawnAppServer } from '../process/app-server-process.js';
import { CredentialStore } from '../secrets/credential-store.js';
import { DEFAULT_IDLE_TIMEOUT_MS, withConfigHome, type HomedOptions, type RoundOptions } from '../round/round-options.js';
import { createRound, type Round, type RoundControl, type RoundOutput } from '../round/round.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { codexRoundSecrets } from './codex-round-secrets.js';
import { cancelledBeforeStart } from '../verdict/verdict-causes.js';
import { captureStop, roundStop } from '../verdict/round-end.js';
import type { CodexRunner } from './codex-round-runner.js';

export { codexRoundSecrets };

export function startCodexRound(given: RoundOptions): Round {
  const options = withConfigHome(given);
  return createRound(options, codexRoundSecrets(options), (output, control) => driveCodexRound(options, output, control));
}

/** A round once it is created, through the app-server or `codex exec` (what its registration loads when the round starts). */
export async function driveCodexRound(options: HomedOptions, output: RoundOutput, control: RoundControl): Promise<Verdict> {
  const apiKey = await codexApiKey(options);
  if (apiKey) output.addSecrets([apiKey]);
  if (options.codexMode === 'exec') return (await import('./codex-exec-round.js')).runCodexExecRound(options, output, control, apiKey);
  return runCodexRound(options, output, control, apiKey);
}

/**
 * Spawns the app-server, then loads what talks to it and reads it: codex boots for far longer
 * than that takes, and what it writes meanwhile waits in its process (held, in order).
 */
async function runCodexRound(options: HomedOptions, output: RoundOutput, control: RoundControl, apiKey: string | undefined): Promise<Verdict> {
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
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  // The runner's stop once it is there; the idle bound cannot fire in the moment before.
  let onIdle = (): void => void appServer.stop();
  const appServer = spawnAppServer({
    invocation,
    cwd: options.cwd,
    secrets: output.secrets,
    idleTimeoutMs,
    onIdle: () => onIdle(),
    ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
    ...(recorder ? { onChunk: (stream, bytes) => recorder.chunk(stream, bytes) } : {}),
  });
  // Registered right after the spawn, as Claude's round does: a cancel while the runner loads
  // ends the process at once (the runner, once there, stops what is left and says how it ended).
  const unregister = control.onStop(() => void appServer.stop());
  let runner: CodexRunner;
  try {
    const loaded = await import('./codex-round-runner.js');
    runner = new loaded.CodexRunner(options, output, control, apiKey, { process: appServer, recorder, idleTimeoutMs });
  } catch (error) {
    // Nothing can read codex: it goes, and the round fails as the harness's own fault. The
    // capture ends too, saying the harness ended the process (and what stopped it, if anything).
    const result = await appServer.stop({ stdinGraceMs: 0, termGraceMs: 1000 });
    const stop = roundStop(appServer.idleFired, idleTimeoutMs, control.signal);
    await sayIfUnsaved(recorder?.end(result, { stop: stop && captureStop(stop), intentional: true }), output);
    throw error;
  } finally {
    unregister();
  }
  onIdle = () => runner.onIdle();
  return runner.run();
}

export async function codexApiKey(options: HomedOptions): Promise<string | undefined> {
  const credential = options.credential ?? { type: 'stored' };
  if (credential.type === 'api-key') return credential.apiKey;
  if (credential.type === 'stored') return new CredentialStore(options.configHome).read('openai-api-key');
  return undefined;
}

/** The app-server's command line for a round's (or a conversation's) options. */
export function codexRoundInvocation(options: HomedOptions): CodexInvocation {
  return codexInvocation(codexSpawnOptions(options));
}

/** What both ways of running codex (its app-server, `codex exec`) take from a round's options. */
export function codexSpawnOptions(options: HomedOptions): CodexInvocationOptions {
  return {
    ...(options.command ? { command: options.command } : {}),
    ...(options.args ? { extraArgs: options.args } : {}),
    ...(options.setConfigHome ? { configDir: options.configHome } : {}),
    baseEnv: options.baseEnv ?? process.env,
    ...(options.env ? { env: options.env } : {}),
    // Unless the caller hands the environment over as is, the login in CODEX_HOME decides.
    useCliLogin: options.credential?.type !== 'environment',
  };
}

