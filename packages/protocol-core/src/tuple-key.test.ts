import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tupleKey } from './tuple-key.js';

describe('tupleKey', () => {
  it('two tuples have one key only when they are the same, whatever their fields hold', () => {
    const field = fc.string({ unit: fc.constantFrom('\u0000', ':', '1', 'a'), maxLength: 4 });
    const tuple = fc.array(field, { maxLength: 3 });
    fc.assert(
      fc.property(tuple, tuple, (a, b) => {
        expect(tupleKey(a) === tupleKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { seed: 21, numRuns: 2000 },
    );
    expect(tupleKey(['a\u0000b', ''])).not.toBe(tupleKey(['a', 'b\u0000']));
  });
});
