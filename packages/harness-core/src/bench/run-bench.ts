/**
 * Load benchmark (not a test): many concurrent rounds in this one process against the loopback
 * mock servers with the real CLIs, each answer carrying a unique marker so a crossed wire shows,
 * and a unique secret of the round's own, split across deltas, that must never come out; plus
 * a micro-benchmark of the streaming redactor against no redaction. Prints a small table.
 *
 *   pnpm bench                       # 50 concurrent rounds of each CLI
 *   node dist/bench/run-bench.js --rounds 20 --harness codex
 *   node dist/bench/run-bench.js --rounds 0     # the redactor micro-benchmark only
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ContentPart, Harness } from '@mwh/protocol-core';
import { findInstalledCli } from '../installed-cli.js';
import { PartRedactor } from '../part-redactor.js';
import { startRound } from '../start-round.js';
import type { RoundOptions } from '../round-options.js';
import { mockProviderArgs, MOCK_KEY_ENV } from '../test-support/codex-env.js';
import { anthropicText, startAnthropicMock, startResponsesMock, responsesText, type ResponsesMock } from '../test-support/mocks.js';

interface Args {
  rounds: number;
  harnesses: Harness[];
}

function parseArgs(argv: string[]): Args {
  const args: Args = { rounds: 50, harnesses: ['claude', 'codex'] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rounds') args.rounds = Number(argv[++i]);
    else if (argv[i] === '--harness') args.harnesses = [argv[++i] as Harness];
  }
  return args;
}

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
  harness: Harness;
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

async function runBatch(harness: Harness, rounds: number, root: string): Promise<BatchResult> {
  const cli = findInstalledCli(harness);
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
  const anthropic =
    harness === 'claude'
      ? await startAnthropicMock({
          replies: [],
          fallback: (request) => {
            const n = roundOf(request.rawBody);
            return anthropicText(answerDeltas(markerFor(n), secrets[n] ?? 'no-such-round'));
          },
        })
      : undefined;
  // The Responses mock answers by arrival order, not by request: one mock per round, so each
  // round is sure to be answered with its own marker and its own secret.
  const responses: ResponsesMock[] = [];
  if (harness === 'codex') {
    for (let n = 0; n < rounds; n++) {
      const deltas = answerDeltas(markerFor(n), secrets[n]!);
      responses.push(await startResponsesMock([responsesText(deltas.join(''), { deltas })]));
    }
  }

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
      const options: RoundOptions =
        harness === 'claude'
          ? {
              ...common,
              credential: { type: 'environment' },
              env: {
                ANTHROPIC_BASE_URL: anthropic!.url,
                ANTHROPIC_API_KEY: 'sk-ant-bench',
                CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
                CLAUDE_CODE_MAX_RETRIES: '0',
              },
            }
          : { ...common, args: mockProviderArgs(responses[n]!.url), credential: { type: 'cli-login' }, env: { [MOCK_KEY_ENV]: 'sk-bench' } };
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
  await anthropic?.close();
  for (const mock of responses) await mock.close();
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

/** Streams `deltas` through a part redactor, returning milliseconds. */
function redactionMs(secrets: string[], deltas: string[], repeat: number): number {
  const started = performance.now();
  let length = 0;
  for (let r = 0; r < repeat; r++) {
    const redactor = new PartRedactor(secrets);
    for (const text of deltas) for (const part of redactor.push({ type: 'text-delta', id: 'm', text })) length += part.type === 'text-delta' ? part.text.length : 0;
    for (const part of redactor.flush()) length += part.type === 'text-delta' ? part.text.length : 0;
  }
  if (length < 0) console.log(length);
  return performance.now() - started;
}

function redactorBench(): { plainMs: number; redactedMs: number; ratio: number; mb: number; deltas: number } {
  // About 1 MB of model-like text in 4-character deltas, with secrets and near-misses in it.
  const secrets = ['sk-ant-oat01-ABCDEFGHIJKLMNOP', 'mcp-bearer-0123456789abcdef', 'sk-proj-QRSTUVWXYZ'];
  const words = ['the ', 'answer ', 'is ', 'sk-', 'mcp ', 'token ', 'skill ', 'sk-ant-oat ', 'ok. ', secrets[1]!, ' '];
  let text = '';
  for (let i = 0; text.length < 1_000_000; i++) text += words[(i * 7919) % words.length];
  const deltas = text.match(/[\s\S]{1,4}/g) ?? [];
  // Warm up, then alternate the two and take the medians, so a GC pause or a JIT tier-up does not decide.
  redactionMs(secrets, deltas, 1);
  redactionMs([], deltas, 1);
  const plain: number[] = [];
  const redacted: number[] = [];
  for (let i = 0; i < 7; i++) {
    plain.push(redactionMs([], deltas, 1));
    redacted.push(redactionMs(secrets, deltas, 1));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const plainMs = median(plain);
  const redactedMs = median(redacted);
  return { plainMs, redactedMs, ratio: redactedMs / plainMs, mb: text.length / 1e6, deltas: deltas.length };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = join(homedir(), '.cache', `mwh-bench-${randomBytes(4).toString('hex')}`);
  await mkdir(root, { recursive: true });
  const rows: string[][] = [['harness', 'rounds', 'ok', 'wall', 'wall/round', 'peak RSS (this process)', 'RSS vs 1 round', 'peak RSS of CLIs']];
  const failures: string[] = [];
  const leaks: string[] = [];
  try {
    for (const harness of args.rounds > 0 ? args.harnesses : []) {
      const single = await runBatch(harness, 1, root);
      const many = await runBatch(harness, args.rounds, root);
      failures.push(...single.crossed.map((c) => `${harness} x1 ${c}`), ...many.crossed.map((c) => `${harness} x${args.rounds} ${c}`));
      leaks.push(...single.leaked.map((c) => `${harness} x1 ${c}`), ...many.leaked.map((c) => `${harness} x${args.rounds} ${c}`));
      for (const result of [single, many]) {
        rows.push([
          harness,
          String(result.rounds),
          String(result.ok),
          `${(result.wallMs / 1000).toFixed(1)} s`,
          `${(result.wallMs / result.rounds / 1000).toFixed(2)} s`,
          mib(result.peakSelf),
          `${(result.peakSelf / single.peakSelf).toFixed(2)}x`,
          mib(result.peakChildren),
        ]);
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));

  const redaction = redactorBench();
  console.log('');
  console.log(`streaming redaction, ${redaction.mb.toFixed(1)} MB as ${redaction.deltas} text deltas through PartRedactor (median of 7):`);
  console.log(`  no secrets ${redaction.plainMs.toFixed(1)} ms, 3 secrets ${redaction.redactedMs.toFixed(1)} ms, ratio ${redaction.ratio.toFixed(2)}x`);
  if (failures.length) {
    console.log('');
    console.log(`${failures.length} round(s) did not get exactly their own answer:`);
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('every round got its own marker and no other');
  }
  if (leaks.length) {
    console.log('');
    console.log(`${leaks.length} round(s) let their secret out:`);
    for (const leak of leaks.slice(0, 20)) console.log(`  ${leak}`);
    process.exitCode = 1;
  } else if (args.rounds > 0) {
    console.log('no round let its secret (split across three deltas) out: every one came out as [REDACTED]');
  }
}

await main();
