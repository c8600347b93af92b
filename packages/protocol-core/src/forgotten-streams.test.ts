import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ForgottenStreams } from './forgotten-streams.js';
import { REDACTED, Redactor } from './redactor.js';

const secret = 'sk-live-KEY-123';

describe('ForgottenStreams', () => {
  it('a stream met again goes on from where it was forgotten, and one never forgotten starts clean', () => {
    const redactor = new Redactor([secret]);
    const forgotten = new ForgottenStreams();
    const a = redactor.stream();
    a.push('key sk-live-');
    a.release();
    forgotten.forget('a', a);
    const again = redactor.stream();
    forgotten.recall('a', again);
    expect(again.push('KEY-123!') + again.flush()).toBe(`${REDACTED}!`);
    // Recalled once, the slot is free: the same key later is a new stream, as is any other.
    for (const key of ['a', 'b']) {
      const other = redactor.stream();
      forgotten.recall(key, other);
      expect(other.push('3 apples') + other.flush()).toBe('3 apples');
    }
  });

  it('forgets nothing of an idle stream: it could finish no secret', () => {
    const redactor = new Redactor([secret]);
    const forgotten = new ForgottenStreams();
    const idle = redactor.stream();
    idle.push('plain');
    forgotten.forget('x', idle);
    const again = redactor.stream();
    forgotten.recall('x', again);
    expect(again.idle).toBe(true);
  });

  // More streams than slots: slots are shared, and a shared one masks any start that may end a
  // secret. Never fewer than the streams that were inside one.
  it('masks the rest of the secret for every stream forgotten inside one, however many share a slot', () => {
    fc.assert(
      fc.property(fc.constantFrom(4095, 4096, 4097, 20_000), fc.nat(secret.length - 2), (streams, cut) => {
        const redactor = new Redactor([secret]);
        const forgotten = new ForgottenStreams();
        for (let i = 0; i < streams; i++) {
          const stream = redactor.stream();
          stream.push(secret.slice(0, 1 + ((cut + i) % (secret.length - 1))));
          stream.release();
          forgotten.forget(`m${i}`, stream);
        }
        for (let i = 0; i < streams; i++) {
          const stream = redactor.stream();
          forgotten.recall(`m${i}`, stream);
          const rest = secret.slice(1 + ((cut + i) % (secret.length - 1)));
          expect(stream.push(`${rest} ok`) + stream.flush()).toBe(`${REDACTED} ok`);
        }
      }),
      { seed: 25, numRuns: 8 },
    );
  });
});
