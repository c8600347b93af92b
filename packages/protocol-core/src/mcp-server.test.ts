import { describe, expect, it } from 'vitest';
import type { ContentPart } from './content-part.js';
import { mcpServerSecrets, pushMcpServerState } from './mcp-server.js';

describe('mcpServerSecrets', () => {
  it('takes header values and the token of a bearer header', () => {
    expect(mcpServerSecrets({ type: 'http', url: 'http://127.0.0.1/mcp', headers: { Authorization: 'Bearer tok-1', 'X-Key': 'k' } })).toEqual(['Bearer tok-1', 'tok-1', 'k']);
  });
  it("takes a stdio server's environment values, not its command or arguments", () => {
    expect(mcpServerSecrets({ type: 'stdio', command: 'node', args: ['server.js'], env: { API_KEY: 'secret' } })).toEqual(['secret']);
    expect(mcpServerSecrets({ type: 'stdio', command: 'node' })).toEqual([]);
  });
});

describe('pushMcpServerState', () => {
  it('is the state part, and for a failed start the warning too', () => {
    const out: ContentPart[] = [];
    pushMcpServerState(out, 'a', 'ready');
    pushMcpServerState(out, 'b', 'failed', 'exited 1');
    pushMcpServerState(out, 'c', 'failed');
    expect(out).toEqual([
      { type: 'mcp-server', name: 'a', status: 'ready' },
      { type: 'mcp-server', name: 'b', status: 'failed', message: 'exited 1' },
      { type: 'warning', code: 'mcp-server-failed', message: 'MCP server b failed to start: exited 1' },
      { type: 'mcp-server', name: 'c', status: 'failed' },
      { type: 'warning', code: 'mcp-server-failed', message: 'MCP server c failed to start.' },
    ]);
  });
});
