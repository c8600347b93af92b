import { describe, expect, it } from 'vitest';
import { captureJsonLines, codexRpcLines } from './capture-lines.js';
import { captureOf } from '../test-support/captures.js';

describe('captureJsonLines', () => {
  it('splits a stream into lines, keeps lines that are not JSON as raw text and drops blank ones', () => {
    const capture = captureOf('claude', [['stdout', '{"a":1}\r\n\n  \nnot json']]);
    expect(captureJsonLines(capture, 'stdout')).toEqual([
      { raw: '{"a":1}', value: { a: 1 }, json: true },
      { raw: 'not json', value: undefined, json: false },
    ]);
  });
});

describe('codexRpcLines', () => {
  it('pairs each response with the request of the other side it answers, ids being per side', () => {
    const capture = captureOf('codex', [
      ['stdin', { id: 1, method: 'thread/start', params: {} }],
      ['stdout', { id: 1, method: 'item/tool/requestUserInput', params: {} }],
      ['stdout', { id: 1, result: { thread: {} } }],
      ['stdin', { id: 1, result: { answers: {} } }],
      ['stdout', { id: 9, error: { code: -1 } }],
      ['stdin', { method: 'initialized' }],
      ['stdout', [1, 2]],
    ]);
    expect(codexRpcLines(capture).map(({ direction, kind, method }) => [direction, kind, method])).toEqual([
      ['sent', 'request', 'thread/start'],
      ['sent', 'response', 'item/tool/requestUserInput'],
      ['sent', 'notification', 'initialized'],
      ['received', 'request', 'item/tool/requestUserInput'],
      ['received', 'response', 'thread/start'],
      ['received', 'error', undefined],
      ['received', 'other', undefined],
    ]);
  });
});
