import { describe, expect, it } from 'vitest';
import { isStableVersion, newestVersion, versionsBetween } from './version-range.js';

describe('version ranges', () => {
  it('selects both ends and what lies between, oldest first', () => {
    const published = ['2.1.302', '2.1.299', '2.1.300', '2.1.301', '2.1.305', '2.1.300', 'not-a-version'];
    expect(versionsBetween(published, '2.1.300', '2.1.302')).toEqual(['2.1.300', '2.1.301', '2.1.302']);
    // Ends need not be published themselves.
    expect(versionsBetween(published, '2.1.303', '2.1.310')).toEqual(['2.1.305']);
    expect(versionsBetween(published, '2.1.306', '2.1.310')).toEqual([]);
    expect(newestVersion(published.slice(0, 6))).toBe('2.1.305');
    expect(newestVersion([])).toBeUndefined();
  });

  it('tells releases from prerelease and platform builds', () => {
    expect(['0.171.0', '0.171.0-linux-x64', '0.172.0-alpha.3'].filter(isStableVersion)).toEqual(['0.171.0']);
  });
});
