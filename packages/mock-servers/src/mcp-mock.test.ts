import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { MCP_MOCK_TOOL, mcpStdioMockCommand, readMcpStdioLog, startMcpHttpMock } from './index.js';
import { spawnSync } from 'node:child_process';

// The mock is driven by the SDK's own client, as the CLIs' clients would drive it.
async function lookUp(client: Client, key: string): Promise<unknown> {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual([MCP_MOCK_TOOL]);
  const result = await client.callTool({ name: MCP_MOCK_TOOL, arguments: { key } });
  await client.close();
  return result.content;
}

describe('MCP mock', () => {
  it('answers lookup over streamable HTTP and logs the call', async () => {
    const mock = await startMcpHttpMock({ answer: 'http-answer' });
    try {
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(mock.url)));
      expect(await lookUp(client, 'k1')).toEqual([{ type: 'text', text: 'http-answer (k1)' }]);
      expect(mock.calls).toEqual(['k1']);
      expect(mock.requests).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
  });

  it('answers lookup over stdio and logs the call to its file', async () => {
    const logFile = join(tempDirInTest('mwh-mcp-'), 'calls.jsonl');
    expect(readMcpStdioLog(logFile)).toEqual({ starts: 0, calls: [] });
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StdioClientTransport(mcpStdioMockCommand({ answer: 'stdio-answer', logFile })));
    expect(await lookUp(client, 'k2')).toEqual([{ type: 'text', text: 'stdio-answer (k2)' }]);
    expect(readMcpStdioLog(logFile)).toEqual({ starts: 1, calls: ['k2'] });
  });

  it('reads a log as it is being written: a line not yet whole is skipped', () => {
    const logFile = join(tempDirInTest('mwh-mcp-'), 'calls.jsonl');
    writeFileSync(logFile, '{"started":1}\nnull\n{"key":"k1"}\n{"key":"k');
    expect(readMcpStdioLog(logFile)).toEqual({ starts: 1, calls: ['k1'] });
  });

  it('with fail, logs its start and exits 1 before it answers anything', () => {
    const logFile = join(tempDirInTest('mwh-mcp-'), 'calls.jsonl');
    const { command, args } = mcpStdioMockCommand({ answer: 'a', logFile, fail: true });
    const run = spawnSync(command, args, { input: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}\n', encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(readMcpStdioLog(logFile)).toEqual({ starts: 1, calls: [] });
  });

  it('calls an unknown tool an error, not a crash', async () => {
    const mock = await startMcpHttpMock({ answer: 'a' });
    try {
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(mock.url)));
      const result = await client.callTool({ name: 'nope', arguments: {} });
      expect(result.isError).toBe(true);
      expect(mock.calls).toEqual([]);
      await client.close();
    } finally {
      await mock.close();
    }
  });
});
