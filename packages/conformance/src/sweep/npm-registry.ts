/**
 * What the npm registry publishes of the CLIs, asked once per package per run through the npm
 * the user has (its config, proxy and registry apply): the versions of a package, and which
 * Claude Code each agent SDK version carries in its platform package.
 */
import { execa } from 'execa';
import { isRecord } from '@mwh/protocol-core';
import { AGENT_SDK_PACKAGE, sdkPlatformPackage, thisMachine } from './cli-channel.js';
import type { MachineTarget } from './cli-channel.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';
import { VERSION } from '../support/version-range.js';

export interface NpmRegistryOptions {
  /** The npm executable; `npm` on PATH by default. */
  npm?: string;
  /** Stops a look-up when the user cancels. */
  signal?: AbortSignal;
  /** Told before each look-up: offline, npm retries for over a minute in silence. */
  log?: (line: string) => void;
  /** Whose SDK platform package counts; this machine by default. */
  machine?: MachineTarget;
}

export interface PackageVersions {
  /** Every published version, in the registry's order. */
  versions: string[];
  /** The `latest` dist-tag. */
  latest: string | undefined;
}

/** An agent SDK version with a native Claude Code for this machine. */
export interface SdkRelease {
  sdkVersion: string;
  /** The package.json's `claudeCodeVersion`: what its `claude` is. */
  claudeCodeVersion: string;
  platformPackage: { name: string; version: string };
}

export interface SdkReleases {
  releases: SdkRelease[];
  /** Every SDK version that names its Claude Code, with or without a native one for this machine (its types are what is read of it). */
  typed: { sdkVersion: string; claudeCodeVersion: string }[];
  /** The SDK's `latest` dist-tag. */
  latest: string | undefined;
}

export class NpmRegistry {
  private readonly asked = new Map<string, Promise<unknown>>();
  constructor(private readonly options: NpmRegistryOptions = {}) {}

  /** Every version of `pkg` and its `latest` tag. */
  versions(pkg: string): Promise<PackageVersions> {
    return this.once(`versions ${pkg}`, async () => {
      const said = await this.view(pkg, [pkg, 'versions', 'dist-tags.latest'], `the versions of ${pkg}`);
      const record = isRecord(said) ? said : {};
      // One published version is printed as a string, not a list.
      const listed = Array.isArray(record.versions) ? record.versions : [record.versions];
      const latest = record['dist-tags.latest'];
      return { versions: listed.filter((v): v is string => typeof v === 'string' && VERSION.test(v)), latest: typeof latest === 'string' ? latest : undefined };
    });
  }

  /**
   * Each SDK version's `claudeCodeVersion` and platform package for this machine, from the
   * registry rather than assumed from the numbers (0.3.N has carried 2.1.N so far).
   */
  sdkReleases(): Promise<SdkReleases> {
    return this.once('sdk', async () => {
      const said = await this.view(AGENT_SDK_PACKAGE, [`${AGENT_SDK_PACKAGE}@>=0.0.0`, 'version', 'claudeCodeVersion', 'optionalDependencies', 'dist-tags.latest'], `the Claude Code versions in ${AGENT_SDK_PACKAGE}`);
      // One matching version is printed as an object, several as a list of them.
      const listed = Array.isArray(said) ? said : [said];
      const machine = this.options.machine ?? thisMachine();
      const releases: SdkRelease[] = [];
      const typed: SdkReleases['typed'] = [];
      let latest: string | undefined;
      for (const item of listed) {
        if (!isRecord(item)) continue;
        if (typeof item['dist-tags.latest'] === 'string') latest = item['dist-tags.latest'];
        const { version, claudeCodeVersion } = item;
        const platformPackage = sdkPlatformPackage(isRecord(item.optionalDependencies) ? item.optionalDependencies : undefined, machine);
        if (typeof version !== 'string' || !VERSION.test(version) || typeof claudeCodeVersion !== 'string' || !VERSION.test(claudeCodeVersion)) continue;
        typed.push({ sdkVersion: version, claudeCodeVersion });
        if (platformPackage) releases.push({ sdkVersion: version, claudeCodeVersion, platformPackage });
      }
      return { releases, typed, latest };
    });
  }

  private once<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let asked = this.asked.get(key) as Promise<T> | undefined;
    if (!asked) {
      asked = ask();
      this.asked.set(key, asked);
    }
    return asked;
  }

  private async view(pkg: string, args: string[], what: string): Promise<unknown> {
    this.options.log?.(`looking up ${what} on the npm registry`);
    const result = await execa(this.options.npm ?? 'npm', ['view', ...args, '--json'], { reject: false, timeout: 120_000, ...(this.options.signal ? { cancelSignal: this.options.signal } : {}) });
    if (result.failed && /ENOENT/.test(String(result.message)) && result.exitCode === undefined) {
      throw new ConformanceSetupError(`npm was not found on PATH, so ${what} cannot be looked up.`);
    }
    if (result.exitCode !== 0) {
      if (/E404|is not in this registry/.test(String(result.stderr) + String(result.stdout))) throw new ConformanceSetupError(`${pkg} is not on the npm registry.`);
      const cause = npmCause(String(result.stderr));
      throw new ConformanceSetupError(`${what} could not be looked up on the npm registry${cause ? ` (${cause})` : ''}.`);
    }
    try {
      return JSON.parse(String(result.stdout) || 'null');
    } catch {
      throw new ConformanceSetupError(`npm view printed no JSON for ${what}.`);
    }
  }
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
