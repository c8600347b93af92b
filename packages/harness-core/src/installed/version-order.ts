/**
 * npm versions of the CLIs in SemVer order: which versions the conformance kit sweeps, and whether
 * the CLI a round runs is inside the range mwh checked.
 */

/** A version as npm publishes it: `2.1.332`, `0.172.0-alpha.3`. */
export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

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
