/**
 * From a SPEC to the CLIs it selects, before anything is installed: a range becomes its
 * versions, `latest` the newest of either channel of a CLI that a carrier also ships (Claude
 * Code in the agent SDK), a bare version the channel that has it. The registry is asked only
 * what the cache cannot answer, once per package. Nothing here asks a CLI's name: what differs
 * is whether `carrierOf` finds a second channel.
 */
import { join } from 'node:path';
import { checkedRange, registrationOf } from '@mwh/harness-core';
import { PROTOCOLS } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import type { CacheEntryMeta, CliCache } from './cli-cache.js';
import { cacheEntryName } from './cli-cache.js';
import { CARRIERS, carrierOf, packageChannel } from './cli-channel.js';
import { cliInEntry } from './cli-in-entry.js';
import type { CarrierChannel, CliChannel } from './cli-channel.js';
import { PINNED_VERSIONS, installedPinned, parseCliSpec, pathCli } from './cli-spec.js';
import type { CliBinary, ClaudeChannel, RangeEnd } from './cli-spec.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';
import type { NpmRegistry, SdkRelease } from './npm-registry.js';
import { compareVersions, isStableVersion, versionsBetween } from '../support/version-range.js';

/** One CLI a SPEC selects. */
export interface PlannedCli {
  harness: Harness;
  /** The SPEC as written, or for one version of a range the SPEC naming it alone. */
  spec: string;
  channel: CliChannel;
  version: string;
  /** What to install into the cache; none when `binary` is given. */
  install?: CacheEntryMeta;
  /** Runnable as it is: a path, or the pinned CLI installed beside this package. */
  binary?: CliBinary;
}

export interface PlanContext {
  registry: NpmRegistry;
  cache: CliCache;
  log?: (line: string) => void;
}

/** The CLIs `spec` selects for `harness`, oldest first for a range; one sentence when it selects none. */
export async function planCli(harness: Harness, spec: string, context: PlanContext): Promise<PlannedCli[]> {
  const parsed = parseCliSpec(spec);
  const carrier = carrierOf(harness);
  if (!carrier && 'channel' in parsed && parsed.channel) {
    const twoChannels = CARRIERS.map((known) => `${PROTOCOLS[known.harness].title}'s`).join(' or ');
    throw new ConformanceSetupError(`--${harness} ${spec}: code: and sdk: name ${twoChannels} two channels; give ${harness} a version, latest, pinned or a range.`);
  }
  switch (parsed.kind) {
    case 'path': {
      const binary = await pathCli(harness, spec, parsed.path);
      return [{ harness, spec, channel: 'path', version: binary.version, binary }];
    }
    case 'pinned': {
      const binary = installedPinned(harness);
      if (binary) return [{ harness, spec, channel: packageChannel(harness), version: binary.version, binary }];
      return [fromPackage(harness, spec, PINNED_VERSIONS[harness])];
    }
    case 'version':
      if (carrier && parsed.channel === 'agent-sdk') return [await sdkVersion(carrier, spec, parsed.version, context)];
      if (carrier && !parsed.channel) return [await eitherChannelVersion(carrier, spec, parsed.version, context)];
      return [await packageVersion(harness, spec, parsed.version, context)];
    case 'checked': {
      const version = checkedRange(harness).newest;
      if (carrier && !parsed.channel) return [await eitherChannelVersion(carrier, spec, version, context)];
      return [await packageVersion(harness, spec, version, context)];
    }
    case 'latest':
      if (!carrier || parsed.channel === 'claude-code') return [fromPackage(harness, spec, await packageLatest(harness, context))];
      if (parsed.channel === 'agent-sdk') return [fromSdk(carrier, spec, await sdkLatest(carrier, context))];
      return [await eitherChannelLatest(carrier, spec, context)];
    case 'range':
      return planRange(harness, spec, parsed.from, parsed.to, parsed.channel, context);
  }
}

/** A SPEC that selects this CLI alone, whatever is published later: no latest, no range. */
export function exactSpec(plan: PlannedCli): string {
  // A path, or the pinned CLI installed beside the kit: nothing to look up.
  if (plan.binary) return plan.spec;
  // The SDK's platform package is versioned with the SDK itself.
  if (plan.channel === 'agent-sdk') return `sdk:${plan.install?.packageVersion ?? plan.version}`;
  // A bare version of a CLI with a second channel may be taken from either.
  return carrierOf(plan.harness) ? `code:${plan.version}` : plan.version;
}

function fromPackage(harness: Harness, spec: string, version: string): PlannedCli {
  const channel = packageChannel(harness);
  return { harness, spec, channel, version, install: { harness, channel, cliVersion: version, package: PROTOCOLS[harness].npmPackage, packageVersion: version } };
}

function fromSdk(carrier: CarrierChannel, spec: string, release: SdkRelease): PlannedCli {
  const { harness, channel } = carrier;
  return {
    harness,
    spec,
    channel,
    version: release.claudeCodeVersion,
    install: { harness, channel, cliVersion: release.claudeCodeVersion, package: release.platformPackage.name, packageVersion: release.platformPackage.version },
  };
}

/** A version of the harness's own package: from the cache when it is there, else checked with the registry. */
async function packageVersion(harness: Harness, spec: string, version: string, context: PlanContext): Promise<PlannedCli> {
  const planned = fromPackage(harness, spec, version);
  if (await isCached(planned.install!, context.cache)) return planned;
  const { versions } = await context.registry.versions(PROTOCOLS[harness].npmPackage);
  if (!versions.includes(version)) throw new ConformanceSetupError(`${PROTOCOLS[harness].npmPackage}@${version} is not on the npm registry.`);
  return planned;
}

/** A bare version of a carried CLI: its own package has it, else the carrier's version whose `claudeCodeVersion` it is. */
async function eitherChannelVersion(carrier: CarrierChannel, spec: string, version: string, context: PlanContext): Promise<PlannedCli> {
  const { harness } = carrier;
  const planned = fromPackage(harness, spec, version);
  if (await isCached(planned.install!, context.cache)) return planned;
  const { npmPackage, title } = PROTOCOLS[harness];
  const { versions } = await context.registry.versions(npmPackage);
  if (versions.includes(version)) return planned;
  const release = (await context.registry.sdkReleases()).releases.filter((candidate) => candidate.claudeCodeVersion === version).at(-1);
  if (!release) throw new ConformanceSetupError(`${title} ${version} is in neither ${npmPackage} nor ${carrier.npmPackage} on the npm registry.`);
  context.log?.(`${title} ${version} is not in ${npmPackage}; taking it from the agent SDK ${release.sdkVersion} (${release.platformPackage.name}@${release.platformPackage.version})`);
  return fromSdk(carrier, spec, release);
}

/** `sdk:0.3.N`: from the cache when it is there (its metadata says which Claude Code), else from the registry. */
async function sdkVersion(carrier: CarrierChannel, spec: string, sdk: string, context: PlanContext): Promise<PlannedCli> {
  const cached = await context.cache.installed(`${carrier.entryName}@${sdk}`);
  if (cached?.channel === carrier.channel) return fromSdk(carrier, spec, { sdkVersion: sdk, claudeCodeVersion: cached.cliVersion, platformPackage: { name: cached.package, version: cached.packageVersion } });
  const release = (await context.registry.sdkReleases()).releases.find((candidate) => candidate.sdkVersion === sdk);
  if (!release) throw new ConformanceSetupError(`${carrier.npmPackage}@${sdk} is not on the npm registry with a native ${PROTOCOLS[carrier.harness].title} for this machine.`);
  return fromSdk(carrier, spec, release);
}

/** Installed whole, or left by an older mwh with the version in it (the install adopts it). */
async function isCached(meta: CacheEntryMeta, cache: CliCache): Promise<boolean> {
  const name = cacheEntryName(meta);
  return (await cache.installed(name)) !== undefined || cliInEntry(meta, join(cache.dir, name)).ok;
}

async function packageLatest(harness: Harness, context: PlanContext): Promise<string> {
  const { latest } = await context.registry.versions(PROTOCOLS[harness].npmPackage);
  if (!latest) throw new ConformanceSetupError(`${PROTOCOLS[harness].npmPackage} has no latest version on the npm registry.`);
  return latest;
}

/** The SDK's `latest` tag, when it has a binary for this machine; else its newest version that has one. */
async function sdkLatest(carrier: CarrierChannel, context: PlanContext): Promise<SdkRelease> {
  const { releases, latest } = await context.registry.sdkReleases();
  const release = releases.find((candidate) => candidate.sdkVersion === latest) ?? [...releases].sort((a, b) => compareVersions(a.sdkVersion, b.sdkVersion)).at(-1);
  if (!release) throw new ConformanceSetupError(`${carrier.npmPackage} has no version with a native ${PROTOCOLS[carrier.harness].title} for this machine on the npm registry.`);
  return release;
}

/** The newest of a carried CLI in either channel; its own package when both have it. */
async function eitherChannelLatest(carrier: CarrierChannel, spec: string, context: PlanContext): Promise<PlannedCli> {
  const { harness } = carrier;
  const { npmPackage, title } = PROTOCOLS[harness];
  const code = await packageLatest(harness, context);
  const sdk = await sdkLatest(carrier, context);
  if (compareVersions(sdk.claudeCodeVersion, code) > 0) {
    context.log?.(`latest ${title} is ${sdk.claudeCodeVersion}, from the agent SDK channel (${sdk.platformPackage.name}@${sdk.platformPackage.version}); ${npmPackage} stops at ${code}`);
    return fromSdk(carrier, spec, sdk);
  }
  context.log?.(`latest ${title} is ${code}, from the ${packageChannel(harness)} channel (${npmPackage}@${code}); the agent SDK's is ${sdk.claudeCodeVersion}`);
  return fromPackage(harness, spec, code);
}

async function planRange(harness: Harness, spec: string, from: RangeEnd, to: RangeEnd, channel: ClaudeChannel | undefined, context: PlanContext): Promise<PlannedCli[]> {
  const carrier = carrierOf(harness);
  const sdkOnly = channel === 'agent-sdk';
  const codeToo = !carrier || channel !== 'agent-sdk';
  const sdkToo = carrier !== undefined && channel !== 'claude-code';
  // What `latest` means at either end: the SDK's own for sdk: ranges, else the newest Claude
  // Code of the channels the range takes.
  const latest = async (): Promise<string> => {
    if (carrier && sdkOnly) return (await sdkLatest(carrier, context)).sdkVersion;
    const code = await packageLatest(harness, context);
    if (!carrier || !sdkToo) return code;
    const sdk = (await sdkLatest(carrier, context)).claudeCodeVersion;
    return compareVersions(sdk, code) > 0 ? sdk : code;
  };
  const end = async (which: RangeEnd): Promise<string> => {
    if (which.kind === 'version') return which.version;
    if (which.kind === 'pinned') return PINNED_VERSIONS[harness];
    if (which.kind === 'checked') return checkedRange(harness).newest;
    return latest();
  };
  const low = await end(from);
  const high = await end(to);
  if (compareVersions(low, high) > 0) throw new ConformanceSetupError(`${spec} runs backwards: ${low} is newer than ${high}; write the older end first.`);

  const planned: PlannedCli[] = [];
  if (codeToo && !sdkOnly) {
    const { versions } = await context.registry.versions(PROTOCOLS[harness].npmPackage);
    // codex also publishes alpha and platform builds as versions, Gemini CLI nightlies and previews: a range takes their releases.
    const candidates = registrationOf(harness).install.releasesOnly ? versions.filter(isStableVersion) : versions;
    for (const version of versionsBetween(candidates, low, high)) planned.push(fromPackage(harness, version, version));
  }
  if (carrier && sdkToo) {
    const { releases } = await context.registry.sdkReleases();
    const inRange = releases.filter((release) => {
      const version = sdkOnly ? release.sdkVersion : release.claudeCodeVersion;
      return compareVersions(version, low) >= 0 && compareVersions(version, high) <= 0;
    });
    for (const release of inRange) planned.push(fromSdk(carrier, `sdk:${release.sdkVersion}`, release));
  }
  // The same Claude Code from both channels side by side, claude-code's first.
  planned.sort((a, b) => compareVersions(a.version, b.version) || (a.channel === b.channel ? 0 : a.channel === 'agent-sdk' ? 1 : -1));
  if (!planned.length) {
    const { npmPackage, title } = PROTOCOLS[harness];
    const where = !carrier ? `${npmPackage} has no release` : sdkOnly ? `${carrier.npmPackage} has no version` : channel ? `${npmPackage} has no version` : `neither ${npmPackage} nor ${carrier.npmPackage} has a ${title} version`;
    throw new ConformanceSetupError(`${spec} selects nothing: ${where} from ${low} to ${high} on the npm registry.`);
  }
  const sdkCount = planned.filter((plan) => plan.channel === 'agent-sdk').length;
  const ends = `${low}..${high}`;
  context.log?.(`${spec}${spec.endsWith(ends) ? '' : ` (${ends})`}: ${planned.length} version${planned.length === 1 ? '' : 's'}${sdkToo && !sdkOnly ? ` (${planned.length - sdkCount} from ${PROTOCOLS[harness].npmPackage}, ${sdkCount} from the agent SDK)` : ''}`);
  return planned;
}
