import { describe, expect, it } from 'vitest';
import { RecentMap, RecentSet, appendAll } from './bounded.js';

describe('appendAll', () => {
  it('appends two million items, where push(...items) overflows the stack', () => {
    const items = Array.from({ length: 2_000_000 }, (_, i) => i);
    expect(() => [0].push(...items)).toThrow(RangeError);
    const target = [-1];
    appendAll(target, items);
    expect(target.length).toBe(2_000_001);
    expect(target[2_000_000]).toBe(1_999_999);
  });
});

describe('RecentMap and RecentSet', () => {
  it('keep only the most recently set entries', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map]).toEqual([['a', 3], ['c', 4]]);
    const set = new RecentSet<number>(3);
    for (let i = 0; i < 100_000; i++) set.add(i);
    expect(set.size).toBe(3);
    expect(set.has(99_999) && set.has(99_997) && !set.has(99_996)).toBe(true);
  });
});
