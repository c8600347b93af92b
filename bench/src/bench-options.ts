/** The bench's command line: which benchmarks, how many runs, and whether inputs are tiny (the smoke run). */
export interface BenchOptions {
  /** Names of the benchmarks to run; empty means all. */
  only: string[];
  /** Interleaved runs per measurement; medians, minimums and maximums are over these. */
  runs: number;
  /** Tiny inputs and one round each: proves the bench still runs, measures nothing. */
  smoke: boolean;
  /** `acp`: another build's bin/mwh.js, measured in turn with this one (before and after in one run). */
  baselineMwh?: string;
}

export const BENCHMARKS = ['claude-read', 'codex-read', 'claude-zod', 'codex-zod', 'long-line', 'replay-memory', 'redaction', 'harness-overhead', 'concurrent-rounds', 'conformance', 'start-up', 'acp'] as const;
export type BenchmarkName = (typeof BENCHMARKS)[number];

export type ParsedOptions = { ok: true; options: BenchOptions } | { ok: false; error: string };

export function parseBenchOptions(argv: string[]): ParsedOptions {
  const options: BenchOptions = { only: [], runs: 5, smoke: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--smoke') options.smoke = true;
    else if (arg === '--runs') {
      const runs = Number(argv[++i]);
      if (!Number.isInteger(runs) || runs < 1) return { ok: false, error: `--runs takes a whole number of at least 1, not "${argv[i] ?? ''}".` };
      options.runs = runs;
    } else if (arg === '--only') {
      const names = (argv[++i] ?? '').split(',').filter(Boolean);
      const unknown = names.find((name) => !(BENCHMARKS as readonly string[]).includes(name));
      if (!names.length || unknown !== undefined) return { ok: false, error: `--only takes names from ${BENCHMARKS.join(', ')}, not "${argv[i] ?? ''}".` };
      options.only.push(...names);
    } else if (arg === '--baseline-mwh') {
      const path = argv[++i];
      if (!path) return { ok: false, error: '--baseline-mwh takes the path of another build\'s bin/mwh.js.' };
      options.baselineMwh = path;
    } else return { ok: false, error: `unknown argument "${arg}"; the bench takes --only NAME[,NAME], --runs N, --smoke and --baseline-mwh PATH.` };
  }
  return { ok: true, options };
}

export function selected(options: BenchOptions, name: BenchmarkName): boolean {
  return options.only.length === 0 || options.only.includes(name);
}
