import fc from 'fast-check';
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

  it('addNew adds a key that is not a member and says so; a member keeps its place', () => {
    const set = new RecentSet<string>(2);
    expect(set.addNew('a')).toBe(true);
    expect(set.addNew('b')).toBe(true);
    expect(set.addNew('a')).toBe(false);
    // 'a' kept its place as the oldest, so it is the one forgotten.
    expect(set.addNew('c')).toBe(true);
    expect([set.has('a'), set.has('b'), set.has('c')]).toEqual([false, true, true]);
    // add, unlike addNew, moves a member to the recent end.
    set.add('b').add('d');
    expect([set.has('b'), set.has('c'), set.has('d')]).toEqual([true, false, true]);
    expect(new RecentSet<string>().size).toBe(0);
  });

  it('forget exactly what a list of entries in recency order forgets, whatever the order of operations', () => {
    const op = fc.record({ kind: fc.constantFrom('set', 'add', 'addNew', 'delete'), key: fc.integer({ min: 0, max: 12 }), value: fc.integer() });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 300 }), (capacity, ops) => {
        const map = new RecentMap<number, number>(capacity);
        const set = new RecentSet<number>(capacity);
        // The model: entries oldest first.
        let mapModel: [number, number][] = [];
        let setModel: number[] = [];
        for (const { kind, key, value } of ops) {
          if (kind === 'delete') {
            expect(map.delete(key)).toBe(mapModel.some(([k]) => k === key));
            expect(set.delete(key)).toBe(setModel.includes(key));
            mapModel = mapModel.filter(([k]) => k !== key);
            setModel = setModel.filter((k) => k !== key);
            continue;
          }
          map.set(key, value);
          mapModel = [...mapModel.filter(([k]) => k !== key), [key, value] as [number, number]].slice(-capacity);
          const member = setModel.includes(key);
          if (kind === 'addNew') {
            expect(set.addNew(key)).toBe(!member);
            if (!member) setModel = [...setModel, key].slice(-capacity);
          } else {
            set.add(key);
            setModel = [...setModel.filter((k) => k !== key), key].slice(-capacity);
          }
        }
        expect([...map]).toEqual(mapModel);
        expect(map.size).toBe(mapModel.length);
        expect(set.size).toBe(setModel.length);
        for (let key = 0; key <= 12; key++) {
          expect(set.has(key)).toBe(setModel.includes(key));
          expect(map.get(key)).toBe(mapModel.find(([k]) => k === key)?.[1]);
        }
      }),
      { seed: 20261204, numRuns: 500 },
    );
  });
});
