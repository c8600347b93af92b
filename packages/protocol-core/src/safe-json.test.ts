import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifyJson } from './safe-json.js';

function deepObject(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: [value, i] };
  return value;
}

describe('stringifyJson', () => {
  it('gives what JSON.stringify gives for plain data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringifyJson(value)).toBe(JSON.stringify(value));
      }),
    );
    expect(stringifyJson(undefined)).toBeUndefined();
    expect(stringifyJson({ a: undefined, b: [undefined, NaN], c: () => 1 })).toBe('{"b":[null,null]}');
  });

  it('writes a value 100,000 deep, where JSON.stringify overflows, with the same text as a shallow one would', () => {
    const deep = deepObject(100_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = stringifyJson(deep)!;
    expect(text.startsWith('{"a":[{"a":[')).toBe(true);
    expect(text.includes('{"a":["x",0]},1]}')).toBe(true);
    expect(text.endsWith(',99998]},99999]}')).toBe(true);
    const shallow = deepObject(600);
    expect(stringifyJson(shallow)).toBe(JSON.stringify(shallow));
  });

  it('writes a cycle as null where it closes, and a BigInt as its digits, instead of throwing', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(stringifyJson(cycle)).toBe('{"a":1,"self":null}');
    expect(stringifyJson({ n: 10n })).toBe('{"n":10}');
  });
});
