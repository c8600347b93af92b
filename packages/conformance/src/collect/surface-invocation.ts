/**
 * The invocation part of a CLI surface: the flags each help page lists (`claude --help`, `codex
 * --help`, `codex app-server --help`, `gemini --help`, each run with a fresh empty HOME), the values a flag takes,
 * what the usage lines require, the subcommands, the tools Claude's `system/init` lists, and where
 * the program lives inside its package: a flag that became required, a value retired, a binary
 * that moved all show here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { execa } from 'execa';
import { PROTOCOLS } from '@mwh/harness-core';
import { isRecord, type Harness } from '@mwh/protocol-core';
import type { HelpSurface } from '../surface/cli-surface.js';
import { NODE_LAUNCHER, launchedScript } from '../sweep/historic-layouts.js';

/** `--print`, `-c, --config <key=value>`, `--allowedTools, --allowed-tools <tools...>`: the flag, then its value. */
const FLAG_LINE = /^\s{1,10}(?:(-[A-Za-z0-9]),?\s+)?(--[A-Za-z0-9][\w-]*)?(?:,\s+--[\w-]+)*(?:[ =]((?:<[^>]+>|\[[^\]]+\])(?:\s*\.\.\.)?))?(?:\s{2,}|$)/;
const CLAUDE_CHOICES = /\(choices: ([^)]*)\)/;
const CLAP_CHOICES = /\[possible values: ([^\]]*)\]/;
/** yargs (gemini): `--output-format  The format of the CLI output.  [string] [choices: "text", "json", "stream-json"]`. */
const YARGS_CHOICES = /\[choices: ([^\]]*)\]/;

/** Reads one help page: its flags and their values, the choices the text names, what the usage requires, the commands listed. */
export function readHelp(text: string): HelpSurface {
  const flags: Record<string, string> = {};
  const choices: Record<string, string[]> = {};
  const required = new Set<string>();
  const commands: string[] = [];
  let section = '';
  // The program the usage names: yargs lists each command after it (`  gemini mcp   Manage MCP servers`).
  let program: string | undefined;
  // The flag being read and its description so far: a narrow terminal wraps `(choices: ...)`.
  let last: { flag: string; said: string } | undefined;
  const flush = () => {
    if (!last) return;
    const said = last.said.replace(/\s+/g, ' ');
    const listed = CLAUDE_CHOICES.exec(said)?.[1] ?? CLAP_CHOICES.exec(said)?.[1] ?? YARGS_CHOICES.exec(said)?.[1];
    if (listed) choices[last.flag] = [...new Set(listed.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')).filter((c) => c && !c.includes(':')))].sort();
    last = undefined;
  };
  for (const line of text.split('\n')) {
    const header = /^([A-Z][A-Za-z ]*):\s*(.*)$/.exec(line);
    if (header) {
      flush();
      section = header[1]!.toLowerCase();
      if (section === 'usage') {
        program ??= /^([\w.-]+)\s/.exec(header[2]!)?.[1];
        for (const flag of requiredFlags(header[2]!)) required.add(flag);
      }
      continue;
    }
    // Usage lines may go on below their header (`       codex [OPTIONS] [PROMPT] <COMMAND>`).
    if (section === 'usage' && line.trim() !== '') {
      for (const flag of requiredFlags(line)) required.add(flag);
      continue;
    }
    if (section === 'commands') {
      const named = program !== undefined && line.trimStart().startsWith(`${program} `) ? line.replace(`${program} `, '') : line;
      const command = /^\s{1,10}([a-z][\w-]*)(?:[ ,]|$)/.exec(named)?.[1];
      if (command && command !== 'help') commands.push(command);
      continue;
    }
    const flag = line.trimStart().startsWith('-') ? FLAG_LINE.exec(line) : null;
    if (flag && (flag[1] || flag[2])) {
      flush();
      last = { flag: flag[2] ?? flag[1]!, said: line.slice(flag[0].length) };
      flags[last.flag] = (flag[3] ?? '').replace(/\s+/g, '');
    } else if (last) {
      last.said += ` ${line}`;
    }
  }
  flush();
  return { flags: sortRecord(flags), choices: sortRecord(choices), required: [...required].sort(), commands: [...new Set(commands)].sort() };
}

/** Flags a usage line names outside brackets: `... generate-json-schema [OPTIONS] --out <DIR>` requires `--out`. */
function requiredFlags(usage: string): string[] {
  let depth = 0;
  let outside = '';
  for (const c of usage) {
    if (c === '[') depth += 1;
    else if (c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/(?:^|\s)(--[A-Za-z0-9][\w-]*)/g)].map((m) => m[1]!);
}

function sortRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export interface HelpCommand {
  command: string;
  prefixArgs?: readonly string[];
}

/** What a kit says of a CLI's help (its `surface`): the pages, by the arguments that print them, and the environment they are run with. */
export interface HelpSource {
  readonly helpPages: readonly (readonly string[])[];
  helpEnv(home: string): Record<string, string>;
}

// Measured: gemini 0.61.0's help took 23 s at load 3 under nice 19 (5 s idle); a sweep runs at
// 10 and more. A page that takes longer is left out, and the note says it timed out.
const HELP_TIMEOUT_MS = 60_000;

/**
 * The help pages of one CLI, run with a fresh empty HOME (and the config home and variables its kit
 * gives) so nothing of the machine's own settings shows; a page that cannot be printed is left out
 * and said in `notes`.
 */
export async function readHelpPages(harness: Harness, source: HelpSource, cli: HelpCommand, notes: string[]): Promise<Record<string, HelpSurface>> {
  const home = await mkdtemp(join(tmpdir(), 'mwh-help-'));
  try {
    // A wide terminal, so no help line is wrapped (the reader copes with wrapped ones too).
    // The CLI's launch variables too: gemini's `--help` otherwise loads its bundle twice (it relaunches itself).
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1', TERM: 'dumb', COLUMNS: '400', ...source.helpEnv(home), ...PROTOCOLS[harness].launchEnv };
    const pages: Record<string, HelpSurface> = {};
    for (const args of source.helpPages) {
      const name = `${harness} ${args.join(' ')}`;
      const run = await execa(cli.command, [...(cli.prefixArgs ?? []), ...args], { reject: false, timeout: HELP_TIMEOUT_MS, stdin: 'ignore', env, extendEnv: false });
      const text = String(run.stdout);
      const page = readHelp(text);
      // An old codex without app-server prints its main help for `app-server --help`: not that page.
      const printedOther = args[0] === 'app-server' && !/app-server/.test(text.split('\n').find((l) => /^Usage:/.test(l)) ?? '');
      if (run.exitCode !== 0 || Object.keys(page.flags).length === 0 || printedOther) {
        notes.push(`${name} printed no help (${whyNoHelp(run, printedOther)})`);
        continue;
      }
      pages[name] = page;
    }
    return pages;
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

function whyNoHelp(run: { timedOut: boolean; exitCode?: number | undefined; signal?: string | undefined }, printedOther: boolean): string {
  if (run.timedOut) return `timed out after ${HELP_TIMEOUT_MS / 1000} s`;
  if (run.exitCode === undefined) return `killed by ${run.signal ?? 'a signal'}`;
  if (run.exitCode !== 0) return `exit ${run.exitCode}`;
  return printedOther ? 'the CLI has no such command' : 'no flags';
}

// A program further below its package.json than this is not in a package.
const MAX_PACKAGE_DEPTH = 8;

/**
 * Where the program is inside the package that holds it: `@openai/codex-linux-x64:
 * vendor/x86_64-unknown-linux-musl/bin/codex`. The package is named by its package.json, with
 * the platform a version carries (`0.171.0-linux-x64`), so npm's folder alias and pnpm's store
 * name the same place alike. Null for a program in no package.
 */
export function binaryInPackage(command: string, prefixArgs: readonly string[] = []): string | null {
  const program = prefixArgs.length > 0 ? prefixArgs.at(-1)! : basename(command) === NODE_LAUNCHER ? (launchedScript(command) ?? command) : command;
  let dir = dirname(program);
  for (let depth = 0; depth < MAX_PACKAGE_DEPTH && dirname(dir) !== dir; depth++, dir = dirname(dir)) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (!isRecord(manifest) || typeof manifest.name !== 'string') continue;
    const platform = typeof manifest.version === 'string' ? (/^\d+\.\d+\.\d+-(?!alpha|beta|rc)([a-z].*)$/.exec(manifest.version)?.[1] ?? '') : '';
    return `${manifest.name}${platform ? `-${platform}` : ''}: ${relative(dir, program)}`;
  }
  return null;
}

