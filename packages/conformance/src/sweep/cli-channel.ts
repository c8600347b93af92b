/**
 * Where a CLI came from. Claude Code is published twice: as `@anthropic-ai/claude-code`, and as
 * the native `claude` inside the agent SDK's platform packages, sometimes days ahead of the
 * first. The same Claude Code version from both is two CLIs to check, told apart by channel.
 */
import { HARNESSES, type Harness } from '@mwh/protocol-core';

/**
 * `claude-code`, `codex` and `gemini-cli` their own packages, `agent-sdk` the SDK's platform
 * package, `path` a binary the user gave, `acp` an Agent Client Protocol agent driving the CLI (its version the agent's).
 */
export type CliChannel = 'claude-code' | 'agent-sdk' | 'codex' | 'gemini-cli' | 'path' | 'acp';

const PACKAGE_CHANNELS = { claude: 'claude-code', codex: 'codex', gemini: 'gemini-cli' } as const satisfies Record<Harness, CliChannel>;

/** A harness's own npm package, as a channel. */
export type PackageChannel = (typeof PACKAGE_CHANNELS)[Harness];

export const AGENT_SDK_PACKAGE = '@anthropic-ai/claude-agent-sdk';

/** An ACP agent as a run names it: its own name (from `initialize`) and the command line it was started with. */
export interface AcpAgentLabel {
  name: string;
  command: string;
}

/** The channel a harness's own npm package is. */
export function packageChannel(harness: Harness): PackageChannel {
  return PACKAGE_CHANNELS[harness];
}

/** The harness whose own package a channel is, if it is one. */
export function packageHarness(channel: CliChannel): Harness | undefined {
  return HARNESSES.find((harness) => PACKAGE_CHANNELS[harness] === channel);
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
