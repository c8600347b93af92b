/**
 * The hand-over between a round's producer (pipes, timers) and its consumer (`for await`):
 * parts are yielded in order as they arrive and buffered while nobody reads, so the process is
 * drained at its own pace and a slow consumer never stalls the CLI's pipes.
 */
export class PartQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private head = 0;
  private ended = false;
  private waiter: (() => void) | undefined;
  private iterating = false;
  private abandoned = false;

  push(item: T): void {
    // Nobody will read what comes after the consumer left: keeping it would only hold memory.
    if (this.ended || this.abandoned) return;
    this.items.push(item);
    this.wake();
  }

  end(): void {
    this.ended = true;
    this.wake();
  }

  get isEnded(): boolean {
    return this.ended;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    // One consumer: a second loop would silently steal parts from the first.
    if (this.iterating) throw new Error('A round can be iterated only once.');
    this.iterating = true;
    try {
      for (;;) {
        while (this.head < this.items.length) {
          const item = this.items[this.head]!;
          // Drop references as they are read, compacting now and then.
          (this.items as (T | undefined)[])[this.head++] = undefined;
          if (this.head > 1024 && this.head * 2 > this.items.length) {
            this.items.splice(0, this.head);
            this.head = 0;
          }
          yield item;
        }
        if (this.ended) return;
        await new Promise<void>((resolve) => (this.waiter = resolve));
      }
    } finally {
      // Ended, or the consumer left the loop (break, throw): the queue is read no more.
      this.abandoned = true;
      this.items.length = 0;
      this.head = 0;
    }
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }
}
