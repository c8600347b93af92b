import { describe, expect, it } from 'vitest';
import { formatBytes, parseByteSize } from './byte-size.js';

describe('byte sizes', () => {
  it('reads decimal and binary units, fractions and 0', () => {
    const bytes = (text: string) => {
      const read = parseByteSize(text, '--cache-size');
      return read.ok ? read.bytes : read.error;
    };
    expect(bytes('2GB')).toBe(2e9);
    expect(bytes('1500MB')).toBe(1.5e9);
    expect(bytes('4GiB')).toBe(4 * 1024 ** 3);
    expect(bytes('1.5 gib')).toBe(1.5 * 1024 ** 3);
    expect(bytes('0')).toBe(0);
    expect(bytes('512')).toBe(512);
  });

  it('refuses what is not a size, and a bare K, M or G, in one sentence', () => {
    for (const text of ['2G', 'lots', '-1GB', '', '1e9', 'GB']) {
      const read = parseByteSize(text, 'MWH_CLI_CACHE_SIZE');
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(/^MWH_CLI_CACHE_SIZE must be a size such as 2GB, 1500MB, 4GiB or 0, not ".*"\.$/);
    }
    expect(parseByteSize('99999999999TB', '--cache-size')).toEqual({ ok: false, error: '--cache-size is too large: "99999999999TB".' });
  });

  it('prints sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(412 * 1024 ** 2)).toBe('412.0 MiB');
    expect(formatBytes(4 * 1024 ** 3)).toBe('4.0 GiB');
  });
});
