/**
 * Where a CLI came from. Claude Code is published twice: as `@anthropic-ai/claude-code`, and as
 * the native `claude` inside the agent SDK's platform packages, sometimes days ahead of the
 * first. The same Claude Code version from both is two CLIs to check, told apart by channel.
 */
import { registrationOf, type CliOrigin } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';

/**
 * A CLI's own npm package as a channel, as its registration names it (`claude-code`, `codex`,
 * ...): a string, as harness-core's `CliOrigin` is, so that a CLI registered later names its own.
 */
export type PackageChannel = CliOrigin;

/**
 * A CLI's own package (`PackageChannel`), `agent-sdk` the SDK's platform package, `path` a binary
 * the user gave, `acp` an Agent Client Protocol agent driving the CLI (its version the agent's).
 */
export type CliChannel = PackageChannel | 'agent-sdk' | 'path' | 'acp';

export const AGENT_SDK_PACKAGE = '@anthropic-ai/claude-agent-sdk';

/**
 * A second channel of a CLI: another npm package whose platform packages carry the CLI's
 * native builds, under versions of their own and a manifest field naming the CLI version each
 * carries. Data, so that what the sweep does for a channel reads it instead of a CLI's name.
 */
export interface CarrierChannel {
  /** The CLI it carries. */
  readonly harness: Harness;
  readonly channel: 'agent-sdk';
  readonly npmPackage: string;
  /** Its cache entries are `<entryName>@<its own version>`. */
  readonly entryName: string;
}

/** The agent SDK carries Claude Code, sometimes days ahead of `@anthropic-ai/claude-code`. */
export const AGENT_SDK: CarrierChannel = { harness: 'claude', channel: 'agent-sdk', npmPackage: AGENT_SDK_PACKAGE, entryName: 'claude-agent-sdk' };

/** Every carrier; a CLI that none carries has only its own package. */
export const CARRIERS: readonly CarrierChannel[] = [AGENT_SDK];

/** The channel that also carries this CLI, if one does. */
export function carrierOf(harness: Harness): CarrierChannel | undefined {
  return CARRIERS.find((carrier) => carrier.harness === harness);
}

/** An ACP agent as a run names it: its own name (from `initialize`) and the command line it was started with. */
export interface AcpAgentLabel {
  name: string;
  command: string;
}

/** The channel a harness's own npm package is. */
export function packageChannel(harness: Harness): PackageChannel {
  return registrationOf(harness).install.channel;
}

/** Which surface stands for a version: its own package's (0), else the SDK's, else a path's. */
export function channelRank(channel: CliChannel): number {
  return ['agent-sdk', 'path'].indexOf(channel) + 1;
}

/**
 * What names one CLI among others: `claude 2.1.336 (sdk)`; the SDK is the one channel said. An
 * ACP agent is named by itself and the CLI under it: `codex-acp 0.16.0 (acp, codex)`.
 */
export function cliLabel(harness: Harness, version: string, channel?: CliChannel, agent?: string): string {
  if (channel === 'acp') return `${agent ?? 'acp agent'} ${version} (acp, ${harness})`;
  return `${harness} ${version}${channel === 'agent-sdk' ? ' (sdk)' : ''}`;
}

/**
 * One CLI per key (`claude-2.1.336-sdk`, also the folder of its captures): the same version
 * from its package or a path is one CLI (it is the same program), from the SDK another.
 */
export function cliKey(harness: Harness, version: string, channel?: CliChannel, agent?: string): string {
  // An agent's name may be a scoped package: the key is a folder name.
  if (channel === 'acp') return `acp-${(agent ?? 'agent').replace(/[^A-Za-z0-9._-]+/g, '_')}-${version}-${harness}`;
  return `${harness}-${version}${channel === 'agent-sdk' ? '-sdk' : ''}`;
}

export interface MachineTarget {
  platform: string;
  arch: string;
  /** Linux only: musl builds are packaged apart. */
  musl: boolean;
}

/** This machine: a Linux without a glibc runtime in its report is musl (Alpine). */
export function thisMachine(): MachineTarget {
  const header = process.platform === 'linux' ? (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header : undefined;
  return { platform: process.platform, arch: process.arch, musl: process.platform === 'linux' && !header?.glibcVersionRuntime };
}

/**
 * The SDK platform package this machine takes, as the SDK's optionalDependencies name it
 * (`@anthropic-ai/claude-agent-sdk-linux-x64-musl`), with its version; undefined when the SDK
 * version has none for this machine (before 0.2.113 the SDK bundled a JavaScript CLI instead).
 */
export function sdkPlatformPackage(optionalDependencies: Record<string, unknown> | undefined, machine: MachineTarget): { name: string; version: string } | undefined {
  const name = `${AGENT_SDK_PACKAGE}-${machine.platform}-${machine.arch}${machine.musl ? '-musl' : ''}`;
  const version = optionalDependencies?.[name];
  return typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version) ? { name, version } : undefined;
}
