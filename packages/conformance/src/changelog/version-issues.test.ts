import { describe, expect, it } from 'vitest';
import type { ConformanceReport, ConformanceRun } from '../run/run-conformance.js';
import { surface } from '../test-support/surfaces.js';
import { versionPairs } from '../drift/version-drift.js';
import { versionIssues } from './version-issues.js';

const line = (fields: Record<string, string>) => ({ count: 1, fields, values: {}, example: '{}' });

function run(version: string, channel: ConformanceRun['channel'], resume: 'pass' | 'fail'): ConformanceRun {
  const outcome = (name: string, status: 'pass' | 'fail') => ({ name, status, reason: status === 'fail' ? 'the second round: expected resumed, got a new thread' : '', verdict: null, durationMs: 1, failures: [], notSetUp: [], attempts: 1, captures: [], parts: [] });
  return { harness: 'claude', cliVersion: version, channel, spec: version, scenarios: [outcome('text-answer', 'pass'), outcome('resume', resume)], drift: {}, durationMs: 1 };
}

describe('the issues of a watch', () => {
  const runs = [run('2.1.337', 'claude-code', 'pass'), run('2.1.338', 'claude-code', 'fail'), run('2.1.338', 'agent-sdk', 'pass')];
  const report: ConformanceReport = { runs, summary: { pass: 5, fail: 1, expectedFail: 0, fixed: 0, inconclusive: 0, flaky: 0 }, repeat: 1 };
  const surfaces = runs.map((r) => surface({ harness: 'claude', cliVersion: r.cliVersion, channel: r.channel, scenarios: ['text-answer', 'resume'], outcomes: Object.fromEntries(r.scenarios.map((s) => [s.name, { status: s.status }])), lines: { 'system/init': line(r.cliVersion === '2.1.337' ? { session_id: 'string' } : { session_id: 'number' }) } }));
  const issues = versionIssues(report, versionPairs(surfaces), (_, version) => version !== '2.1.337');

  it('opens one per version past the checked range, titled the same on every run', () => {
    expect(issues.map((i) => [i.key, i.title])).toEqual([['claude-2.1.338', 'mwh conformance: Claude Code 2.1.338']]);
  });

  it('says what changed since the version before, by what it touches of mwh, and which scenarios failed on which build', () => {
    const body = issues[0]!.body;
    expect(body.split('\n')[0]).toBe('<!-- mwh conformance watch: claude-2.1.338 -->');
    expect(body).toContain('**2.1.337 -> 2.1.338: 1 scenario changed outcome (resume pass -> fail); 1 change to what mwh reads; nothing else**');
    expect(body).toContain('- reads: system/init: field session_id retyped: string -> number');
    expect(body).toContain('Scenarios (claude-code): 1 of 2 pass.\n- resume: **fail**: the second round: expected resumed, got a new thread');
    expect(body).toContain('Scenarios (agent-sdk): 2 of 2 pass.');
    expect(body).toContain('The claude-code and agent SDK builds differ:');
  });

  it('says so when no older version ran beside it', () => {
    const alone = versionIssues({ ...report, runs: [runs[1]!] }, [], () => true);
    expect(alone[0]!.body).toContain('nothing to compare it with (run checked..latest)');
  });
});
