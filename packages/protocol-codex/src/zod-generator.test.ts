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
});
