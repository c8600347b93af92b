import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NumberedJsonLines } from '@mwh/protocol-core';
import { splitAt } from '../../../scripts/test-support/split-at.js';
import { CutOffLine } from './cut-off-line.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The number CutOffLine says, fed `chunks`. */
function watched(chunks: Uint8Array[]): number | undefined {
  const cut = new CutOffLine();
  for (const chunk of chunks) cut.push(chunk);
  return cut.end();
}

/** The number the readers of transcripts and rollouts say, by protocol-core's rule. */
function numbered(whole: Uint8Array): number | undefined {
  const lines = new NumberedJsonLines();
  lines.push(whole);
  return lines.end().cutOff;
}

describe('CutOffLine', () => {
  it("says a last line cut off as the files' readers do, however the bytes come", () => {
    const files = ['{"a":1}\n{"b":', '{"a":1}\n{"b":2}', '{"a":1}\nplain text', '{"a":1}\n', '', '{"a":1}\n\n[1,', '{"a":1}\n  {"b":2'];
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.array(fc.nat(), { maxLength: 6 }), (file, cuts) => {
        const whole = bytes(file);
        expect(watched(splitAt(whole, cuts))).toBe(numbered(whole));
      }),
      { seed: 41, numRuns: 200 },
    );
    expect(watched([bytes('{"a":1}\n{"b":')])).toBe(2);
    expect(watched([bytes('{"a":1}\nplain text')])).toBeUndefined();
  });

  it('says a last line over its bound that began as JSON is cut, without keeping it whole', () => {
    const huge = `{"a":"${'x'.repeat(1024 * 1024 + 10)}`;
    expect(watched([bytes('{"a":1}\n'), bytes(huge)])).toBe(2);
    expect(watched([bytes('{"a":1}\n'), bytes(`plain ${'x'.repeat(1024 * 1024 + 10)}`)])).toBeUndefined();
  });
});
