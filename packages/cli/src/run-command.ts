/** `mwh run`: parses the options of one live round; `run-round.ts` runs and prints it. */
import { resolve as resolvePath } from 'node:path';
import { CODEX_MODES, type CodexMode } from '@mwh/harness-core';
import { CancelSignals, SIGNAL_EXIT } from './cancel-signals.js';
import { commandToRun } from './check-command.js';
import { UsageError } from './cli-error.js';
import { defineCommand, EXIT_CODES } from './command-line.js';
import { CONFIG_HOME_VARIABLES, HARNESS_CHOICES, harnessOption, ONE_OF_HARNESSES } from './harness-option.js';
import { CREDENTIALS, LIVE_CLI_OPTIONS, RETRY_BOUND_OPTION } from './live-cli-options.js';
import { REDACT_OPTIONS, secretsToRedact } from './redact-options.js';
import { runRound, type RunRequest } from './run-round.js';
import { pathKind } from './path-kind.js';
import { secondsOption } from './seconds-option.js';
import { onStdoutClosed } from './stdout-closed.js';

export const runCommand = defineCommand({
  name: 'run',
  synopsis: `--harness ${HARNESS_CHOICES} [options] <message>`,
  summary: `Runs one round of ${ONE_OF_HARNESSES} with the message and prints it as it streams, after a line
naming the program and its version. Which credential it runs with (--credential): stored (the
default) is one stored with harness-core's login functions (a pasted Claude token, an OpenAI API
key) when there is one, else the CLI's own login; cli-login is always the CLI's own login; with
both, credential variables (ANTHROPIC_API_KEY, OPENAI_API_KEY, ...) are removed from its
environment so they cannot override it; environment passes them to the CLI as they are. The
values of secret-looking environment variables (…KEY, …TOKEN, …SECRET…) and of credential
variables are kept out of everything printed and captured, those of 8 characters or more: a
shorter one is no key (name it with --redact).`,
  options: {
    harness: { type: 'string', value: 'NAME', help: `${ONE_OF_HARNESSES} (required)` },
    thread: { type: 'string', value: 'KEY', help: 'continue the thread of this key (default: a new thread)' },
    cwd: { type: 'string', value: 'DIR', help: 'the working directory (default: the current one)' },
    'config-home': { type: 'string', value: 'DIR', help: `set ${CONFIG_HOME_VARIABLES} (default: none set; the CLI uses its own, as when you run it)` },
    instructions: { type: 'string', value: 'TEXT', help: "appended to the CLI's system prompt" },
    'auto-approve': { type: 'boolean', help: "accept the CLI's permission and approval requests" },
    'codex-mode': { type: 'string', value: 'MODE', help: 'codex only: app-server (the default) or exec, through `codex exec --json`, as scripts and codex\'s SDK run it (no approvals: its sandbox decides)' },
    locale: { type: 'string', value: 'LOCALE', help: 'language of failure texts (default: $LANG; de* is German)' },
    'idle-timeout': { type: 'string', value: 'S', help: 'end a CLI silent for S seconds (default 300; 0 is off)' },
    ...RETRY_BOUND_OPTION,
    'no-thread-record': { type: 'boolean', help: 'keep no record of the thread\'s session (~/.claude/mwh, ~/.codex/mwh): a codex --thread then always starts afresh' },
    'no-thread-retry': { type: 'boolean', help: 'start the thread once: no hidden --resume after a refused start, no fresh start after a resume the CLI cannot find' },
    ...LIVE_CLI_OPTIONS,
    capture: { type: 'string', value: 'FILE', help: 'also save the round as a capture (a new file)' },
    json: { type: 'boolean', help: 'one JSON object at the end, as replay prints it' },
    ...REDACT_OPTIONS,
  },
  notes: EXIT_CODES,
  async run({ values, positionals }, io) {
    const harness = harnessOption(values.harness);
    if (!harness) throw new UsageError(`run needs --harness ${ONE_OF_HARNESSES}.`);
    if (positionals.length !== 1 || !positionals[0]!.trim()) throw new UsageError('run takes exactly one message; quote it.');
    const idle = secondsOption('--idle-timeout', values['idle-timeout']);
    const retryBound = secondsOption('--retry-bound', values['retry-bound']);
    const credential = values.credential;
    if (credential !== undefined && !CREDENTIALS.includes(credential) && credential !== 'token' && credential !== 'api-key') {
      throw new UsageError(`--credential must be stored, cli-login or environment, not "${credential}".`);
    }
    const codexMode = values['codex-mode'];
    if (codexMode !== undefined && !(CODEX_MODES as readonly string[]).includes(codexMode)) throw new UsageError(`--codex-mode must be app-server or exec, not "${codexMode}".`);
    if (codexMode !== undefined && harness !== 'codex') throw new UsageError('--codex-mode is for --harness codex.');
    if (codexMode === 'exec' && values['auto-approve']) throw new UsageError('--codex-mode exec asks for no approvals, so --auto-approve has nothing to answer; choose the sandbox with --cli-arg --sandbox=workspace-write.');
    const cwd = values.cwd ? resolvePath(io.cwd, values.cwd) : io.cwd;
    if (values.cwd) checkCwd(cwd);
    const command = values.command ? commandToRun(values.command, { cwd: io.cwd, roundCwd: cwd, env: io.env }) : undefined;
    const secrets = await secretsToRedact(values, io);
    // A signal asks the CLI to stop through the kill ladder and still prints the verdict; a
    // second one leaves at once. Without handlers node would die at once and leave the CLI's
    // process group (detached, so it outlives us) running under PID 1.
    const abort = new AbortController();
    const leaveNow = new AbortController();
    const signals = new CancelSignals(
      (signal) => abort.abort(new Error(`mwh received ${signal}`)),
      (first) => {
        leaveNow.abort();
        process.exit(SIGNAL_EXIT[first]);
      },
    );
    const stopSignals = signals.listen();
    const stopListening = onStdoutClosed(() => signals.receive('SIGPIPE'));
    try {
      const code = await runRound(
        {
          harness,
          message: positionals[0]!,
          signal: abort.signal,
          leaveNow: leaveNow.signal,
          env: io.env,
          ...(values.thread ? { threadKey: values.thread } : {}),
          cwd,
          ...(values['config-home'] ? { configHome: resolvePath(io.cwd, values['config-home']) } : {}),
          ...(values.instructions ? { instructions: values.instructions } : {}),
          ...(values['auto-approve'] ? { autoApprove: true } : {}),
          ...(codexMode !== undefined ? { codexMode: codexMode as CodexMode } : {}),
          ...(values.locale ? { locale: values.locale } : {}),
          ...(idle !== undefined ? { idleTimeoutSeconds: idle } : {}),
          ...(retryBound !== undefined ? { retryBoundSeconds: retryBound } : {}),
          ...(values['no-thread-record'] ? { threadRecords: false } : {}),
          ...(values['no-thread-retry'] ? { threadRetry: false } : {}),
          ...(command ? { command } : {}),
          ...(values['cli-arg'] ? { cliArgs: values['cli-arg'] } : {}),
          ...(values.model ? { model: values.model } : {}),
          ...(credential ? { credential: credential as RunRequest['credential'] } : {}),
          ...(values.capture ? { captureFile: resolvePath(io.cwd, values.capture) } : {}),
          ...(values.json ? { json: true } : {}),
          ...(secrets.length ? { secrets } : {}),
        },
        io,
      );
      return signals.received ? SIGNAL_EXIT[signals.received] : code;
    } finally {
      stopSignals();
      stopListening();
    }
  },
});

/**
 * A --cwd that is not a folder is the user's mistake; spawn would blame the CLI for it (ENOENT).
 * What cannot be told (EACCES) is left to the round, which names the cause.
 */
function checkCwd(cwd: string): void {
  const kind = pathKind(cwd);
  if (kind === 'missing') throw new UsageError(`--cwd must be a folder that exists; ${cwd} does not.`);
  if (kind === 'file') throw new UsageError(`--cwd must be a folder; ${cwd} is a file.`);
}
