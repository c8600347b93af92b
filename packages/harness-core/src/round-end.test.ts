import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCapture, type Capture, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { RETRY_CAUSE, RetryBoundStop } from './retry-bound.js';
import { RoundEnder, captureStop, endRound, replayCapture, roundStop } from './round-end.js';
import { ABORT_CAUSE, IDLE_CAUSE } from './verdict-causes.js';

const fixture = (path: string): Capture => {
  const parsed = parseCapture(readFileSync(new URL(`../../../fixtures/${path}.capture.jsonl`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
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

describe('replayCapture', () => {
  it('replays both CLIs through the live end of a round, redacting parts and verdict', () => {
    for (const path of ['claude/2.1.332/text-streamed', 'codex/0.171.0/text-deltas']) {
      const parts = replayCapture(fixture(path));
      const text = parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : [])).join('');
      expect(verdictOf(parts).kind).toBe('success');
      const word = text.trim().split(/\s+/)[0]!;
      const hidden = replayCapture(fixture(path), { secrets: [word] });
      expect(JSON.stringify(hidden)).not.toContain(word);
      expect(hidden.at(-1)?.type).toBe('finish');
    }
  });

  it("redacts stderr before the verdict's tail of it is cut, so the cut shows no end of a secret", () => {
    const secret = 'sk-live-KEY-123456';
    for (const path of ['claude/2.1.332/bash-tool-error', 'codex/0.171.0/killed-mid-turn']) {
      const capture = fixture(path);
      // The tail keeps the last 64 KiB: it begins four characters into the secret.
      const stderr = `${'y'.repeat(1000)}${secret}${'z'.repeat(64 * 1024 - (secret.length - 4))}`;
      const chunks = [...capture.chunks.filter((c) => c.stream !== 'stderr'), { stream: 'stderr' as const, t: 1, bytes: new TextEncoder().encode(stderr) }];
      const tail = verdictOf(replayCapture({ ...capture, chunks }, { secrets: [secret] })).stderrTail;
      expect(tail).not.toContain('KEY-123456');
      expect(tail.endsWith('z'.repeat(100))).toBe(true);
    }
  });

  it('names the cancel a capture recorded, as the live round did', () => {
    const capture = fixture('claude/2.1.332/interrupted-sigint');
    const parts = replayCapture({ ...capture, exit: { ...capture.exit!, stop: { by: 'abort', reason: 'user quit' } } });
    expect(verdictOf(parts)).toMatchObject({ kind: 'incomplete', cause: { name: ABORT_CAUSE } });
    expect(verdictOf(parts).message).toContain('The round was cancelled: user quit.');
  });

  it('names the retry bound a capture recorded, as the live round did, and still ignores a stop it does not know', () => {
    const failing = fixture('codex/0.171.0/killed-mid-turn');
    const stop = { by: 'retry', afterMs: 2050, notices: 4, lastNotice: 'Reconnecting... 4/100' } as const;
    const v = verdictOf(replayCapture({ ...failing, exit: { ...failing.exit!, stop } }));
    expect(v).toMatchObject({ kind: 'failed', cause: { name: RETRY_CAUSE } });
    expect(v.message).toContain('The CLI retried for 2.1 s without progress (4 retry notices) and was stopped: it is offline or not signed in.');
    expect(v.message).toContain('Its last notice: Reconnecting... 4/100');
    const unknown = { ...failing, exit: { ...failing.exit!, stop: { by: 'budget' } as never } };
    expect(verdictOf(replayCapture(unknown))).toEqual(verdictOf(replayCapture({ ...failing, exit: { ...failing.exit!, stop: undefined as never } })));
  });

  it('shows the exit-after-success warning a live round showed', () => {
    const capture = fixture('claude/2.1.332/text-streamed');
    const parts = replayCapture({ ...capture, exit: { ...capture.exit!, code: 3 } });
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', exitCode: 3 });
    expect(parts.filter((p) => p.type === 'warning' && p.code === 'exit-after-success')).toHaveLength(1);
  });
});
