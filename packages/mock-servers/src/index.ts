/**
 * Loopback mocks of the model APIs the CLIs talk to: Anthropic Messages for `claude`, OpenAI
 * Responses for `codex` here, and each further CLI's in a folder of its own, which is its own entry
 * point (`@mwh/mock-servers/<folder>`, the package's `./*` export), so adding one touches no shared
 * file. A leaf package (it uses nothing of ours) so harness-core's tests, the conformance kit and
 * the CLI's tests share one set of mocks.
 */

export type { LoggedRequest } from './loopback-http.js';

// The Anthropic Messages mock, its script and what the client sent it.
export { startAnthropicMock, isMainTurn } from './anthropic-mock-server.js';
export type { AnthropicMock } from './anthropic-mock-server.js';
export { textMessage, toolUseMessage, errorResponse, chunkText } from './anthropic-mock-script.js';
export type {
  AnthropicMockScript,
  DeltaText,
  MockContentBlock,
  MockErrorReply,
  MockMessageReply,
  MockReply,
  MockRequest,
  MockRoute,
  MockStopReason,
  MockUsage,
  ReplyFor,
} from './anthropic-mock-script.js';
export { sentMessages, sentTexts, sentToolResults } from './anthropic-request.js';
export type { SentBlock, SentMessage, SentToolResult } from './anthropic-request.js';

// The OpenAI Responses mock, its script, and the codex config that points codex at it.
export { startResponsesMock } from './responses-mock-server.js';
export type { ResponsesMock, ResponsesMockRequest } from './responses-mock-server.js';
export { textReply, execCommandCall, applyPatchCall, toolOutputFor } from './responses-mock-script.js';
export type { ResponsesMockScript, ResponsesOutput, ResponsesReply, ResponsesReplyFor, ResponsesRequestSeen, ResponsesRoute, ResponsesUsage, StreamEnding, StreamReply } from './responses-mock-script.js';
export { codexMockProviderArgs, MOCK_KEY_ENV, MOCK_MODEL } from './responses-mock-provider.js';

// The MCP mock, one `lookup` tool, over streamable HTTP (in this process) or stdio (a program).
export { MCP_MOCK_TOOL } from './mcp-mock-options.js';
export type { McpMockOptions } from './mcp-mock-options.js';
export { startMcpHttpMock } from './mcp-http-mock.js';
export type { McpHttpMock } from './mcp-http-mock.js';
export { mcpStdioMockCommand, readMcpStdioLog } from './mcp-stdio-command.js';
export type { McpStdioCommand, McpStdioLog } from './mcp-stdio-command.js';
