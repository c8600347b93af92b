import { describe, expect, it } from 'vitest';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { isScenarioRecord, judgeCapture, judgeRound, type ScenarioRecord } from './scenario-record.js';
import { captureOf } from '../test-support/captures.js';

const verdict = (kind: Verdict['kind']): Verdict => ({ kind, message: '', exitCode: 0, signal: null, stderrTail: '' });
const round = (text: string, kind: Verdict['kind'] = 'success') => ({ parts: [{ type: 'text-delta', id: 'm', text }, { type: 'finish', verdict: verdict(kind) }] as ContentPart[], verdict: verdict(kind) });

const record: ScenarioRecord = {
  verdict: 'success',
  scenario: 'stream-dropped',
  description: 'The model stream breaks after the first text.',
  round: 1,
  rounds: 1,
  user: { verdict: 'success', text: 'The whole answer.' },
  setUp: [{ kind: 'script-served' }, { kind: 'text-before-break', text: 'Partial answer' }],
  facts: { modelRequests: 2, unservedReplies: 0 },
};
const streamedPartial = captureOf('claude', [['stdout', { type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Partial ' } } }]]);

describe('judgeRound', () => {
  it('is inconclusive when the set-up did not happen, whatever the round showed', () => {
    const notReached = judgeRound({ ...record, facts: { modelRequests: 1, unservedReplies: 1 } }, 'claude', [captureOf('claude', [])], round('Partial The whole answer.'));
    expect(notReached).toEqual({
      status: 'inconclusive',
      failures: [],
      notSetUp: ['the CLI never asked for 1 of the scripted model replies', 'the CLI streamed no text of the answer before it broke (the break came first)'],
    });
  });

  it('passes or fails on the expectation once the set-up happened, with the facts the capture does not hold', () => {
    expect(judgeRound(record, 'claude', [streamedPartial], round('The whole answer.')).status).toBe('pass');
    const failed = judgeRound(record, 'claude', [streamedPartial], round('Partial \n\nThe whole answer.'));
    expect(failed.status).toBe('fail');
    expect(failed.failures).toEqual([{ expectation: 'text, exactly once', expected: '"The whole answer."', got: '"Partial \\n\\nThe whole answer."' }]);
    const files = { ...record, setUp: [], user: { verdict: 'success' as const, files: { 'made.txt': true } }, facts: { ...record.facts, files: { 'made.txt': false } } };
    expect(judgeRound(files, 'claude', [], round('x')).failures.map((f) => f.expectation)).toEqual(['made.txt in the working directory']);
    // A file named with its text must hold exactly that text.
    const edited = { ...files, user: { verdict: 'success' as const, files: { 'notes.txt': 'colour: blue\n' } }, facts: { ...record.facts, files: { 'notes.txt': 'colour: red\n' } } };
    expect(judgeRound(edited, 'claude', [], round('x')).failures).toEqual([{ expectation: 'notes.txt in the working directory', expected: 'present, holding "colour: blue\\n"', got: 'present, holding "colour: red\\n"' }]);
    expect(judgeRound({ ...edited, facts: { ...record.facts, files: { 'notes.txt': 'colour: blue\n' } } }, 'claude', [], round('x')).failures).toEqual([]);
    // A round before the last ends as the scenario says (a cancelled one incomplete), else in success.
    const continued = { ...record, setUp: [], user: { verdict: 'success' as const }, facts: { ...record.facts, earlierVerdicts: [{ kind: 'incomplete' as const, message: 'cancelled' }] } };
    expect(judgeRound(continued, 'claude', [], round('x')).failures.map((f) => f.expectation)).toEqual(['earlier round 1 ends success']);
    expect(judgeRound({ ...continued, user: { verdict: 'success' as const, earlierVerdicts: ['incomplete' as const] } }, 'claude', [], round('x')).failures).toEqual([]);
  });

  it('fails, never inconclusive, when what was missing was mwh\'s to do: a request the CLI made that mwh never answered', () => {
    const asked = captureOf('codex', [['stdout', { id: 0, method: 'item/commandExecution/requestApproval', params: {} }]]);
    const approval = { ...record, user: { verdict: 'success' as const }, setUp: [{ kind: 'request-answered' as const }] };
    expect(judgeRound(approval, 'codex', [asked], round('x'))).toEqual({
      status: 'fail',
      failures: [{ expectation: 'the approval request', expected: 'answered', got: 'no answer went back' }],
      notSetUp: [],
    });
  });
});

describe('judgeCapture', () => {
  it('judges a capture by its scenario record, by a fixture expectation, or not at all', () => {
    expect(judgeCapture({ ...streamedPartial, expect: record }, round('The whole answer.'))).toMatchObject({ scenario: 'stream-dropped', status: 'pass' });
    expect(judgeCapture({ ...streamedPartial, expect: record }, round('Partial The whole answer.'))).toMatchObject({ status: 'fail' });
    const firstOfTwo: ScenarioRecord = { ...record, scenario: 'resume', round: 1, rounds: 2, user: { verdict: 'success' }, setUp: [] };
    expect(judgeCapture({ ...streamedPartial, expect: firstOfTwo }, round('First answer'))).toMatchObject({ scenario: 'resume (round 1 of 2)', status: 'pass' });
    const fixture = { ...captureOf('claude', [], 'text-streamed'), expect: { verdict: 'success', text: 'Hello!' } };
    expect(judgeCapture(fixture, round('Hello!'))).toEqual({ scenario: 'text-streamed', status: 'pass', failures: [], notSetUp: [] });
    expect(judgeCapture(fixture, round('Hello!', 'failed'))?.failures).toEqual([{ expectation: 'verdict kind', expected: 'success', got: 'failed' }]);
    expect(judgeCapture(captureOf('claude', []), round('x'))).toBeUndefined();
  });

  it('says a damaged record cannot be judged, and never throws on one', () => {
    const damaged = [
      [{ ...record, user: null }, 'user is not an object'],
      [{ ...record, round: '1' }, 'round is not a round number'],
      [{ ...record, user: { verdict: 'success', toolCalls: 5 } }, 'user.toolCalls is not a list of names'],
      [{ ...record, user: { verdict: 'success', textPrefixOf: 3 } }, 'user.textPrefixOf is not valid'],
      [{ ...record, setUp: [{ kind: 'text-before-break' }] }, 'setUp is not a list of known checks'],
      [{ ...record, facts: 3 }, 'facts lacks its request counts'],
      [{ ...record, facts: { ...record.facts, files: { a: 3 } } }, 'facts.files does not map names to true, false or text'],
      [{ ...record, user: { verdict: 'success', earlierVerdicts: [1] } }, 'user.earlierVerdicts is not a list of verdict kinds'],
    ] as const;
    for (const [bad, problem] of damaged) {
      expect(judgeCapture({ ...streamedPartial, expect: bad as never }, round('x'))).toEqual({
        scenario: 'stream-dropped',
        status: 'inconclusive',
        failures: [],
        notSetUp: [`the capture's scenario record cannot be judged: its ${problem}`],
      });
    }
    expect(isScenarioRecord({ ...record, scenario: 7 } as never)).toBe(false);
    expect(isScenarioRecord(record)).toBe(true);
  });
});
