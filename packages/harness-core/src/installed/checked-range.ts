/**
 * The versions mwh checked, known at run time: a round on a CLI outside them says so once, with
 * the command that checks it, since what mwh reads of that version was never tried.
 */
import type { ContentPart, Harness } from '@mwh/protocol-core';
import { CHECKED_VERSIONS } from '../generated/checked-versions.js';
import { protocolOf } from '../protocols.js';
import { compareVersions, VERSION } from './version-order.js';

export interface CheckedRange {
  /** The oldest version mwh claims. */
  claimedFrom: string;
  /** The newest version a sweep of the conformance catalogue checked. */
  newest: string;
  /** The version this repository's tests run (its pinned devDependency). */
  pinned: string;
}

export function checkedRange(harness: Harness): CheckedRange {
  return { ...CHECKED_VERSIONS[harness] };
}

/** Where `version` stands against the checked range; `unknown` for what is no version. */
export function rangePlace(harness: Harness, version: string): 'inside' | 'older' | 'newer' | 'unknown' {
  if (!VERSION.test(version)) return 'unknown';
  const range = CHECKED_VERSIONS[harness];
  if (compareVersions(version, range.claimedFrom) < 0) return 'older';
  return compareVersions(version, range.newest) > 0 ? 'newer' : 'inside';
}

/** The sentence that says a version is outside the checked range, or undefined inside it. */
export function outsideRangeSentence(harness: Harness, version: string): string | undefined {
  const place = rangePlace(harness, version);
  if (place === 'inside' || place === 'unknown') return undefined;
  const range = CHECKED_VERSIONS[harness];
  const where = place === 'newer' ? `newer than the newest version mwh checked (${range.newest})` : `older than the oldest version mwh claims (${range.claimedFrom})`;
  return `${protocolOf(harness).title} ${version} is ${where}; check it with: mwh conformance --${harness} ${version}`;
}

/** The `cli-version-unchecked` warning a round on such a version carries. */
export function outsideRangeWarning(harness: Harness, version: string): ContentPart | undefined {
  const message = outsideRangeSentence(harness, version);
  return message ? { type: 'warning', code: 'cli-version-unchecked', message } : undefined;
}

/**
 * That warning once for a round or a conversation, from whichever of its processes tells the
 * version first (a round's second attempt, each turn's init line tell it again).
 */
export class OutsideRangeOnce {
  private told = false;

  constructor(private readonly harness: Harness) {}

  warning(version: string): ContentPart | undefined {
    if (this.told) return undefined;
    this.told = true;
    return outsideRangeWarning(this.harness, version);
  }
}
