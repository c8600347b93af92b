import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './bench-options.js';
import { renderTable } from './bench-report.js';
import { runBench } from './run-bench.js';

// A smoke run on tiny inputs, so the bench cannot rot; it asserts what was read, never a time.
describe('pnpm bench --smoke', () => {
  // The benchmarks that need no live CLI; the others are smoke-run by hand (`pnpm bench --smoke`).
  it('runs the offline benchmarks and prints a row per measure', async () => {
    const offline = ['claude-read', 'codex-read', 'claude-zod', 'codex-zod', 'long-line', 'replay-memory', 'redaction', 'start-up'] as const;
    const rows = await runBench({ only: [...offline], runs: 1, smoke: true }, () => {});
    for (const benchmark of offline) expect(rows.some((r) => r.benchmark === benchmark)).toBe(true);
    expect(rows.map((r) => r.what)).toContain('mwh decode+validate+read to parts vs floor');
    expect(rows.every((r) => r.met === undefined)).toBe(true);
    expect(renderTable(rows).split('\n')).toHaveLength(rows.length + 2);
  });
});

describe('bench options', () => {
  it('takes --only, --runs and --smoke', () => {
    expect(parseBenchOptions(['--only', 'long-line,redaction', '--runs', '9', '--smoke'])).toEqual({
      ok: true,
      options: { only: ['long-line', 'redaction'], runs: 9, smoke: true },
    });
  });

  it('takes another build of mwh for the acp rows', () => {
    expect(parseBenchOptions(['--only', 'acp', '--baseline-mwh', '/main/packages/cli/bin/mwh.js'])).toMatchObject({ ok: true, options: { only: ['acp'], baselineMwh: '/main/packages/cli/bin/mwh.js' } });
    expect(parseBenchOptions(['--baseline-mwh'])).toMatchObject({ ok: false });
  });

  it('refuses what it does not know, in one sentence', () => {
    expect(parseBenchOptions(['--only', 'nothing'])).toMatchObject({ ok: false });
    expect(parseBenchOptions(['--runs', '0'])).toMatchObject({ ok: false });
    expect(parseBenchOptions(['--fast'])).toMatchObject({ ok: false });
  });
});
