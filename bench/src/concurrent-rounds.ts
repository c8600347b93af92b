/**
 * Load benchmark: many concurrent rounds in this one process against the loopback mock
 * servers with the real CLIs, each answer carrying a unique marker so a crossed wire shows,
 * and a unique secret of the round's own, split across deltas, that must never come out.
 * One round of each CLI is the baseline for the memory of many.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ContentPart } from '@mwh/protocol-core';
import { startRound, type RoundOptions } from '@mwh/harness-core';
import { findInstalledCli } from '@mwh/harness-core/internals';
import type { Row } from './bench-report.js';
import { benchKitOf, type BenchedHarness } from './bench-kits.js';

/** Samples this process's RSS, and the RSS of every process in a CLI's group, while a batch runs. */
class MemorySampler {
  peakSelf = 0;
  peakChildren = 0;
  private timer: NodeJS.Timeout | undefined;

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 50);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  private sample(): void {
    this.peakSelf = Math.max(this.peakSelf, process.memoryUsage().rss);
    this.peakChildren = Math.max(this.peakChildren, childrenRss());
  }
}

/** Total RSS of this process's descendants, from /proc (Linux only; 0 elsewhere). */
function childrenRss(): number {
  let total = 0;
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parents.set(Number(name), Number(fields[1]));
        rss.set(Number(name), Number(fields[21]) * 4096);
      } catch {
        // Gone meanwhile.
      }
    }
  } catch {
    return 0;
  }
  for (const [pid, size] of rss) {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === process.pid) {
        total += size;
        break;
      }
    }
  }
  return total;
}

interface BatchResult {
  harness: BenchedHarness;
  rounds: number;
  ok: number;
  wallMs: number;
  peakSelf: number;
  peakChildren: number;
  crossed: string[];
  leaked: string[];
}

const MARK = /MARK-[0-9a-f]{12}/g;

/** The answer's deltas: the marker whole, the secret cut in three, so only a split-safe redactor catches it. */
function answerDeltas(marker: string, secret: string): string[] {
  return ['answer ', marker, ' key ', secret.slice(0, 7), secret.slice(7, 15), secret.slice(15), ' done'];
}

async function runBatch(harness: BenchedHarness, rounds: number, root: string): Promise<BatchResult> {
  const cli = findInstalledCli(harness, import.meta.url);
  if (!cli) throw new Error(`${harness} is not installed`);
  if (cli.prefixArgs.length) throw new Error(`the bench runs the native ${harness} binary, and none was found`);
  const batch = randomBytes(4).toString('hex');
  // Each round's secret, known to the round (`secrets`) and echoed back by the model.
  const secrets = Array.from({ length: rounds }, () => `sk-bench-${randomBytes(12).toString('hex')}`);
  // The marker each round must get, by round number: derived from the question in the request.
  const markers = new Map<number, string>();
  const markerFor = (n: number): string => {
    let marker = markers.get(n);
    if (!marker) markers.set(n, (marker = `MARK-${randomBytes(6).toString('hex')}`));
    return marker;
  };
  const roundOf = (body: string): number => Number(/bench-round-(\d+)-question/.exec(body)?.[1] ?? -1);
  const mocks = await benchKitOf(harness).startRoundMocks({ rounds, roundOf, deltas: (n) => answerDeltas(markerFor(n), secrets[n] ?? 'no-such-round') });

  const sampler = new MemorySampler();
  sampler.start();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: rounds }, async (_, n) => {
      const dir = join(root, `${harness}-${batch}-${n}`);
      const home = join(dir, 'home');
      const cwd = join(dir, 'work');
      await mkdir(home, { recursive: true });
      await mkdir(cwd, { recursive: true });
      const common: RoundOptions = {
        harness,
        message: `bench-round-${n}-question: answer briefly`,
        threadKey: `bench/${batch}/${n}`,
        cwd,
        configHome: join(dir, 'config'),
        command: cli.command,
        baseEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' },
        idleTimeoutMs: 120_000,
        secrets: [secrets[n]!],
      };
      const options: RoundOptions = { ...common, ...mocks.optionsFor(n) };
      const parts: ContentPart[] = [];
      for await (const part of startRound(options)) parts.push(part);
      const text = parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('');
      const finish = parts.at(-1);
      // Everything the round handed out, the verdict included.
      const leaked = JSON.stringify(parts).includes(secrets[n]!);
      return { n, text, leaked, kind: finish?.type === 'finish' ? finish.verdict.kind : 'none', message: finish?.type === 'finish' ? finish.verdict.message : '' };
    }),
  );
  const wallMs = performance.now() - started;
  sampler.stop();

  const crossed: string[] = [];
  const leaked: string[] = [];
  for (const result of results) {
    const expected = markers.get(result.n);
    const seen = result.text.match(MARK) ?? [];
    if (result.kind !== 'success') crossed.push(`round ${result.n}: ${result.kind}: ${result.message.slice(0, 200)}`);
    else if (!expected || seen.length !== 1 || seen[0] !== expected) crossed.push(`round ${result.n}: expected ${expected ?? '?'}, saw ${seen.join(',') || 'none'}`);
    else if (result.text !== `answer ${expected} key [REDACTED] done`) crossed.push(`round ${result.n}: unexpected text ${JSON.stringify(result.text.slice(0, 200))}`);
    if (result.leaked) leaked.push(`round ${result.n}: its secret came out`);
  }
  await mocks.close();
  return {
    harness,
    rounds,
    ok: results.filter((r) => r.kind === 'success').length,
    wallMs,
    peakSelf: sampler.peakSelf,
    peakChildren: sampler.peakChildren,
    crossed,
    leaked,
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/**
 * One round of each CLI, then `rounds` at once. Rounds that crossed wires or leaked their
 * secret are named in the rows, and fail the target.
 */
export async function concurrentRounds(options: { rounds: number; harnesses: readonly BenchedHarness[] }): Promise<Row[]> {
  const root = join(homedir(), '.cache', `mwh-bench-${randomBytes(4).toString('hex')}`);
  await mkdir(root, { recursive: true });
  const rows: Row[] = [];
  try {
    for (const harness of options.harnesses) {
      const single = await runBatch(harness, 1, root);
      const many = await runBatch(harness, options.rounds, root);
      const problems = [...single.crossed, ...single.leaked, ...many.crossed, ...many.leaked];
      const benchmark = 'concurrent-rounds';
      rows.push(
        {
          benchmark,
          what: `${harness}: ${many.ok}/${many.rounds} rounds at once own answer, secret redacted${problems.length ? `; ${problems.slice(0, 3).join('; ')}` : ''}`,
          figure: `${(many.wallMs / 1000).toFixed(1)} s wall, 1 round ${(single.wallMs / 1000).toFixed(1)} s`,
          target: 'all rounds right',
          met: problems.length === 0 && many.ok === many.rounds,
        },
        {
          benchmark,
          what: `${harness}: peak RSS of this process, ${many.rounds} rounds vs 1 (CLIs: ${mib(many.peakChildren)})`,
          figure: `${(many.peakSelf / single.peakSelf).toFixed(2)}x (${mib(many.peakSelf)} vs ${mib(single.peakSelf)})`,
          target: '',
        },
      );
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return rows;
}
