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
 * `capacity`: state about a message that can only matter while the message is recent. Its `Map`
 * is made on the first `set`: a reader keeps several of these per round, most rounds fill few.
 */
export class RecentMap<K, V> {
  private map: Map<K, V> | undefined;
  // One iterator for the map's life gives the oldest key: iterators go on past deletions and
  // see later insertions, and every entry before its place was evicted, deleted or moved to the
  // end. A new iterator per eviction stepped again over every deleted entry from the start, over
  // a thousand a line in a long round.
  private oldest: Iterator<K> | undefined;
  constructor(readonly capacity = RECENT_WINDOW) {}

  get size(): number {
    return this.map === undefined ? 0 : this.map.size;
  }
  has(key: K): boolean {
    return this.map !== undefined && this.map.has(key);
  }
  get(key: K): V | undefined {
    return this.map === undefined ? undefined : this.map.get(key);
  }
  set(key: K, value: V): this {
    const map = (this.map ??= new Map());
    const size = map.size;
    map.set(key, value);
    if (map.size === size) {
      // It was there: re-inserted, so an entry in use moves to the recent end. A new key (most
      // calls) costs one lookup rather than two.
      map.delete(key);
      map.set(key, value);
    } else if (map.size > this.capacity) {
      map.delete((this.oldest ??= map.keys()).next().value as K);
    }
    return this;
  }
  delete(key: K): boolean {
    return this.map !== undefined && this.map.delete(key);
  }
  // Reading an empty map makes none to keep: the table stays made on the first `set` only.
  entries(): IterableIterator<[K, V]> {
    return (this.map ?? new Map<K, V>()).entries();
  }
  values(): IterableIterator<V> {
    return (this.map ?? new Map<K, V>()).values();
  }
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}

/** A set that forgets its oldest member (by insertion or last `add`) once it holds more than `capacity`. */
export class RecentSet<K> {
  private set: Set<K> | undefined;
  // As in `RecentMap`.
  private oldest: Iterator<K> | undefined;
  constructor(readonly capacity = RECENT_WINDOW) {}

  get size(): number {
    return this.set === undefined ? 0 : this.set.size;
  }
  has(key: K): boolean {
    return this.set !== undefined && this.set.has(key);
  }
  add(key: K): this {
    if (!this.addNew(key)) {
      // A member added again moves to the recent end.
      this.set!.delete(key);
      this.set!.add(key);
    }
    return this;
  }
  /**
   * Adds `key` unless it is a member, which then keeps its place; says whether it was added:
   * `has` and `add` in one lookup, for the check a reader makes on every line.
   */
  addNew(key: K): boolean {
    const set = (this.set ??= new Set());
    const size = set.size;
    set.add(key);
    if (set.size === size) return false;
    if (set.size > this.capacity) set.delete((this.oldest ??= set.values()).next().value as K);
    return true;
  }
  delete(key: K): boolean {
    return this.set !== undefined && this.set.delete(key);
  }
}
