import { describe, expect, it } from 'vitest';
import { codePoints, retractedSentence } from './retracted-text.js';

describe('codePoints', () => {
  it('counts a surrogate pair as one character, a lone surrogate as one', () => {
    expect(codePoints('abc')).toBe(3);
    expect(codePoints('a😀b')).toBe(3);
    expect(codePoints('\uD83D')).toBe(1);
    expect(codePoints('\uDE00\uD83D')).toBe(2);
  });
});

describe('retractedSentence', () => {
  it('names each kind taken back, without a count that would tell a redacted secret\'s length', () => {
    expect(retractedSentence({ text: 8, reasoning: 0 }, 'it had streamed')).toBe('the text it had streamed is not part of the answer and is retracted');
    expect(retractedSentence({ text: 0, reasoning: 1 }, 'it had streamed')).toBe('the reasoning it had streamed is not part of the answer and is retracted');
    expect(retractedSentence({ text: 1, reasoning: 2 }, 'it had streamed from there')).toBe(
      'the text and reasoning it had streamed from there are not part of the answer and are retracted',
    );
  });
});
