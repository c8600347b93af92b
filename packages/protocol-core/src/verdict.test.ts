import { describe, expect, it } from 'vitest';
import { tail } from './verdict.js';

describe('tail', () => {
  it('keeps the last bytes and starts on a whole character', () => {
    expect(tail('abc', 10)).toBe('abc');
    expect(tail('xxé', 1)).toBe('');
    expect(tail('xxé', 2)).toBe('é');
    expect(tail('a'.repeat(100) + 'END', 3)).toBe('END');
  });
});
