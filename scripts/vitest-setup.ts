// Property tests are seeded so a failure can be replayed: FC_SEED=<seed> pnpm test.
import fc from 'fast-check';
import { expect } from 'vitest';

const seed = Number(process.env.FC_SEED ?? 20261202);
fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 200) });

// vitest's deep equality walks a byte array one element at a time, twice (its iterator, then its
// entries), each element through the whole generic comparison: over a second for one recorded
// capture's bytes, most of the time of the suites that compare streams. Two byte arrays of the same
// kind are equal when their bytes are; anything else (and a failure's diff) stays vitest's.
expect.addEqualityTesters([
  function sameBytes(a: unknown, b: unknown): boolean | undefined {
    if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array) || a.constructor !== b.constructor) return undefined;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  },
]);
