/**
 * npm versions in order, and the ones an inclusive range `A..B` selects. What the registry
 * lists is taken as it is: only the order and the bounds are decided here.
 */

/** A version as npm publishes it: `2.1.332`, `0.172.0-alpha.3`. */
export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** A release without a prerelease tag: codex publishes `-alpha.N` builds and platform builds (`0.171.0-linux-x64`) beside its releases. */
export function isStableVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

/** SemVer precedence: negative when `a` comes before `b`. Both must match VERSION. */
export function compareVersions(a: string, b: string): number {
  const [mainA, preA] = splitVersion(a);
  const [mainB, preB] = splitVersion(b);
  for (let i = 0; i < 3; i++) {
    const difference = mainA[i]! - mainB[i]!;
    if (difference !== 0) return Math.sign(difference);
  }
  // A prerelease comes before its release.
  if (preA === undefined || preB === undefined) return preA === preB ? 0 : preA === undefined ? 1 : -1;
  const partsA = preA.split('.');
  const partsB = preB.split('.');
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
    const order = compareIdentifier(partsA[i]!, partsB[i]!);
    if (order !== 0) return order;
  }
  return Math.sign(partsA.length - partsB.length);
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

function splitVersion(version: string): [number[], string | undefined] {
  const dash = version.indexOf('-');
  const main = (dash < 0 ? version : version.slice(0, dash)).split('.').map(Number);
  return [main, dash < 0 ? undefined : version.slice(dash + 1)];
}

function compareIdentifier(a: string, b: string): number {
  const numericA = /^\d+$/.test(a);
  const numericB = /^\d+$/.test(b);
  if (numericA && numericB) return Math.sign(Number(a) - Number(b));
  // Numeric identifiers come before alphanumeric ones.
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
