/**
 * What a scenario tells the Anthropic Messages mock to answer: a queue of replies (messages
 * streamed block by block, HTTP errors, broken streams) and routes for side requests.
 */
import type { LoggedRequest } from './loopback-http.js';

/**
 * A string streams as one delta; an array streams as exactly those deltas, which is how a
 * scenario splits text inside an emoji sequence or between CJK characters.
 */
export type DeltaText = string | readonly string[];

export type MockContentBlock =
  | { type: 'text'; text: DeltaText }
  | { type: 'thinking'; thinking: DeltaText; signature?: string }
  | {
      type: 'tool_use';
      name: string;
      input: Record<string, unknown>;
      id?: string;
      /** The `input_json_delta` pieces; by default the input's JSON cut into three. */
      partialJson?: readonly string[];
    };

export interface MockUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export type MockStopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'pause_turn' | 'refusal';

export interface MockMessageReply {
  type: 'message';
  content: readonly MockContentBlock[];
  /** By default `tool_use` when the message holds a tool call, else `end_turn`. */
  stopReason?: MockStopReason;
  usage?: Partial<MockUsage>;
  /** By default `msg_mock_<n>`, numbered per server. */
  id?: string;
  /** By default the model the request asked for. */
  model?: string;
  /**
   * Ends the SSE stream early, after this many `content_block_delta` events: `drop` destroys
   * the socket (a broken stream), `stall` keeps it open and writes nothing more until the
   * client goes away or the mock closes (a model that hangs mid-answer). With `until`, the
   * break waits for that cue first (at most HOLD_LIMIT_MS): a scenario makes it "the client
   * has shown the first text", so the break never comes before what it must have shown.
   */
  interrupt?: { afterDeltas: number; mode: 'drop' | 'stall'; until?: PromiseLike<unknown> };
  /** A pause before each SSE event, so deltas reach the CLI in separate reads. */
  eventDelayMs?: number;
  /** Writes the SSE body in pieces of this many bytes, splitting inside UTF-8 characters. */
  writeBytes?: number;
}

export interface MockErrorReply {
  type: 'error';
  status: number;
  /** The Anthropic error type; by default the one the API uses for `status`. */
  errorType?: string;
  message?: string;
  headers?: Record<string, string>;
}

export type MockReply = MockMessageReply | MockErrorReply;

/** One request as the mock saw it; credential header values are never kept. */
export interface MockRequest extends LoggedRequest {
  /** Whether the body asked for a streamed answer. */
  stream: boolean;
  /**
   * Who answered: `queue`, `route:<name>`, `fallback`, `endpoint` (count_tokens, /api/hello,
   * /v1/models), `not-found`, or `script-error` when a reply function threw.
   */
  answeredBy: string;
  /** The status the mock answered with. */
  status: number;
}

export type ReplyFor = MockReply | ((request: MockRequest) => MockReply);

export interface MockRoute {
  /** Named in `MockRequest.answeredBy`. */
  name: string;
  match: (request: MockRequest) => boolean;
  reply: ReplyFor;
  /** Answers at most this many requests; unlimited by default. */
  times?: number;
}

export interface AnthropicMockScript {
  /** Answers, in order, one per POST /v1/messages that no route took. */
  replies?: readonly ReplyFor[];
  /** Tried in order before the queue, e.g. for the CLI's small title or topic requests. */
  routes?: readonly MockRoute[];
  /** The answer once the queue is empty; by default a short text, flagged `fallback` in the log. */
  fallback?: ReplyFor;
}

const DEFAULT_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

const DEFAULT_ERROR_MESSAGES: Record<string, string> = {
  authentication_error: 'invalid x-api-key',
  overloaded_error: 'Overloaded',
  rate_limit_error: 'Number of request tokens has exceeded your per-minute rate limit',
  not_found_error: 'Not found',
};

/** The JSON body the Anthropic API sends with an HTTP error. */
export function errorBody(reply: MockErrorReply): { type: 'error'; error: { type: string; message: string } } {
  const type = reply.errorType ?? DEFAULT_ERROR_TYPES[reply.status] ?? (reply.status >= 500 ? 'api_error' : 'invalid_request_error');
  return { type: 'error', error: { type, message: reply.message ?? DEFAULT_ERROR_MESSAGES[type] ?? `mock error ${reply.status}` } };
}

/** A message with one text block. */
export function textMessage(text: DeltaText, options: Omit<MockMessageReply, 'type' | 'content'> = {}): MockMessageReply {
  return { type: 'message', content: [{ type: 'text', text }], ...options };
}

/** A message asking for one or more tool calls, optionally after some text. */
export function toolUseMessage(
  calls: readonly Omit<Extract<MockContentBlock, { type: 'tool_use' }>, 'type'>[],
  options: Omit<MockMessageReply, 'type' | 'content'> & { text?: DeltaText } = {},
): MockMessageReply {
  const { text, ...rest } = options;
  const content: MockContentBlock[] = text === undefined ? [] : [{ type: 'text', text }];
  for (const call of calls) content.push({ type: 'tool_use', ...call });
  return { type: 'message', content, ...rest };
}

export function errorResponse(status: number, message?: string, errorType?: string): MockErrorReply {
  return { type: 'error', status, ...(message === undefined ? {} : { message }), ...(errorType === undefined ? {} : { errorType }) };
}

/** Cuts text into deltas of `size` code points, so no delta ends inside a surrogate pair. */
export function chunkText(text: string, size: number): string[] {
  const points = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < points.length; i += size) chunks.push(points.slice(i, i + size).join(''));
  return chunks;
}

export function deltaPieces(text: DeltaText): string[] {
  return typeof text === 'string' ? [text] : [...text];
}

export function joinDeltas(text: DeltaText): string {
  return typeof text === 'string' ? text : text.join('');
}
