import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatBytes, utf8Bytes, utf8Text } from './bytes.js';
import { LineCutter } from './line-cutter.js';

/** Everything a cutter hands over, in order, for a stream cut into `chunks`. */
function cut(chunks: Uint8Array[], limit: number) {
  const cutter = new LineCutter(limit);
  const out: { kind: 'line' | 'long'; text: string; ended?: boolean; first?: boolean }[] = [];
  const sink = { line: (bytes: Uint8Array) => out.push({ kind: 'line', text: utf8Text(bytes) }), long: (bytes: Uint8Array, ended: boolean, first: boolean) => out.push({ kind: 'long', text: utf8Text(bytes), ended, first }) };
  for (const chunk of chunks) cutter.push(chunk, sink);
  const end = cutter.end();
  return { out, end: { held: utf8Text(concatBytes(end.held)), passing: end.passing } };
}

describe('LineCutter', () => {
  it('hands over each line whole, its newline last, wherever the chunks are cut', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z{}":]{0,12}$/), { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 6 }), (lines, cuts) => {
        const bytes = utf8Bytes(lines.map((line) => `${line}\n`).join(''));
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => bytes.subarray(from, [...at, bytes.length][i]));
        const { out, end } = cut(chunks, 64);
        expect(out).toEqual(lines.map((line) => ({ kind: 'line', text: `${line}\n` })));
        expect(end).toEqual({ held: '', passing: false });
      }),
    );
  });

  it('hands a line past the limit over as it comes, its held start first, and holds no more than the limit', () => {
    const { out, end } = cut([utf8Bytes('short\nabcdef'), utf8Bytes('ghij'), utf8Bytes('kl\nnext\nlast')], 8);
    expect(out).toEqual([
      { kind: 'line', text: 'short\n' },
      { kind: 'long', text: 'abcdef', ended: false, first: true },
      { kind: 'long', text: 'ghij', ended: false, first: false },
      { kind: 'long', text: 'kl\n', ended: true, first: false },
      { kind: 'line', text: 'next\n' },
    ]);
    expect(end).toEqual({ held: 'last', passing: false });
  });

  it('says a long last line was passing at the end', () => {
    expect(cut([utf8Bytes('0123456789')], 4)).toEqual({ out: [{ kind: 'long', text: '0123456789', ended: false, first: true }], end: { held: '', passing: true } });
  });
});
