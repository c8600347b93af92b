/**
 * `mwh acp`: an Agent Client Protocol agent on stdin and stdout for an editor (Zed, JetBrains,
 * Neovim, Emacs). This file only reads the options and finds the CLI as `mwh run` does; the agent
 * is @mwh/acp's, loaded when the command runs. stdout is the protocol's: mwh writes nothing else
 * there (its one line naming the CLI, and any refusal, go to stderr).
 */
import { resolve as resolvePath } from 'node:path';
import { cliVersionAt, type RoundCredential } from '@mwh/harness-core';
import { CancelSignals, SIGNAL_EXIT } from './cancel-signals.js';
import { commandToRun } from './check-command.js';
import { UsageError } from './cli-error.js';
import { defineCommand } from './command-line.js';
import { locateForRound } from './find-cli.js';
import { CONFIG_HOME_VARIABLES, HARNESS_CHOICES, harnessOption, ONE_OF_HARNESSES } from './harness-option.js';
import { CREDENTIALS, LIVE_CLI_OPTIONS, RETRY_BOUND_OPTION } from './live-cli-options.js';
import { mwhLine } from './mwh-line.js';
import { redactOptions, secretsToRedact } from './redact-options.js';
import { secondsOption } from './seconds-option.js';
import { onStdoutClosed } from './stdout-closed.js';

export const acpCommand = defineCommand({
  name: 'acp',
  synopsis: `--harness ${HARNESS_CHOICES} [options]`,
  summary: `Serves the Agent Client Protocol on stdin and stdout, for an editor to start as its agent:
each prompt is one round of ${ONE_OF_HARNESSES} (found as mwh run finds it), streamed as session
updates; the CLI's permission requests are asked of the editor; a cancel or the editor going
away ends the CLI's process. Sessions are kept for session/load in --sessions-dir. The CLI runs
with its own login and config home unless told otherwise (--credential, --config-home, as mwh
run), and the values of secret-looking environment variables are never sent to the editor.`,
  options: {
    harness: { type: 'string', value: 'NAME', help: `${ONE_OF_HARNESSES} (required)` },
    'config-home': { type: 'string', value: 'DIR', help: `set ${CONFIG_HOME_VARIABLES} (default: none set; the CLI uses its own)` },
    locale: { type: 'string', value: 'LOCALE', help: 'language of failure texts (default: $LANG; de* is German)' },
    'idle-timeout': { type: 'string', value: 'S', help: 'end a CLI silent for S seconds, not counting while the editor decides on a permission (default 300; 0 is off)' },
    ...RETRY_BOUND_OPTION,
    ...LIVE_CLI_OPTIONS,
    'sessions-dir': { type: 'string', value: 'DIR', help: 'where sessions are kept (default: $XDG_STATE_HOME/mwh/acp-sessions)' },
    ...redactOptions('everything sent to the editor'),
  },
  notes: 'Exit codes: 0 the editor closed the connection; 2 bad arguments or no CLI to run (one sentence on stderr); 129, 130, 143 on a signal, once the CLI is gone.',
  async run({ values, positionals }, io) {
    const harness = harnessOption(values.harness);
    if (!harness) throw new UsageError(`acp needs --harness ${ONE_OF_HARNESSES}.`);
    if (positionals.length) throw new UsageError(`acp takes no message, not "${positionals[0]}": the editor sends the prompts.`);
    const idle = secondsOption('--idle-timeout', values['idle-timeout']);
    const retryBound = secondsOption('--retry-bound', values['retry-bound']);
    const credential = values.credential;
    if (credential !== undefined && !CREDENTIALS.includes(credential)) throw new UsageError(`--credential must be stored, cli-login or environment, not "${credential}".`);
    const cli = values.command
      ? { command: commandToRun(values.command, { cwd: io.cwd, roundCwd: io.cwd, env: io.env }), version: undefined as string | undefined }
      : locateForRound(harness, io.cwd, io.env);
    const version = cli.version ?? cliVersionAt(harness, cli.command);
    const secrets = await secretsToRedact(values, io);
    const locale = values.locale ?? io.env.LANG;
    io.stderr(mwhLine(`acp agent for ${harness}${version ? ` ${version}` : ''} from ${cli.command}`));

    const { serveAcp, stdioStream } = await import('@mwh/acp');
    const stop = new AbortController();
    const signals = new CancelSignals(
      (signal) => stop.abort(new Error(`mwh received ${signal}`)),
      (first) => process.exit(SIGNAL_EXIT[first]),
    );
    const stopSignals = signals.listen();
    // The editor's end of stdout gone (EPIPE): stop as a signal stops, the CLIs first; without
    // a listener bin.ts would exit at once and leave a running CLI behind.
    const stopListening = onStdoutClosed(() => signals.receive('SIGPIPE'));
    try {
      await serveAcp(
        {
          harness,
          command: cli.command,
          ...(version ? { cliVersion: version } : {}),
          env: io.env,
          credential: { type: credential ?? 'stored' } as RoundCredential,
          ...(values['cli-arg'] ? { args: values['cli-arg'] } : {}),
          ...(values['config-home'] ? { configHome: resolvePath(io.cwd, values['config-home']) } : {}),
          ...(values.model ? { model: values.model } : {}),
          ...(locale ? { locale } : {}),
          ...(idle !== undefined ? { idleTimeoutMs: idle * 1000 } : {}),
          ...(retryBound !== undefined ? { retryBoundMs: retryBound * 1000 } : {}),
          ...(values['sessions-dir'] ? { sessionsDir: resolvePath(io.cwd, values['sessions-dir']) } : {}),
          ...(secrets.length ? { secrets } : {}),
          // The first session, usually opened here, takes a CLI started here at initialize.
          cwd: io.cwd,
        },
        stdioStream(),
        stop.signal,
      );
    } finally {
      stopSignals();
      stopListening();
    }
    return signals.received ? SIGNAL_EXIT[signals.received] : 0;
  },
});
