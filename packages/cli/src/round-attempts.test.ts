import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture, type Capture } from '@mwh/protocol-core';
import { savedAttempt } from './round-attempts.js';
import { repoRoot } from './test-support/mwh-process.js';

// Recorded processes of claude 2.1.332: a fresh start (--session-id) refused for its arguments,
// a resume (--resume) of a session that does not exist, a fresh start that answered.
function fixture(name: string): Capture {
  const parsed = parseCapture(readFileSync(join(repoRoot, 'fixtures/claude/2.1.332', `${name}.capture.jsonl`), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
const refusedStart = fixture('bad-arguments');
const resumeFoundNothing = fixture('resume-unknown');
const answered = fixture('text-streamed');

describe('savedAttempt', () => {
  it('one process: that one, and nothing to say', async () => {
    expect(await savedAttempt([answered], 'claude', 'x.jsonl')).toEqual({ capture: answered });
    expect(await savedAttempt([], 'claude', 'x.jsonl')).toBeUndefined();
  });

  it('a resume that found nothing, then a fresh start: the start, whatever it ended in', async () => {
    expect(await savedAttempt([resumeFoundNothing, answered], 'claude', 'x.jsonl')).toEqual({
      capture: answered,
      note: 'the round ran claude twice: a resume, which found no conversation, then a fresh start, which succeeded; x.jsonl holds the fresh start, which decided the verdict.',
    });
    expect((await savedAttempt([resumeFoundNothing, refusedStart], 'claude', 'x.jsonl'))?.note).toBe(
      'the round ran claude twice: a resume, which found no conversation, then a fresh start, which failed; x.jsonl holds the fresh start, which decided the verdict.',
    );
  });

  it('a fresh start that failed, then a resume that found nothing: the start, whose verdict the round tells', async () => {
    expect(await savedAttempt([refusedStart, resumeFoundNothing], 'claude', 'x.jsonl')).toEqual({
      capture: refusedStart,
      note: 'the round ran claude twice: a fresh start, which failed, then a resume, which found no conversation; x.jsonl holds the fresh start, which decided the verdict.',
    });
  });
});
