import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { findInstalledCli } from '@mwh/harness-core/internals';
import type { Capture } from '@mwh/protocol-core';
import type { BaselineEntry } from './baseline.js';
import { parseBaseline } from './baseline.js';
import { ConformanceSetupError } from '../sweep/cli-spec.js';
import type { ResolvedCli } from '../sweep/cli-spec.js';
import { diskUsage } from '../sweep/cli-cache.js';
import { claudeRoundScenarios } from '../claude/claude-round-scenarios.js';
import { codexRoundScenarios } from '../codex/codex-round-scenarios.js';
import { roundScenarios } from '../kit/kits.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';
import { conformanceExitCode, planConformance, runConformance } from './run-conformance.js';
import type { ScenarioRun } from './run-round-scenario.js';
import { fakeNpm, plainVersions, sdkVersions } from '../test-support/fake-npm.js';

// The pinned codex binary stands in as a path SPEC; the scenarios themselves are judged from
// made-up runs here (the real runs are the conformance command's job).
const codexPath = findInstalledCli('codex')!.command;
const version = findInstalledCli('codex')!.version;

function fakeRun(failing: readonly string[]) {
  return async (scenario: RoundScenario, _cli: ResolvedCli): Promise<ScenarioRun> => ({
    name: scenario.name,
    failures: failing.includes(scenario.name) ? [{ expectation: 'verdict kind', expected: 'success', got: 'failed' }] : [],
    notSetUp: [],
    verdict: { kind: failing.includes(scenario.name) ? 'failed' : 'success', message: '', exitCode: 0, signal: null, stderrTail: '' },
    durationMs: 1,
    captures: [],
    parts: [],
    requests: [],
  });
}

describe('runConformance', () => {
  const dir = tempDir('mwh-conformance-', 'all');

  it('fails the scenario whose stdin held a message the version does not take (a failure, not drift)', async () => {
    const report = await runConformance({
      targets: [{ harness: 'codex', spec: codexPath }],
      baseline: [],
      jobs: 1,
      runScenario: fakeRun([]),
      collectDrift: async ({ cli }) => ({
        cliVersion: cli.version,
        sent: { checked: 1, failures: [{ scenario: 'text-answer', message: 'thread/start', problem: 'unknown-enum', detail: 'approvalPolicy="on-failure" is not an allowed value', line: '{}' }] },
      }),
    });
    const textAnswer = report.runs[0]!.scenarios.find((s) => s.name === 'text-answer')!;
    expect(textAnswer.status).toBe('fail');
    expect(textAnswer.reason).toBe(`what mwh sends fits the CLI ${version}'s own schema: expected thread/start accepted, got unknown-enum: approvalPolicy="on-failure" is not an allowed value`);
    expect(report.summary.fail).toBe(1);
    expect(conformanceExitCode(report)).toBe(1);
  });

  it('judges pass, fail, expected-fail and fixed against the baseline, and exits 1 on fail or fixed', async () => {
    const baseline: BaselineEntry[] = [
      { harness: 'codex', cliVersion: version, scenario: 'resume', reason: 'this version forgets threads' },
      { harness: 'codex', cliVersion: version, scenario: 'server-error', reason: 'this version retries forever' },
    ];
    const progress: string[] = [];
    const report = await runConformance({
      targets: [{ harness: 'codex', spec: codexPath }, { harness: 'codex', spec: codexPath }],
      baseline,
      jobs: 2,
      runScenario: fakeRun(['text-answer', 'resume']),
      progress: (event) => void (event.kind === 'scenario' && progress.push(`${event.done}/${event.total}`)),
    });
    expect(report.runs).toHaveLength(1);
    const statuses = Object.fromEntries(report.runs[0]!.scenarios.map((scenario) => [scenario.name, scenario.status]));
    expect(statuses).toMatchObject({ 'text-answer': 'fail', resume: 'expected-fail', 'server-error': 'fixed', 'auth-required': 'pass' });
    expect(report.runs[0]!.scenarios.find((s) => s.name === 'text-answer')!.reason).toBe('verdict kind: expected success, got failed');
    expect(report.runs[0]!.scenarios.find((s) => s.name === 'resume')!.reason).toBe('this version forgets threads');
    expect(report.runs[0]!.drift).toEqual({});
    const total = roundScenarios('codex').length;
    expect(report.summary).toEqual({ pass: total - 3, fail: 1, expectedFail: 1, fixed: 1, inconclusive: 0, flaky: 0 });
    expect(conformanceExitCode(report)).toBe(1);
    expect(progress.at(-1)).toBe(`${total}/${total}`);
  });

  it('exits 0 when every failure is baselined, and fills drift through the hook', async () => {
    const report = await runConformance({
      targets: [{ harness: 'codex', spec: codexPath }],
      baseline: [{ harness: 'codex', cliVersion: version, scenario: 'resume', reason: 'known' }],
      scenarios: ['resume', 'text-answer'],
      runScenario: fakeRun(['resume']),
      collectDrift: async ({ cli }) => ({ version: cli.version }),
    });
    expect(report.runs[0]!.scenarios.map((s) => s.name)).toEqual(['text-answer', 'resume']);
    expect(report.runs[0]!.drift).toEqual({ version });
    expect(conformanceExitCode(report)).toBe(0);
  });

  it('runs a scenario whose set-up did not happen again, and calls it inconclusive (exit 3) only after every retry', async () => {
    const tries = new Map<string, number>();
    const retried: string[] = [];
    const report = await runConformance({
      targets: [{ harness: 'codex', spec: codexPath }],
      baseline: [{ harness: 'codex', cliVersion: version, scenario: 'cancelled', reason: 'known' }],
      scenarios: ['stream-dropped', 'cancelled', 'text-answer'],
      jobs: 1,
      runScenario: async (scenario, cli) => {
        const n = (tries.get(scenario.name) ?? 0) + 1;
        tries.set(scenario.name, n);
        const run = await fakeRun(['cancelled'])(scenario, cli);
        // stream-dropped reaches its set-up on the second run; cancelled never does (and would fail).
        const reached = scenario.name === 'text-answer' || (scenario.name === 'stream-dropped' && n === 2);
        return reached ? run : { ...run, failures: [], notSetUp: ['the CLI streamed no text of the answer before it broke'] };
      },
      progress: (event) => void (event.kind === 'retry' && retried.push(`${event.name} ${event.attempt}/${event.of}`)),
    });
    expect(Object.fromEntries(tries)).toEqual({ 'stream-dropped': 2, cancelled: 3, 'text-answer': 1 });
    expect(retried).toEqual(['stream-dropped 2/3', 'cancelled 2/3', 'cancelled 3/3']);
    const outcomes = Object.fromEntries(report.runs[0]!.scenarios.map((s) => [s.name, s]));
    expect(outcomes['stream-dropped']).toMatchObject({ status: 'pass', attempts: 2, notSetUp: [] });
    // A baseline entry does not make an untested run an expected failure.
    expect(outcomes.cancelled).toMatchObject({ status: 'inconclusive', attempts: 3, reason: 'not tested: the CLI streamed no text of the answer before it broke (3 runs)' });
    expect(report.summary).toMatchObject({ pass: 2, inconclusive: 1, fail: 0 });
    expect(conformanceExitCode(report)).toBe(3);
  });

  it('with --repeat counts each scenario\'s statuses, reports the worst, and names the flaky ones', async () => {
    const runs = new Map<string, number>();
    const report = await runConformance({
      targets: [{ harness: 'codex', spec: codexPath }],
      baseline: [],
      scenarios: ['text-answer', 'resume'],
      repeat: 4,
      retries: 0,
      jobs: 2,
      runScenario: async (scenario, cli) => {
        const n = (runs.get(scenario.name) ?? 0) + 1;
        runs.set(scenario.name, n);
        // resume fails on its third repeat only, and again on that repeat's retry.
        return fakeRun(scenario.name === 'resume' && (n === 3 || n === 4) ? ['resume'] : [])(scenario, cli);
      },
    });
    expect(Object.fromEntries(runs)).toEqual({ 'text-answer': 4, resume: 5 });
    const [textAnswer, resume] = report.runs[0]!.scenarios;
    expect(textAnswer).toMatchObject({ status: 'pass', repeats: { pass: 4 }, flaky: false });
    expect(resume).toMatchObject({ status: 'fail', repeats: { pass: 3, fail: 1 }, flaky: true, reason: 'verdict kind: expected success, got failed' });
    expect(report.summary).toMatchObject({ pass: 1, fail: 1, flaky: 1 });
    expect(report.repeat).toBe(4);
    expect(conformanceExitCode(report)).toBe(1);
    await expect(runConformance({ targets: [{ harness: 'codex', spec: codexPath }], baseline: [], repeat: 0, runScenario: fakeRun([]) })).rejects.toThrow(/--repeat must be a whole number/);
  });

  it('a failure its own retry does not repeat is flaky: a pass with the failure kept, counted, exit 0; --strict fails it', async () => {
    const run = async (strict: boolean) => {
      const runs = new Map<string, number>();
      const drifted: string[] = [];
      const record = join(dir.path, `flaky-${strict}`);
      const report = await runConformance({
        targets: [{ harness: 'codex', spec: codexPath }],
        baseline: [],
        scenarios: ['text-answer', 'resume', 'tool-error'],
        retries: 0,
        jobs: 1,
        strict,
        record,
        runScenario: async (scenario, cli) => {
          const n = (runs.get(scenario.name) ?? 0) + 1;
          runs.set(scenario.name, n);
          // resume fails its first run only; tool-error fails every run.
          const failed = (scenario.name === 'resume' && n === 1) || scenario.name === 'tool-error';
          return { ...(await fakeRun(failed ? [scenario.name] : [])(scenario, cli)), durationMs: n };
        },
        collectDrift: async ({ scenarios }) => {
          drifted.push(...scenarios.map((s) => `${s.name} ${s.verdict?.kind}`));
          return {};
        },
      });
      return { report, runs: Object.fromEntries(runs), drifted, record };
    };
    const lenient = await run(false);
    expect(lenient.runs).toEqual({ 'text-answer': 1, resume: 2, 'tool-error': 2 });
    const named = (report: typeof lenient.report, name: string) => report.runs[0]!.scenarios.find((s) => s.name === name)!;
    const [resume, toolError] = [named(lenient.report, 'resume'), named(lenient.report, 'tool-error')];
    expect(resume).toMatchObject({ status: 'pass', flaky: true, reason: '', durationMs: 2, failedFirst: { reason: 'verdict kind: expected success, got failed', durationMs: 1, verdict: { kind: 'failed' } } });
    // A failure its retry repeats is the version's: no flaky mark.
    expect(toolError).toMatchObject({ status: 'fail', reason: 'verdict kind: expected success, got failed' });
    expect(toolError!.flaky).toBeUndefined();
    expect(lenient.report.summary).toMatchObject({ pass: 2, fail: 1, flaky: 1 });
    // The drift reads the runs kept: the failure the retry cleared is no change of the version.
    expect(lenient.drifted.sort()).toEqual(['resume success', 'text-answer success', 'tool-error failed']);
    // --record keeps the failed run beside the pass: what the race looked like.
    expect(await readdir(join(lenient.record, `codex-${version}`, 'failed-first'))).toEqual([]);

    const strict = await run(true);
    expect(named(strict.report, 'resume')).toMatchObject({ status: 'fail', flaky: true, reason: 'flaky, failed under --strict: it failed (verdict kind: expected success, got failed), then passed on its retry' });
    expect(strict.report.summary).toMatchObject({ pass: 1, fail: 2, flaky: 1 });
    expect(conformanceExitCode(strict.report)).toBe(1);
    expect(conformanceExitCode({ ...lenient.report, summary: { ...lenient.report.summary, fail: 0 } })).toBe(0);
  });

  it('on a cancel starts no more scenarios, hands the signal to the ones running and rejects with its reason', async () => {
    const abort = new AbortController();
    const started: string[] = [];
    const given: (AbortSignal | undefined)[] = [];
    const reason = new Error('mwh received SIGINT');
    const run = runConformance({
      targets: [{ harness: 'codex', spec: codexPath }],
      baseline: [],
      jobs: 1,
      signal: abort.signal,
      runScenario: async (scenario, cli, signal) => {
        started.push(scenario.name);
        given.push(signal);
        if (started.length === 2) abort.abort(reason);
        return fakeRun([])(scenario, cli);
      },
    });
    await expect(run).rejects.toBe(reason);
    expect(started).toEqual(codexRoundScenarios.slice(0, 2).map((scenario) => scenario.name));
    expect(given).toEqual([abort.signal, abort.signal]);
  });

  it('stops in one sentence when a capture it keeps appeared meanwhile (two runs recording into one folder), leaving that file', async () => {
    const record = join(dir.path, 'record-twice');
    const capture = (name: string): Capture => ({
      header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'codex', cli: { name: 'codex', version }, argv: ['codex'], env: [], startedAt: new Date(0).toISOString(), scenario: name },
      chunks: [],
    });
    const started: string[] = [];
    const run = runConformance({
      targets: [{ harness: 'codex', spec: codexPath }],
      baseline: [],
      record,
      jobs: 1,
      runScenario: async (scenario, cli) => {
        started.push(scenario.name);
        // The other run kept this scenario's capture first.
        if (started.length === 2) await writeFile(join(record, `codex-${version}`, `${scenario.name}.capture.jsonl`), 'theirs');
        return { ...(await fakeRun([])(scenario, cli)), captures: [capture(scenario.name)] };
      },
    });
    const second = join(record, `codex-${version}`, `${codexRoundScenarios[1]!.name}.capture.jsonl`);
    await expect(run).rejects.toSatisfy((error) => ConformanceSetupError.isInstance(error) && (error as Error).message.startsWith(`${second} appeared while this run was recording`));
    expect(started).toHaveLength(2);
    expect(await readFile(second, 'utf8')).toBe('theirs');
  });

  it('refuses an unknown scenario and a record folder that holds files', async () => {
    await expect(runConformance({ targets: [{ harness: 'codex', spec: codexPath }], baseline: [], scenarios: ['nope'], runScenario: fakeRun([]) })).rejects.toThrow(/No scenario is named nope/);
    const record = join(dir.path, 'record');
    await runConformance({ targets: [{ harness: 'codex', spec: codexPath }], baseline: [], record, runScenario: fakeRun([]) });
    expect(await readdir(record)).toEqual([`codex-${version}`]);
    await writeFile(join(record, `codex-${version}`, 'text-answer.capture.jsonl'), '');
    const again = runConformance({ targets: [{ harness: 'codex', spec: codexPath }], baseline: [], record, runScenario: fakeRun([]) });
    await expect(again).rejects.toThrow(/already holds files/);
  });
});

describe('runConformance over a range', () => {
  const dir = tempDir('mwh-conformance-range-');
  const PAYLOAD = 256 * 1024;
  const registry = {
    packages: {
      '@anthropic-ai/claude-code': { latest: '2.1.304', versions: plainVersions('2.1.300', '2.1.301', '2.1.302', '2.1.303', '2.1.304') },
      '@anthropic-ai/claude-agent-sdk': { latest: '0.3.302', versions: sdkVersions(301, 302) },
    },
    payloadBytes: PAYLOAD,
    installMs: 20,
  };

  it('resolves each version just before its scenarios and lets it go after, never holding more than the bound and one install', async () => {
    const npm = await fakeNpm(dir.path, registry);
    const cacheDir = join(dir.path, 'cache');
    // Room for two versions: seven in the range (five from claude-code, two from the SDK).
    const bound = 2 * PAYLOAD + 64 * 1024;
    let most = 0;
    const setup: string[] = [];
    const report = await runConformance({
      targets: [{ harness: 'claude', spec: '2.1.300..latest' }],
      scenarios: ['text-answer', 'resume'],
      baseline: [],
      jobs: 2,
      cli: { cacheDir, npm: npm.npm, cacheSize: bound },
      progress: (event) => void (event.kind === 'setup' && setup.push(event.line)),
      runScenario: async (scenario, cli) => {
        // What the cache holds while a scenario runs: an install may be in flight beside it.
        most = Math.max(most, await diskUsage(cacheDir));
        return fakeRun([])(scenario, cli);
      },
    });
    expect(report.runs.map((run) => `${run.cliVersion} ${run.channel} ${run.spec}`)).toEqual([
      '2.1.300 claude-code 2.1.300',
      '2.1.301 claude-code 2.1.301',
      '2.1.301 agent-sdk sdk:0.3.301',
      '2.1.302 claude-code 2.1.302',
      '2.1.302 agent-sdk sdk:0.3.302',
      '2.1.303 claude-code 2.1.303',
      '2.1.304 claude-code 2.1.304',
    ]);
    expect(report.summary.pass).toBe(14);
    expect(setup.filter((line) => line.startsWith('installing'))).toHaveLength(7);
    expect(most).toBeGreaterThan(PAYLOAD);
    expect(most).toBeLessThanOrEqual(bound + PAYLOAD + 64 * 1024);
    // The folder itself aside, a block.
    expect(await diskUsage(cacheDir)).toBeLessThanOrEqual(bound + 4096);
  });

  it('keeps the captures of the same version from the two channels apart', async () => {
    const npm = await fakeNpm(dir.path, registry);
    const record = join(dir.path, 'record');
    const capture = (name: string, version: string): Capture => ({
      header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version }, argv: ['claude'], env: [], startedAt: new Date(0).toISOString(), scenario: name },
      chunks: [],
    });
    await runConformance({
      targets: [{ harness: 'claude', spec: '2.1.302' }, { harness: 'claude', spec: 'sdk:0.3.302' }, { harness: 'claude', spec: 'code:2.1.302' }],
      scenarios: ['text-answer'],
      baseline: [],
      record,
      cli: { cacheDir: join(dir.path, 'cache'), npm: npm.npm },
      runScenario: async (scenario, cli) => ({ ...(await fakeRun([])(scenario, cli)), captures: [capture(scenario.name, cli.version)] }),
    });
    expect((await readdir(record)).sort()).toEqual(['claude-2.1.302', 'claude-2.1.302-sdk']);
  });

  it('runs the catalogue once for a version both channels carry as the same bytes, and says so; another build of it runs', async () => {
    const npm = await fakeNpm(dir.path, {
      ...registry,
      packages: { ...registry.packages, '@anthropic-ai/claude-agent-sdk': { latest: '0.3.302', versions: { ...sdkVersions(301, 302), '0.3.301': { claudeCodeVersion: '2.1.301', build: 'rebuilt' } } } },
    });
    const ran: string[] = [];
    const setup: string[] = [];
    const report = await runConformance({
      targets: [{ harness: 'claude', spec: '2.1.301..2.1.302' }],
      scenarios: ['text-answer', 'resume'],
      baseline: [{ harness: 'claude', cliVersion: '2.1.302', scenario: 'resume', reason: 'known' }],
      jobs: 2,
      cli: { cacheDir: join(dir.path, 'cache-twins'), npm: npm.npm },
      progress: (event) => void (event.kind === 'setup' && setup.push(event.line)),
      collectDrift: async ({ cli, scenarios }) => ({ channel: cli.channel, runs: scenarios.length }),
      runScenario: async (scenario, cli) => {
        ran.push(`${cli.version} ${cli.channel} ${scenario.name}`);
        return fakeRun(['resume'])(scenario, cli);
      },
    });
    // 2.1.301's SDK build differs by a byte: it runs its own; 2.1.302's is claude-code's.
    expect(ran.filter((line) => line.startsWith('2.1.302')).sort()).toEqual(['2.1.302 claude-code resume', '2.1.302 claude-code text-answer']);
    expect(new Set(ran.filter((line) => line.startsWith('2.1.301 agent-sdk')))).toEqual(new Set(['2.1.301 agent-sdk text-answer', '2.1.301 agent-sdk resume']));
    const runs = Object.fromEntries(report.runs.map((run) => [`${run.cliVersion} ${run.channel}`, run]));
    expect(runs['2.1.302 agent-sdk']!.sameBuildAs).toBe('claude-2.1.302');
    expect(runs['2.1.302 agent-sdk']!.build).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(runs['2.1.302 agent-sdk']!.build).toBe(runs['2.1.302 claude-code']!.build);
    expect(runs['2.1.301 agent-sdk']!.sameBuildAs).toBeUndefined();
    expect(runs['2.1.301 agent-sdk']!.build).not.toBe(runs['2.1.301 claude-code']!.build);
    expect(runs['2.1.302 claude-code']!.sameBuildAs).toBeUndefined();
    // The shared outcomes are judged as the other channel's own would be; its drift is its own.
    expect(runs['2.1.302 agent-sdk']!.scenarios.map((s) => `${s.name} ${s.status}`)).toEqual(['text-answer pass', 'resume expected-fail']);
    expect(runs['2.1.302 agent-sdk']!.drift).toEqual({ channel: 'agent-sdk', runs: 2 });
    expect(report.summary).toMatchObject({ pass: 4, fail: 2, expectedFail: 2 });
    expect(setup.filter((line) => line.includes('same build'))).toEqual([expect.stringMatching(/^claude 2\.1\.302 \(sdk\) is the same build as claude 2\.1\.302 \(sha256:[0-9a-f]{12}\.\.\.\): its scenarios run once, reported for both$/)]);
  });

  it('deals versions to shards, both channels of one version to the same shard', async () => {
    const npm = await fakeNpm(dir.path, registry);
    const shard = async (index: number) =>
      (await planConformance({ targets: [{ harness: 'claude', spec: '2.1.300..latest' }], cli: { cacheDir: join(dir.path, 'cache-shards'), npm: npm.npm }, shard: { index, count: 2 } })).map((plan) => plan.exactSpec);
    expect(await shard(1)).toEqual(['code:2.1.300', 'code:2.1.302', 'sdk:0.3.302', 'code:2.1.304']);
    expect(await shard(2)).toEqual(['code:2.1.301', 'sdk:0.3.301', 'code:2.1.303']);
  });

  it('rejects with what a scenario threw while another worker waits for room for the next version', async () => {
    const npm = await fakeNpm(dir.path, registry);
    // Room for one version: the next waits for the first to be let go.
    const run = runConformance({
      targets: [{ harness: 'claude', spec: 'code:2.1.300..2.1.301' }],
      scenarios: ['text-answer', 'resume'],
      baseline: [],
      jobs: 2,
      cli: { cacheDir: join(dir.path, 'cache'), npm: npm.npm, cacheSize: PAYLOAD + 64 * 1024 },
      runScenario: async (scenario, cli) => {
        if (scenario.name === 'text-answer') return fakeRun([])(scenario, cli);
        // The other worker is waiting for room by now.
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('a bug of the kit');
      },
    });
    await expect(run).rejects.toThrow('a bug of the kit');
  });

  it('stops in one sentence when a version of the range cannot be installed, after the scenarios running end', async () => {
    const npm = await fakeNpm(dir.path, { ...registry, packages: { ...registry.packages, '@anthropic-ai/claude-code': { latest: '2.1.301', versions: { '2.1.300': {}, '2.1.301': { broken: true } } } } });
    const ran: string[] = [];
    const run = runConformance({
      targets: [{ harness: 'claude', spec: 'code:2.1.300..2.1.301' }],
      baseline: [],
      jobs: 1,
      cli: { cacheDir: join(dir.path, 'cache'), npm: npm.npm },
      runScenario: async (scenario, cli) => {
        ran.push(`${cli.version} ${scenario.name}`);
        return fakeRun([])(scenario, cli);
      },
    });
    await expect(run).rejects.toSatisfy((error) => ConformanceSetupError.isInstance(error) && /^@anthropic-ai\/claude-code@2\.1\.301 was installed but holds no program/.test((error as Error).message));
    expect(ran).toEqual(claudeRoundScenarios.map((scenario) => `2.1.300 ${scenario.name}`));
  });
});

describe('baselines', () => {
  it('need a harness, a version, a scenario and a written reason', () => {
    expect(parseBaseline('{"entries":[]}', 'b.json')).toEqual({ ok: true, entries: [] });
    expect(parseBaseline('nope', 'b.json')).toEqual({ ok: false, error: 'b.json is not JSON.' });
    expect(parseBaseline('{"entries":[{"harness":"codex","cliVersion":"1.0.0","scenario":"x","reason":" "}]}', 'b.json').ok).toBe(false);
  });
});
