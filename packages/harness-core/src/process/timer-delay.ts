/**
 * The delay every timer of a round is armed with. Node keeps a timer's delay in a signed 32-bit
 * millisecond count: a longer one (a bound of 30 days) fires after 1 ms, with no more than a
 * TimeoutOverflowWarning, and a round given it was ended at once. Such a delay is clamped to the
 * longest node keeps (2^31 - 1 ms, about 24.8 days), which no round lives to see, rather than
 * refused: a caller asking for a bound that long means "as good as never", and gets that.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `ms` as a timer can keep it: at most MAX_TIMER_MS, at least 0 (NaN is 0, as node reads it). */
export function timerDelay(ms: number): number {
  if (!(ms > 0)) return 0;
  return Math.min(ms, MAX_TIMER_MS);
}
