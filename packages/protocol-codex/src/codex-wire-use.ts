/**
 * What mwh uses of the codex app-server protocol, stated once: the notifications, server requests
 * and answers the round reader (with its verdict, items, usage and the conversation helpers)
 * reads, the requests and answers the client writes, and the command line `codexInvocation`
 * builds. The conformance kit's drift tells a change between two CLI versions that touches these
 * from one that does not; codex-wire-use.test.ts keeps the lists equal to what the code does.
 * Keys are methods (a notification or server request), `<method> result` and `<method> error`
 * for answers; `* result` and `* error` hold what is read of every answer.
 */
import type { WireUse } from '@mwh/protocol-core';

const TURN_ERROR = ['message', 'codexErrorInfo', 'codexErrorInfo.*'];
const under = (prefix: string, paths: readonly string[]) => paths.map((path) => `${prefix}.${path}`);

/** A tool item's fields that make its call (`toolCall`), per item type. */
const ITEM_CALL = [
  'id',
  'type',
  // commandExecution
  'command',
  'cwd',
  // fileChange
  'changes',
  'changes[]',
  'changes[].path',
  'changes[].kind',
  'changes[].kind.type',
  'changes[].kind.move_path',
  // mcpToolCall, dynamicToolCall: their arguments passed on whole
  'server',
  'tool',
  'arguments',
  // webSearch
  'query',
  // collabAgentToolCall (its `tool` above): the subagent's prompt and threads
  'prompt',
  'receiverThreadIds',
  'receiverThreadIds[]',
];

/** A completed item's fields besides: its result (`toolResult`), an agent message's text, a reasoning's parts. */
const ITEM_DONE = [
  'status',
  'aggregatedOutput',
  'exitCode',
  'error',
  'error.message',
  'result',
  'result.content',
  'result.content[]',
  'result.content[].type',
  'result.content[].text',
  'success',
  'contentItems',
  'contentItems[]',
  'contentItems[].type',
  'contentItems[].text',
  // webSearch: its results passed on whole
  'results',
  // collabAgentToolCall: each subagent's state and answer, by thread id
  'agentsStates',
  'agentsStates.*',
  'text',
  'summary',
  'summary[]',
  'content',
  'content[]',
];

const USAGE = ['inputTokens', 'outputTokens', 'cachedInputTokens', 'cacheWriteInputTokens', 'reasoningOutputTokens', 'totalTokens'];
const THREAD_ANSWER = ['thread', 'thread.id', 'model'];

export const CODEX_WIRE_USE = {
  reads: {
    'thread/started': ['thread', 'thread.id', 'thread.model'],
    'turn/started': ['threadId', 'turn', 'turn.id'],
    'turn/completed': ['threadId', 'turn', 'turn.id', 'turn.status', 'turn.durationMs', 'turn.error', ...under('turn.error', TURN_ERROR)],
    error: ['threadId', 'error', ...under('error', TURN_ERROR), 'willRetry'],
    'item/agentMessage/delta': ['threadId', 'itemId', 'delta'],
    // Kept for a command that completes without its aggregatedOutput.
    'item/commandExecution/outputDelta': ['threadId', 'itemId', 'delta'],
    'item/reasoning/summaryPartAdded': ['threadId', 'itemId', 'summaryIndex'],
    'item/reasoning/summaryTextDelta': ['threadId', 'itemId', 'delta', 'summaryIndex'],
    'item/reasoning/textDelta': ['threadId', 'itemId', 'delta', 'contentIndex'],
    'item/started': ['threadId', 'item', ...under('item', ITEM_CALL)],
    'item/completed': ['threadId', 'item', ...under('item', [...ITEM_CALL, ...ITEM_DONE])],
    // `total`, the thread's running sum, is what `last` is held to.
    'thread/tokenUsage/updated': ['threadId', 'tokenUsage', 'tokenUsage.last', ...under('tokenUsage.last', USAGE), 'tokenUsage.total', ...under('tokenUsage.total', USAGE), 'tokenUsage.modelContextWindow'],
    'model/rerouted': ['threadId', 'toModel', 'fromModel', 'reason'],
    'mcpServer/startupStatus/updated': ['status', 'name', 'error'],
    // codex's own approval of an MCP tool call is an elicitation marked so (0.17x).
    'mcpServer/elicitation/request': ['_meta', '_meta.codex_approval_kind'],
    warning: ['message'],
    'item/tool/requestUserInput': [
      'itemId',
      'questions',
      'questions[]',
      'questions[].id',
      'questions[].header',
      'questions[].question',
      'questions[].options',
      'questions[].options[]',
      'questions[].options[].label',
    ],
    'thread/start result': THREAD_ANSWER,
    'thread/resume result': THREAD_ANSWER,
    'turn/start result': ['turn', 'turn.id'],
    'account/login/start result': ['type', 'loginId', 'verificationUrl', 'userCode'],
    // Without the client's lines the reader knows an answer by its shape, so it looks at every one.
    '* result': ['thread', 'turn'],
    '* error': ['code', 'message'],
  },
  sends: {
    initialize: ['clientInfo', 'clientInfo.name', 'clientInfo.version', 'clientInfo.title', 'capabilities', 'capabilities.experimentalApi'],
    initialized: [],
    'thread/start': ['cwd', 'sandbox', 'approvalPolicy', 'developerInstructions', 'model', 'config', 'config.*'],
    'thread/resume': ['threadId', 'cwd', 'sandbox', 'approvalPolicy', 'developerInstructions', 'model', 'config', 'config.*', 'excludeTurns'],
    'thread/name/set': ['threadId', 'name'],
    // An image goes as a data URL; plan mode (collaborationMode) is what makes codex ask the user.
    'turn/start': ['threadId', 'input', 'input[].type', 'input[].text', 'input[].url', 'summary', 'collaborationMode', 'collaborationMode.*'],
    'turn/interrupt': ['threadId', 'turnId'],
    'account/login/start': ['type'],
    'item/commandExecution/requestApproval result': ['decision'],
    'item/fileChange/requestApproval result': ['decision'],
    'item/tool/requestUserInput result': ['answers', 'answers.*'],
    'mcpServer/elicitation/request result': ['action', 'content'],
  },
  // `app-server` and its `-c key=value` overrides (a provider, the mocks' retries).
  flags: ['app-server', '--config'],
} as const satisfies WireUse;
