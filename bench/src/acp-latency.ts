/**
 * `mwh acp` beside Zed's ACP adapters, as an editor waits on them: each agent started as a
 * process, driven through one session of two prompts against the loopback mocks (see
 * `acp-timed-session.ts`), runs interleaved (mwh, its peer, mwh, its peer ...), and per run the
 * ratio of mwh's time to the peer's. The peers are devDependencies at pinned versions:
 * `@zed-industries/claude-agent-acp` drives the same pinned Claude Code as mwh
 * (CLAUDE_CODE_EXECUTABLE); `@zed-industries/codex-acp` is a native binary with a codex of its
 * own inside, so it cannot be pointed at the pinned one: both read the mock provider from the
 * same CODEX_HOME/config.toml. `--baseline-mwh` adds another build's mwh to every run, for
 * before and after side by side.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { formatSpread, type Row } from './bench-report.js';
import { BENCH_KITS } from './bench-kits.js';
import type { BenchKit } from './bench-kit.js';
import { spread } from './measure.js';
import { timedAcpSession, type AcpTimings } from './acp-timed-session.js';
import { mwhBin } from './replay-memory.js';

export interface AcpLatencyOptions {
  smoke: boolean;
  runs: number;
  /** Another build's `mwh` (its bin/mwh.js), run in turn with this one: before and after in one run. */
  baselineMwh?: string;
}

const PROMPTS = ['answer briefly', 'and once more'] as const;

export async function acpLatency(options: AcpLatencyOptions): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kit of BENCH_KITS) rows.push(...(await acpLatencyFor(kit, options)));
  return rows;
}

async function acpLatencyFor(kit: BenchKit, options: AcpLatencyOptions): Promise<Row[]> {
  const harness = kit.harness;
  const cli = findInstalledCli(harness, import.meta.url);
  if (!cli || cli.prefixArgs.length) throw new Error(`the acp bench needs the native ${harness} binary of its npm package`);
  const peer = kit.acp.peer();
  // Under ~/.cache, not /tmp: codex refuses to make its helper binaries under a temporary folder.
  const dir = join(homedir(), '.cache', 'mwh-bench', `acp-${harness}-${randomBytes(4).toString('hex')}`);
  const mock = await kit.acp.startMock();
  try {
    let session = 0;
    /** A fresh HOME, config home and cwd for every session, as an editor's first start has. */
    const place = () => {
      const root = join(dir, String(session++));
      const paths = { home: join(root, 'home'), config: join(root, 'config'), cwd: join(root, 'work') };
      for (const path of Object.values(paths)) mkdirSync(path, { recursive: true, mode: 0o700 });
      const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: paths.home, LANG: 'C.UTF-8' };
      return { cwd: paths.cwd, home: paths.home, env: kit.acp.env(base, paths, mock.url) };
    };
    const mwh = (bin = mwhBin()): Promise<AcpTimings> => {
      const { cwd, home, env } = place();
      const args = [bin, 'acp', '--harness', harness, '--credential', 'environment', '--command', cli.command, '--sessions-dir', join(home, 'sessions')];
      return timedAcpSession({ command: process.execPath, args, cwd, env }, PROMPTS);
    };
    const other = (): Promise<AcpTimings> => {
      const { cwd, env } = place();
      return timedAcpSession(peer.command(cwd, env, cli.command), PROMPTS);
    };
    // One of each untimed: the file cache holds every program, as on any start after the first.
    await mwh();
    await other();
    const baseline = options.baselineMwh;
    if (baseline) await mwh(baseline);
    const ours: AcpTimings[] = [];
    const theirs: AcpTimings[] = [];
    const before: AcpTimings[] = [];
    const turns: (() => Promise<void>)[] = [async () => void ours.push(await mwh()), async () => void theirs.push(await other())];
    if (baseline) turns.push(async () => void before.push(await mwh(baseline)));
    const runs = options.smoke ? 1 : options.runs;
    for (let r = 0; r < runs; r++) {
      // Reversed every other run, so none always follows the same other one's exit.
      for (const turn of r % 2 === 0 ? turns : [...turns].reverse()) await turn();
    }
    return [...rows(kit, `${peer.name} ${peer.version}`, ours, theirs, true), ...(baseline ? rows(kit, `the mwh at ${baseline}`, ours, before, false) : [])];
  } finally {
    await mock.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** mwh's ratios to `other` (a peer, with the targets, or another build of mwh, with none) and the absolute figures of `theirs`. */
function rows(kit: BenchKit, other: string, ours: AcpTimings[], theirs: AcpTimings[], targets: boolean): Row[] {
  const benchmark = 'acp';
  const harness = kit.harness;
  const versus = `mwh acp --harness ${harness} vs ${other}`;
  const ratio = (measure: keyof AcpTimings, what: string, target?: number): Row => {
    const s = spread(ours.map((timing, r) => timing[measure] / theirs[r]![measure]));
    return { benchmark, what: `${versus}, ${what}`, figure: formatSpread(s, 'x'), ...(targets && target !== undefined ? { target: `<= ${target}x`, met: s.median <= target } : { target: '' }) };
  };
  const cpuRatio = (measure: 'cpuToInitializeMs' | 'cpuToFirstChunkMs', what: string): Row => {
    // A native agent can answer `initialize` within one 10 ms tick: read as one tick, not zero.
    const s = spread(ours.map((timing, r) => timing[measure] / Math.max(theirs[r]![measure], 10)));
    return { benchmark, what: `${versus}, ${what}`, figure: formatSpread(s, 'x'), target: '' };
  };
  const ms = (timings: AcpTimings[], measure: keyof AcpTimings) => spread(timings.map((timing) => timing[measure])).median.toFixed(0);
  const mib = (timings: AcpTimings[]) => (spread(timings.map((timing) => timing.peakRssKiB)).median / 1024).toFixed(0);
  const absolute = (who: string, timings: AcpTimings[]): Row => ({
    benchmark,
    what: `${who}: start -> initialize, session/new, prompt -> first chunk, start -> first chunk, 2nd prompt -> first chunk (ms); peak RSS of the tree; CPU of the tree to initialize, to the first chunk (ms)`,
    figure: `${ms(timings, 'initializedAt')}, ${ms(timings, 'sessionNewMs')}, ${ms(timings, 'firstChunkMs')}, ${ms(timings, 'firstChunkAt')}, ${ms(timings, 'secondFirstChunkMs')}; ${mib(timings)} MiB; ${ms(timings, 'cpuToInitializeMs')}, ${ms(timings, 'cpuToFirstChunkMs')}`,
    target: '',
  });
  return [
    ratio('initializedAt', 'start -> initialize'),
    ratio('firstChunkMs', 'prompt -> first chunk', 0.8),
    ratio('secondFirstChunkMs', '2nd prompt -> first chunk', 0.8),
    ratio('firstChunkAt', 'start -> first chunk', 1),
    ratio('peakRssKiB', 'peak RSS of the process tree', kit.acp.peakRssTarget),
    // Work, not waiting: what a loaded machine disturbs least (10 ms ticks).
    cpuRatio('cpuToInitializeMs', 'CPU of the process tree, start -> initialize'),
    cpuRatio('cpuToFirstChunkMs', 'CPU of the process tree, start -> first chunk'),
    ...(targets ? [absolute(`mwh acp --harness ${harness}`, ours)] : []),
    absolute(other, theirs),
  ];
}
