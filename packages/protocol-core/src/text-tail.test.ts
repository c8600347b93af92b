import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextTail } from './text-tail.js';
import { tail } from './verdict.js';

describe('TextTail', () => {
  it('ends with the tail of the whole text, however the bytes were split', () => {
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => new TextEncoder().encode(s)));
    fc.assert(
      fc.property(fc.array(bytes, { maxLength: 30 }), fc.integer({ min: 1, max: 64 }), fc.nat(30), (chunks, maxBytes, askedAt) => {
        const tailed = new TextTail(maxBytes);
        const joined = (some: Uint8Array[]) => {
          const whole = new Uint8Array(some.reduce((n, c) => n + c.length, 0));
          some.reduce((at, c) => (whole.set(c, at), at + c.length), 0);
          return whole;
        };
        chunks.forEach((chunk, i) => {
          tailed.push(chunk);
          // The tail while the stream goes on (the first bytes of a character not yet whole held back).
          if (i === askedAt) expect(tailed.current()).toBe(tail(new TextDecoder().decode(joined(chunks.slice(0, i + 1)), { stream: true }), maxBytes));
        });
        // Streams of up to 1,200 bytes against tails of at most 64: most of them pass undecoded.
        expect(tailed.end()).toBe(tail(new TextDecoder().decode(joined(chunks)), maxBytes));
      }),
      { seed: 21, numRuns: 1000 },
    );
  });

  it('holds no more than twice its bytes in text, however much passes', () => {
    const tailed = new TextTail(1024);
    const chunk = new TextEncoder().encode('warning: noisy\n'.repeat(100));
    for (let i = 0; i < 10_000; i++) {
      tailed.push(chunk);
      const held = tailed as unknown as { text: string; pendingBytes: number };
      expect(held.text.length).toBeLessThanOrEqual(2048 + chunk.length);
      expect(held.pendingBytes).toBeLessThanOrEqual(4 * (1024 + 8) + chunk.length);
    }
    expect(tailed.end()).toBe('warning: noisy\n'.repeat(100).slice(-1024));
  });
});
