import { describe, expect, it } from 'vitest';
import { MAX_BOUND_SECONDS, secondsOption } from './seconds-option.js';

describe('secondsOption', () => {
  it('takes 0, fractions and the longest bound a timer holds', () => {
    expect(secondsOption('--idle-timeout', undefined)).toBeUndefined();
    expect(secondsOption('--idle-timeout', '0')).toBe(0);
    expect(secondsOption('--idle-timeout', '1.5')).toBe(1.5);
    expect(secondsOption('--idle-timeout', String(MAX_BOUND_SECONDS))).toBe(2147483);
  });

  it('refuses what is no number of seconds, and a bound a timer cannot hold, in one sentence', () => {
    expect(() => secondsOption('--retry-bound', '-5')).toThrow('--retry-bound must be a number of seconds, not "-5".');
    expect(() => secondsOption('--idle-timeout', '9999999')).toThrow(
      '--idle-timeout must be at most 2147483 seconds (about 24 days), not 9999999; 0 turns the bound off.',
    );
    expect(() => secondsOption('--idle-timeout', '2147483.7')).toThrow(/at most 2147483 seconds/);
  });
});
