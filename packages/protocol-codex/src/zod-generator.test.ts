import { describe, expect, it } from 'vitest';
import { zodModule } from '../../../scripts/zod.mjs';

const moduleOf = (definitions: Record<string, unknown>, root = Object.keys(definitions)[0]!) =>
  zodModule({ header: '// test', definitions, refName: (ref) => ref.replace(/^#\/definitions\//, ''), tables: [{ name: 't', source: 'test', keys: [['k', root]] }], reachableOnly: true });

describe('the zod generator', () => {
  it('throws on a keyword it does not translate, rather than loosening the schema', () => {
    for (const keyword of ['patternProperties', 'not', 'maximum', 'if', 'pattern', 'uniqueItems', 'propertyNames']) {
      expect(() => moduleOf({ A: { type: 'object', [keyword]: {} } })).toThrow(new RegExp(`A uses ${keyword}`));
    }
    expect(() => moduleOf({ A: { type: 'object', properties: { b: { type: 'string', maxLength: 3 } } } })).toThrow(/A\/b uses maxLength/);
  });

  it('refuses enum values its type or minimum refuses, and type-specific keywords without a type', () => {
    expect(() => moduleOf({ A: { type: 'string', enum: ['a', 1] } })).toThrow(/enum value its type refuses/);
    expect(() => moduleOf({ A: { type: 'integer', enum: [0, 2], minimum: 1 } })).toThrow(/under its minimum/);
    expect(() => moduleOf({ A: { items: { type: 'string' } } })).toThrow(/without a type/);
  });

  it('makes a back reference of a cycle lazy and emits only what the tables reach', () => {
    const text = moduleOf({ A: { type: 'object', properties: { next: { anyOf: [{ $ref: '#/definitions/A' }, { type: 'null' }] } } }, Unused: { type: 'string' } });
    expect(text).toContain('z.lazy((): z.ZodType<unknown> => ASchema)');
    expect(text).not.toContain('UnusedSchema');
  });

  it('uses the oneOf and whenObject helpers only where a schema needs them', () => {
    expect(moduleOf({ A: { type: 'string' } })).not.toMatch(/function (oneOf|whenObject)/);
    const text = moduleOf({ A: { properties: { a: { type: 'string' } }, oneOf: [{ type: 'object' }, { type: 'string' }] } });
    expect(text).toMatch(/function oneOf/);
    expect(text).toMatch(/function whenObject/);
  });

  it('drops the exactly-one count where no two oneOf branches can accept one value', () => {
    const tagged = (values: string[][], extra: Record<string, unknown> = {}) => ({
      oneOf: values.map((enumValues) => ({ type: 'object', properties: { type: { type: 'string', enum: enumValues }, ...extra }, required: ['type'] })),
    });
    // Objects told apart by a required tag: the tag picks the branch.
    const byTag = moduleOf({ A: tagged([['a'], ['b', 'c']]) });
    expect(byTag).toContain('z.discriminatedUnion("type", [');
    expect(byTag).not.toMatch(/function oneOf/);
    // Literals no two branches share, and one object (no literal is an object): a plain union.
    const literals = moduleOf({ A: { oneOf: [{ type: 'string', enum: ['x', 'y'] }, { enum: ['z'] }, { type: 'object', properties: { x: { type: 'string' } } }] } });
    expect(literals).toMatch(/= z\.union\(\[z\.literal/);
    expect(literals).not.toMatch(/function oneOf/);
    // A value could satisfy two branches: the count stays.
    for (const overlapping of [
      tagged([['a'], ['a', 'b']]),
      { oneOf: [{ type: 'string', enum: ['x'] }, { enum: ['x', 'y'] }] },
      { oneOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { type: 'object', properties: { b: { type: 'string' } }, required: ['b'] }] },
      { oneOf: [{ type: 'object', properties: { type: { enum: ['a'] } } }, { type: 'object', properties: { type: { enum: ['b'] } } }] },
    ]) {
      expect(moduleOf({ A: overlapping })).toMatch(/= oneOf\(\[/);
    }
  });
});
