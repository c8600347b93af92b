/**
 * npm versions in order, and the ones an inclusive range `A..B` selects. What the registry
 * lists is taken as it is: only the order and the bounds are decided here.
 */

import { compareVersions, VERSION } from '@mwh/harness-core';

export { compareVersions, VERSION };

/** A release without a prerelease tag: codex publishes `-alpha.N` builds and platform builds (`0.171.0-linux-x64`) beside its releases. */
export function isStableVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

/** The versions from `from` to `to`, both included, oldest first; duplicates once. */
export function versionsBetween(versions: Iterable<string>, from: string, to: string): string[] {
  const inRange = new Set<string>();
  for (const version of versions) if (VERSION.test(version) && compareVersions(version, from) >= 0 && compareVersions(version, to) <= 0) inRange.add(version);
  return [...inRange].sort(compareVersions);
}

/** The newest of some versions, or undefined for none. */
export function newestVersion(versions: Iterable<string>): string | undefined {
  let newest: string | undefined;
  for (const version of versions) if (newest === undefined || compareVersions(version, newest) > 0) newest = version;
  return newest;
}
