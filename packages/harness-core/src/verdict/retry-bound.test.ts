import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { RETRY_CAUSE, RetryBound, retryVerdict, stoppedOffline } from './retry-bound.js';

const retry = (message = 'Reconnecting... waiting for network'): ContentPart => ({ type: 'warning', code: 'retry', message });
const text: ContentPart = { type: 'text-delta', id: 't1', text: 'hi' };
const failed: Verdict = { kind: 'incomplete', message: 'The round was cancelled.', exitCode: null, signal: 'SIGTERM', stderrTail: '' };

describe('RetryBound', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once the retries without progress add up to the bound, however often notices come', () => {
    const onExceeded = vi.fn();
    const bound = new RetryBound(30_000, onExceeded);
    for (let i = 0; i < 3; i++) {
      bound.observe(retry());
      vi.advanceTimersByTime(9_000);
    }
    expect(onExceeded).not.toHaveBeenCalled();
    bound.observe(retry());
    vi.advanceTimersByTime(3_000);
    expect(onExceeded).toHaveBeenCalledTimes(1);
    expect(bound.exceeded).toEqual({ afterMs: 30_000, notices: 4, lastNotice: 'Reconnecting... waiting for network' });
  });

  it('clamps a bound past node timers (2^31 ms and more) rather than firing it after 1 ms', () => {
    const onExceeded = vi.fn();
    const bound = new RetryBound(2 ** 31 + 5, onExceeded);
    bound.observe(retry());
    vi.advanceTimersByTime(24 * 24 * 3_600_000);
    expect(onExceeded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 ** 31);
    expect(onExceeded).toHaveBeenCalledTimes(1);
  });

  it('starts again after progress, and ignores parts that are not retries or progress', () => {
    const onExceeded = vi.fn();
    const bound = new RetryBound(10_000, onExceeded);
    bound.observe(retry());
    vi.advanceTimersByTime(9_000);
    bound.observe(text);
    bound.observe({ type: 'warning', code: 'other', message: 'x' });
    vi.advanceTimersByTime(60_000);
    expect(onExceeded).not.toHaveBeenCalled();
    bound.observe({ type: 'warning', code: 'api-retry', message: 'attempt 1 of 10 with status 401' });
    vi.advanceTimersByTime(10_000);
    expect(onExceeded).toHaveBeenCalledTimes(1);
  });

  it('gives a CLI that says it is offline the offline grace from then, when that ends sooner; without the grace, the whole bound', () => {
    const onExceeded = vi.fn();
    const bound = new RetryBound(30_000, onExceeded, Date.now, 5_000);
    bound.observe(retry('Reconnecting... 2/5'));
    vi.advanceTimersByTime(6_000);
    bound.observe(retry('Reconnecting... waiting for network'));
    vi.advanceTimersByTime(4_999);
    expect(onExceeded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExceeded).toHaveBeenCalledTimes(1);
    expect(bound.exceeded).toMatchObject({ afterMs: 11_000, notices: 2 });
    // Near its end, the bound is not lengthened by the grace.
    const late = vi.fn();
    const nearEnd = new RetryBound(30_000, late, Date.now, 5_000);
    nearEnd.observe(retry('Reconnecting... 2/5'));
    vi.advanceTimersByTime(28_000);
    nearEnd.observe(retry());
    vi.advanceTimersByTime(2_000);
    expect(late).toHaveBeenCalledTimes(1);
    // A bound the caller chose (no grace) is waited whole.
    const chosen = vi.fn();
    const whole = new RetryBound(30_000, chosen);
    whole.observe(retry());
    vi.advanceTimersByTime(29_999);
    expect(chosen).not.toHaveBeenCalled();
  });

  it('is off at 0', () => {
    const onExceeded = vi.fn();
    const bound = new RetryBound(0, onExceeded);
    bound.observe(retry());
    vi.advanceTimersByTime(3_600_000);
    expect(onExceeded).not.toHaveBeenCalled();
  });
});

describe('retryVerdict', () => {
  it('says offline or not signed in, and what to do', () => {
    const verdict = retryVerdict(failed, { afterMs: 30_000, notices: 3, lastNotice: 'Reconnecting... waiting for network' });
    expect(verdict).toMatchObject({ kind: 'failed', signal: 'SIGTERM', cause: { name: RETRY_CAUSE } });
    expect(verdict.message).toBe(
      'The CLI retried for 30 s without progress (3 retry notices) and was stopped: it is offline (it said it is waiting for the network). Check the network connection and the CLI\'s sign-in, then send the message again. Its last notice: Reconnecting... waiting for network',
    );
    // mwh's finding alone is the cause: a reader shows the CLI's notice apart from it.
    expect(verdict.message.startsWith(verdict.cause!.message)).toBe(true);
    expect(verdict.cause!.message).not.toContain('Reconnecting');
    expect(retryVerdict(failed, { afterMs: 30_000, notices: 3, lastNotice: 'Reconnecting... 2/5' }).message).toContain('it is offline or not signed in.');
    // Only the CLI's own word for offline makes it a stop for want of the network (no sign-in advice).
    expect(stoppedOffline(verdict)).toBe(true);
    expect(stoppedOffline(retryVerdict(failed, { afterMs: 30_000, notices: 3, lastNotice: 'Reconnecting... 2/5' }))).toBe(false);
  });

  it("drops the reader's mark of an unexplained end: the text is mwh's finding and the CLI's notice now", () => {
    expect(retryVerdict({ ...failed, unexplained: true }, { afterMs: 30_000, notices: 3, lastNotice: 'Reconnecting... 4/5' }).unexplained).toBeUndefined();
  });

  it('is auth-required when the retries were refusals of the credentials', () => {
    expect(retryVerdict(failed, { afterMs: 5_000, notices: 2, lastNotice: 'API error, attempt 2 of 10 with status 401' }).kind).toBe('auth-required');
  });

  it('quotes at most 2,000 characters of the last notice (a capture may hold any)', () => {
    const verdict = retryVerdict(failed, { afterMs: 5_000, notices: 2, lastNotice: `${'n'.repeat(1999)}\u{1F600}${'x'.repeat(20_000_000)}` });
    expect(verdict.message.endsWith(` Its last notice: ${'n'.repeat(1999)}…`)).toBe(true);
    expect(verdict.message.length).toBeLessThan(2400);
  });

  it('keeps a success', () => {
    const success: Verdict = { ...failed, kind: 'success', message: 'done' };
    expect(retryVerdict(success, { afterMs: 1, notices: 1, lastNotice: '' })).toBe(success);
  });
});
