/** A bound given in seconds (`--idle-timeout`, `--retry-bound`): 0 turns it off. */
import { MAX_TIMER_MS } from '@mwh/harness-core';
import { UsageError } from './cli-error.js';

/**
 * The longest bound a timer can hold: node's timers keep milliseconds in 31 bits and fire at
 * once, with a warning, past it. The library clamps such a bound; the command refuses it, so
 * what a user typed is what the round uses.
 */
export const MAX_BOUND_SECONDS = Math.floor(MAX_TIMER_MS / 1000);

export function secondsOption(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(value)) throw new UsageError(`${option} must be a number of seconds, not "${value}".`);
  const seconds = Number(value);
  if (seconds > MAX_BOUND_SECONDS) throw new UsageError(`${option} must be at most ${MAX_BOUND_SECONDS} seconds (about 24 days), not ${value}; 0 turns the bound off.`);
  return seconds;
}
