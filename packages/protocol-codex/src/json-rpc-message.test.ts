import { describe, expect, it } from 'vitest';
import { encodeError, encodeNotification, encodeRequest, encodeResult, parseJsonRpcLine } from './json-rpc-message.js';

describe('parseJsonRpcLine', () => {
  it('classifies by members, with or without a jsonrpc member', () => {
    for (const prefix of ['', '"jsonrpc":"2.0",']) {
      expect(parseJsonRpcLine(`{${prefix}"method":"item/started","params":{},"emittedAtMs":1}`)).toMatchObject({ ok: true, message: { kind: 'notification', method: 'item/started' } });
      expect(parseJsonRpcLine(`{${prefix}"method":"item/tool/call","id":0,"params":{}}`)).toMatchObject({ ok: true, message: { kind: 'request', id: 0 } });
      expect(parseJsonRpcLine(`{${prefix}"id":0,"result":null}`)).toMatchObject({ ok: true, message: { kind: 'response', id: 0, result: null } });
      expect(parseJsonRpcLine(`{${prefix}"error":{"code":-32600,"message":"m"},"id":"a"}`)).toMatchObject({ ok: true, message: { kind: 'error', id: 'a', error: { code: -32600, message: 'm' } } });
    }
  });

  it('says why a line is not a message', () => {
    expect(parseJsonRpcLine('WARNING: x')).toMatchObject({ ok: false, reason: 'not-json' });
    expect(parseJsonRpcLine('[]')).toMatchObject({ ok: false, reason: 'invalid', detail: 'not a JSON object' });
    expect(parseJsonRpcLine('{"jsonrpc":"1.0","method":"x"}')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseJsonRpcLine('{"method":"x","id":1.5}')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseJsonRpcLine('{"id":1,"error":{"code":"x"}}')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseJsonRpcLine('{"id":1}')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('encodes as codex writes: no jsonrpc member, params omitted when absent', () => {
    expect(encodeRequest(0, 'initialize')).toBe('{"id":0,"method":"initialize"}');
    expect(encodeNotification('initialized')).toBe('{"method":"initialized"}');
    expect(encodeResult(3, undefined)).toBe('{"id":3,"result":null}');
    expect(encodeError(null, { code: -32700, message: 'x' })).toBe('{"id":null,"error":{"code":-32700,"message":"x"}}');
  });
});
