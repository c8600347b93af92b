import { describe, expect, it } from 'vitest';
import { type ContentPart, type Verdict } from '@mwh/protocol-core';
import { RetryBoundStop } from './retry-bound.js';
import { RoundEnder, captureStop, endRound, roundStop } from './round-end.js';
import { ABORT_CAUSE, IDLE_CAUSE } from './verdict-causes.js';

const verdict = (over: Partial<Verdict> = {}): Verdict => ({ kind: 'failed', message: '', exitCode: null, signal: 'SIGTERM', stderrTail: '', ...over });
const finish = (v: Verdict): ContentPart => ({ type: 'finish', verdict: v });
const idle = { by: 'idle', idleTimeoutMs: 5000 } as const;
const verdictOf = (parts: ContentPart[]) => parts.filter((p) => p.type === 'finish').map((p) => p.verdict)[0]!;

describe('the idle bound', () => {
  // The same stream shapes as each CLI's reader gives before it goes quiet.
  const claudeQuiet: ContentPart[] = [{ type: 'session', sessionId: 's' }, { type: 'event', name: 'system/status', data: {} }];
  const codexQuiet: ContentPart[] = [{ type: 'session', sessionId: 't' }, { type: 'usage', usage: {} }];
  for (const [cli, quiet] of [['claude', claudeQuiet], ['codex', codexQuiet]] as const) {
    it(`${cli}: a round it cut off is incomplete, whether or not text streamed first`, () => {
      const silent = new RoundEnder([], idle).push([...quiet, finish(verdict())]);
      expect(verdictOf(silent)).toMatchObject({ kind: 'incomplete', cause: { name: IDLE_CAUSE } });
      const spoke = new RoundEnder([], idle).push([...quiet, { type: 'text-delta', id: 'x', text: 'half' }, finish(verdict())]);
      expect(verdictOf(spoke)).toMatchObject({ kind: 'incomplete', cause: { name: IDLE_CAUSE } });
    });
  }

  it('carries the bound as a number through the redaction a live round and a replay share', () => {
    const ended = verdictOf(new RoundEnder(['sk-never-seen-1'], idle).push([finish(verdict())]));
    expect(ended.cause).toEqual({ name: IDLE_CAUSE, message: 'The CLI wrote nothing for 5 s (the idle bound) and was stopped.', boundMs: 5000 });
  });

  it('leaves an answer or a sign-in failure the CLI gave before it standing', () => {
    for (const kind of ['success', 'auth-required'] as const) expect(endRound({ verdict: verdict({ kind }), stop: idle }).verdict.kind).toBe(kind);
  });
});

describe('endRound', () => {
  it('says an exit-after-success warning once, as a part, and keeps the answer', () => {
    const end = endRound({ verdict: verdict({ kind: 'success', message: 'hi', exitCode: 3, signal: null, warning: 'exited with 3' }) });
    expect(end.verdict.kind).toBe('success');
    expect(end.parts).toEqual([{ type: 'warning', code: 'exit-after-success', message: 'exited with 3' }]);
  });

  it('names a cancel as the cause, and leaves a success standing', () => {
    const stop = { by: 'abort', reason: new Error('stop it') } as const;
    expect(endRound({ verdict: verdict(), stop }).verdict).toMatchObject({ kind: 'incomplete', cause: { name: ABORT_CAUSE } });
    expect(endRound({ verdict: verdict({ kind: 'success' }), stop }).verdict.kind).toBe('success');
  });
});

describe('roundStop', () => {
  const aborted = (reason: unknown) => {
    const controller = new AbortController();
    controller.abort(reason);
    return controller.signal;
  };
  const exceeded = { afterMs: 1500, notices: 2, lastNotice: 'attempt 2 of 100 with status 529' };

  it('names the retry bound when it aborted the round, before an idle bound that fired while the CLI was stopped', () => {
    const stop = roundStop(true, 300, aborted(new RetryBoundStop(exceeded)));
    expect(stop).toEqual({ by: 'retry', ...exceeded });
    expect(captureStop(stop!)).toEqual({ by: 'retry', ...exceeded });
  });

  it('keeps the idle bound and the caller\'s cancel as they were', () => {
    expect(roundStop(true, 300, new AbortController().signal)).toEqual({ by: 'idle', idleTimeoutMs: 300 });
    expect(captureStop(roundStop(false, 300, aborted(new Error('user quit')))!)).toEqual({ by: 'abort', reason: 'user quit' });
  });
});
