/**
 * What the harness-overhead rows of both CLIs share: a round through harness-core that must
 * succeed, and the interleaved comparison of it with the same CLI run by hand, as wall-time
 * ratios (the CLI's own time is most of a round, and it is another process).
 */
import { CaptureCollector, startRound, type RoundOptions } from '@mwh/harness-core';
import { formatSpread, type Row } from './bench-report.js';
import { benchKitOf, type BenchedHarness } from './bench-kits.js';
import { interleave, spread, timeRatios } from './measure.js';

export async function harnessRound(options: RoundOptions): Promise<string> {
  let verdict = 'none';
  for await (const part of startRound(options)) if (part.type === 'finish') verdict = part.verdict.kind;
  if (verdict !== 'success') throw new Error(`the harness round ended ${verdict}`);
  return verdict;
}

/** A process as the direct side starts it. */
export interface SpawnShape {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/**
 * A harness round that throws unless the harness spawned the CLI with the argv and environment
 * names the direct side uses (its capture header holds both), so both sides start one process.
 */
export async function harnessRoundSpawning(options: RoundOptions, direct: SpawnShape): Promise<void> {
  const capture = new CaptureCollector();
  await harnessRound({ ...options, capture });
  const header = capture.captures[0]?.header;
  const same = (a: readonly string[] | undefined, b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);
  if (!header || !same(header.argv, [direct.command, ...direct.args]) || !same(header.env, Object.keys(direct.env).sort())) {
    throw new Error(`the direct spawn differs from the harness's: ${JSON.stringify({ harness: header && { argv: header.argv, env: header.env }, direct: { argv: [direct.command, ...direct.args], env: Object.keys(direct.env).sort() } })}`);
  }
}

/** The four ways a round is run: through the harness or by hand, resuming a session/thread or starting one. */
export interface OverheadRounds {
  harnessResumed: () => Promise<unknown>;
  directResumed: () => Promise<unknown>;
  harnessFirst: () => Promise<unknown>;
  directFirst: () => Promise<unknown>;
}

export async function overheadRows(harness: BenchedHarness, rounds: OverheadRounds, runs: number): Promise<Row[]> {
  const samples = await interleave(
    [
      { name: 'harness resumed', run: rounds.harnessResumed },
      { name: 'direct resumed', run: rounds.directResumed },
      { name: 'harness first', run: rounds.harnessFirst },
      { name: 'direct first', run: rounds.directFirst },
    ],
    runs,
    { alternate: true },
  );
  const resumedRatio = spread(timeRatios(samples.get('direct resumed')!, samples.get('harness resumed')!, 'wallMs'));
  const firstRatio = spread(timeRatios(samples.get('direct first')!, samples.get('harness first')!, 'wallMs'));
  const direct = spread(samples.get('direct resumed')!.map((s) => s.wallMs));
  // This process's own CPU per round (the CLI's is not in it): what the harness adds in work, not waiting.
  const cpu = (name: string) => spread(samples.get(name)!.map((s) => s.cpuMs)).median.toFixed(0);
  const resumedWhat = benchKitOf(harness).resumedRound;
  const benchmark = 'harness-overhead';
  return [
    { benchmark, what: `${harness} ${resumedWhat} via harness-core / direct spawn, wall (direct ${direct.median.toFixed(0)} ms)`, figure: formatSpread(resumedRatio, 'x'), target: '<= 1.05x', met: resumedRatio.median <= 1.05 },
    { benchmark, what: `${harness} thread's first round via harness-core / direct spawn, wall`, figure: formatSpread(firstRatio, 'x'), target: '<= 1.05x', met: firstRatio.median <= 1.05 },
    {
      benchmark,
      what: `${harness} CPU of this process per round (ms): harness resumed / direct resumed / harness first / direct first`,
      figure: `${cpu('harness resumed')} / ${cpu('direct resumed')} / ${cpu('harness first')} / ${cpu('direct first')}`,
      target: '',
    },
  ];
}
