/**
 * The MCP server both mock transports serve: one tool, `lookup`, whose answer only the server
 * knows, so a tool result carrying it proves the CLI reached the server and called the tool.
 * Built on the official SDK's low-level `Server`, as an MCP server a user writes would be.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { MCP_MOCK_TOOL, type McpMockOptions } from './mcp-mock-options.js';

/** A new server (one per connection: an SDK server serves one transport) that tells `onCall` of each call. */
export function mcpMockServer(options: McpMockOptions, onCall: (key: string) => void): Server {
  const server = new Server({ name: options.name ?? 'mwh-mock', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      {
        name: MCP_MOCK_TOOL,
        description: 'Looks up the value stored under a key.',
        inputSchema: { type: 'object' as const, properties: { key: { type: 'string', description: 'The key to look up.' } }, required: ['key'] },
      },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    if (request.params.name !== MCP_MOCK_TOOL) return { content: [{ type: 'text' as const, text: `No tool named ${request.params.name}.` }], isError: true };
    const key = String((request.params.arguments as { key?: unknown } | undefined)?.key ?? '');
    onCall(key);
    return { content: [{ type: 'text' as const, text: `${options.answer} (${key})` }] };
  });
  return server;
}
