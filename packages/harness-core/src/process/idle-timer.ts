/**
 * The idle bound: fires once when nothing was written for `ms`. Every byte of output re-arms
 * it, so a long but talkative round is never cut, and a silent one is.
 */
import { timerDelay } from './timer-delay.js';

/**
 * `ms` 0, negative, NaN or Infinity: no bound. A bound longer than node's timers keep (2^31 - 1
 * ms, about 24.8 days) is clamped to that (see timerDelay): node would have fired it after 1 ms.
 */
export class IdleTimer {
  private timer: NodeJS.Timeout | undefined;
  private fired = false;
  private stopped = false;
  private holds = 0;

  constructor(
    readonly ms: number,
    private readonly onIdle: () => void,
  ) {
    this.arm();
  }

  /**
   * The CLI waits on us (an approval asked of a person): the bound does not count until every
   * hold is released, and counts afresh from then. Returns the release, which runs once.
   */
  hold(): () => void {
    this.holds++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      this.touch();
    };
  }

  /** Output arrived. */
  touch(): void {
    if (this.stopped || this.fired || this.holds > 0) return;
    // refresh() re-arms the same timer without allocating one per chunk.
    if (this.timer) this.timer.refresh();
    else this.arm();
  }

  get hasFired(): boolean {
    return this.fired;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(): void {
    if (!(this.ms > 0) || !Number.isFinite(this.ms)) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.stopped) return;
      this.fired = true;
      this.onIdle();
    }, timerDelay(this.ms));
    // The bound must not keep a process alive on its own.
    this.timer.unref();
  }
}
