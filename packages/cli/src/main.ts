/** `mwh`: the table of commands and the dispatch to them. No protocol logic lives here. */
import { UsageError } from './cli-error.js';
import { commandHelp, overviewHelp, parseCommandArgs, type CommandEntry, type Io, type IoInput } from './command-line.js';
import { mwhLine } from './mwh-line.js';

export type { Io, IoInput } from './command-line.js';

/**
 * Every command `mwh` knows, in the order `mwh --help` lists them. `mwh --version` and `--help`
 * load none of them; a command loads only its own module.
 */
export const COMMANDS: readonly CommandEntry[] = [
  { name: 'run', brief: 'Run one live round and print it as it streams', load: async () => (await import('./run-command.js')).runCommand },
  { name: 'replay', brief: "Show a recorded round: a capture, or a CLI's raw stdout", load: async () => (await import('./replay-command.js')).replayCommand },
  { name: 'capture', brief: "Run a CLI's own command line and save it as a capture", load: async () => (await import('./capture-command.js')).captureCommandLine },
  { name: 'conformance', brief: 'Check Claude Code / Codex versions against the loopback mocks', load: async () => (await import('./conformance-command.js')).conformanceCommand },
  { name: 'conformance merge', brief: 'Join the results of conformance shards into one report', load: async () => (await import('./conformance-merge-command.js')).conformanceMergeCommand },
  { name: 'drift', brief: 'What changed from one CLI version to the next, and whether it touches mwh', load: async () => (await import('./drift-command.js')).driftCommand },
  { name: 'changelog', brief: 'Write the protocol changelog of each CLI from the surfaces of a sweep', load: async () => (await import('./changelog-command.js')).changelogCommand },
  { name: 'cache', brief: 'Show or prune the CLI versions mwh conformance installed', load: async () => (await import('./cache-command.js')).cacheCommand },
  { name: 'acp', brief: 'Serve a CLI to an editor as an Agent Client Protocol agent on stdio', load: async () => (await import('./acp-command.js')).acpCommand },
  { name: 'doctor', brief: 'Say which CLIs mwh finds, their versions and sign-in, without a model request', load: async () => (await import('./doctor-command.js')).doctorCommand },
];

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
    // `mwh help conformance merge`, `mwh help replay`; a word more than a command has is refused, as an unknown command is.
    const pair = name === 'help' ? COMMANDS.find((c) => c.name === rest.slice(0, 2).join(' ')) : undefined;
    const about = name === 'help' && rest[0] !== undefined ? (pair ?? findCommand(rest[0])) : undefined;
    const extra = rest.slice(pair ? 2 : 1);
    if (about && extra.length > 0) throw new UsageError(`mwh help takes one command; "${extra[0]}" is not part of "${about.name}". See mwh --help.`);
    io.stdout(about ? commandHelp(await about.load()) : USAGE);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  // A command of two words (`conformance merge`) takes the second from the arguments.
  const pair = COMMANDS.find((c) => c.name === `${name} ${rest[0]}`);
  const command = await (pair ?? findCommand(name)).load();
  if (pair) rest.shift();
  // --help anywhere before a `--` asks for the command's help, whatever else is given.
  const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (own.includes('--help') || own.includes('-h')) {
    io.stdout(commandHelp(command));
    return 0;
  }
  return command.run(parseCommandArgs(command, rest), io);
}

function findCommand(name: string): CommandEntry {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command "${name}"; see mwh --help.`);
  return command;
}
