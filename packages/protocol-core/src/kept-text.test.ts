import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingLength } from './kept-text.js';

describe('fittingLength', () => {
  it('keeps all of a text that fits, and never splits a surrogate pair of one that does not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: -2, max: 45 }), (text, room) => {
        const kept = fittingLength(text, room);
        expect(kept).toBe(text.length <= room ? text.length : kept);
        expect(kept).toBeLessThanOrEqual(Math.max(0, Math.min(room, text.length)));
        expect(kept).toBeGreaterThanOrEqual(Math.max(0, Math.min(room, text.length) - 1));
        if (kept < text.length && kept > 0) expect(/[\ud800-\udbff]$/.test(text.slice(0, kept)) && /^[\udc00-\udfff]/.test(text.slice(kept))).toBe(false);
      }),
      { seed: 25, numRuns: 500 },
    );
    expect(fittingLength('a😀b', 2)).toBe(1);
    expect(fittingLength('a😀b', 3)).toBe(3);
  });
});
