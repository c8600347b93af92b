import { describe, expect, it } from 'vitest';
import { decodeEventLine, type RequiredMembers } from './event-line.js';
import { frameAll } from './line-framer.js';

const REQUIRED: RequiredMembers<'start' | 'item'> = { start: [['id', 'string']], item: [['n', 'number'], ['data', 'object'], ['list', 'array'], ['flag', 'boolean']] };
const decode = (text: string, maxLineBytes?: number) => decodeEventLine(frameAll(new TextEncoder().encode(`${text}\n`), maxLineBytes ? { maxLineBytes } : {})[0]!, REQUIRED);

describe('decodeEventLine', () => {
  it('decodes an event the schema knows, its other members passing as they are', () => {
    expect(decode('{"type":"start","id":"a","more":[1]}')).toEqual({ ok: true, type: 'start', value: { type: 'start', id: 'a', more: [1] }, raw: '{"type":"start","id":"a","more":[1]}' });
    expect(decode('{"type":"item","n":1,"data":{},"list":[],"flag":false}')).toMatchObject({ ok: true, type: 'item' });
  });

  it.each([
    ['not JSON', 'Reading more input…', 'not-json'],
    ['not an object', '"text"', 'invalid'],
    ['of no known type', '{"type":"toString"}', 'unknown-event'],
    ['without a type', '{"id":"a"}', 'unknown-event'],
    ['with a member of another kind', '{"type":"item","n":"1","data":{},"list":[],"flag":true}', 'invalid'],
    ['with a number that is not finite', '{"type":"item","n":1e999,"data":{},"list":[],"flag":true}', 'invalid'],
    ['with an array where an object is due', '{"type":"item","n":1,"data":[],"list":[],"flag":true}', 'invalid'],
  ])('passes a line %s as unknown, saying why', (_label, line, reason) => {
    expect(decode(line)).toEqual({ ok: false, part: { type: 'unknown', reason, raw: line } });
  });

  it('refuses a line nested deeper than anyone reads from its text, and a line over the cap by its head', () => {
    const deep = `{"type":"start","id":"a","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(decode(deep)).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(decode(`{"type":"start","id":"${'a'.repeat(100)}"}`, 32)).toMatchObject({ ok: false, part: { reason: 'line-too-long', limit: 32 } });
    expect(decode('  ')).toBeUndefined();
  });
});
