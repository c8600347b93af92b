import { describe, expect, it } from 'vitest';
import { arrayField, field, numberField, stringField } from '@mwh/protocol-core';
import type { ThreadItem } from './generated/codex-types.js';
import type { ServerNotificationMethod } from './protocol-messages.js';
import { arrayOf, entriesOf, memberOf, numberOf, stringOf, type ClientResult, type NotificationParams, type Wire } from './wire-view.js';

describe('the typed wire readers', () => {
  it("are protocol-core's readers, retyped: a member absent or of another type reads as it always did", () => {
    expect([memberOf, stringOf, numberOf, arrayOf]).toEqual([field, stringField, numberField, arrayField]);
    const params = { turn: { id: 7, status: 'completed', durationMs: Infinity, items: 'none' } } as NotificationParams<'turn/completed'>;
    const turn = memberOf(params, 'turn');
    expect([stringOf(turn, 'id'), stringOf(turn, 'status'), numberOf(turn, 'durationMs'), arrayOf(turn, 'items')]).toEqual([undefined, 'completed', undefined, []]);
    for (const value of [undefined, null, 'x', 3, [], [{ turn: { id: 't' } }]]) {
      expect(stringOf(memberOf(value as NotificationParams<'turn/started'>, 'turn'), 'id')).toBeUndefined();
      expect(stringOf(memberOf(value as ClientResult<'turn/start'>, 'turn'), 'id')).toBeUndefined();
    }
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
    // @ts-expect-error: no branch of ThreadItem has it.
    expect(stringOf(item, 'exitcode')).toBeUndefined();
    // @ts-expect-error: a number, not a string.
    expect(stringOf(item, 'exitCode')).toBeUndefined();
    // @ts-expect-error: a Turn's, not its params'.
    expect(stringOf({} as NotificationParams<'turn/completed'>, 'status')).toBeUndefined();
    // @ts-expect-error: an object off the wire claims no type until it is given one.
    expect(stringOf({ id: 'x' } as Record<string, unknown>, 'id')).toBe('x');
    // @ts-expect-error: no such method.
    expect(({}) as NotificationParams<'turn/finished'>).toEqual({});
    expect(numberOf(item, 'exitCode')).toBe(2);
  });

  it("give each case of a method's switch that method's params", () => {
    const read = (method: ServerNotificationMethod, params: unknown) => {
      switch (method) {
        case 'item/reasoning/textDelta':
          // @ts-expect-error: summaryTextDelta's, not textDelta's.
          return numberOf(params as NotificationParams<typeof method>, 'summaryIndex');
        case 'item/reasoning/summaryTextDelta':
          return numberOf(params as NotificationParams<typeof method>, 'summaryIndex');
        default:
          return undefined;
      }
    };
    expect([read('item/reasoning/summaryTextDelta', { summaryIndex: 1 }), read('item/reasoning/textDelta', { summaryIndex: 1 })]).toEqual([1, 1]);
  });
});
