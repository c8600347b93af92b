import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultsJson, type ConformanceRun } from '@mwh/conformance';
import { checkedRange } from '@mwh/harness-core';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { main } from './main.js';
import { surface } from './test-support/surfaces.js';

function collect() {
  const io = { out: '', err: '', stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

/** A report as --json prints it, without the wall times and clock readings (codex's stderr) no two runs share. */
function withoutTimes(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key === 'durationMs' ? 0 : typeof value === 'string' ? value.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T') : value));
}

describe('mwh conformance merge', () => {
  it('joins shard 1/2 and 2/2 of the pinned CLIs into the report of the unsharded run, drift included', async () => {
    const dir = tempDirInTest('mwh-merge-');
    const run = async (...args: string[]) => {
      const io = collect();
      const code = await main(['conformance', '--scenario', 'text-answer', '--jobs', '2', '--json', ...args], io);
      expect(code, io.err).toBe(0);
      return io.out;
    };
    const whole = await run('--results', join(dir, 'whole.json'));
    // The workflow's commands: each job a shard, one job the merge.
    const first = await run('--shard', '1/2', '--results', join(dir, 'a.json'));
    const second = await run('--shard', '2/2', '--results', join(dir, 'b.json'));
    // Each shard ran some of the pinned CLIs, and together all of them, each once.
    const runs = (out: string) => (JSON.parse(out) as { runs: unknown[] }).runs.length;
    expect(runs(first)).toBeGreaterThan(0);
    expect(runs(second)).toBeGreaterThan(0);
    expect(runs(first) + runs(second)).toBe(runs(whole));
    const io = collect();
    expect(await main(['conformance', 'merge', join(dir, 'b.json'), join(dir, 'a.json'), '--json', '--html', join(dir, 'merged.html'), '--results', join(dir, 'merged.json')], io), io.err).toBe(0);
    expect(withoutTimes(io.out)).toEqual(withoutTimes(whole));
    expect(readFileSync(join(dir, 'merged.html'), 'utf8')).toContain('text-answer');
    // The merged results are as one run's: they merge again, alone.
    const again = collect();
    expect(await main(['conformance', 'merge', join(dir, 'merged.json'), '--json'], again), again.err).toBe(0);
    expect(withoutTimes(again.out)).toEqual(withoutTimes(whole));
  });

  it('with --issues, writes one issue per version newer than the range mwh checked, and none for the base', async () => {
    const dir = tempDirInTest('mwh-merge-');
    const base = checkedRange('claude').newest;
    const run = (version: string, resume: 'pass' | 'fail'): ConformanceRun => {
      const scenarios = [
        { name: 'text-answer', status: 'pass' as const, reason: '', verdict: null, durationMs: 1, failures: [], notSetUp: [], attempts: 1, captures: [], parts: [] },
        { name: 'resume', status: resume, reason: resume === 'fail' ? 'the second round: expected resumed, got a new thread' : '', verdict: null, durationMs: 1, failures: [], notSetUp: [], attempts: 1, captures: [], parts: [] },
      ];
      const lines = { 'system/init': { count: 1, fields: { session_id: 'string' }, values: {}, example: '{}' } };
      const findings = { harness: 'claude', cliVersion: version, channel: 'claude-code', surface: surface({ harness: 'claude', cliVersion: version, scenarios: ['text-answer', 'resume'], lines }), gaps: { unknownEvents: [], unknownFields: [], unknownEnumValues: [], invalidLines: [] }, sent: { checked: 0, failures: [] } };
      return { harness: 'claude', cliVersion: version, channel: 'claude-code', spec: version, scenarios, drift: findings, durationMs: 1 };
    };
    const runs = [run(base, 'pass'), run('2.1.999', 'fail')];
    writeFileSync(join(dir, 'all.json'), resultsJson({ runs, summary: { pass: 3, fail: 1, expectedFail: 0, fixed: 0, inconclusive: 0, flaky: 0 }, repeat: 1 }));
    const io = collect();
    expect(await main(['conformance', 'merge', join(dir, 'all.json'), '--issues', join(dir, 'issues')], io), io.err).toBe(1);
    expect(readdirSync(join(dir, 'issues'))).toEqual(['claude-2.1.999.md']);
    const [title, blank, ...body] = readFileSync(join(dir, 'issues', 'claude-2.1.999.md'), 'utf8').split('\n');
    expect([title, blank]).toEqual(['mwh conformance: Claude Code 2.1.999', '']);
    expect(body.join('\n')).toContain(`**${base} -> 2.1.999: 1 scenario changed outcome (resume pass -> fail); nothing mwh reads or sends changed; nothing else changed**`);
    expect(body.join('\n')).toContain('- resume: **fail**: the second round: expected resumed, got a new thread');
    // Never into a folder the user has.
    const again = collect();
    expect(await main(['conformance', 'merge', join(dir, 'all.json'), '--issues', join(dir, 'issues')], again)).toBe(2);
    expect(again.err).toBe(`mwh: ${join(dir, 'issues')} exists already; give --issues a new folder.\n`);
  });

  it('with --partial, a shard whose job failed (no file) loses its own CLIs, not the report: exit 3, each named', async () => {
    const dir = tempDirInTest('mwh-merge-');
    const base = checkedRange('claude').newest;
    const scenario = { name: 'text-answer', status: 'pass' as const, reason: '', verdict: null, durationMs: 1, failures: [], notSetUp: [], attempts: 1, captures: [], parts: [] };
    const runs: ConformanceRun[] = [{ harness: 'claude', cliVersion: base, channel: 'claude-code', spec: base, scenarios: [scenario], drift: {}, durationMs: 1 }];
    const planned = [`claude-${base}`, 'claude-2.1.999'];
    writeFileSync(join(dir, 'shard-1.json'), resultsJson({ runs, summary: { pass: 1, fail: 0, expectedFail: 0, fixed: 0, inconclusive: 0, flaky: 0 }, repeat: 1, planned }, { shard: { index: 1, count: 2 } }));
    const shards = [join(dir, 'shard-1.json'), join(dir, 'shard-2.json')];
    // Without --partial, the missing file is refused as before.
    const refused = collect();
    expect(await main(['conformance', 'merge', ...shards], refused)).toBe(2);
    expect(refused.err).toBe(`mwh: ${shards[1]} does not exist.\n`);
    const io = collect();
    expect(await main(['conformance', 'merge', ...shards, '--partial', '--html', join(dir, 'report.html')], io)).toBe(3);
    expect(io.err).toBe(`mwh: ${shards[1]} does not exist: merged without it (--partial).\nmwh: not run, in no results file given: claude-2.1.999; the report holds the other 1.\n`);
    expect(io.out).toContain('text-answer');
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain(base);
    // No file at all: nothing to merge, one sentence.
    const none = collect();
    expect(await main(['conformance', 'merge', shards[1]!, '--partial'], none)).toBe(2);
    expect(none.err).toBe(`mwh: none of the results files given exists (${shards[1]}): nothing to merge.\n`);
  });

  it('--list prints the plan (a shard\'s with --shard) as SPECs naming each CLI alone, and runs nothing', async () => {
    const list = async (...args: string[]) => {
      const io = collect();
      const code = await main(['conformance', '--list', ...args], io);
      return { code, out: io.out, err: io.err };
    };
    expect(await list()).toMatchObject({ code: 0, out: '--claude pinned\n--codex pinned\n--gemini pinned\n' });
    expect(await list('--shard', '2/2')).toMatchObject({ code: 0, out: '--codex pinned\n' });
    expect(await list('--json')).toEqual({ code: 2, out: '', err: 'mwh: --list prints the plan and runs nothing; drop --json.\n' });
    // A plan its shards would refuse is refused too.
    expect(await list('--scenario', 'no-such-scenario')).toMatchObject({ code: 2, out: '', err: expect.stringMatching(/^mwh: No scenario is named no-such-scenario; known: /) });
  });

  it('answers bad input with one sentence and exit 2', async () => {
    const dir = tempDirInTest('mwh-merge-');
    const notResults = join(dir, 'x.json');
    const cases: [string[], string][] = [
      [['conformance', 'merge'], 'mwh: conformance merge needs the results files of the shards (mwh conformance --shard I/N --results FILE writes one).\n'],
      [['conformance', 'merge', '/nonexistent/a.json'], 'mwh: /nonexistent/a.json does not exist.\n'],
      [['conformance', 'merge', '/nonexistent/a.json', '--baseline', '/nonexistent/baseline.json'], 'mwh: /nonexistent/baseline.json does not exist.\n'],
      [['conformance', 'merge', '/nonexistent/a.json', '--baseline', import.meta.filename], `mwh: ${import.meta.filename} is not JSON.\n`],
      [['conformance', 'merge', import.meta.filename], `mwh: ${import.meta.filename} is not JSON.\n`],
      [['conformance', 'merge', notResults, '--html', notResults, '--results', notResults], 'mwh: --html and --results must name two files.\n'],
      [['conformance', 'merge', notResults, '--html', notResults, '--issues', notResults], 'mwh: --issues must name a folder of its own, not the --html or --results file.\n'],
      [['conformance', '--shard', '3/2', '--codex', '/nonexistent/codex'], 'mwh: --shard must be I/N with N from 1 to 1000 and I from 1 to N (1/4 is the first of four), not "3/2".\n'],
    ];
    for (const [args, sentence] of cases) {
      const io = collect();
      expect(await main(args, io)).toBe(2);
      expect(io.err).toBe(sentence);
    }
    for (const shard of ['0/2', '1/0', 'x', '1/2/3', '1/1001']) {
      const io = collect();
      expect(await main(['conformance', '--shard', shard, '--codex', '/nonexistent/codex'], io)).toBe(2);
      expect(io.err).toMatch(/^mwh: --shard must be I\/N/);
    }
  });

  it('has its own help, asked either way', async () => {
    for (const args of [['conformance', 'merge', '--help'], ['help', 'conformance', 'merge']]) {
      const io = collect();
      expect(await main(args, io)).toBe(0);
      expect(io.out).toMatch(/^Usage: mwh conformance merge RESULTS\.\.\./);
    }
  });
});
