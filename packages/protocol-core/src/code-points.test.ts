import { describe, expect, it } from 'vitest';
import { codePoints } from './code-points.js';

describe('codePoints', () => {
  it('counts a surrogate pair as one character, a lone surrogate as one', () => {
    expect(codePoints('abc')).toBe(3);
    expect(codePoints('a😀b')).toBe(3);
    expect(codePoints('\uD83D')).toBe(1);
    expect(codePoints('\uDE00\uD83D')).toBe(2);
  });
});
