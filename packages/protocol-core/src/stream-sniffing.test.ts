import { describe, expect, it } from 'vitest';
import { firstJsonValues } from './stream-sniffing.js';

describe('firstJsonValues', () => {
  it('yields the JSON of the first non-blank lines, passing over blank and non-JSON lines and a cut-off last line', () => {
    const text = '\n{"a":1}\n  \nnot json\n[2]\n{"cut":';
    expect([...firstJsonValues(text)]).toEqual([{ a: 1 }, [2]]);
  });

  it('looks at no more than the given number of non-blank lines', () => {
    const text = Array.from({ length: 30 }, (_, i) => (i % 2 ? 'debug' : JSON.stringify(i))).join('\n\n');
    expect([...firstJsonValues(text, 4)]).toEqual([0, 2]);
    expect([...firstJsonValues(text)]).toHaveLength(10);
  });
});
