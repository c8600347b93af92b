import { describe, expect, it } from 'vitest';
import { MwhError } from '@mwh/protocol-core';
import { JsonRpcError, PeerClosedError, PeerSendError } from './json-rpc-error.js';

describe('JSON-RPC error classes', () => {
  const rpc = new JsonRpcError('turn/start', { code: -32600, message: 'no' });
  const closed = new PeerClosedError('turn/start', { exitCode: 1 });
  const send = new PeerSendError('turn/start', new Error('EPIPE'));

  it('each class recognises only itself, by its own marker rather than its kind string', () => {
    const errors = [rpc, closed, send];
    const checks = [JsonRpcError.isInstance, PeerClosedError.isInstance, PeerSendError.isInstance];
    checks.forEach((check, i) => errors.forEach((error, j) => expect(check(error)).toBe(i === j)));
    for (const error of errors) expect(MwhError.isInstance(error)).toBe(true);
    expect(JsonRpcError.isInstance(new MwhError('json-rpc-error', 'same kind, other class'))).toBe(false);
    expect(PeerSendError.isInstance(new MwhError('peer-send-failed', 'same kind, other class'))).toBe(false);
  });
});
