import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineFramer, frameAll, type FramedLine } from './line-framer.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

const enc = (s: string) => new TextEncoder().encode(s);
const texts = (lines: FramedLine[]) => lines.map((l) => (l.ok ? l.text : `!${l.error.length}:${l.head}`));

function frameChunks(chunks: Uint8Array[], maxLineBytes?: number): FramedLine[] {
  const framer = new LineFramer(maxLineBytes === undefined ? {} : { maxLineBytes });
  return [...chunks.flatMap((c) => framer.push(c)), ...framer.end()];
}

describe('LineFramer', () => {
  it('splits on \\n, strips one \\r, and reads a last line without \\n', () => {
    expect(texts(frameAll(enc('a\r\nb\n\nc')))).toEqual(['a', 'b', '', 'c']);
  });

  it('decodes a character split across chunks', () => {
    const bytes = enc('😀漢\n');
    expect(texts(frameChunks([...bytes].map((b) => Uint8Array.of(b))))).toEqual(['😀漢']);
  });

  it('handles \\r and \\n in different chunks', () => {
    expect(texts(frameChunks([enc('x\r'), enc('\ny')]))).toEqual(['x', 'y']);
  });

  it('reports an over-long line as a typed error and goes on with the next line', () => {
    const lines = frameChunks([enc('0123456789'), enc('abc\nok\n')], 8);
    expect(lines[0]).toMatchObject({ ok: false, head: '012345678' });
    expect(!lines[0]!.ok && lines[0]!.error.kind).toBe('line-too-long');
    expect(!lines[0]!.ok && lines[0]!.error.length).toBe(9);
    expect(texts(lines.slice(1))).toEqual(['ok']);
  });

  it('reports an over-long line as soon as it passes the cap, before its newline arrives', () => {
    const framer = new LineFramer({ maxLineBytes: 1024 });
    expect(framer.push(enc('x'.repeat(1000)))).toEqual([]);
    const reported = framer.push(enc('x'.repeat(100)));
    expect(reported).toHaveLength(1);
    expect(reported[0]!.ok).toBe(false);
    // The rest of the line is passed over without being kept, then reading goes on.
    for (let i = 0; i < 1000; i++) expect(framer.push(enc('y'.repeat(1024)))).toEqual([]);
    expect(texts(framer.push(enc('yyy\nnext\n')))).toEqual(['next']);
    expect(framer.end()).toEqual([]);
  });

  it('does not keep a reference to a buffer the caller reuses', () => {
    const framer = new LineFramer();
    const buffer = enc('ab');
    framer.push(buffer);
    buffer.set(enc('zz'));
    expect(texts(framer.push(enc('\n')))).toEqual(['ab']);
  });

  it('gives the same lines for any split of the bytes', () => {
    const line = fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('\r', '😀', '漢字', '\r\n')), { maxLength: 6 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.boolean(), fc.array(fc.nat(), { maxLength: 20 }), fc.integer({ min: 4, max: 64 }), (lines, trailing, cuts, cap) => {
        const bytes = enc(lines.join('\n') + (trailing ? '\n' : ''));
        const whole = texts(frameAll(bytes, { maxLineBytes: cap }));
        expect(texts(frameChunks(splitAt(bytes, cuts), cap))).toEqual(whole);
        expect(texts(frameChunks([...bytes].map((b) => Uint8Array.of(b)), cap))).toEqual(whole);
      }),
    );
  });

  it('reads each line as the decoding of its bytes alone, for any bytes, split anywhere', () => {
    // The framer decodes many lines in one call and a long line a chunk at a time; the
    // reference splits the bytes first and decodes each line by itself, BOM and bad bytes included.
    const reference = (bytes: Uint8Array, cap: number): string[] => {
      const out: string[] = [];
      let start = 0;
      while (start < bytes.length) {
        const newline = bytes.indexOf(0x0a, start);
        let line = bytes.subarray(start, newline === -1 ? bytes.length : newline);
        start = newline === -1 ? bytes.length : newline + 1;
        if (line.length > cap) {
          out.push(`!${cap + 1}:${new TextDecoder().decode(line.subarray(0, Math.min(cap + 1, 4096)))}`);
          continue;
        }
        if (line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
        out.push(new TextDecoder().decode(line));
      }
      return out;
    };
    // Bytes alone (stray, cut or invalid sequences among them) and whole sequences: BOM, €, 😀, \r\n.
    const piece = fc.oneof(
      fc.constantFrom([0x0a], [0x0d], [0xef, 0xbb, 0xbf], [0xe2, 0x82, 0xac], [0xf0, 0x9f, 0x98, 0x80], [0x0d, 0x0a], [0xc3], [0xc0], [0xed, 0xa0], [0xf5], [0xff]),
      fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      fc.integer({ min: 0x20, max: 0x7e }).map((b) => [b]),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), fc.array(fc.nat(), { maxLength: 20 }), fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constant(5000)), (list, cuts, cap) => {
        const bytes = Uint8Array.from(list.flat());
        const expected = reference(bytes, cap);
        expect(texts(frameAll(bytes, { maxLineBytes: cap }))).toEqual(expected);
        expect(texts(frameChunks(splitAt(bytes, cuts), cap))).toEqual(expected);
        expect(texts(frameChunks([...bytes].map((b) => Uint8Array.of(b)), cap))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the head of an over-long line that spans chunks and runs past the head', () => {
    const line = enc('é'.repeat(3000) + 'x'.repeat(5000));
    const expected = `!${6001}:${new TextDecoder().decode(line.subarray(0, 4096))}`;
    for (const size of [1, 7, 1000, 4096, 5000])
      expect(texts(frameChunks(splitAt(line, Array.from({ length: line.length / size }, (_, i) => i * size)), 6000))).toEqual([expected]);
  });
});
