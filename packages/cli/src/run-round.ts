/**
 * `mwh run`: one live round through harness-core, printed as it streams. The CLI's own
 * login and config home are used unless told otherwise; nothing secret is taken from argv.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { CaptureCollector, cliVersionAt, environmentSecrets, startRound, type CodexMode, type RoundCredential, type RoundOptions } from '@mwh/harness-core';
import { RoundSummarizer, serializeCapture, type Harness } from '@mwh/protocol-core';
import { authRemedy } from './auth-remedy.js';
import { UsageError } from './cli-error.js';
import { mwhLine } from './mwh-line.js';
import { createNewFile } from './new-file.js';
import { locateForRound } from './find-cli.js';
import type { Io } from './command-line.js';
import { printJson, RoundPrinter } from './render-round.js';
import { savedAttempt } from './round-attempts.js';

export interface RunRequest {
  harness: Harness;
  message: string;
  threadKey?: string;
  cwd?: string;
  configHome?: string;
  instructions?: string;
  autoApprove?: boolean;
  /** codex only: through its app-server (the default) or `codex exec --json`. */
  codexMode?: CodexMode;
  locale?: string;
  idleTimeoutSeconds?: number;
  retryBoundSeconds?: number;
  /** False: no thread record is read or written (`--no-thread-record`). */
  threadRecords?: boolean;
  /** False: the thread's start is tried once (`--no-thread-retry`). */
  threadRetry?: boolean;
  /** The program's path: `mwh run` finds a bare --command on PATH first (commandToRun). */
  command?: string;
  cliArgs?: string[];
  model?: string;
  credential?: RoundCredential['type'];
  captureFile?: string;
  json?: boolean;
  /** Values removed from everything printed and captured. */
  secrets?: string[];
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Aborted just before mwh exits at once (a second Ctrl-C): the output line is ended, an empty capture removed. */
  leaveNow?: AbortSignal;
}

/** Runs the round; the exit code is 0 for a success and 1 for any other verdict. */
export async function runRound(request: RunRequest, io: Pick<Io, 'stdout' | 'stderr'> & Partial<Pick<Io, 'colour'>>): Promise<number> {
  const env = request.env ?? process.env;
  const credential = request.credential ?? 'stored';
  if (credential === 'token' || credential === 'api-key') {
    throw new UsageError(`--credential ${credential} would need the secret on the command line; store it with the login functions, or use --credential environment.`);
  }
  const cwd = resolve(request.cwd ?? process.cwd());
  const cli = request.command ? { command: request.command, version: cliVersionAt(request.harness, request.command) } : locateForRound(request.harness, cwd, env);
  // Opened once the input is known good (a refusal leaves no file behind) and before the round
  // starts, so a capture file that already exists is never overwritten.
  const captureFile = request.captureFile ? await createNewFile(request.captureFile, request.captureFile, '--capture') : undefined;
  const collector = captureFile ? new CaptureCollector() : undefined;
  // The CLI gets this environment, and a tool it runs may print any of it: the values of
  // secret-looking variables (GITHUB_TOKEN, ...) are kept out as `mwh capture` keeps them out.
  const secrets = [...environmentSecrets(env), ...(request.secrets ?? [])];
  const options: RoundOptions = {
    harness: request.harness,
    message: request.message,
    threadKey: request.threadKey ?? `mwh-run-${randomUUID()}`,
    cwd,
    // Unset means unset: the CLI finds its own configuration, as when the user runs it.
    ...(request.configHome ? { configHome: resolve(request.configHome) } : {}),
    baseEnv: env,
    credential: { type: credential } as RoundCredential,
    ...(request.instructions ? { instructions: request.instructions } : {}),
    ...(request.autoApprove ? { autoApprove: true } : {}),
    ...(request.codexMode ? { codexMode: request.codexMode } : {}),
    ...(request.locale ?? env.LANG ? { locale: request.locale ?? env.LANG } : {}),
    ...(request.idleTimeoutSeconds !== undefined ? { idleTimeoutMs: request.idleTimeoutSeconds * 1000 } : {}),
    ...(request.retryBoundSeconds !== undefined ? { retryBoundMs: request.retryBoundSeconds * 1000 } : {}),
    ...(request.threadRecords === false ? { threadRecords: false } : {}),
    ...(request.threadRetry === false ? { threadRetry: false } : {}),
    command: cli.command,
    ...(cli.version ? { cliVersion: cli.version } : {}),
    ...(request.cliArgs?.length ? { args: request.cliArgs } : {}),
    ...(request.model ? { model: request.model } : {}),
    ...(collector ? { capture: collector } : {}),
    ...(secrets.length ? { secrets } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  };

  // Which program answers: the one on PATH, a package's, or --command's (its version, when its package says).
  io.stderr(mwhLine(`${request.harness}${cli.version ? ` ${cli.version}` : ''} from ${cli.command}`));
  const round = startRound(options);
  const printer = new RoundPrinter({ colour: io.colour ?? false, ...(options.locale ? { locale: options.locale } : {}) });
  let saved = false;
  // mwh is about to leave at once: only what can be done synchronously is done. The capture
  // file holds nothing yet, and an empty file would only refuse the next run's --capture.
  const leaveNow = () => {
    io.stdout(printer.end());
    if (captureFile && !saved) {
      rmSync(request.captureFile!, { force: true });
      io.stderr(mwhLine('left at once on a second signal; no capture was saved.'));
    }
  };
  request.leaveNow?.addEventListener('abort', leaveNow, { once: true });
  // --json folds the round as it comes (the parts are not kept: a long round's would be all of it).
  const summary = request.json ? new RoundSummarizer() : undefined;
  for await (const part of round) {
    if (summary) {
      summary.add(part);
      continue;
    }
    if (part.type === 'finish' && part.verdict.kind !== 'success') {
      // The failure as a replay prints it (RoundPrinter.failure), and what to do about a sign-in.
      const remedy = authRemedy(request.harness, part.verdict, env, credential).map((line) => `→ ${line}\n`).join('');
      io.stdout(`${printer.failure(part.verdict)}${remedy}`);
    } else {
      io.stdout(printer.write(part));
    }
  }
  const verdict = await round.verdict;
  if (summary) {
    printJson(request.harness, summary.summary(), io);
    for (const line of authRemedy(request.harness, verdict, env, credential)) io.stderr(mwhLine(line));
  }
  else io.stdout(printer.end());
  if (captureFile && collector) {
    const attempt = await savedAttempt(collector.captures, request.harness, request.captureFile!);
    saved = true;
    if (attempt) await captureFile.writeFile(serializeCapture(attempt.capture));
    await captureFile.close();
    if (attempt?.note) io.stderr(mwhLine(attempt.note));
  }
  request.leaveNow?.removeEventListener('abort', leaveNow);
  return verdict.kind === 'success' ? 0 : 1;
}
