/**
 * The CLIs as installed, resolved to the programs that do the work. The package launchers add
 * a process in between (a shell shim for claude under pnpm, a Node script for codex on Node 20)
 * that costs memory per round and sits between a signal and the CLI: a SIGKILL to codex's
 * launcher leaves the native codex running with our pipes open.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { programOnPath } from './program-on-path.js';
import { fileURLToPath } from 'node:url';
import type { Harness } from '@mwh/protocol-core';
import { PROTOCOLS } from '../protocols.js';

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


const CODEX_TARGETS: Record<string, { triple: string; pkg: string }> = {
  'linux-x64': { triple: 'x86_64-unknown-linux-musl', pkg: '@openai/codex-linux-x64' },
  'linux-arm64': { triple: 'aarch64-unknown-linux-musl', pkg: '@openai/codex-linux-arm64' },
  'darwin-x64': { triple: 'x86_64-apple-darwin', pkg: '@openai/codex-darwin-x64' },
  'darwin-arm64': { triple: 'aarch64-apple-darwin', pkg: '@openai/codex-darwin-arm64' },
};

/**
 * Where each CLI's program has lived inside its npm package, newest layout first, as paths
 * under the package (`<platform-package>` and `<triple>` name this machine's target). The
 * codex binary has moved inside its platform package before; a version in none of these is
 * refused by the conformance kit with this list rather than run through its launcher.
 */
export const CLI_LAYOUTS: Record<Harness, readonly string[]> = {
  claude: ['bin/claude.exe'],
  codex: ['<platform-package>/vendor/<triple>/bin/codex', '<platform-package>/vendor/<triple>/codex/codex', 'vendor/<triple>/bin/codex', 'vendor/<triple>/codex/codex'],
};

/** One sentence naming the layouts looked for, for when none held the CLI. */
export function cliLayoutsSentence(harness: Harness): string {
  const target = CODEX_TARGETS[`${process.platform}-${process.arch}`];
  const layouts = CLI_LAYOUTS[harness].map((layout) => (target ? layout.replace('<platform-package>', `node_modules/${target.pkg}`).replace('<triple>', target.triple) : layout));
  return `looked for ${layouts.join(', ')} inside ${PROTOCOLS[harness].npmPackage}`;
}

/** Launcher shims are small scripts; anything larger on PATH is taken to be the CLI itself. */
const MAX_SHIM_BYTES = 64 * 1024;

/**
 * Finds the CLI a user means: `claude` / `codex` on PATH (a launcher followed to its package's
 * native binary), else the npm package resolvable from the working directory, else from `from`.
 */
export function locateCli(harness: Harness, options: LocateOptions): LocateResult {
  const env = options.env ?? process.env;
  const onPath = programOnPath(harness, env.PATH, options.cwd);
  if (onPath) return { ok: true, value: followLauncher(harness, onPath) };
  for (const base of [join(options.cwd, 'package.json'), ...(options.from ? [options.from] : [])]) {
    const installed = findInstalledCli(harness, base);
    if (installed) return { ok: true, value: { command: installed.command, version: installed.version, foundBy: 'package' } };
  }
  const packageName = PROTOCOLS[harness].npmPackage;
  return {
    ok: false,
    packageName,
    error: `${harness} is neither on PATH nor installed as ${packageName} where mwh can see it; install it with npm install -g ${packageName}`,
  };
}

/**
 * The installed CLI, resolved from `fromUrl` (a module URL or path inside a project that
 * depends on `@anthropic-ai/claude-code` / `@openai/codex`); undefined when it is not installed.
 */
export function findInstalledCli(harness: Harness, fromUrl: string = import.meta.url): InstalledCli | undefined {
  const from = fromUrl.startsWith('file:') ? fileURLToPath(fromUrl) : fromUrl;
  const root = packageFolder(PROTOCOLS[harness].npmPackage, dirname(from));
  return root ? cliInPackage(harness, root) : undefined;
}

/**
 * Node's lookup through the `node_modules` folders above `dir`, without NODE_PATH: pnpm's
 * launchers set it to their own store, which says nothing about where the user stands.
 */
function packageFolder(name: string, dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const candidate = join(current, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return safeRealpath(candidate);
    if (dirname(current) === current) return undefined;
  }
}

function cliInPackage(harness: Harness, root: string): InstalledCli | undefined {
  let version: string;
  try {
    // codex's platform packages are published as `0.171.0-linux-x64`: a build of 0.171.0, no prerelease.
    const published = String((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown }).version ?? 'unknown');
    version = published.replace(/-(?:linux|darwin|win32)-(?:x64|arm64)$/, '');
  } catch {
    return undefined;
  }
  if (harness === 'claude') {
    // The postinstall script puts the native binary here.
    const binary = join(root, 'bin', 'claude.exe');
    return existsSync(binary) ? { command: binary, prefixArgs: [], version } : undefined;
  }
  const target = CODEX_TARGETS[`${process.platform}-${process.arch}`];
  if (target) {
    // The binary's platform package (0.154.0 and 0.171.0 alike), else a vendor folder in the
    // package itself, which the launcher also looks in.
    const platformPackage = packageFolder(target.pkg, root);
    for (const layout of CLI_LAYOUTS.codex) {
      const inPlatform = layout.startsWith('<platform-package>/');
      if (inPlatform && !platformPackage) continue;
      const binary = join(inPlatform ? platformPackage! : root, layout.replace('<platform-package>/', '').replace('<triple>', target.triple));
      if (existsSync(binary)) return { command: binary, prefixArgs: [], version };
    }
  }
  return { command: process.execPath, prefixArgs: [join(root, 'bin', 'codex.js')], version };
}

/** The version of the CLI package `command` belongs to (a launcher, a shim or the binary itself), when it is in one. */
export function cliVersionAt(harness: Harness, command: string): string | undefined {
  return installedAt(harness, command)?.version;
}

function installedAt(harness: Harness, command: string): InstalledCli | undefined {
  const packageRoot = packageRootOf(harness, safeRealpath(command)) ?? packageRootInShim(harness, command);
  return packageRoot ? cliInPackage(harness, packageRoot) : undefined;
}

/** A PATH entry that leads into the CLI's npm package becomes that package's native binary. */
function followLauncher(harness: Harness, candidate: string): LocatedCli {
  const installed = installedAt(harness, candidate);
  // Without a native binary the launcher on PATH is still the better choice than the script.
  if (installed && installed.prefixArgs.length === 0) return { command: installed.command, version: installed.version, foundBy: 'path' };
  return { command: candidate, foundBy: 'path' };
}

/** The package folder holding `file` (npm links `.bin/codex` straight into it). */
function packageRootOf(harness: Harness, file: string): string | undefined {
  let dir = dirname(file);
  for (let depth = 0; depth < 4; depth++) {
    if (isPackage(harness, dir)) return dir;
    dir = dirname(dir);
  }
  return undefined;
}

/** pnpm's `.bin` entries are shell scripts naming the package path relative to `$basedir`. */
function packageRootInShim(harness: Harness, shim: string): string | undefined {
  let text: string;
  try {
    if (statSync(shim).size > MAX_SHIM_BYTES) return undefined;
    text = readFileSync(shim, 'utf8');
  } catch {
    return undefined;
  }
  if (!text.startsWith('#!')) return undefined;
  const name = PROTOCOLS[harness].npmPackage;
  const basedir = dirname(shim);
  for (const match of text.matchAll(/"([^"\n]*?)"/g)) {
    const quoted = match[1]!;
    const at = quoted.indexOf(`/${name}/`);
    if (at < 0) continue;
    const root = resolve(quoted.slice(0, at + name.length + 1).replace(/^\$basedir/, basedir));
    if (isPackage(harness, root)) return root;
  }
  return undefined;
}

function isPackage(harness: Harness, dir: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name === PROTOCOLS[harness].npmPackage;
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
