import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RollingTail } from './stderr-tail.js';

describe('RollingTail', () => {
  it('keeps exactly the last bytes, whatever the chunking', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 40 }), fc.integer({ min: 1, max: 64 }), (chunks, limit) => {
        const tail = new RollingTail(limit);
        for (const chunk of chunks) tail.push(chunk);
        const all = Buffer.concat(chunks);
        expect(tail.bytes()).toEqual(all.subarray(Math.max(0, all.length - limit)));
        expect(tail.totalBytes).toBe(all.length);
      }),
    );
  });

  it('starts its text on a whole character when it cut one', () => {
    const tail = new RollingTail(4);
    tail.push(Buffer.from('aaaé€', 'utf8')); // 3 + 2 + 3 bytes: the last 4 start inside 'é'
    expect(tail.text()).toBe('€');
    const whole = new RollingTail(64);
    whole.push(Buffer.from('é'));
    expect(whole.text()).toBe('é');
  });

  it('does not keep a reference to the caller buffer', () => {
    const tail = new RollingTail(8);
    const buffer = Buffer.from('abc');
    tail.push(buffer);
    buffer.fill(0x78);
    expect(tail.text()).toBe('abc');
  });
});
