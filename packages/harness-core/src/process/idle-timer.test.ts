import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from './idle-timer.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('IdleTimer', () => {
  it('fires once after a silence, and output re-arms it', () => {
    let fired = 0;
    const timer = new IdleTimer(1000, () => fired++);
    vi.advanceTimersByTime(900);
    timer.touch();
    vi.advanceTimersByTime(900);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(200);
    expect(fired).toBe(1);
    expect(timer.hasFired).toBe(true);
    timer.touch();
    vi.advanceTimersByTime(5000);
    expect(fired).toBe(1);
  });

  it('does not count while held, and counts afresh from the last release', () => {
    let fired = 0;
    const timer = new IdleTimer(1000, () => fired++);
    vi.advanceTimersByTime(900);
    const first = timer.hold();
    const second = timer.hold();
    timer.touch();
    vi.advanceTimersByTime(10_000);
    expect(fired).toBe(0);
    first();
    first();
    vi.advanceTimersByTime(10_000);
    expect(fired).toBe(0);
    second();
    vi.advanceTimersByTime(900);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(100);
    expect(fired).toBe(1);
  });

  it('clamps a bound past node timers (2^31 ms and more) rather than firing it after 1 ms', () => {
    let fired = 0;
    const timer = new IdleTimer(2 ** 31, () => fired++);
    vi.advanceTimersByTime(60_000);
    timer.touch();
    vi.advanceTimersByTime(24 * 24 * 3_600_000);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(2 ** 31);
    expect(fired).toBe(1);
  });

  it('does nothing once stopped, or when disabled', () => {
    let fired = 0;
    const stopped = new IdleTimer(100, () => fired++);
    stopped.stop();
    const disabled = new IdleTimer(0, () => fired++);
    disabled.touch();
    vi.advanceTimersByTime(1000);
    expect(fired).toBe(0);
  });
});
