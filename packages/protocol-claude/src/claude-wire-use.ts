/**
 * What mwh uses of Claude Code's stream-json, stated once: the lines and fields the round reader
 * (with its verdict, usage and control-request answers) reads, the lines the encoders write and
 * the flags `claudeInvocation` passes. The conformance kit's drift tells a change between two CLI
 * versions that touches these from one that does not; claude-wire-use.test.ts keeps the lists
 * equal to what the code does, by replaying every fixture through the reader and watching what it
 * reads.
 */
import type { WireUse } from '@mwh/protocol-core';
import type { ClaudeInputMessageByKey } from './generated/claude-input-types.js';
import type { ClaudeMessageKey } from './stream-json-decoder.js';

const USAGE = ['input_tokens', 'output_tokens', 'cache_creation_input_tokens', 'cache_read_input_tokens', 'output_tokens_details', 'output_tokens_details.thinking_tokens'];
const under = (prefix: string, paths: readonly string[]) => paths.map((path) => `${prefix}.${path}`);

export const CLAUDE_WIRE_USE = {
  reads: {
    // Every line: the same line twice (a relay that repeats itself) is read once.
    '*': ['uuid'],
    // harness-core records the version a live round ran (`claude_code_version`).
    'system/init': ['session_id', 'model', 'claude_code_version', 'mcp_servers', 'mcp_servers[]', 'mcp_servers[].name', 'mcp_servers[].status', 'slash_commands', 'slash_commands[]'],
    'system/api_retry': ['attempt', 'max_retries', 'retry_delay_ms', 'error_status', 'error'],
    // No message_start recorded carries output_tokens_details' fields, so none is read yet.
    'stream_event/message_start': ['parent_tool_use_id', 'event', 'event.message', 'event.message.id', 'event.message.usage', ...under('event.message.usage', USAGE.slice(0, -1))],
    'stream_event/content_block_delta': ['parent_tool_use_id', 'api_message_id', 'event', 'event.index', 'event.delta', 'event.delta.type', 'event.delta.text', 'event.delta.thinking'],
    'stream_event/message_delta': ['parent_tool_use_id', 'api_message_id', 'event', 'event.usage', ...under('event.usage', USAGE)],
    'stream_event/message_stop': ['parent_tool_use_id', 'api_message_id', 'abandoned_blocks', 'abandoned_blocks.from_block_index'],
    assistant: [
      'parent_tool_use_id',
      'error',
      'api_error_status',
      // A synthetic line that carries them is a local command's output, the turn's text.
      'local_command_run',
      'local_command_source',
      'message',
      'message.id',
      'message.model',
      'message.content',
      'message.content[]',
      'message.content[].type',
      'message.content[].text',
      'message.content[].thinking',
      'message.content[].id',
      'message.content[].name',
      // Passed on whole as the tool call's input.
      'message.content[].input',
      'message.usage',
      ...under('message.usage', USAGE),
    ],
    user: [
      'parent_tool_use_id',
      'message',
      'message.content',
      'message.content[]',
      'message.content[].type',
      // The CLI's own `[Request interrupted by user]` says the turn was interrupted.
      'message.content[].text',
      'message.content[].tool_use_id',
      'message.content[].content',
      // A result given as blocks (an MCP tool's): its text blocks are the result's text.
      'message.content[].content[]',
      'message.content[].content[].type',
      'message.content[].content[].text',
      'message.content[].is_error',
    ],
    result: ['subtype', 'is_error', 'result', 'errors', 'errors[]', 'terminal_reason', 'api_error_status', 'api_error_type', 'duration_ms', 'num_turns', 'total_cost_usd', 'usage', ...under('usage', USAGE), 'modelUsage', 'modelUsage.*'],
    // A can_use_tool request is answered with its own input, passed back whole.
    control_request: ['request_id', 'request', 'request.subtype', 'request.input', 'request.input.*'],
  } satisfies Partial<Record<ClaudeMessageKey | '*', readonly string[]>>,
  sends: {
    user: [
      'type',
      'message',
      'message.role',
      'message.content',
      'message.content[].type',
      'message.content[].text',
      // An image the user sends: base64 data and its media type.
      'message.content[].source',
      'message.content[].source.type',
      'message.content[].source.media_type',
      'message.content[].source.data',
      'parent_tool_use_id',
      'session_id',
    ],
    control_request: ['type', 'request_id', 'request', 'request.subtype', 'request.detail'],
    control_response: [
      'type',
      'response',
      'response.subtype',
      'response.request_id',
      'response.error',
      'response.response',
      'response.response.behavior',
      'response.response.message',
      'response.response.interrupt',
      'response.response.updatedInput',
      'response.response.updatedInput.*',
      'response.response.updatedPermissions',
      'response.response.updatedPermissions[].*',
    ],
  } satisfies Partial<Record<keyof ClaudeInputMessageByKey, readonly string[]>>,
  flags: [
    '--print',
    '--verbose',
    '--input-format',
    '--output-format',
    '--include-partial-messages',
    '--session-id',
    '--resume',
    '--model',
    '--append-system-prompt',
    '--allowedTools',
    '--permission-mode',
    '--permission-prompt-tool',
    '--mcp-config',
    '--setting-sources',
  ],
} as const satisfies WireUse;
