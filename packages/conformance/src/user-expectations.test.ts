import { describe, expect, it } from 'vitest';
import { ABORT_CAUSE } from '@mwh/harness-core';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { checkExpectation, failureSentence } from './user-expectations.js';

const verdict = (kind: Verdict['kind'], more: Partial<Verdict> = {}): Verdict => ({ kind, message: '', exitCode: 0, signal: null, stderrTail: '', ...more });
const finish = (v: Verdict): ContentPart => ({ type: 'finish', verdict: v }) as ContentPart;

describe('checkExpectation', () => {
  it('reads the text as a user is left with it: retracted text is not shown twice', () => {
    const parts: ContentPart[] = [
      { type: 'text-delta', id: 'a', text: 'Partial ' },
      { type: 'text-retract', id: 'a', length: 8 },
      { type: 'text-delta', id: 'b', text: 'Whole.' },
      { type: 'reasoning-delta', id: 'r', text: 'Hmm.' },
      finish(verdict('success')),
    ];
    expect(checkExpectation({ verdict: 'success', text: 'Whole.', reasoning: 'Hmm.' }, { last: { parts, verdict: verdict('success') } })).toEqual([]);
    const unretracted = parts.filter((part) => part.type !== 'text-retract');
    expect(checkExpectation({ verdict: 'success', text: 'Whole.' }, { last: { parts: unretracted, verdict: verdict('success') } }).map(failureSentence)).toEqual([
      'text, exactly once: expected "Whole.", got "Partial Whole."',
    ]);
  });

  it('a cancelled round says so and its process is gone; files a tool must (not) have made', () => {
    const cancelled = verdict('incomplete', { exitCode: null, signal: 'SIGTERM', cause: { name: ABORT_CAUSE, message: 'The round was cancelled.' } });
    const parts = [finish(cancelled)];
    expect(
      checkExpectation({ verdict: 'incomplete', cancelled: true, failureIncludes: 'The answer was cancelled.', files: { 'a.txt': false } }, { last: { parts, verdict: cancelled }, files: { 'a.txt': false } }),
    ).toEqual([]);
    const idle = verdict('incomplete', { exitCode: null, signal: null });
    expect(
      checkExpectation({ verdict: 'incomplete', cancelled: true, failureIncludes: 'The answer was cancelled.', files: { 'a.txt': true } }, { last: { parts: [finish(idle)], verdict: idle }, files: { 'a.txt': false } }).map(
        failureSentence,
      ),
    ).toEqual([
      `the verdict says the round was cancelled: expected cause ${ABORT_CAUSE}, got no cause`,
      'no process left: expected an exit code or signal, got neither',
      'the failure a user reads: expected text with "The answer was cancelled.", got "The assistant CLI stopped before it finished this answer."',
      'a.txt in the working directory: expected present, got absent',
    ]);
  });
});
