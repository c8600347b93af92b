/** `mwh`: parses arguments, calls the packages below, prints. No protocol logic lives here. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';
import { loadRoundInput } from './load-round-input.js';
import { renderRoundJson, renderRoundText } from './render-round.js';
import { replayRound } from './replay-round.js';
import { runRound, type RunRequest } from './run-round.js';

export const USAGE = `Usage: mwh <command> [options]

Commands:
  run <message>   Run one live round and print it as it streams (exit 1 unless it succeeds)
    --harness NAME      claude or codex (required)
    --thread KEY        continue the thread of this key (default: a new thread)
    --cwd DIR           the working directory (default: the current one)
    --config-home DIR   CLAUDE_CONFIG_DIR / CODEX_HOME (default: theirs, or ~/.claude, ~/.codex)
    --instructions TEXT appended to the CLI's system prompt
    --auto-approve      accept the CLI's permission and approval requests
    --locale LOCALE     language of failure texts (default: $LANG; de* is German)
    --idle-timeout S    end a CLI silent for S seconds (default 300)
    --command PATH      the CLI to run (default: claude or codex on PATH)
    --cli-arg ARG       one more argument for the CLI (repeatable)
    --model NAME        the model to ask for
    --credential KIND   stored (default), cli-login, or environment
    --capture FILE      also save the round as a capture (a new file)
    --json              one JSON object at the end, as replay prints it

  replay <file>   Show a recorded round: a capture, or a CLI's raw stdout
    --json              one JSON object instead of the readable round
    --harness NAME      claude or codex (recognised from the content otherwise)
    --stdin FILE        for a raw file: what was written to the CLI's stdin
    --stderr FILE       for a raw file: the CLI's stderr
    --exit-code N       for a raw file: the CLI's exit code (default 0)
    --redact VALUE      remove VALUE from everything printed (repeatable)

  mwh --help | --version
`;

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs one command line; returns the exit code. Every failure is one sentence. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (UsageError.isInstance(error)) {
      io.stderr(`mwh: ${error.message}\n`);
      return 2;
    }
    io.stderr(`mwh: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function dispatch(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (command === 'replay') return replay(rest, io);
  if (command === 'run') return run(rest, io);
  throw new UsageError(`unknown command "${command}"; see mwh --help.`);
}

const VERSION = '0.1.0';

async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    harness: { type: 'string' },
    thread: { type: 'string' },
    cwd: { type: 'string' },
    'config-home': { type: 'string' },
    instructions: { type: 'string' },
    'auto-approve': { type: 'boolean' },
    locale: { type: 'string' },
    'idle-timeout': { type: 'string' },
    command: { type: 'string' },
    'cli-arg': { type: 'string', multiple: true },
    model: { type: 'string' },
    credential: { type: 'string' },
    capture: { type: 'string' },
    json: { type: 'boolean' },
  });
  const harness = harnessOption(values.harness);
  if (!harness) throw new UsageError('run needs --harness claude or --harness codex.');
  if (positionals.length !== 1 || !positionals[0]!.trim()) throw new UsageError('run takes exactly one message; quote it.');
  const idle = values['idle-timeout'];
  if (idle !== undefined && !/^\d+(\.\d+)?$/.test(idle)) throw new UsageError(`--idle-timeout must be a number of seconds, not "${idle}".`);
  const credential = values.credential;
  if (credential !== undefined && !['stored', 'cli-login', 'environment', 'token', 'api-key'].includes(credential)) {
    throw new UsageError(`--credential must be stored, cli-login or environment, not "${credential}".`);
  }
  // Ctrl-C asks the CLI to stop and still prints the verdict; a second one leaves at once.
  const abort = new AbortController();
  const onInterrupt = () => (abort.signal.aborted ? process.exit(130) : abort.abort());
  process.on('SIGINT', onInterrupt);
  try {
    return await runRound(
      {
        harness,
        message: positionals[0]!,
        signal: abort.signal,
        ...(values.thread ? { threadKey: values.thread } : {}),
        ...(values.cwd ? { cwd: values.cwd } : {}),
        ...(values['config-home'] ? { configHome: values['config-home'] } : {}),
        ...(values.instructions ? { instructions: values.instructions } : {}),
        ...(values['auto-approve'] ? { autoApprove: true } : {}),
        ...(values.locale ? { locale: values.locale } : {}),
        ...(idle !== undefined ? { idleTimeoutSeconds: Number(idle) } : {}),
        ...(values.command ? { command: values.command } : {}),
        ...(values['cli-arg'] ? { cliArgs: values['cli-arg'] } : {}),
        ...(values.model ? { model: values.model } : {}),
        ...(credential ? { credential: credential as RunRequest['credential'] } : {}),
        ...(values.capture ? { captureFile: values.capture } : {}),
        ...(values.json ? { json: true } : {}),
      },
      io,
    );
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}

function harnessOption(value: string | undefined): Harness | undefined {
  if (value === undefined) return undefined;
  if (value !== 'claude' && value !== 'codex') throw new UsageError(`--harness must be claude or codex, not "${value}".`);
  return value;
}

async function replay(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    json: { type: 'boolean' },
    harness: { type: 'string' },
    stdin: { type: 'string' },
    stderr: { type: 'string' },
    'exit-code': { type: 'string' },
    redact: { type: 'string', multiple: true },
  });
  if (positionals.length !== 1) throw new UsageError('replay takes exactly one file; see mwh --help.');
  const harness = harnessOption(values.harness);
  const exitText = values['exit-code'];
  if (exitText !== undefined && !/^-?\d+$/.test(exitText)) throw new UsageError(`--exit-code must be a whole number, not "${exitText}".`);
  const capture = await loadRoundInput({
    file: positionals[0]!,
    ...(harness ? { harness } : {}),
    ...(values.stdin ? { stdinFile: values.stdin } : {}),
    ...(values.stderr ? { stderrFile: values.stderr } : {}),
    ...(exitText !== undefined ? { exitCode: Number(exitText) } : {}),
  });
  const parts = replayRound(capture, values.redact ?? []);
  io.stdout(values.json ? renderRoundJson(capture.header.harness, parts) + '\n' : renderRoundText(parts));
  return 0;
}

/** Strict parsing with positionals; node's own errors become one sentence for the user. */
function parseCommand<const T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // node's messages are sentences already, but end in advice that does not fit mwh.
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/\.$/, '');
    throw new UsageError(`${message}; see mwh --help.`);
  }
}
