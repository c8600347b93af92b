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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Harness } from '@mwh/protocol-core';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { codexMockProviderArgs, MOCK_KEY_ENV, startAnthropicMock, startResponsesMock, textMessage, textReply } from '@mwh/mock-servers';
import { formatSpread, type Row } from './bench-report.js';
import { spread } from './measure.js';
import { timedAcpSession, type AcpAgentCommand, type AcpTimings } from './acp-timed-session.js';
import { mwhBin } from './replay-memory.js';

const require = createRequire(import.meta.url);

interface Peer {
  /** The package, as the rows name it. */
  name: string;
  version: string;
  command: (cwd: string, env: Record<string, string>, cli: string) => AcpAgentCommand;
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/** The CLIs with a native ACP adapter of Zed's to hold mwh acp against. */
type Peered = 'claude' | 'codex';

const PEERS: Record<Peered, () => Peer> = {
  claude: () => {
    const name = '@zed-industries/claude-agent-acp';
    const main = join(dirname(require.resolve(`${name}/package.json`)), 'dist/index.js');
    // Started as its bin starts (`#!/usr/bin/env node`), on the pinned Claude Code.
    return { name, version: packageVersion(name), command: (cwd, env, cli) => ({ command: process.execPath, args: [main], cwd, env: { ...env, CLAUDE_CODE_EXECUTABLE: cli } }) };
  },
  codex: () => {
    const name = '@zed-industries/codex-acp';
    // The native binary its launcher (a node script) would find and run: an editor runs it directly.
    const platform = `${name}-${process.platform}-${process.arch}`;
    const binary = join(dirname(createRequire(require.resolve(`${name}/package.json`)).resolve(`${platform}/package.json`)), 'bin/codex-acp');
    return { name, version: packageVersion(name), command: (cwd, env) => ({ command: binary, args: [], cwd, env }) };
  },
};

export interface AcpLatencyOptions {
  smoke: boolean;
  runs: number;
  /** Another build's `mwh` (its bin/mwh.js), run in turn with this one: before and after in one run. */
  baselineMwh?: string;
}

const PROMPTS = ['answer briefly', 'and once more'] as const;

export async function acpLatency(options: AcpLatencyOptions): Promise<Row[]> {
  return [...(await acpLatencyFor('claude', options)), ...(await acpLatencyFor('codex', options))];
}

async function acpLatencyFor(harness: Peered, options: AcpLatencyOptions): Promise<Row[]> {
  const cli = findInstalledCli(harness, import.meta.url);
  if (!cli || cli.prefixArgs.length) throw new Error(`the acp bench needs the native ${harness} binary of its npm package`);
  const peer = PEERS[harness]();
  // Under ~/.cache, not /tmp: codex refuses to make its helper binaries under a temporary folder.
  const dir = join(homedir(), '.cache', 'mwh-bench', `acp-${harness}-${randomBytes(4).toString('hex')}`);
  const mock = harness === 'claude' ? await startAnthropicMock({ fallback: textMessage(['the ', 'answer ', 'is ', '42.']) }) : await startResponsesMock({ replies: [], fallback: textReply('the answer is 42.', { deltas: ['the ', 'answer ', 'is ', '42.'] }) });
  try {
    let session = 0;
    /** A fresh HOME, config home and cwd for every session, as an editor's first start has. */
    const place = () => {
      const root = join(dir, String(session++));
      const paths = { home: join(root, 'home'), config: join(root, 'config'), cwd: join(root, 'work') };
      for (const path of Object.values(paths)) mkdirSync(path, { recursive: true, mode: 0o700 });
      const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: paths.home, LANG: 'C.UTF-8' };
      if (harness === 'claude') {
        const env = { ...base, CLAUDE_CONFIG_DIR: paths.config, ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-bench', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' };
        return { cwd: paths.cwd, env };
      }
      const toml = codexMockProviderArgs(mock.url).filter((_, index) => index % 2 === 1);
      writeFileSync(join(paths.config, 'config.toml'), `${toml.join('\n')}\n`);
      return { cwd: paths.cwd, env: { ...base, CODEX_HOME: paths.config, [MOCK_KEY_ENV]: 'sk-bench' } };
    };
    const mwh = (bin = mwhBin()): Promise<AcpTimings> => {
      const { cwd, env } = place();
      const args = [bin, 'acp', '--harness', harness, '--credential', 'environment', '--command', cli.command, '--sessions-dir', join(env.HOME, 'sessions')];
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
    return [...rows(harness, `${peer.name} ${peer.version}`, ours, theirs, true), ...(baseline ? rows(harness, `the mwh at ${baseline}`, ours, before, false) : [])];
  } finally {
    await mock.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** mwh's ratios to `other` (a peer, with the targets, or another build of mwh, with none) and the absolute figures of `theirs`. */
function rows(harness: Harness, other: string, ours: AcpTimings[], theirs: AcpTimings[], targets: boolean): Row[] {
  const benchmark = 'acp';
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
    ratio('peakRssKiB', 'peak RSS of the process tree', harness === 'claude' ? 1 : 1.5),
    // Work, not waiting: what a loaded machine disturbs least (10 ms ticks).
    cpuRatio('cpuToInitializeMs', 'CPU of the process tree, start -> initialize'),
    cpuRatio('cpuToFirstChunkMs', 'CPU of the process tree, start -> first chunk'),
    ...(targets ? [absolute(`mwh acp --harness ${harness}`, ours)] : []),
    absolute(other, theirs),
  ];
}
