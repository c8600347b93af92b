import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTextTooDeep, isTooDeep, jsonTextDepth, jsonValueDepth } from './json-depth.js';

export function deepArrayText(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('jsonTextDepth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonTextDepth('{"a":[1,{"b":"[[[{"}]}')).toBe(3);
    expect(jsonTextDepth('"\\"[["')).toBe(0);
    expect(jsonTextDepth('42')).toBe(0);
  });

  it('measures a line 100,000 deep without recursion, and stops at the limit', () => {
    expect(jsonTextDepth(deepArrayText(100_000))).toBe(100_000);
    expect(jsonTextDepth(deepArrayText(100_000), 512)).toBe(513);
  });

  it('agrees with the depth of the parsed value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const text = JSON.stringify(value);
        expect(jsonTextDepth(text)).toBe(jsonValueDepth(value));
      }),
    );
  });
});

describe('isTextTooDeep', () => {
  it('says what jsonTextDepth says, brackets in strings or not', () => {
    expect(isTextTooDeep(deepArrayText(513), 512)).toBe(true);
    expect(isTextTooDeep(deepArrayText(512), 512)).toBe(false);
    // Many brackets, shallow: the count alone cannot settle it, the walk does.
    expect(isTextTooDeep(`[${'[],'.repeat(600)}[]]`, 512)).toBe(false);
    expect(isTextTooDeep(`{"a":"${'['.repeat(600)}"}`, 512)).toBe(false);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(isTextTooDeep(text, limit)).toBe(jsonTextDepth(text, limit) > limit);
      }),
    );
  });
});

describe('jsonValueDepth', () => {
  it('walks a value 100,000 deep and a cycle without overflowing', () => {
    const deep = JSON.parse(deepArrayText(100_000)) as unknown;
    expect(jsonValueDepth(deep)).toBe(100_000);
    expect(isTooDeep(deep)).toBe(true);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    expect(jsonValueDepth(cycle)).toBe(2);
    expect(isTooDeep({ a: [{ b: 1 }] })).toBe(false);
  });
});
