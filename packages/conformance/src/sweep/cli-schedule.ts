/**
 * When each CLI of a run is resolved and let go, so a sweep of more versions than the cache may
 * hold never holds more than its bound: a CLI is resolved a whole catalogue ahead (once the
 * scenarios queued are fewer than its own scenarios and a round of jobs), while what the run
 * holds and the next install fit the bound, one at a time; it is released once its last
 * scenario is done, and may then be evicted.
 */

/** What the schedule holds of a CLI: its size in the cache and how to let it go. */
export interface Holding {
  sizeBytes: number;
  release(): Promise<void>;
}

export interface CliScheduleOptions<Plan, Held extends Holding, Item> {
  /** Scenarios running at once: the queue is refilled a whole catalogue ahead of them. */
  jobs: number;
  /** The cache's bound, in bytes. */
  bound: number;
  /**
   * The scenarios of a CLI: before it is held, what it is expected to take (how far ahead to
   * resolve); once held, what it runs (none when another CLI of the run is the same build).
   */
  itemsOf(plan: Plan, held?: Held): readonly Item[];
  /** Resolves a CLI (installing it when needed) and leases it. */
  hold(plan: Plan): Promise<Held>;
  /** What resolving the CLI would add to the cache: 0 when it is there already or needs none. */
  cost(plan: Plan): Promise<number>;
}

/** One scenario of a held CLI; a CLI without scenarios is one task without an item. */
export interface ScheduledTask<Plan, Held, Item> {
  plan: Plan;
  held: Held;
  item: Item | undefined;
}

export class CliSchedule<Plan, Held extends Holding, Item> {
  private readonly pending: Plan[];
  private readonly queue: ScheduledTask<Plan, Held, Item>[] = [];
  private readonly remaining = new Map<Held, number>();
  private readonly waiters: (() => void)[] = [];
  private heldBytes = 0;
  private resolving: Promise<void> | undefined;
  /** The next CLI does not fit beside what is held: nothing is resolved until a release. */
  private waitingForRelease = false;
  private releases = 0;
  private failure: { error: unknown } | undefined;
  private closed = false;

  constructor(
    plans: readonly Plan[],
    private readonly options: CliScheduleOptions<Plan, Held, Item>,
  ) {
    this.pending = [...plans];
  }

  /** The next scenario to run, undefined when every CLI's are given out; rejects with a CLI that could not be resolved. */
  async next(): Promise<ScheduledTask<Plan, Held, Item> | undefined> {
    for (;;) {
      if (this.failure) throw this.failure.error;
      if (this.closed) return undefined;
      this.pump();
      const task = this.queue.shift();
      if (task) {
        this.pump();
        return task;
      }
      if (!this.pending.length && !this.resolving) return undefined;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Counts a task done; true when it was its CLI's last (then `release` it, after what it still needs the CLI for). */
  finish(task: ScheduledTask<Plan, Held, Item>): boolean {
    const left = (this.remaining.get(task.held) ?? 1) - 1;
    this.remaining.set(task.held, left);
    return left === 0;
  }

  /**
   * Lets a CLI go: the cache may evict it, and the next CLI may now fit. A release that fails
   * leaves the CLI held, so `close` tries it again.
   */
  async release(held: Held): Promise<void> {
    if (!this.remaining.has(held)) return;
    await held.release();
    if (!this.remaining.delete(held)) return;
    this.heldBytes -= held.sizeBytes;
    this.releases++;
    this.waitingForRelease = false;
    this.notify();
  }

  /** Gives nothing more out: a `next` waiting for room returns undefined now. The CLIs held stay held until `close`. */
  halt(): void {
    this.closed = true;
    this.notify();
  }

  /** Gives nothing more out and releases every CLI held, once a resolution in flight has ended. */
  async close(): Promise<void> {
    this.halt();
    await this.resolving;
    await Promise.all([...this.remaining.keys()].map((held) => this.release(held)));
  }

  private pump(): void {
    if (this.resolving || this.closed || this.failure || this.waitingForRelease || !this.pending.length) return;
    // An install takes about as long as a catalogue runs (7-15 s for a CLI of 200-430 MB), so it
    // starts while the CLI before still has a whole catalogue queued, not once the queue runs
    // low: then the workers wait for no install, only for the bound.
    if (this.queue.length >= this.options.jobs + this.options.itemsOf(this.pending[0]!).length) return;
    this.resolving = this.resolveNext()
      .catch((error: unknown) => {
        this.failure = { error };
      })
      .finally(() => {
        this.resolving = undefined;
        this.notify();
      });
  }

  private async resolveNext(): Promise<void> {
    const plan = this.pending[0]!;
    // Nothing held: the run needs this one whatever its size (a bound of 0 keeps only that).
    if (this.remaining.size > 0) {
      const releases = this.releases;
      const cost = await this.options.cost(plan);
      if (cost > 0 && this.heldBytes + cost > this.options.bound) {
        // A release while the cost was measured may have made room: then look again at once.
        if (releases === this.releases) this.waitingForRelease = true;
        return;
      }
    }
    this.pending.shift();
    const held = await this.options.hold(plan);
    if (this.closed) {
      await held.release();
      return;
    }
    const items = this.options.itemsOf(plan, held);
    this.remaining.set(held, Math.max(items.length, 1));
    this.heldBytes += held.sizeBytes;
    if (items.length) for (const item of items) this.queue.push({ plan, held, item });
    else this.queue.push({ plan, held, item: undefined });
  }

  private notify(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
