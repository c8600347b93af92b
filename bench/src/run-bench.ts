/**
 * `pnpm bench`: every benchmark in one process, printed as one table of medians (min-max) of
 * ratios to a baseline measured in the same run. Benchmarks, not tests: nothing here fails a
 * build on a time; `--smoke` runs them all on tiny inputs so they cannot rot.
 *
 *   pnpm bench                          # all of them, 5 interleaved runs each
 *   pnpm bench --only claude-read,codex-read --runs 9
 *   node --expose-gc bench/dist/run-bench.js --smoke
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { acpLatency } from './acp-latency.js';
import { parseBenchOptions, selected, type BenchmarkName, type BenchOptions } from './bench-options.js';
import { renderTable, type Row } from './bench-report.js';
import { concurrentRounds } from './concurrent-rounds.js';
import { conformanceTime } from './conformance-time.js';
import { claudeHarnessOverhead } from './claude-harness-overhead.js';
import { codexHarnessOverhead } from './codex-harness-overhead.js';
import { longLine } from './long-line.js';
import { readThroughput } from './read-throughput.js';
import { redactionSpeed } from './redaction-speed.js';
import { replayMemory } from './replay-memory.js';
import { runStartUp, startUp } from './start-up.js';
import { zodReadThroughput } from './zod-read.js';

const MB = 1e6;

type Benchmark = (options: BenchOptions, scratch: string) => Promise<Row[]>;

const benchmarks: Record<BenchmarkName, Benchmark> = {
  'claude-read': (o, scratch) => readThroughput({ harness: 'claude', bytes: o.smoke ? 0.25 * MB : 64 * MB, runs: o.runs, scratch }),
  'codex-read': (o, scratch) => readThroughput({ harness: 'codex', bytes: o.smoke ? 0.25 * MB : 64 * MB, runs: o.runs, scratch }),
  'claude-zod': (o) => zodReadThroughput({ harness: 'claude', bytes: o.smoke ? 0.25 * MB : 64 * MB, runs: o.runs }),
  'codex-zod': (o) => zodReadThroughput({ harness: 'codex', bytes: o.smoke ? 0.25 * MB : 64 * MB, runs: o.runs }),
  'long-line': (o) => longLine(o),
  'replay-memory': (o, scratch) => replayMemory({ ...o, scratch }),
  redaction: (o) => redactionSpeed(o),
  'harness-overhead': async (o, scratch) => [...(await claudeHarnessOverhead({ ...o, scratch })), ...(await codexHarnessOverhead({ ...o, scratch }))],
  'concurrent-rounds': (o) => concurrentRounds({ rounds: o.smoke ? 2 : 50, harnesses: ['claude', 'codex'] }),
  conformance: (o) => conformanceTime(o),
  'start-up': async (o) => [...startUp(o), ...runStartUp(o)],
  acp: (o) => acpLatency(o),
};

export async function runBench(options: BenchOptions, log: (line: string) => void): Promise<Row[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'mwh-bench-'));
  const rows: Row[] = [];
  try {
    for (const [name, benchmark] of Object.entries(benchmarks) as [BenchmarkName, Benchmark][]) {
      if (!selected(options, name)) continue;
      log(`running ${name}...`);
      const started = performance.now();
      for (const row of await benchmark(options, scratch)) rows.push(row);
      log(`  ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // A smoke run measures nothing: its figures come from inputs too small to mean anything.
  return options.smoke ? rows.map(({ met: _, ...row }) => row) : rows;
}

async function main(): Promise<void> {
  const parsed = parseBenchOptions(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.error);
    process.exitCode = 2;
    return;
  }
  const rows = await runBench(parsed.options, (line) => console.error(line));
  console.log(renderTable(rows));
  console.log(`\nmedians (min-max) of ${parsed.options.runs} interleaved runs; node ${process.version}, ${process.platform}/${process.arch}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
