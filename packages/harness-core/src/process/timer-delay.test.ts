import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, timerDelay } from './timer-delay.js';

describe('timerDelay', () => {
  it('clamps a delay past node timers to the longest they keep, and keeps the rest', () => {
    expect(timerDelay(2 ** 31)).toBe(MAX_TIMER_MS);
    expect(timerDelay(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_MS);
    expect(timerDelay(MAX_TIMER_MS)).toBe(MAX_TIMER_MS);
    expect(timerDelay(1500)).toBe(1500);
    expect(timerDelay(0)).toBe(0);
    expect(timerDelay(-5)).toBe(0);
    expect(timerDelay(Number.NaN)).toBe(0);
  });

  it('is a delay node arms as given: no overflow warning, no 1 ms timer', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    let fired = false;
    const timer = setTimeout(() => (fired = true), timerDelay(2 ** 31 + 1000));
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearTimeout(timer);
    process.off('warning', onWarning);
    expect(fired).toBe(false);
    expect(warnings).not.toContain('TimeoutOverflowWarning');
  });
});
