/**
 * A CLI as installed, resolved to the program that does the work, from its registration's
 * `CliInstall` (its package, its program's name, where the program lives inside the package).
 * The package launchers add a process in between (a shell shim for claude under pnpm, a Node script for codex on Node 20)
 * that costs memory per round and sits between a signal and the CLI: a SIGKILL to codex's
 * launcher leaves the native codex running with our pipes open.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { programOnPath } from './program-on-path.js';
import { fileURLToPath } from 'node:url';

export interface InstalledCli {
  command: string;
  /** Arguments that go before the CLI's own (a launcher script when no binary was found). */
  prefixArgs: string[];
  version: string;
}

export interface LocatedCli {
  /** The program to spawn, with no launcher in between when the package has a native binary. */
  command: string;
  /** The package version, when the CLI came from its npm package. */
  version?: string;
  /** Where it was found: on PATH, or as a package resolvable from the working directory or mwh. */
  foundBy: 'path' | 'package';
}

export type LocateResult = { ok: true; value: LocatedCli } | { ok: false; error: string; packageName: string };

export interface LocateOptions {
  /** The user's working directory: a project there may depend on the CLI. */
  cwd: string;
  env?: Record<string, string | undefined>;
  /** A module URL or path of the program looking (mwh): the packages installed with it are searched next. */
  from?: string;
}


/**
 * Where a program came from, as its registration's `originOf` tells it: its CLI's own npm package
 * (its `CliInstall.channel`: `claude-code`, `codex`, ...), the agent SDK's
 * (`agent-sdk`, Claude Code's), or `other`. A string, so that a CLI registered later names its own.
 */
export type CliOrigin = string;

/**
 * How one CLI is installed (each CLI's registration gives one): the code here finds any CLI
 * from these facts alone, so nothing in it asks which CLI it is finding.
 */
export interface CliInstall {
  /** The npm package that ships it. */
  readonly npmPackage: string;
  /**
   * That package's name as an origin (`claude-code`, `codex`): what `originOf` says of a program
   * inside it, and the channel the conformance kit's reports give a version installed from it.
   */
  readonly channel: CliOrigin;
  /** Its program's name on PATH. */
  readonly program: string;
  /**
   * Its npm package also publishes versions that are no release (codex's alphas, nightlies,
   * previews): a range of versions takes its releases only.
   */
  readonly releasesOnly: boolean;
  /**
   * Where its program has lived inside its npm package, newest layout first, as paths under the
   * package; `<platform-package>` and `<triple>` name this machine's target, where it has one.
   */
  readonly layouts: readonly string[];
  /** The layouts as they read on this machine (its target filled in). */
  layoutsHere(): readonly string[];
  /** Its program inside its package folder `root` of `version`, or undefined when that holds none. */
  programIn(root: string, version: string): InstalledCli | undefined;
  /** Where a program at this (real) path came from. */
  originOf(path: string): CliOrigin;
}

/** One sentence naming the layouts looked for, for when none held the CLI. */
export function layoutsSentence(install: CliInstall): string {
  return `looked for ${install.layoutsHere().join(', ')} inside ${install.npmPackage}`;
}

/** Launcher shims are small scripts; anything larger on PATH is taken to be the CLI itself. */
const MAX_SHIM_BYTES = 64 * 1024;

/**
 * Finds the CLI a user means: its program on PATH (a launcher followed to its package's native
 * binary), else the npm package resolvable from the working directory, else from `from`.
 */
export function locateProgram(install: CliInstall, options: LocateOptions): LocateResult {
  const env = options.env ?? process.env;
  const onPath = programOnPath(install.program, env.PATH, options.cwd);
  if (onPath) return { ok: true, value: followLauncher(install, onPath) };
  for (const base of [join(options.cwd, 'package.json'), ...(options.from ? [options.from] : [])]) {
    const installed = findInstalledProgram(install, base);
    if (installed) return { ok: true, value: { command: installed.command, version: installed.version, foundBy: 'package' } };
  }
  const packageName = install.npmPackage;
  return {
    ok: false,
    packageName,
    error: `${install.program} is neither on PATH nor installed as ${packageName} where mwh can see it; install it with npm install -g ${packageName}`,
  };
}

/**
 * The installed CLI, resolved from `fromUrl` (a module URL or path inside a project that
 * depends on its npm package); undefined when it is not installed.
 */
export function findInstalledProgram(install: CliInstall, fromUrl: string = import.meta.url): InstalledCli | undefined {
  const from = fromUrl.startsWith('file:') ? fileURLToPath(fromUrl) : fromUrl;
  const root = packageFolder(install.npmPackage, dirname(from));
  return root ? cliInPackage(install, root) : undefined;
}

/**
 * Node's lookup through the `node_modules` folders above `dir`, without NODE_PATH: pnpm's
 * launchers set it to their own store, which says nothing about where the user stands.
 */
export function packageFolder(name: string, dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const candidate = join(current, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return safeRealpath(candidate);
    if (dirname(current) === current) return undefined;
  }
}

function cliInPackage(install: CliInstall, root: string): InstalledCli | undefined {
  let version: string;
  try {
    // codex's platform packages are published as `0.171.0-linux-x64`: a build of 0.171.0, no prerelease.
    const published = String((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown }).version ?? 'unknown');
    version = published.replace(/-(?:linux|darwin|win32)-(?:x64|arm64)$/, '');
  } catch {
    return undefined;
  }
  return install.programIn(root, version);
}

/** The version of the CLI package `command` belongs to (a launcher, a shim or the binary itself), when it is in one. */
export function programVersionAt(install: CliInstall, command: string): string | undefined {
  return installedAt(install, command)?.version;
}

function installedAt(install: CliInstall, command: string): InstalledCli | undefined {
  const packageRoot = packageRootOf(install, safeRealpath(command)) ?? packageRootInShim(install, command);
  return packageRoot ? cliInPackage(install, packageRoot) : undefined;
}

/** A PATH entry that leads into the CLI's npm package becomes that package's native binary. */
function followLauncher(install: CliInstall, candidate: string): LocatedCli {
  const installed = installedAt(install, candidate);
  // Without a native binary the launcher on PATH is still the better choice than the script.
  if (installed && installed.prefixArgs.length === 0) return { command: installed.command, version: installed.version, foundBy: 'path' };
  return { command: candidate, foundBy: 'path' };
}

/** The package folder holding `file` (npm links `.bin/codex` straight into it). */
function packageRootOf(install: CliInstall, file: string): string | undefined {
  let dir = dirname(file);
  for (let depth = 0; depth < 4; depth++) {
    if (isPackage(install, dir)) return dir;
    dir = dirname(dir);
  }
  return undefined;
}

/** pnpm's `.bin` entries are shell scripts naming the package path relative to `$basedir`. */
function packageRootInShim(install: CliInstall, shim: string): string | undefined {
  let text: string;
  try {
    if (statSync(shim).size > MAX_SHIM_BYTES) return undefined;
    text = readFileSync(shim, 'utf8');
  } catch {
    return undefined;
  }
  if (!text.startsWith('#!')) return undefined;
  const name = install.npmPackage;
  const basedir = dirname(shim);
  for (const match of text.matchAll(/"([^"\n]*?)"/g)) {
    const quoted = match[1]!;
    const at = quoted.indexOf(`/${name}/`);
    if (at < 0) continue;
    const root = resolve(quoted.slice(0, at + name.length + 1).replace(/^\$basedir/, basedir));
    if (isPackage(install, root)) return root;
  }
  return undefined;
}

function isPackage(install: CliInstall, dir: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name === install.npmPackage;
  } catch {
    return false;
  }
}

function safeRealpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
