/**
 * Which CLI a conformance run checks: a SPEC is an npm version (`2.1.269`), `latest`,
 * `pinned` (the versions this repository pins) or a path to a binary the user already has.
 * Versions are installed from the npm registry into the user's cache directory
 * (`<cache>/mwh/clis/<harness>@<version>`), reused on the next run, never into a project.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { CLI_PACKAGES, cliLayoutsSentence, findInstalledCli } from '@mwh/harness-core/internals';
import { MwhError, type Harness } from '@mwh/protocol-core';

/** The versions this repository pins; a test keeps them equal to the devDependencies. */
export const PINNED_VERSIONS: Record<Harness, string> = { claude: '2.1.332', codex: '0.171.0' };

/** A CLI ready to run: what to spawn and the version it is. */
export interface ResolvedCli {
  harness: Harness;
  /** The SPEC as the user wrote it. */
  spec: string;
  command: string;
  /** Arguments before the CLI's own (a launcher script); empty for a native binary. */
  prefixArgs: string[];
  version: string;
}

/** Why a run could not start, in one sentence: `mwh conformance` exits 2 with it. */
const SETUP_ERROR = Symbol.for('mwh.error.ConformanceSetupError');

export class ConformanceSetupError extends MwhError<'conformance-setup'> {
  private readonly [SETUP_ERROR] = true;
  constructor(message: string) {
    super('conformance-setup', message);
    this.name = 'ConformanceSetupError';
  }

  static override isInstance(error: unknown): error is ConformanceSetupError {
    return MwhError.hasMarker(error, SETUP_ERROR);
  }
}

export type CliSpec = { kind: 'version'; version: string } | { kind: 'latest' } | { kind: 'pinned' } | { kind: 'path'; path: string };

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Reads a SPEC; anything that is not a version, `latest` or `pinned` is a path. */
export function parseCliSpec(spec: string): CliSpec {
  if (spec === 'latest') return { kind: 'latest' };
  if (spec === 'pinned') return { kind: 'pinned' };
  if (VERSION.test(spec)) return { kind: 'version', version: spec };
  return { kind: 'path', path: spec };
}

/** `$XDG_CACHE_HOME/mwh/clis`, or `~/.cache/mwh/clis`. */
export function defaultCliCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'mwh', 'clis');
}

export interface ResolveCliOptions {
  cacheDir?: string;
  /** Told what is being installed, as it happens (installs take seconds). */
  log?: (line: string) => void;
  /** The npm executable; `npm` on PATH by default. */
  npm?: string;
  /** Stops npm (a look-up or an install) when the user cancels. */
  signal?: AbortSignal;
}

/** What the recorders and scenario runners spawn: a CLI's program and its version. */
export type CliBinary = Pick<ResolvedCli, 'command' | 'prefixArgs' | 'version'>;

/**
 * The CLI installed beside this package (the pinned devDependency in this repository, the
 * optional peer dependency elsewhere), through harness-core's finder.
 */
export function installedCli(harness: Harness): CliBinary {
  const found = findInstalledCli(harness, import.meta.url);
  if (!found) throw new ConformanceSetupError(`${CLI_PACKAGES[harness]} is not installed beside @mwh/conformance; install it, or name a version with --${harness} SPEC.`);
  return found;
}

/** Resolves a SPEC to a runnable CLI, installing the version into the cache when needed. */
export async function resolveCli(harness: Harness, spec: string, options: ResolveCliOptions = {}): Promise<ResolvedCli> {
  const parsed = parseCliSpec(spec);
  if (parsed.kind === 'path') return resolvePath(harness, spec, parsed.path);
  if (parsed.kind === 'pinned') {
    // The peer dependency, when the project installed the pinned version itself.
    const installed = findInstalledCli(harness, import.meta.url);
    if (installed && installed.version === PINNED_VERSIONS[harness] && installed.prefixArgs.length === 0) return { harness, spec, ...installed };
  }
  const version = parsed.kind === 'version' ? parsed.version : parsed.kind === 'pinned' ? PINNED_VERSIONS[harness] : await registryVersion(harness, 'latest', options);
  return { ...(await installedVersion(harness, version, options)), spec };
}

async function resolvePath(harness: Harness, spec: string, path: string): Promise<ResolvedCli> {
  const command = resolve(path);
  if (!existsSync(command)) throw new ConformanceSetupError(`${spec} is neither a version, latest, pinned nor an existing file.`);
  // Run, a folder fails with EACCES, which read as a program that printed no version.
  if (statSync(command).isDirectory()) throw new ConformanceSetupError(`${spec} is a folder; give --${harness} the ${harness} program itself, a version, latest or pinned.`);
  return { harness, spec, command, prefixArgs: [], version: await reportedVersion(harness, command) };
}

/** What `claude --version` ("2.1.332 (Claude Code)") or `codex --version` ("codex-cli 0.171.0") says. */
export async function reportedVersion(harness: Harness, command: string): Promise<string> {
  const result = await execa(command, ['--version'], { timeout: 30_000, reject: false, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: homedir() }, extendEnv: false });
  const version = /\d+\.\d+\.\d+\S*/.exec(String(result.stdout))?.[0];
  if (!version) throw new ConformanceSetupError(`${command} --version printed no ${harness} version, so it is not a ${harness} CLI this can check.`);
  return version;
}

async function registryVersion(harness: Harness, wanted: string, options: ResolveCliOptions): Promise<string> {
  const pkg = CLI_PACKAGES[harness];
  // Offline, npm retries for over a minute before it fails: the user is told what is waited for.
  options.log?.(`looking up ${pkg}@${wanted} on the npm registry`);
  const result = await execa(options.npm ?? 'npm', ['view', `${pkg}@${wanted}`, 'version'], { reject: false, timeout: 120_000, ...(options.signal ? { cancelSignal: options.signal } : {}) });
  if (result.failed && /ENOENT/.test(String(result.message)) && result.exitCode === undefined) {
    throw new ConformanceSetupError(`npm was not found on PATH, so ${pkg}@${wanted} cannot be installed.`);
  }
  // An exact version or a dist-tag prints one version; a version that does not exist prints nothing.
  const version = String(result.stdout).trim();
  if (result.exitCode !== 0 || !VERSION.test(version)) {
    if (/E404|No match found/.test(String(result.stderr)) || (result.exitCode === 0 && !version)) throw new ConformanceSetupError(`${pkg}@${wanted} is not on the npm registry.`);
    const cause = npmCause(String(result.stderr));
    throw new ConformanceSetupError(`${pkg}@${wanted} could not be looked up on the npm registry${cause ? ` (${cause})` : ''}.`);
  }
  return version;
}

/**
 * What npm said went wrong, in its words (`request to http://127.0.0.1:9/... failed, reason:
 * connect ECONNREFUSED 127.0.0.1:9`): its first error line that is not a code, a syscall, an errno
 * or a stack frame.
 */
export function npmCause(stderr: string): string | undefined {
  for (const line of stderr.split('\n')) {
    const said = /^npm (?:error|ERR!) (.*)$/.exec(line.trim())?.[1]?.trim();
    if (said && !/^(?:code|syscall|errno) |^at |^\{|^\}/.test(said)) return said.replace(/^FetchError: /, '').slice(0, 300);
  }
  return undefined;
}

/** The version from the cache, installed there first when it is not yet. */
async function installedVersion(harness: Harness, version: string, options: ResolveCliOptions): Promise<Omit<ResolvedCli, 'spec'>> {
  const cacheDir = options.cacheDir ?? defaultCliCacheDir();
  const prefix = join(cacheDir, `${harness}@${version}`);
  let found = findInPrefix(harness, prefix);
  if (!found || found.version !== version) {
    await registryVersion(harness, version, options);
    options.log?.(`installing ${CLI_PACKAGES[harness]}@${version} into ${prefix}`);
    await install(harness, version, prefix, options);
    found = findInPrefix(harness, prefix);
  }
  if (!found) throw new ConformanceSetupError(`${CLI_PACKAGES[harness]}@${version} was installed into ${prefix} but its program was not found there (${cliLayoutsSentence(harness)}).`);
  if (found.prefixArgs.length) {
    throw new ConformanceSetupError(`${CLI_PACKAGES[harness]}@${version} in ${prefix} has no native binary in a known layout (${cliLayoutsSentence(harness)}).`);
  }
  return { harness, ...found };
}

function findInPrefix(harness: Harness, prefix: string) {
  if (!existsSync(join(prefix, 'node_modules', CLI_PACKAGES[harness], 'package.json'))) return undefined;
  return findInstalledCli(harness, pathToFileURL(join(prefix, 'package.json')).href);
}

/** Installs into a fresh folder beside the prefix, then renames it, so a half install is never reused. */
async function install(harness: Harness, version: string, prefix: string, options: ResolveCliOptions): Promise<void> {
  const partial = `${prefix}.partial-${process.pid}-${Date.now()}`;
  await mkdir(partial, { recursive: true });
  try {
    const result = await execa(options.npm ?? 'npm', ['install', '--prefix', partial, '--no-audit', '--no-fund', '--loglevel=error', `${CLI_PACKAGES[harness]}@${version}`], {
      reject: false,
      timeout: 600_000,
      ...(options.signal ? { cancelSignal: options.signal } : {}),
    });
    if (result.exitCode !== 0) {
      const last = String(result.stderr).trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
      throw new ConformanceSetupError(`npm could not install ${CLI_PACKAGES[harness]}@${version}: ${last.slice(0, 300)}`);
    }
    await rm(prefix, { recursive: true, force: true });
    await rename(partial, prefix);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** The pinned versions as the package's own devDependencies name them (for the test that keeps them equal). */
export function devDependencyVersions(manifestPath: string): Partial<Record<Harness, string>> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { devDependencies?: Record<string, string> };
  return { claude: manifest.devDependencies?.[CLI_PACKAGES.claude], codex: manifest.devDependencies?.[CLI_PACKAGES.codex] };
}
