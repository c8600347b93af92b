import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSentence } from './codex-error-text.js';

describe('apiErrorSentence', () => {
  it("takes the sentence out of the model API's error body codex passed on whole", () => {
    const body = JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', code: null, message: "Unsupported value: 'minimal'.", param: 'reasoning.effort' }, status: 400 }, null, 2);
    expect(apiErrorSentence(body)).toBe("Unsupported value: 'minimal'.");
    expect(apiErrorSentence('{"message":"Rate limit reached."}')).toBe('Rate limit reached.');
  });

  it('leaves a sentence, a body without one, and what is no JSON object as they are', () => {
    for (const text of ["Invalid value: 'max'.", 'unexpected status 401 Unauthorized: Incorrect API key provided.', '{"error":{"code":"x"}}', '{"message":""}', '{not json}', '[1]', '{"error":{"message":7}}']) {
      expect(apiErrorSentence(text)).toBeUndefined();
    }
  });

  it('does not read a body nested too deep, or longer than any real one, and never throws', () => {
    expect(apiErrorSentence('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toBeUndefined();
    expect(apiErrorSentence(`{"message":"${'x'.repeat(70_000)}"}`)).toBeUndefined();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const sentence = apiErrorSentence(text);
        expect(sentence === undefined || typeof sentence === 'string').toBe(true);
      }),
      { seed: 41, numRuns: 500 },
    );
  });
});
