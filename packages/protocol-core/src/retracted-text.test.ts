import { describe, expect, it } from 'vitest';
import type { ContentPart } from './content-part.js';
import { retractedSentence } from './retracted-text.js';

describe('retractedSentence', () => {
  const text: ContentPart = { type: 'text-retract', id: 'm', length: 8 };
  const reasoning: ContentPart = { type: 'reasoning-retract', id: 'm', length: 2 };
  it('names each kind taken back, without a count that would tell a redacted secret\'s length', () => {
    expect(retractedSentence([text], 'it had streamed')).toBe('the text it had streamed is not part of the answer and is retracted');
    expect(retractedSentence([reasoning], 'it had streamed')).toBe('the reasoning it had streamed is not part of the answer and is retracted');
    expect(retractedSentence([text, reasoning], 'it had streamed from there')).toBe(
      'the text and reasoning it had streamed from there are not part of the answer and are retracted',
    );
  });
});
