/** `mwh`: parses arguments, calls the packages below, prints. No protocol logic lives here. */
import { parseArgs } from 'node:util';
import type { Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';
import { loadRoundInput } from './load-round-input.js';
import { renderRoundJson, renderRoundText } from './render-round.js';
import { replayRound } from './replay-round.js';

export const USAGE = `Usage: mwh <command> [options]

Commands:
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
  throw new UsageError(`unknown command "${command}"; see mwh --help.`);
}

const VERSION = '0.1.0';

async function replay(args: string[], io: Io): Promise<number> {
  const { values, positionals } = explainArgErrors(() =>
    parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        harness: { type: 'string' },
        stdin: { type: 'string' },
        stderr: { type: 'string' },
        'exit-code': { type: 'string' },
        redact: { type: 'string', multiple: true },
      },
    }),
  );
  if (positionals.length !== 1) throw new UsageError('replay takes exactly one file; see mwh --help.');
  const harness = values.harness;
  if (harness !== undefined && harness !== 'claude' && harness !== 'codex') {
    throw new UsageError(`--harness must be claude or codex, not "${harness}".`);
  }
  const exitText = values['exit-code'];
  if (exitText !== undefined && !/^-?\d+$/.test(exitText)) throw new UsageError(`--exit-code must be a whole number, not "${exitText}".`);
  const capture = await loadRoundInput({
    file: positionals[0]!,
    ...(harness ? { harness: harness as Harness } : {}),
    ...(values.stdin ? { stdinFile: values.stdin } : {}),
    ...(values.stderr ? { stderrFile: values.stderr } : {}),
    ...(exitText !== undefined ? { exitCode: Number(exitText) } : {}),
  });
  const parts = replayRound(capture, values.redact ?? []);
  io.stdout(values.json ? renderRoundJson(capture.header.harness, parts) + '\n' : renderRoundText(parts));
  return 0;
}

function explainArgErrors<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    // node's messages are sentences already, but end in advice that does not fit mwh.
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/\.$/, '');
    throw new UsageError(`${message}; see mwh --help.`);
  }
}
