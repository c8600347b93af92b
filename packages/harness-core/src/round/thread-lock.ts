/**
 * One round at a time per thread, within this process. Two rounds of one thread at once would
 * both resume it (or both start one, and the later thread record orphans the other's thread).
 * Only this process is covered: across processes or replicas the caller serializes a thread.
 */
import { resolve } from 'node:path';
import type { Harness } from '@mwh/protocol-core';

export interface ThreadLock {
  /** Settles when the rounds of the thread that came first are done. */
  readonly ready: Promise<void>;
  /** Lets the next round of the thread go; also when this one gave up waiting. Idempotent. */
  release(): void;
}

// The last waiter's turn per thread; a thread nobody waits for has no entry.
const tails = new Map<string, Promise<void>>();

/** The identity of a thread: the same key in another config home is another thread. */
export function threadLockKey(harness: Harness, configHome: string, threadKey: string): string {
  return JSON.stringify([harness, resolve(configHome), threadKey]);
}

/** Queues for the thread at once; `ready` settles when it is this caller's turn. */
export function lockThread(key: string): ThreadLock {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  // Released before its turn (a cancelled wait), a ticket still keeps the order behind it.
  const tail = previous.then(() => done);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return { ready: previous, release };
}

/** Threads with a round running or waiting, for tests. */
export function lockedThreadCount(): number {
  return tails.size;
}
