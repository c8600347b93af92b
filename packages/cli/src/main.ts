/** `mwh`: the table of commands and the dispatch to them. No protocol logic lives here. */
import { UsageError } from './cli-error.js';
import { commandHelp, overviewHelp, parseCommandArgs, type Command, type Io, type IoInput } from './command-line.js';
import { cacheCommand } from './cache-command.js';
import { doctorCommand } from './doctor-command.js';
import { captureCommandLine } from './capture-command.js';
import { changelogCommand } from './changelog-command.js';
import { conformanceCommand } from './conformance-command.js';
import { conformanceMergeCommand } from './conformance-merge-command.js';
import { driftCommand } from './drift-command.js';
import { replayCommand } from './replay-command.js';
import { mwhLine } from './mwh-line.js';
import { runCommand } from './run-command.js';

export type { Io, IoInput } from './command-line.js';

/** Every command `mwh` knows, in the order `mwh --help` lists them. */
export const COMMANDS: readonly Command[] = [runCommand, replayCommand, captureCommandLine, conformanceCommand, conformanceMergeCommand, driftCommand, changelogCommand, cacheCommand, doctorCommand];

export const USAGE = overviewHelp(COMMANDS);

const VERSION = '0.1.0';

/** Runs one command line; returns the exit code. Every failure is one sentence. */
export async function main(argv: string[], input: IoInput): Promise<number> {
  const io: Io = {
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    colour: false,
    ...input,
  };
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (UsageError.isInstance(error)) {
      io.stderr(mwhLine(error.message));
      return 2;
    }
    io.stderr(mwhLine(`unexpected failure: ${error instanceof Error ? error.message : String(error)}`));
    return 1;
  }
}

async function dispatch(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(USAGE);
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const about = name === 'help' && rest[0] !== undefined ? (COMMANDS.find((c) => c.name === rest.slice(0, 2).join(' ')) ?? findCommand(rest[0])) : undefined;
    io.stdout(about ? commandHelp(about) : USAGE);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  // A command of two words (`conformance merge`) takes the second from the arguments.
  const pair = COMMANDS.find((c) => c.name === `${name} ${rest[0]}`);
  const command = pair ?? findCommand(name);
  if (pair) rest.shift();
  // --help anywhere before a `--` asks for the command's help, whatever else is given.
  const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (own.includes('--help') || own.includes('-h')) {
    io.stdout(commandHelp(command));
    return 0;
  }
  return command.run(parseCommandArgs(command, rest), io);
}

function findCommand(name: string): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command "${name}"; see mwh --help.`);
  return command;
}
