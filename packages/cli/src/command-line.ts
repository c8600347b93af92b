/**
 * What every `mwh` command is made of: a name, its help, its options and a `run`. `main.ts`
 * holds the table of commands; each command lives in its own `*-command.ts` file.
 */
import { parseArgs } from 'node:util';
import { UsageError } from './cli-error.js';

/** Where a command reads and writes, and what it may assume about the user's terminal. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Standard input, for `mwh replay -` and `mwh capture`. */
  stdin: AsyncIterable<Uint8Array>;
  env: Record<string, string | undefined>;
  /** The folder the user stands in: relative paths resolve against it. */
  cwd: string;
  /** Whether mwh may colour its own structure (never the CLI's text). */
  colour: boolean;
}

/** What tests and embedders must give; the rest defaults to this process's own. */
export type IoInput = Pick<Io, 'stdout' | 'stderr'> & Partial<Io>;

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** The placeholder shown in help, e.g. `FILE`. */
  value?: string;
  help: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

type OptionValue<S extends OptionSpec> = S['type'] extends 'boolean'
  ? S['multiple'] extends true ? boolean[] : boolean
  : S['multiple'] extends true ? string[] : string;

export interface CommandArgs<O extends OptionSpecs = OptionSpecs> {
  values: { [K in keyof O]?: OptionValue<O[K]> };
  positionals: string[];
  /** The arguments as given, for a command that takes another command line after `--`. */
  raw: string[];
}

export interface Command<O extends OptionSpecs = OptionSpecs> {
  name: string;
  /** What follows `mwh <name>` in the usage line, e.g. `<file> [options]`. */
  synopsis: string;
  /** A paragraph for `mwh <name> --help`. */
  summary: string;
  options: O;
  /** Further text for `mwh <name> --help`: examples, exit codes. */
  notes?: string;
  run(args: CommandArgs<O>, io: Io): Promise<number>;
}

/** Keeps a command's option types while letting the table hold commands of every shape. */
export function defineCommand<const O extends OptionSpecs>(command: Command<O>): Command {
  return command as unknown as Command;
}

export const EXIT_CODES = `Exit codes: 0 the round succeeded; 1 the round did not succeed (live or replayed);
2 mwh could not use its input or arguments (one sentence on stderr).`;

/** Strict parsing; node's own errors become one sentence that points at the command's help. */
export function parseCommandArgs(command: Command, args: string[]): CommandArgs {
  const options = Object.fromEntries(
    Object.entries(command.options).map(([name, spec]) => [name, { type: spec.type, ...(spec.multiple ? { multiple: true } : {}) }]),
  );
  const joined = negativeValuesJoined(command, args);
  try {
    const { values, positionals } = parseArgs({ args: joined, options, allowPositionals: true, strict: true });
    return { values: values as CommandArgs['values'], positionals, raw: args };
  } catch (error) {
    const unknown = (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? unknownArgument(command, joined) : undefined;
    // A message that starts with a dash reads as an option: the way to give it is the news.
    if (unknown !== undefined) {
      const near = nearestOption(command, unknown);
      if (near) throw new UsageError(`Unknown option '${unknown}'; did you mean --${near}? (An argument that starts with - goes after --.) See mwh ${command.name} --help.`);
      throw new UsageError(`Unknown option '${unknown}'; to give an argument that starts with -, put -- before it; see mwh ${command.name} --help.`);
    }
    throw new UsageError(`${parseErrorSentence(error as Error)}; see mwh ${command.name} --help.`);
  }
}

/** The argument node refused as an option, whole: for `-hello world` node names only `-h`. */
function unknownArgument(command: Command, args: string[]): string | undefined {
  for (const arg of args) {
    if (arg === '--') return undefined;
    if (!arg.startsWith('-') || arg === '-') continue;
    if (!(arg.startsWith('--') && Object.hasOwn(command.options, arg.slice(2).split('=', 1)[0]!))) return arg;
  }
  return undefined;
}

/**
 * `--idle-timeout -5` as `--idle-timeout=-5`: node reads a value that starts with a dash as
 * ambiguous, but a negative number is never an option, and the option's own check can then
 * say what is wrong with it.
 */
function negativeValuesJoined(command: Command, args: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return joined.concat(args.slice(i));
    const next = args[i + 1];
    if (arg.startsWith('--') && command.options[arg.slice(2)]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/**
 * The option an unknown one was likely meant to be: the same letters but for case and dashes
 * (`--autoapprove`), or at most two edits away (`--colour`); none when nothing is that close.
 */
function nearestOption(command: Command, given: string): string | undefined {
  if (!given.startsWith('--')) return undefined;
  const name = given.slice(2).split('=', 1)[0]!;
  const plain = (text: string) => text.toLowerCase().replaceAll('-', '');
  let best: { option: string; distance: number } | undefined;
  for (const option of Object.keys(command.options)) {
    const distance = plain(option) === plain(name) ? 0 : editDistance(option, name);
    if (distance <= 2 && (!best || distance < best.distance)) best = { option, distance };
  }
  return best?.option;
}

/** Levenshtein distance of two short words (option names: no input-sized work). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2 || a.length > 64 || b.length > 64) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** node's messages as one sentence: some span three lines, and their advice does not fit mwh. */
function parseErrorSentence(error: Error): string {
  const ambiguous = /^Option '(--[^' ]+)[^']*' argument is ambiguous/.exec(error.message);
  if (ambiguous) return `${ambiguous[1]} needs a value; write one that starts with a dash as ${ambiguous[1]}=-VALUE`;
  const missing = /^Option '(--[^' ]+)[^']*' argument missing/.exec(error.message);
  if (missing) return `${missing[1]} needs a value`;
  const unwanted = /^Option '(--[^' ]+)' does not take an argument/.exec(error.message);
  if (unwanted) return `${unwanted[1]} takes no value`;
  return error.message.replace(/\. To specify a positional argument.*$/s, '').replace(/\.$/, '');
}

export function commandHelp(command: Command): string {
  const rows = Object.entries(command.options).map(([name, spec]) => [`--${name}${spec.value ? ` ${spec.value}` : ''}`, spec.help] as const);
  rows.push(['--help', 'this help']);
  const width = Math.min(28, rows.reduce((max, [left]) => Math.max(max, left.length), 0) + 2);
  const options = rows.map(([left, help]) => `  ${left.padEnd(width)}${help}`).join('\n');
  return `Usage: mwh ${command.name} ${command.synopsis}\n\n${command.summary}\n\nOptions:\n${options}\n${command.notes ? `\n${command.notes}\n` : ''}`;
}

/**
 * A command as `mwh --help` lists it, and how to load it: a command's module, and the packages
 * it uses (the generated validators among them), load only when it runs or its help is asked.
 */
export interface CommandEntry {
  name: string;
  /** One line for `mwh --help`. */
  brief: string;
  load: () => Promise<Command>;
}

export function overviewHelp(commands: readonly Pick<CommandEntry, 'name' | 'brief'>[]): string {
  const width = commands.reduce((max, c) => Math.max(max, c.name.length), 0) + 3;
  const list = commands.map((c) => `  ${c.name.padEnd(width)}${c.brief}`).join('\n');
  return `Usage: mwh <command> [options]

Commands:
${list}

Run mwh <command> --help for its options and its exit codes; mwh --version prints the version.

Exit codes: 0 the command did what it was asked; 1 what it checked did not hold (a round that did not
succeed, a scenario that failed); 2 mwh could not use its input or arguments (one sentence on stderr).
`;
}

/** Colour for mwh's own structure: only on a terminal, never with NO_COLOR, always with FORCE_COLOR. */
export function decideColour(env: Record<string, string | undefined>, isTerminal: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTerminal && env.TERM !== 'dumb';
}
