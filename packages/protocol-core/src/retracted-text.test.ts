import { describe, expect, it } from 'vitest';
import { codePoints, retractedAmounts } from './retracted-text.js';

describe('codePoints', () => {
  it('counts a surrogate pair as one character, a lone surrogate as one', () => {
    expect(codePoints('abc')).toBe(3);
    expect(codePoints('a😀b')).toBe(3);
    expect(codePoints('\uD83D')).toBe(1);
    expect(codePoints('\uDE00\uD83D')).toBe(2);
  });
});

describe('retractedAmounts', () => {
  it('names each kind taken back, singular or plural', () => {
    expect(retractedAmounts({ text: 8, reasoning: 0 })).toBe('8 characters of text');
    expect(retractedAmounts({ text: 0, reasoning: 1 })).toBe('1 character of reasoning');
    expect(retractedAmounts({ text: 1, reasoning: 2 })).toBe('1 character of text and 2 characters of reasoning');
  });
});
