import { describe, expect, it } from 'vitest';
import { outcomeWords, reportVerdict } from './report-verdict.js';
import { comparePair } from '../drift/version-drift.js';
import { surface } from '../test-support/surfaces.js';

const run = (...statuses: string[]) => ({ scenarios: statuses.map((status) => ({ status })) });

describe('reportVerdict', () => {
  it('says passed N of M, then what failed, was flaky or not tested, and the impact', () => {
    const verdict = reportVerdict([run('pass', 'pass', 'fail'), { scenarios: [{ status: 'pass', flaky: true }, { status: 'inconclusive' }, { status: 'expected-fail' }] }]);
    expect(verdict).toMatchObject({ tone: 'bad', headline: 'Passed 3 of 6', passed: 3, total: 6, flaky: 1, impact: null });
    expect(verdict.facts).toEqual([
      '1 failed',
      '1 flaky (failed, then passed on a retry; not counted as failed)',
      '1 not tested (the situation never came about, even run again)',
      '1 failed as the baseline expects',
      'impact: one version of each CLI, nothing to compare',
    ]);
  });

  it('is ok only when nothing failed, nothing was flaky or untested and no change touches mwh', () => {
    expect(reportVerdict([run('pass', 'expected-fail')]).tone).toBe('ok');
    expect(reportVerdict([{ scenarios: [{ status: 'pass', flaky: true }] }]).tone).toBe('warn');
    expect(reportVerdict([run('fixed')]).facts[0]).toBe('1 listed as failing in the baseline passes now (remove its entry)');
    expect(reportVerdict([]).headline).toBe('No scenario ran');
  });

  it('counts the changes between versions that touch what mwh reads or sends, and the outcomes that changed', () => {
    const older = surface({ harness: 'codex', cliVersion: '0.165.0', lines: { 'turn/completed': { count: 1, fields: { 'turn.status': 'string', 'turn.id': 'string' }, values: {}, example: '{}' } } });
    const newer = surface({ harness: 'codex', cliVersion: '0.171.0', outcomes: { 'text-answer': { status: 'fail', reason: 'x' } }, lines: { 'turn/completed': { count: 1, fields: { 'turn.status': 'string' }, values: {}, example: '{}' } } });
    const pair = comparePair(older, newer);
    const verdict = reportVerdict([run('pass'), run('fail')], [pair]);
    expect(verdict.impact).toBe(2);
    expect(verdict.facts.at(-1)).toBe('impact: 2 changes touch what mwh reads or sends');
    expect(reportVerdict([run('pass'), run('pass')], [comparePair(older, older)]).facts.at(-1)).toBe('impact: no change between versions touches what mwh reads or sends');
  });
});

describe('outcomeWords', () => {
  it('says a status, a pass on a retry, and repeats in words', () => {
    expect(outcomeWords({ status: 'expected-fail' })).toBe('failed as expected');
    expect(outcomeWords({ status: 'pass', flaky: true, failedFirst: { reason: 'x' } })).toBe('passed on its retry (flaky)');
    expect(outcomeWords({ status: 'fail', repeats: { fail: 1, pass: 9 }, flaky: true })).toBe('9 of 10 passed, 1 failed, flaky');
    expect(outcomeWords({ status: 'pass', repeats: { pass: 10 }, passedOnRetry: 2, flaky: true })).toBe('10 of 10 passed (2 on a retry), flaky');
    expect(outcomeWords({ status: 'inconclusive', repeats: { inconclusive: 3 } })).toBe('3 of 3 not tested');
  });
});
