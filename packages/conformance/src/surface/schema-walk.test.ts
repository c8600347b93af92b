import { describe, expect, it } from 'vitest';
import { alternatives, findUnknowns, resolveRef } from './schema-walk.js';

const root = {
  definitions: {
    v2: {
      Status: { type: 'string', enum: ['idle', 'busy'] },
      Item: {
        oneOf: [
          { type: 'object', properties: { type: { type: 'string', enum: ['text'] }, text: { type: 'string' } } },
          { type: 'object', properties: { type: { type: 'string', enum: ['tool'] }, name: { type: 'string' } } },
        ],
      },
      Loop: { $ref: '#/definitions/v2/Loop' },
    },
  },
};

const schema = {
  type: 'object',
  properties: {
    status: { anyOf: [{ $ref: '#/definitions/v2/Status' }, { type: 'null' }] },
    items: { type: 'array', items: { $ref: '#/definitions/v2/Item' } },
    meta: { type: 'object', additionalProperties: { type: 'object', properties: { n: { type: 'number' } } } },
    free: {},
    any: true,
    open: { type: ['object', 'null'], additionalProperties: true },
    label: { type: 'string' },
  },
};

describe('findUnknowns', () => {
  it('says nothing about a value the schema fully knows', () => {
    // `open` names no field and allows any: codex's thread `config`, config.toml as JSON. `any`
    // is the schema `true`, any value (codex's mcpToolCall `arguments`): named, so known.
    const value = { status: null, items: [{ type: 'text', text: 'hi' }, { type: 'tool', name: 'x' }], meta: { a: { n: 1 } }, free: { any: 1 }, any: { deep: [1] }, open: { mcp_servers: { a: { command: 'x' } } }, label: 'z' };
    expect(findUnknowns(root, schema, value)).toEqual([]);
  });

  it('lists unknown fields, per branch picked by the discriminator, and map values by shape', () => {
    const value = { extra: 1, items: [{ type: 'text', name: 'only-on-tool' }], meta: { k: { n: 1, m: 2 } } };
    expect(findUnknowns(root, schema, value)).toEqual(
      expect.arrayContaining([
        { kind: 'field', path: 'extra' },
        { kind: 'field', path: 'items[].name' },
        { kind: 'field', path: 'meta{}.m' },
      ]),
    );
  });

  it('lists string values outside a closed set, including a new union variant', () => {
    const value = { status: 'sleeping', items: [{ type: 'image', text: 'x' }] };
    expect(findUnknowns(root, schema, value)).toEqual([
      { kind: 'enum', path: 'items[].type', value: 'image' },
      { kind: 'enum', path: 'status', value: 'sleeping' },
    ]);
  });

  it('reports one entry per path and value however often it occurs', () => {
    const value = { items: Array.from({ length: 50 }, () => ({ type: 'text', extra: true })) };
    expect(findUnknowns(root, schema, value)).toEqual([{ kind: 'field', path: 'items[].extra' }]);
  });

  it('survives a value nested far deeper than any call stack', () => {
    const deep: { items: unknown[] } = { items: [] };
    let at = deep;
    for (let i = 0; i < 100_000; i += 1) {
      const next = { items: [] as unknown[] };
      at.items.push(next);
      at = next;
    }
    const nested = { type: 'object', properties: { items: { type: 'array', items: { $ref: '#' } } } };
    expect(() => findUnknowns(nested, nested, deep)).not.toThrow();
  });

  it('stops at a $ref loop instead of spinning', () => {
    expect(alternatives(root, { $ref: '#/definitions/v2/Loop' })).toEqual([]);
    expect(resolveRef(root, '#/definitions/v2/Nope')).toBeUndefined();
  });
});
