/**
 * The MCP mock over streamable HTTP on 127.0.0.1, stateless (a new server per request, as the
 * SDK's stateless example does), logging the tool calls it answered.
 */
import { createServer } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { listenOnLoopback } from './loopback-http.js';
import type { McpMockOptions } from './mcp-mock-options.js';
import { mcpMockServer } from './mcp-mock-tools.js';

export interface McpHttpMock {
  /** `http://127.0.0.1:<port>/mcp`. */
  readonly url: string;
  /** The keys `lookup` was called with, in order. */
  readonly calls: readonly string[];
  /** HTTP requests so far: more than none once a client connected. */
  readonly requests: number;
  close(): Promise<void>;
}

export async function startMcpHttpMock(options: McpMockOptions): Promise<McpHttpMock> {
  const calls: string[] = [];
  let requests = 0;
  const http = createServer((req, res) => {
    requests++;
    const server = mcpMockServer(options, (key) => calls.push(key));
    // JSON answers rather than SSE: nothing here streams, and both are the transport's own.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void transport.close().finally(() => server.close()));
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch(() => res.destroy());
  });
  const { url, close } = await listenOnLoopback(http);
  return {
    url: `${url}/mcp`,
    calls,
    get requests() {
      return requests;
    },
    close,
  };
}
