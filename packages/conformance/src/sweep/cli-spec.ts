/**
 * Which CLI a conformance run checks. A SPEC is an npm version (`2.1.269`), `latest`, `pinned`
 * (the versions this repository pins), a channel's version (`code:2.1.332`, `sdk:0.3.336`,
 * `sdk:latest`), an inclusive range (`2.1.300..latest`, `code:A..B`, `sdk:A..B`) or a path to a
 * binary the user already has. Versions are installed from the npm registry into the bounded
 * cache (`cli-cache.ts`), never into a project.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { PROTOCOLS, REGISTRY } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import type { CliChannel } from './cli-channel.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';
import { VERSION } from '../support/version-range.js';

export { ConformanceSetupError } from '../support/conformance-setup-error.js';

/** The versions this repository pins (each CLI's registered range, from its devDependency); a test keeps them equal to the devDependencies. */
export const PINNED_VERSIONS: Record<Harness, string> = Object.fromEntries(REGISTRY.map(({ cli, checkedRange }) => [cli.harness, checkedRange.pinned])) as Record<Harness, string>;

/** The oldest versions the kit claims to support (each CLI's registered checked range); a test keeps them equal to the peerDependencies' ranges. */
export const CLAIMED_FROM: Record<Harness, string> = Object.fromEntries(REGISTRY.map(({ cli, checkedRange }) => [cli.harness, checkedRange.claimedFrom])) as Record<Harness, string>;

/** A CLI ready to run: what to spawn and the version it is. */
export interface ResolvedCli {
  harness: Harness;
  /** The SPEC as the user wrote it; for one version of a range, the SPEC that names it alone (`2.1.300`, `sdk:0.3.300`). */
  spec: string;
  /** Where it came from: Claude Code's own package or the agent SDK's, codex's, or a path. */
  channel: CliChannel;
  command: string;
  /** Arguments before the CLI's own (a launcher script); empty for a native binary. */
  prefixArgs: string[];
  version: string;
  /** The npm package it was installed from (`@anthropic-ai/claude-agent-sdk-linux-x64@0.3.336`); none for a path. */
  package?: string;
}

/** Claude Code's two channels, as a SPEC names them (`code:`, `sdk:`). */
export type ClaudeChannel = 'claude-code' | 'agent-sdk';

/** One end of a range; `checked` is the newest version the committed sweep checked (what a watch starts from). */
export type RangeEnd = { kind: 'version'; version: string } | { kind: 'latest' } | { kind: 'pinned' } | { kind: 'checked' };

/**
 * A SPEC read. With `channel: 'agent-sdk'`, versions are the SDK's own (0.3.336), not Claude
 * Code's; without a channel, a Claude version is looked for in claude-code first, then in the
 * SDK, and a Claude range takes both.
 */
export type CliSpec =
  | { kind: 'version'; version: string; channel?: ClaudeChannel }
  | { kind: 'latest'; channel?: ClaudeChannel }
  | { kind: 'pinned' }
  /** The newest version the committed sweep checked. */
  | { kind: 'checked'; channel?: ClaudeChannel }
  | { kind: 'range'; from: RangeEnd; to: RangeEnd; channel?: ClaudeChannel }
  | { kind: 'path'; path: string };

const PREFIXES: Record<string, ClaudeChannel> = { code: 'claude-code', sdk: 'agent-sdk' };
const RANGE = /^(.*?)\.\.(.*)$/;

/**
 * Reads a SPEC; anything that is not a version, `latest`, `pinned`, a channel's version or a
 * range is a path. A `code:` or `sdk:` SPEC that names no version is refused in one sentence
 * (a file of that name is given as `./sdk:x`).
 */
export function parseCliSpec(spec: string): CliSpec {
  const prefix = /^(code|sdk):(.*)$/.exec(spec);
  const channel = prefix ? PREFIXES[prefix[1]!] : undefined;
  const rest = prefix ? prefix[2]! : spec;
  const range = RANGE.exec(rest);
  if (range) {
    const from = rangeEnd(range[1]!, channel);
    const to = rangeEnd(range[2]!, channel);
    if (from && to) return { kind: 'range', from, to, ...(channel ? { channel } : {}) };
  } else {
    if (rest === 'latest') return { kind: 'latest', ...(channel ? { channel } : {}) };
    if (rest === 'pinned' && !prefix) return { kind: 'pinned' };
    if (rest === 'checked' && channel !== 'agent-sdk') return { kind: 'checked', ...(channel ? { channel } : {}) };
    if (VERSION.test(rest)) return { kind: 'version', version: rest, ...(channel ? { channel } : {}) };
  }
  if (prefix) {
    const what = channel === 'agent-sdk' ? 'an agent SDK version (0.3.336) or latest' : 'a Claude Code version (2.1.332), latest, pinned or checked';
    throw new ConformanceSetupError(`${spec} is not a SPEC: after ${prefix[1]}: comes ${what}, or a range of them (A..B).`);
  }
  if (range && !spec.includes('/') && !existsSync(spec)) throw new ConformanceSetupError(`${spec} is not a range: each end is a version, latest, pinned or checked (2.1.300..latest), both included.`);
  return { kind: 'path', path: spec };
}

function rangeEnd(text: string, channel: ClaudeChannel | undefined): RangeEnd | undefined {
  if (text === 'latest') return { kind: 'latest' };
  if (text === 'pinned' && channel !== 'agent-sdk') return { kind: 'pinned' };
  if (text === 'checked' && channel !== 'agent-sdk') return { kind: 'checked' };
  return VERSION.test(text) ? { kind: 'version', version: text } : undefined;
}

/** `$MWH_CLI_CACHE_DIR`, else `$XDG_CACHE_HOME/mwh/clis`, else `~/.cache/mwh/clis`. */
export function defaultCliCacheDir(env: Record<string, string | undefined> = process.env): string {
  if (env.MWH_CLI_CACHE_DIR) return resolve(env.MWH_CLI_CACHE_DIR);
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'mwh', 'clis');
}

export interface ResolveCliOptions {
  cacheDir?: string;
  /** The cache's bound in bytes (DEFAULT_CACHE_BOUND, 4 GiB, by default). */
  cacheSize?: number;
  /** Told what is being looked up and installed, as it happens (installs take seconds). */
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
  if (!found) throw new ConformanceSetupError(`${PROTOCOLS[harness].npmPackage} is not installed beside @mwh/conformance; install it, or name a version with --${harness} SPEC.`);
  return found;
}

/** The pinned CLI when the project installed it itself (the peer dependency), native. */
export function installedPinned(harness: Harness): CliBinary | undefined {
  const installed = findInstalledCli(harness, import.meta.url);
  return installed && installed.version === PINNED_VERSIONS[harness] && installed.prefixArgs.length === 0 ? installed : undefined;
}

/** A binary the user named, and the version it says it is. */
export async function pathCli(harness: Harness, spec: string, path: string): Promise<CliBinary> {
  const command = resolve(path);
  if (!existsSync(command)) throw new ConformanceSetupError(`${spec} is neither a version, latest, pinned nor an existing file.`);
  // Run, a folder fails with EACCES, which read as a program that printed no version.
  if (statSync(command).isDirectory()) throw new ConformanceSetupError(`${spec} is a folder; give --${harness} the ${harness} program itself, a version, latest or pinned.`);
  return { command, prefixArgs: [], version: await reportedVersion(harness, command) };
}

/** What `claude --version` ("2.1.332 (Claude Code)") or `codex --version` ("codex-cli 0.171.0") says. */
export async function reportedVersion(harness: Harness, command: string): Promise<string> {
  const result = await execa(command, ['--version'], { timeout: 30_000, reject: false, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: homedir(), ...PROTOCOLS[harness].launchEnv }, extendEnv: false });
  const version = /\d+\.\d+\.\d+\S*/.exec(String(result.stdout))?.[0];
  if (!version) throw new ConformanceSetupError(`${command} --version printed no ${harness} version, so it is not a ${harness} CLI this can check.`);
  return version;
}

/** The pinned versions as the package's own devDependencies name them (for the test that keeps them equal). */
export function devDependencyVersions(manifestPath: string): Partial<Record<Harness, string>> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { devDependencies?: Record<string, string> };
  return Object.fromEntries(REGISTRY.map(({ cli }) => [cli.harness, manifest.devDependencies?.[cli.npmPackage]]));
}
