import { describe, expect, it } from 'vitest';
import {
  deviceCodeLoginParams,
  initializeParams,
  threadConfigOverlay,
  threadNameSetParams,
  threadResumeParams,
  threadStartParams,
  turnInterruptParams,
  turnStartParams,
} from './client-messages.js';
import { validateMessage } from './protocol-validators.js';

const thread = {
  cwd: '/srv/skills',
  sandbox: 'read-only' as const,
  approvalPolicy: 'never' as const,
  developerInstructions: 'Use the mesh.',
  mcpServers: { meshweaver: { type: 'http' as const, url: 'https://mesh.example/mcp', headers: { Authorization: 'Bearer t0k' } } },
};

describe('client message builders', () => {
  it('initialize: clientInfo and capabilities.experimentalApi', () => {
    expect(initializeParams({ clientInfo: { name: 'mwh', version: '0.1.0' } })).toEqual({
      clientInfo: { name: 'mwh', version: '0.1.0' },
      capabilities: { experimentalApi: true },
    });
  });

  it('thread/start: cwd, sandbox, approvalPolicy, developerInstructions and the snake_case config overlay', () => {
    expect(threadStartParams(thread)).toEqual({
      cwd: '/srv/skills',
      sandbox: 'read-only',
      approvalPolicy: 'never',
      developerInstructions: 'Use the mesh.',
      config: { mcp_servers: { meshweaver: { url: 'https://mesh.example/mcp', http_headers: { Authorization: 'Bearer t0k' } } } },
    });
  });

  it('thread/resume: the thread id, the same settings, and excludeTurns', () => {
    expect(threadResumeParams('01a2-thread', thread)).toMatchObject({ threadId: '01a2-thread', excludeTurns: true, cwd: '/srv/skills', config: { mcp_servers: {} } });
  });

  it('the overlay keeps other config keys and is omitted when empty', () => {
    expect(threadConfigOverlay({ config: { model_reasoning_effort: 'low' }, mcpServers: { m: { type: 'http', url: 'u' } } })).toEqual({
      model_reasoning_effort: 'low',
      mcp_servers: { m: { url: 'u' } },
    });
    expect(threadStartParams({})).toEqual({});
  });

  it('a stdio server is its command, arguments and environment, as config.toml has them', () => {
    expect(threadConfigOverlay({ mcpServers: { s: { type: 'stdio', command: 'node', args: ['server.js'], env: { K: 'v' } }, t: { type: 'stdio', command: 'x' } } })).toEqual({
      mcp_servers: { s: { command: 'node', args: ['server.js'], env: { K: 'v' } }, t: { command: 'x', args: [] } },
    });
  });

  it('thread/name/set, turn/start, turn/interrupt, account/login/start', () => {
    expect(threadNameSetParams('t', 'mw-1a2b3c')).toEqual({ threadId: 't', name: 'mw-1a2b3c' });
    expect(turnStartParams('t', 'hello')).toEqual({ threadId: 't', input: [{ type: 'text', text: 'hello' }], summary: 'auto' });
    expect(turnStartParams('t', 'hello', { summary: 'detailed' }).summary).toBe('detailed');
    expect(turnStartParams('t', 'what is this?', { images: [{ mediaType: 'image/png', data: 'iVBOR' }] }).input).toEqual([
      { type: 'image', url: 'data:image/png;base64,iVBOR' },
      { type: 'text', text: 'what is this?' },
    ]);
    expect(turnInterruptParams('t', 'u')).toEqual({ threadId: 't', turnId: 'u' });
    expect(deviceCodeLoginParams()).toEqual({ type: 'chatgptDeviceCode' });
  });

  it('every builder produces params the pinned 0.171.0 schema accepts', () => {
    const cases: [string, unknown][] = [
      ['initialize', initializeParams({ clientInfo: { name: 'mwh', version: '1', title: 'Mesh' } })],
      ['thread/start', threadStartParams(thread)],
      ['thread/resume', threadResumeParams('t', thread)],
      ['thread/name/set', threadNameSetParams('t', 'n')],
      ['turn/start', turnStartParams('t', 'hi')],
      ['turn/interrupt', turnInterruptParams('t', 'u')],
      ['account/login/start', deviceCodeLoginParams()],
    ];
    for (const [method, params] of cases) expect(validateMessage('clientRequestParams', method, params), method).toEqual({ ok: true, checked: true });
  });
});
