/**
 * The lines a harness writes to Claude Code's stdin in stream-json mode: the user message that
 * starts the turn and the control messages. Each is one JSON object ending in `\n`.
 */
import type { UserImage } from '@mwh/protocol-core';
import type {
  InputControlRequest,
  InputControlResponse,
  PermissionResult,
  UserInput,
} from './generated/claude-input-types.js';

export interface UserMessageOptions {
  /** The SDK sends '' and lets the CLI fill in its own session id. */
  sessionId?: string;
  parentToolUseId?: string | null;
  /** Images sent with the text, before it, as base64 image blocks of the Messages API. */
  images?: readonly UserImage[];
}

/**
 * The control requests mwh sends, by subtype. The drift holds the CLI's definitions of these to
 * what mwh writes, as it holds `can_use_tool` (ANSWERED_CONTROL_REQUESTS) to what it reads: a
 * release that drops one, or a field of one, breaks what mwh sends. The encoders take their
 * subtype from it, and their test encodes them all, so it is what is sent.
 */
export const SENT_CONTROL_REQUESTS = ['initialize', 'interrupt', 'get_context_usage'] as const;

type SentControlRequest = (typeof SENT_CONTROL_REQUESTS)[number];

/** The prompt, shaped as the Agent SDK writes it. */
export function encodeUserMessage(text: string, options: UserMessageOptions = {}): string {
  const images = (options.images ?? []).map((image) => ({ type: 'image', source: { type: 'base64', media_type: image.mediaType, data: image.data } }));
  const message: UserInput = {
    type: 'user',
    message: { role: 'user', content: [...images, { type: 'text', text }] },
    parent_tool_use_id: options.parentToolUseId ?? null,
    session_id: options.sessionId ?? '',
  };
  return toLine(message);
}

/** Asks the CLI to stop the turn; it answers with a control_response carrying the same request id. */
export function encodeInterrupt(requestId: string): string {
  return encodeControlRequest(requestId, { subtype: 'interrupt' });
}

/**
 * The Agent SDK's first line to the CLI: Claude Code answers it with a control_response carrying
 * the same request id once it reads its input, before any message, so the answer says the process
 * is up and ready to take one.
 */
export function encodeInitialize(requestId: string): string {
  return encodeControlRequest(requestId, { subtype: 'initialize' });
}

/**
 * Asks the CLI how its context is filled, from local estimates only (`detail: 'summary'`: no
 * token-count calls to the API). Answering it builds the session's system prompt and tool
 * schemas, which the CLI keeps for its turns: asked ahead of the first message, it takes that
 * work off the first turn.
 */
export function encodeContextUsageSummary(requestId: string): string {
  return encodeControlRequest(requestId, { subtype: 'get_context_usage', detail: 'summary' });
}

/** The answer to a can_use_tool control_request. */
export type PermissionDecision =
  | { behavior: 'allow'; updatedInput: Record<string, unknown>; updatedPermissions?: Record<string, unknown>[] }
  | { behavior: 'deny'; message: string; interrupt?: boolean };

/** Answers a can_use_tool request: allow (with the input to run the tool with) or deny (with why). */
export function encodePermissionResponse(requestId: string, decision: PermissionDecision): string {
  const result: PermissionResult = { ...decision };
  return encodeControlResponse({ subtype: 'success', request_id: requestId, response: result });
}

/**
 * Answers a control_request the harness cannot handle. The CLI waits for an answer to each of its
 * requests, so one left unanswered would stall the round.
 */
export function encodeControlError(requestId: string, error: string): string {
  return encodeControlResponse({ subtype: 'error', request_id: requestId, error });
}

function encodeControlRequest(requestId: string, request: InputControlRequest['request'] & { subtype: SentControlRequest }): string {
  return toLine({ type: 'control_request', request_id: requestId, request } satisfies InputControlRequest);
}

function encodeControlResponse(response: InputControlResponse['response']): string {
  return toLine({ type: 'control_response', response } satisfies InputControlResponse);
}

// JSON.stringify escapes every control character, so the line holds no `\n` but the last.
function toLine(message: object): string {
  return `${JSON.stringify(message)}\n`;
}
