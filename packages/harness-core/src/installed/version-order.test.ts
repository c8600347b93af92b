import { describe, expect, it } from 'vitest';
import { compareVersions } from './version-order.js';

describe('compareVersions', () => {
  it('orders versions as SemVer does, a prerelease before its release', () => {
    const shuffled = ['2.1.10', '2.1.9', '0.172.0-alpha.10', '0.172.0', '0.172.0-alpha.2', '0.172.0-alpha', '0.172.0-beta', '2.0.100', '10.0.0'];
    expect([...shuffled].sort(compareVersions)).toEqual(['0.172.0-alpha', '0.172.0-alpha.2', '0.172.0-alpha.10', '0.172.0-beta', '0.172.0', '2.0.100', '2.1.9', '2.1.10', '10.0.0']);
    expect(compareVersions('2.1.300', '2.1.300')).toBe(0);
  });
});
