import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import type { Capture } from '@mwh/protocol-core';
import { mergeResults, readResults, resultsJson, type ShardResults } from './conformance-results.js';
import type { ResolvedCli } from '../sweep/cli-spec.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';
import { planConformance, runConformance, type ConformanceReport, type RunConformanceOptions } from './run-conformance.js';
import type { ScenarioRun } from './run-round-scenario.js';
import { withOutcomes } from './collect-surface.js';
import { fakeNpm, plainVersions, sdkVersions } from '../test-support/fake-npm.js';
import { surface } from '../test-support/surfaces.js';
import { versionPairs } from '../drift/version-drift.js';

const capture = (version: string, scenario: string): Capture => ({
  header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version }, argv: ['claude'], env: [], startedAt: new Date(0).toISOString(), scenario },
  chunks: [{ stream: 'stdout', t: 1, bytes: new TextEncoder().encode(`{"type":"result","v":"${version}"}\n`) }],
  exit: { code: 0, signal: null, t: 2 },
});

// Five versions, each a little different (a field added at 2.1.302, a scenario failing on 2.1.303), so the drift between neighbours is not empty.
const scenarioRun = async (scenario: RoundScenario, cli: ResolvedCli): Promise<ScenarioRun> => {
  const failing = cli.version === '2.1.303' && scenario.name === 'resume';
  return {
    name: scenario.name,
    failures: failing ? [{ expectation: 'the second round', expected: 'resumed', got: 'a new thread' }] : [],
    notSetUp: [],
    verdict: { kind: 'success', message: 'ok', exitCode: 0, signal: null, stderrTail: '' },
    durationMs: 1,
    captures: [capture(cli.version, scenario.name), capture(cli.version, `${scenario.name}-2`)],
    parts: [{ type: 'text-delta', id: 'm1', text: `answer of ${cli.version}` }],
    requests: [],
  };
};

const baseline = [{ harness: 'claude' as const, cliVersion: '2.1.301', scenario: 'resume', reason: 'known' }];

describe('shard results', () => {
  const dir = tempDir('mwh-results-', 'all');
  const registry = {
    packages: {
      '@anthropic-ai/claude-code': { latest: '2.1.304', versions: plainVersions('2.1.300', '2.1.301', '2.1.302', '2.1.303', '2.1.304') },
      '@anthropic-ai/claude-agent-sdk': { latest: '0.3.302', versions: sdkVersions(302, 302) },
    },
  };

  async function run(shard?: { index: number; count: number }): Promise<ConformanceReport> {
    const npm = await fakeNpm(dir.path, registry);
    const options: RunConformanceOptions = {
      targets: [{ harness: 'claude', spec: '2.1.300..latest' }],
      scenarios: ['text-answer', 'resume'],
      baseline,
      jobs: 2,
      cli: { cacheDir: join(dir.path, 'cache'), npm: npm.npm },
      runScenario: scenarioRun,
      collectDrift: async ({ cli }) => {
        const fields: Record<string, string> = { session_id: 'string', ...(cli.version >= '2.1.302' ? { added: 'boolean' } : {}) };
        const lines = { 'system/init': { count: 1, fields, values: {}, example: '{}' } };
        return { harness: cli.harness, cliVersion: cli.version, channel: cli.channel, surface: surface({ harness: 'claude', cliVersion: cli.version, channel: cli.channel, lines }), gaps: { unknownEvents: [], unknownFields: [], unknownEnumValues: [], invalidLines: [] }, sent: { checked: 2, failures: [] } };
      },
      ...(shard ? { shard } : {}),
    };
    return runConformance(options);
  }

  /** What a report says, but for the wall times, which no two runs share. */
  const said = (report: ConformanceReport) =>
    JSON.parse(JSON.stringify({ ...report, runs: report.runs.map((r) => ({ ...r, durationMs: 0, scenarios: r.scenarios.map((s) => ({ ...s, durationMs: 0, captures: s.captures.slice(-1) })) })) }, (_, v: unknown) => (v instanceof Uint8Array ? [...v] : v))) as unknown;
  const pairsOf = (report: ConformanceReport) => versionPairs(report.runs.map((r) => withOutcomes((r.drift as { surface: Parameters<typeof withOutcomes>[0] }).surface, r.scenarios)));
  const through = (report: ConformanceReport, name: string, shard?: { index: number; count: number }): ShardResults => {
    const read = readResults(resultsJson(report, { ...(shard ? { shard } : {}), baseline }), name);
    if (!read.ok) throw new Error(read.error);
    return read.results;
  };

  it('deals the versions round-robin (both channels of one together), and the shards merged are the unsharded run, drift included', async () => {
    const whole = await run();
    const shards = [];
    for (const index of [1, 2, 3]) shards.push(await run({ index, count: 3 }));
    expect(shards.map((s) => s.runs.map((r) => `${r.cliVersion}${r.channel === 'agent-sdk' ? ' sdk' : ''}`))).toEqual([['2.1.300', '2.1.303'], ['2.1.301', '2.1.304'], ['2.1.302', '2.1.302 sdk']]);
    expect(shards.every((s) => s.planned!.join() === whole.planned!.join())).toBe(true);
    // Given in any order: the plan orders them.
    const merged = mergeResults([through(shards[2]!, 'c.json'), through(shards[0]!, 'a.json'), through(shards[1]!, 'b.json')]);
    if (!merged.ok) throw new Error(merged.error);
    expect(said(merged.report)).toEqual(said(whole));
    expect(merged.report.summary).toEqual({ pass: 10, fail: 1, expectedFail: 0, fixed: 1, inconclusive: 0, flaky: 0 });
    const pairs = pairsOf(merged.report);
    expect(pairs.map((p) => p.sentence ?? `${p.from.version} -> ${p.to.version}`)).toEqual(pairsOf(whole).map((p) => p.sentence ?? `${p.from.version} -> ${p.to.version}`));
    expect(pairs.length).toBeGreaterThan(0);
  });

  it('refuses shards of different plans, a version twice, a shard left out, and a file that is none', async () => {
    const a = through(await run({ index: 1, count: 2 }), 'a.json', { index: 1, count: 2 });
    const b = through(await run({ index: 2, count: 2 }), 'b.json', { index: 2, count: 2 });
    expect(mergeResults([a, b]).ok).toBe(true);
    expect(mergeResults([a])).toEqual({ ok: false, error: 'no shard given holds claude-2.1.301, claude-2.1.303: merge the results of every shard.' });
    expect(mergeResults([a, a])).toEqual({ ok: false, error: 'a.json is given twice.' });
    expect(mergeResults([a, { ...b, name: 'c.json', report: { ...b.report, runs: a.report.runs } }])).toEqual({ ok: false, error: 'claude-2.1.300 is in both a.json and c.json.' });
    expect(mergeResults([a, { ...b, scenarios: ['resume'] }])).toEqual({ ok: false, error: 'a.json and b.json were asked for different scenarios: run every shard with the same --scenario flags.' });
    expect(mergeResults([a, { ...b, planned: b.planned.slice(1) }])).toMatchObject({ ok: false, error: expect.stringContaining('were planned from different versions') });
    expect(mergeResults([a, { ...b, report: { ...b.report, repeat: 2 } }])).toEqual({ ok: false, error: 'a.json and b.json ran the catalogue a different number of times (--repeat 1 and 2).' });
    expect(readResults('{"format":"mwh-capture"}', 'x.json')).toEqual({ ok: false, error: 'x.json is not the results of mwh conformance (format mwh-conformance-results, written by --results).' });
    expect(mergeResults([a, { ...b, baseline: [] }])).toEqual({ ok: false, error: 'a.json and b.json were judged by different baselines: run every shard with the same --baseline, or give merge one.' });
    const fewer = { ...b, report: { ...b.report, runs: b.report.runs.map((run) => ({ ...run, scenarios: run.scenarios.slice(1) })) } };
    expect(mergeResults([a, fewer])).toEqual({ ok: false, error: 'a.json and b.json ran different claude scenarios: run every shard with the same --scenario flags.' });
    expect(readResults('{"format":"mwh-capture"}', 'x.json')).toEqual({ ok: false, error: 'x.json is not the results of mwh conformance (format mwh-conformance-results, written by --results).' });
  });

  it('with partial, a shard left out loses only its own CLIs: named as missing, the rest merged', async () => {
    const a = through(await run({ index: 1, count: 2 }), 'a.json', { index: 1, count: 2 });
    const merged = mergeResults([a], { partial: true });
    if (!merged.ok) throw new Error(merged.error);
    expect(merged.missing).toEqual(['claude-2.1.301', 'claude-2.1.303']);
    expect(merged.report.runs.map((r) => r.cliVersion)).toEqual(a.report.runs.map((r) => r.cliVersion));
    expect(merged.report.planned).toEqual(a.planned);
    expect(merged.report.summary).toEqual(a.report.summary);
    // Every shard given: nothing missing; partial never lets through what is refused without it.
    const b = through(await run({ index: 2, count: 2 }), 'b.json', { index: 2, count: 2 });
    expect(mergeResults([a, b], { partial: true })).toMatchObject({ ok: true, missing: [] });
    expect(mergeResults([a, a], { partial: true })).toEqual({ ok: false, error: 'a.json is given twice.' });
  });

  it('with a baseline of its own, judges every shard again: the run that baseline would have given', async () => {
    // The shards ran with `baseline` (resume on 2.1.301 expected to fail; it passes, so "fixed");
    // judged by one naming 2.1.303's failing resume instead, as a run with it would have been.
    const other = [{ harness: 'claude' as const, cliVersion: '2.1.303', scenario: 'resume', reason: 'a known bug of 2.1.303' }];
    const shards = [through(await run({ index: 1, count: 2 }), 'a.json', { index: 1, count: 2 }), { ...through(await run({ index: 2, count: 2 }), 'b.json', { index: 2, count: 2 }), baseline: [] }];
    const merged = mergeResults(shards, { baseline: other });
    if (!merged.ok) throw new Error(merged.error);
    expect(merged.report.summary).toEqual({ pass: 11, fail: 0, expectedFail: 1, fixed: 0, inconclusive: 0, flaky: 0 });
    const resume = (version: string) => merged.report.runs.find((r) => r.cliVersion === version && r.channel !== 'agent-sdk')!.scenarios.find((s) => s.name === 'resume')!;
    expect(resume('2.1.303')).toMatchObject({ status: 'expected-fail', reason: 'a known bug of 2.1.303', failures: [{ expectation: 'the second round' }] });
    expect(resume('2.1.301')).toMatchObject({ status: 'pass', reason: '' });
    expect(merged.baseline).toEqual(other);
  });

  it('refuses a file edited into another shape in one sentence, whatever part of it was changed', async () => {
    const a = await run({ index: 1, count: 2 });
    const refused = { ok: false, error: 'x.json is not as mwh conformance --results writes it.' };
    type Stored = { planned: string[]; runs: { drift: { gaps: Record<string, unknown>; sent: Record<string, unknown> }; scenarios: Record<string, unknown>[] }[] };
    const edits: ((file: Stored) => void)[] = [
      (f) => void (f.runs[0]!.scenarios[0]!.status = 'great'),
      (f) => void (f.runs[0]!.drift.gaps = {}),
      (f) => void (f.runs[0]!.drift.sent.failures = [{ scenario: 7 }]),
      (f) => void (f.runs[0]!.scenarios[0]!.verdict = { kind: 1 }),
      (f) => void (f.runs[0]!.scenarios[0]!.parts = [{ text: 'no type' }]),
      (f) => void (f.runs[0]!.scenarios[0]!.failures = ['x']),
      (f) => void f.planned.push(f.planned[0]!),
    ];
    for (const edit of edits) {
      const file = JSON.parse(resultsJson(a, { baseline })) as Stored;
      edit(file);
      expect(readResults(JSON.stringify(file), 'x.json')).toEqual(refused);
    }
    // Nested past any depth a results file has: refused before it is parsed.
    const deep = resultsJson(a, { baseline }).replace('"drift":{', `"drift":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)},`);
    expect(readResults(deep, 'x.json')).toEqual({ ok: false, error: 'x.json nests deeper than mwh ever writes the results of mwh conformance.' });
  });

  it('plans once, for a CI plan job: each CLI with a SPEC naming it alone, which plans the same again', async () => {
    const npm = await fakeNpm(dir.path, registry);
    const cli = { cacheDir: join(dir.path, 'cache'), npm: npm.npm };
    const plan = await planConformance({ targets: [{ harness: 'claude', spec: '2.1.300..latest' }], cli });
    expect(plan.map((p) => p.exactSpec)).toEqual(['code:2.1.300', 'code:2.1.301', 'code:2.1.302', 'sdk:0.3.302', 'code:2.1.303', 'code:2.1.304']);
    const again = await planConformance({ targets: plan.map((p) => ({ harness: 'claude' as const, spec: p.exactSpec })), cli });
    expect(again.map((p) => `${p.version} ${p.channel}`)).toEqual(plan.map((p) => `${p.version} ${p.channel}`));
    expect((await planConformance({ targets: [{ harness: 'claude', spec: '2.1.300..latest' }], cli, shard: { index: 2, count: 3 } })).map((p) => p.exactSpec)).toEqual(['code:2.1.301', 'code:2.1.304']);
  });

  it('refuses a shard that is not I of N', async () => {
    await expect(run({ index: 3, count: 2 })).rejects.toThrow('a shard is I/N with I from 1 to N, not 3/2.');
  });
});
