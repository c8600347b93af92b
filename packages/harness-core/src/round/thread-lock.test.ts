import { describe, expect, it } from 'vitest';
import { lockThread, lockedThreadCount, threadLockKey } from './thread-lock.js';

describe('lockThread', () => {
  it('lets the rounds of one thread go one after the other, in the order they came', async () => {
    const key = threadLockKey('codex', '/home/u/.codex', 'thread/1');
    const order: string[] = [];
    const run = async (name: string, ms: number) => {
      const lock = lockThread(key);
      await lock.ready;
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name} end`);
      lock.release();
    };
    await Promise.all([run('a', 30), run('b', 1), run('c', 1)]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(lockedThreadCount()).toBe(0);
  });

  it('keeps the order behind a waiter that gave up, and leaves other threads alone', async () => {
    const key = threadLockKey('claude', '/h', 't');
    const first = lockThread(key);
    const gaveUp = lockThread(key);
    const third = lockThread(key);
    const other = lockThread(threadLockKey('claude', '/h', 'another thread'));
    gaveUp.release();
    let thirdReady = false;
    void third.ready.then(() => (thirdReady = true));
    await other.ready;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(thirdReady).toBe(false);
    first.release();
    await third.ready;
    third.release();
    other.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lockedThreadCount()).toBe(0);
  });

  it('names a thread by harness, resolved config home and key', () => {
    expect(threadLockKey('codex', '/a/../b', 'k')).toBe(threadLockKey('codex', '/b', 'k'));
    expect(threadLockKey('codex', '/b', 'k')).not.toBe(threadLockKey('claude', '/b', 'k'));
  });
});
