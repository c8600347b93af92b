import { describe, expect, it } from 'vitest';
import { BENCH_KITS, benchKitOf } from './bench-kits.js';

describe('BENCH_KITS', () => {
  it('holds one kit per CLI, and benchKitOf finds it', () => {
    const harnesses = BENCH_KITS.map((kit) => kit.harness);
    expect(new Set(harnesses).size).toBe(harnesses.length);
    for (const kit of BENCH_KITS) expect(benchKitOf(kit.harness)).toBe(kit);
  });
});
