/**
 * The CLIs with benches, each by its kit: a benchmark takes a `BenchedHarness`, so naming a CLI
 * without a kit here is a compile error rather than a skipped row.
 */
import type { BenchKit } from './bench-kit.js';
import { claudeBenchKit } from './claude/bench-kit.js';
import { codexBenchKit } from './codex/bench-kit.js';

export const BENCH_KITS = [claudeBenchKit, codexBenchKit] as const;

export type BenchedHarness = (typeof BENCH_KITS)[number]['harness'];

export function benchKitOf(harness: BenchedHarness): BenchKit {
  const kit: BenchKit | undefined = BENCH_KITS.find((candidate) => candidate.harness === harness);
  if (!kit) throw new Error(`no bench kit for ${harness}`);
  return kit;
}
