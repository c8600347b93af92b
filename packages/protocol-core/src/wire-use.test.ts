import { describe, expect, it } from 'vitest';
import { fieldPaths, listsPath, recordReads, unrecorded } from './wire-use.js';

describe('fieldPaths', () => {
  it('lists every field once, array elements as []', () => {
    const value = { type: 'user', message: { content: [{ type: 'text', text: 'a' }, { type: 'image', source: {} }] }, n: null };
    expect(fieldPaths(value).sort()).toEqual(['message', 'message.content', 'message.content[].source', 'message.content[].text', 'message.content[].type', 'n', 'type']);
  });

  it('walks a value far deeper than the stack without overflowing, up to its bound', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(fieldPaths(deep, 3)).toEqual(['a', 'a.a', 'a.a.a']);
    expect(() => fieldPaths(deep)).not.toThrow();
  });
});

describe('listsPath', () => {
  it('matches a path exactly or below a .*', () => {
    expect(listsPath(['a.b', 'c.*'], 'a.b')).toBe(true);
    expect(listsPath(['a.b', 'c.*'], 'a')).toBe(false);
    expect(listsPath(['a.b', 'c.*'], 'c')).toBe(true);
    expect(listsPath(['a.b', 'c.*'], 'c.d[].e')).toBe(true);
    expect(listsPath(['a.b', 'c.*'], 'cd')).toBe(false);
    expect(listsPath(undefined, 'a')).toBe(false);
  });
});

describe('recordReads', () => {
  it('reports the path of each field read, tested or enumerated', () => {
    const read = new Set<string>();
    const view = recordReads({ a: { b: [{ c: 1, d: 2 }] }, e: 'x', f: { g: 1 } }, (path) => read.add(path));
    expect(view.a.b[0]!.c).toBe(1);
    expect('e' in view).toBe(true);
    expect(Object.keys(view.f)).toEqual(['g']);
    expect(view.a.b.length).toBe(1);
    // Object.keys asks each key's descriptor too: an enumerated object counts its fields as read.
    expect([...read].sort()).toEqual(['a', 'a.b', 'a.b[]', 'a.b[].c', 'e', 'f', 'f.*', 'f.g']);
  });

  it('is read-only, and unrecorded gives back the value behind it', () => {
    const value = { a: 1 };
    const view = recordReads(value, () => undefined);
    expect(() => {
      (view as { a: number }).a = 2;
    }).toThrow(TypeError);
    expect(unrecorded(view)).toBe(value);
    expect(unrecorded(value)).toBe(value);
  });
});
