/**
 * A planned CLI made runnable: its version held in the bounded cache (installed from the npm
 * registry first when missing) under a lease that keeps it there until released.
 */
import { cliLayoutsSentence } from '@mwh/harness-core/internals';
import { PROTOCOLS, registrationOf } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import { execa } from 'execa';
import { CliCache, cacheEntryName } from './cli-cache.js';
import type { CacheEntryMeta } from './cli-cache.js';
import { carrierOf } from './cli-channel.js';
import { cliInEntry } from './cli-in-entry.js';
import { planCli } from './cli-plan.js';
import type { PlanContext, PlannedCli } from './cli-plan.js';
import { defaultCliCacheDir, reportedVersion } from './cli-spec.js';
import type { ResolveCliOptions, ResolvedCli } from './cli-spec.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';
import { NpmRegistry } from './npm-registry.js';

/** A CLI and the lease that keeps its version in the cache. */
export interface HeldCli {
  cli: ResolvedCli;
  /** What its cache entry takes on disk; 0 for a CLI outside the cache. */
  sizeBytes: number;
  release(): Promise<void>;
}

export interface InstallContext {
  cache: CliCache;
  npm?: string;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

/** The cache and the registry of one run, from the options a caller gives. */
export function cliContext(options: ResolveCliOptions): PlanContext & InstallContext {
  const cache = new CliCache({ dir: options.cacheDir ?? defaultCliCacheDir(), ...(options.cacheSize !== undefined ? { bound: options.cacheSize } : {}) });
  const registry = new NpmRegistry({ ...(options.npm ? { npm: options.npm } : {}), ...(options.signal ? { signal: options.signal } : {}), ...(options.log ? { log: options.log } : {}) });
  return { cache, registry, ...options };
}

/** Holds a planned CLI: from the cache, installed into it first when it is not there. */
export async function holdCli(plan: PlannedCli, context: InstallContext): Promise<HeldCli> {
  const base = { harness: plan.harness, spec: plan.spec, channel: plan.channel };
  if (plan.binary) return { cli: { ...base, ...plan.binary }, sizeBytes: 0, release: async () => undefined };
  const meta = plan.install!;
  const label = `${meta.package}@${meta.packageVersion}`;
  const lease = await context.cache.hold({
    name: cacheEntryName(meta),
    meta,
    adoptable: (dir) => cliInEntry(meta, dir).ok,
    install: async (dir) => {
      context.log?.(`installing ${label} into ${context.cache.dir}`);
      const started = performance.now();
      await npmInstall(label, dir, context);
      await checkInstalled(meta, dir);
      // What a sweep's time goes to: an install that takes longer than a catalogue is waited for.
      context.log?.(`installed ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  const found = cliInEntry(meta, lease.dir);
  if (!found.ok) {
    await lease.release();
    throw new ConformanceSetupError(`${label} in ${lease.dir} holds no ${plan.harness} program (${cliLayoutsSentence(plan.harness)}); remove it with mwh cache prune ${cacheEntryName(meta)}.`);
  }
  return { cli: { ...base, ...found.binary, package: label }, sizeBytes: lease.sizeBytes, release: lease.release };
}

/**
 * Resolves one SPEC (not a range) to a runnable CLI, installing the version into the cache when
 * needed. Its version stays in the cache while this process lives.
 */
export async function resolveCli(harness: Harness, spec: string, options: ResolveCliOptions = {}): Promise<ResolvedCli> {
  const context = cliContext(options);
  const plans = await planCli(harness, spec, context);
  if (plans.length !== 1) throw new ConformanceSetupError(`${spec} selects ${plans.length} versions; give one version here.`);
  return (await holdCli(plans[0]!, context)).cli;
}

/** Refuses an install that does not hold the program it was for, before the cache keeps it. */
async function checkInstalled(meta: CacheEntryMeta, dir: string): Promise<void> {
  const label = `${meta.package}@${meta.packageVersion}`;
  const found = cliInEntry(meta, dir);
  if (!found.ok) {
    const what = found.why === 'other-version' ? `${PROTOCOLS[meta.harness].npmPackage} ${found.version}` : found.why === 'no-native-binary' ? 'no native binary in a known layout' : 'no program';
    throw new ConformanceSetupError(`${label} was installed but holds ${what} (${cliLayoutsSentence(meta.harness)}).`);
  }
  if (meta.channel === carrierOf(meta.harness)?.channel) {
    // The carrier's manifest (the SDK's claudeCodeVersion) is what the plan went by; the binary has the last word.
    const reported = await reportedVersion(meta.harness, found.binary.command);
    const { cli, install } = registrationOf(meta.harness);
    if (reported !== meta.cliVersion) throw new ConformanceSetupError(`${label} is said to carry ${cli.title} ${meta.cliVersion}, but its ${install.program} reports ${reported}.`);
  }
}

async function npmInstall(label: string, dir: string, context: InstallContext): Promise<void> {
  const result = await execa(context.npm ?? 'npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', label], {
    reject: false,
    timeout: 600_000,
    ...(context.signal ? { cancelSignal: context.signal } : {}),
  });
  if (result.failed && /ENOENT/.test(String(result.message)) && result.exitCode === undefined) throw new ConformanceSetupError(`npm was not found on PATH, so ${label} cannot be installed.`);
  if (result.exitCode !== 0) {
    const last = String(result.stderr).trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
    throw new ConformanceSetupError(`npm could not install ${label}: ${last.slice(0, 300)}`);
  }
}
