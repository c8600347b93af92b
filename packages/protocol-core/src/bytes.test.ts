import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatBytes, fromBase64, toBase64, utf8Bytes, utf8Text } from './bytes.js';

// Node's Buffer is the oracle here; the module itself must not use it.
describe('bytes', () => {
  it('encodes base64 as Node does, and decodes it back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(fromBase64(text)).toEqual(bytes);
        expect(fromBase64(text.replace(/=+$/, ''))).toEqual(bytes);
      }),
      { seed: 11 },
    );
  });

  it('refuses text that is not base64', () => {
    expect(fromBase64('ab$d')).toBeUndefined();
    expect(fromBase64('abcde')).toBeUndefined();
    expect(fromBase64('é===')).toBeUndefined();
    expect(fromBase64('')).toEqual(new Uint8Array(0));
  });

  it('round-trips UTF-8 and concatenates in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (text, cut) => {
        const bytes = utf8Bytes(text);
        expect(bytes).toEqual(new Uint8Array(Buffer.from(text, 'utf8')));
        const at = Math.min(cut, bytes.length);
        expect(utf8Text(concatBytes([bytes.subarray(0, at), bytes.subarray(at)]))).toBe(text);
      }),
      { seed: 12 },
    );
  });
});
