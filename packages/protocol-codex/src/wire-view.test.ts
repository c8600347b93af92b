import { describe, expect, it } from 'vitest';
import { arrayField, field, numberField, stringField } from '@mwh/protocol-core';
import type { ThreadItem } from './generated/codex-types.js';
import { arrayOf, clientResult, entriesOf, memberOf, notificationParams, numberOf, stringOf, type Wire } from './wire-view.js';

describe('the typed wire readers', () => {
  it("are protocol-core's readers, retyped: a member absent or of another type reads as it always did", () => {
    expect([memberOf, stringOf, numberOf, arrayOf]).toEqual([field, stringField, numberField, arrayField]);
    const turn = memberOf(notificationParams('turn/completed', { turn: { id: 7, status: 'completed', durationMs: Infinity, items: 'none' } }), 'turn');
    expect([stringOf(turn, 'id'), stringOf(turn, 'status'), numberOf(turn, 'durationMs'), arrayOf(turn, 'items')]).toEqual([undefined, 'completed', undefined, []]);
    for (const params of [undefined, null, 'x', 3, [], [{ turn: { id: 't' } }]]) expect(stringOf(memberOf(notificationParams('turn/started', params), 'turn'), 'id')).toBeUndefined();
  });

  it('see params and results as they are, without a copy', () => {
    const value = { thread: { id: 't' } };
    expect(notificationParams('thread/started', value)).toBe(value);
    expect(clientResult<'thread/start'>(value)).toBe(value);
  });

  it("list an object's entries, and none of anything else", () => {
    const item: Wire<ThreadItem> = { type: 'collabAgentToolCall', agentsStates: { a: { status: 'completed' }, b: 'running' } };
    expect(entriesOf(memberOf(item, 'agentsStates')).map(([thread, state]) => [thread, stringOf(state, 'status')])).toEqual([
      ['a', 'completed'],
      ['b', undefined],
    ]);
    for (const value of [undefined, null, 'ab', 1, ['a']] as const) expect(entriesOf<unknown>(value)).toEqual([]);
  });

  it("name members by the schema's types, so a renamed or retyped member does not build", () => {
    const item: Wire<ThreadItem> = { type: 'commandExecution', id: 'c', exitCode: 2 };
    const turn = memberOf(notificationParams('turn/completed', {}), 'turn');
    // @ts-expect-error: no branch of ThreadItem has it.
    expect(stringOf(item, 'exitcode')).toBeUndefined();
    // @ts-expect-error: a number, not a string.
    expect(stringOf(item, 'exitCode')).toBeUndefined();
    // @ts-expect-error: a Turn's, not its params'.
    expect(stringOf(notificationParams('turn/completed', {}), 'status')).toBeUndefined();
    // @ts-expect-error: the params of another method.
    expect(numberOf(notificationParams('item/reasoning/textDelta', {}), 'summaryIndex')).toBeUndefined();
    // @ts-expect-error: an object off the wire claims no type until it is given one.
    expect(stringOf({ id: 'x' } as Record<string, unknown>, 'id')).toBe('x');
    // @ts-expect-error: no such method.
    notificationParams('turn/finished', {});
    expect([numberOf(item, 'exitCode'), stringOf(turn, 'status')]).toEqual([2, undefined]);
  });
});
