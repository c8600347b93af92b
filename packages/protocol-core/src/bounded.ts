/**
 * Small collections for state that must not grow with the input: a list appended to without
 * spreading into arguments, and sets and maps that keep only the most recent entries.
 */

/**
 * Appends `items` to `target` one by one: `target.push(...items)` passes every item as an
 * argument and overflows the stack at some hundred thousand of them.
 */
export function appendAll<T>(target: T[], items: readonly T[]): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** How many entries the reader keeps of what it has seen (message ids, line uuids, tool ids). */
export const RECENT_WINDOW = 4096;

/**
 * A map that forgets its oldest entry (by insertion or last `set`) once it holds more than
 * `capacity`: state about a message that can only matter while the message is recent.
 */
export class RecentMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly capacity = RECENT_WINDOW) {}

  get size(): number {
    return this.map.size;
  }
  has(key: K): boolean {
    return this.map.has(key);
  }
  get(key: K): V | undefined {
    return this.map.get(key);
  }
  set(key: K, value: V): this {
    const size = this.map.size;
    this.map.set(key, value);
    if (this.map.size === size) {
      // It was there: re-inserted, so an entry in use moves to the recent end. A new key (most
      // calls, one a line) costs one lookup rather than two.
      this.map.delete(key);
      this.map.set(key, value);
    } else if (this.map.size > this.capacity) {
      this.map.delete(this.map.keys().next().value as K);
    }
    return this;
  }
  delete(key: K): boolean {
    return this.map.delete(key);
  }
  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }
  values(): IterableIterator<V> {
    return this.map.values();
  }
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.map.entries();
  }
}

/** A set that forgets its oldest member once it holds more than `capacity`. */
export class RecentSet<K> {
  private readonly map: RecentMap<K, true>;
  constructor(capacity = RECENT_WINDOW) {
    this.map = new RecentMap(capacity);
  }
  get size(): number {
    return this.map.size;
  }
  has(key: K): boolean {
    return this.map.has(key);
  }
  add(key: K): this {
    this.map.set(key, true);
    return this;
  }
  delete(key: K): boolean {
    return this.map.delete(key);
  }
}
