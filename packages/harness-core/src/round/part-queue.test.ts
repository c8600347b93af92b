import { describe, expect, it } from 'vitest';
import { PartQueue } from './part-queue.js';

describe('PartQueue', () => {
  it('yields items pushed before and while iterating, then ends', async () => {
    const queue = new PartQueue<number>();
    queue.push(1);
    const seen: number[] = [];
    const reading = (async () => {
      for await (const n of queue) seen.push(n);
    })();
    await new Promise((r) => setTimeout(r, 5));
    queue.push(2);
    queue.push(3);
    queue.end();
    queue.push(4);
    await reading;
    expect(seen).toEqual([1, 2, 3]);
  });

  it('can be iterated once', async () => {
    const queue = new PartQueue<number>();
    queue.end();
    for await (const _ of queue) void _;
    await expect((async () => {
      for await (const _ of queue) void _;
    })()).rejects.toThrow(/only once/);
  });

  it('keeps order over many items', async () => {
    const queue = new PartQueue<number>();
    for (let i = 0; i < 5000; i++) queue.push(i);
    queue.end();
    let expected = 0;
    for await (const n of queue) expect(n).toBe(expected++);
    expect(expected).toBe(5000);
  });

  it('keeps nothing once its consumer left the loop', async () => {
    const queue = new PartQueue<number>();
    queue.push(1);
    queue.push(2);
    for await (const n of queue) if (n === 1) break;
    queue.push(3);
    expect((queue as unknown as { items: unknown[] }).items).toEqual([]);
  });
});
