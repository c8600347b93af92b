import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextTail } from './text-tail.js';
import { tail } from './verdict.js';

describe('TextTail', () => {
  it('ends with the tail of the whole text, however the bytes were split', () => {
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => new TextEncoder().encode(s)));
    fc.assert(
      fc.property(fc.array(bytes, { maxLength: 30 }), fc.integer({ min: 1, max: 64 }), (chunks, maxBytes) => {
        const tailed = new TextTail(maxBytes);
        for (const chunk of chunks) tailed.push(chunk);
        const whole = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        chunks.reduce((at, c) => (whole.set(c, at), at + c.length), 0);
        expect(tailed.end()).toBe(tail(new TextDecoder().decode(whole), maxBytes));
      }),
      { seed: 21, numRuns: 1000 },
    );
  });

  it('holds no more than twice its bytes in text, however much passes', () => {
    const tailed = new TextTail(1024);
    const chunk = new TextEncoder().encode('warning: noisy\n'.repeat(100));
    for (let i = 0; i < 10_000; i++) {
      tailed.push(chunk);
      expect((tailed as unknown as { text: string }).text.length).toBeLessThanOrEqual(2048 + chunk.length);
    }
    expect(tailed.end()).toBe('warning: noisy\n'.repeat(100).slice(-1024));
  });
});
