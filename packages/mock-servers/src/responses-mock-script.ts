/**
 * What a scenario tells the OpenAI Responses mock to answer: a queue of replies, one per
 * POST /v1/responses (streamed model answers, HTTP errors, broken or hung streams).
 */

/** One item of a scripted model answer, in the order the model emits it. */
export type ResponsesOutput =
  /** Assistant text; `deltas` says how it is split into output_text.delta events (default: by word). */
  | { type: 'message'; text: string; deltas?: readonly string[] }
  /**
   * A reasoning item; each summary part streams as reasoning_summary_text.delta events, and each
   * part of its raw `content` (a model that shows its reasoning) as reasoning_text.delta events.
   */
  | { type: 'reasoning'; summary: readonly string[]; deltas?: readonly (readonly string[])[]; content?: readonly string[] }
  /** A call of a function tool the request's `tools` lists (exec_command, request_user_input...). */
  | { type: 'function_call'; name: string; arguments: unknown; callId?: string; namespace?: string }
  /**
   * A search of the tools codex defers (its MCP servers' since about 0.16x), which codex runs
   * itself: the next request carries a `tool_search_output` with what it found.
   */
  | { type: 'tool_search_call'; query: string; callId?: string }
  /** A call of a freeform tool (codex's apply_patch is one): `input` is the raw text. */
  | { type: 'custom_tool_call'; name: string; input: string; callId?: string };

export interface ResponsesUsage {
  input_tokens: number;
  cached_input_tokens?: number;
  output_tokens: number;
  reasoning_output_tokens?: number;
}

/** How a streamed reply ends. */
export type StreamEnding =
  /** response.completed with the output and usage: a normal answer. */
  | 'completed'
  /** The body ends cleanly without response.completed (codex: "stream closed before response.completed"). */
  | 'close'
  /** The connection is destroyed after the events (a broken stream). */
  | 'drop'
  /** Nothing more is written and the connection stays open until the mock closes (a hung model). */
  | 'stall'
  /** A response.failed event carrying `failure`, then the end of the body. */
  | 'failed';

export interface StreamReply {
  kind: 'stream';
  output: readonly ResponsesOutput[];
  usage?: ResponsesUsage;
  ending?: StreamEnding;
  /** The error a `failed` ending carries. */
  failure?: { code?: string; message: string };
  /** A pause before each SSE event after the first, so deltas reach the CLI in separate reads. */
  eventDelayMs?: number;
  /**
   * The ending waits for this cue first (at most HOLD_LIMIT_MS): a scenario makes it "the client
   * has shown the first text", so a break never comes before what it must have shown.
   */
  endAfter?: PromiseLike<unknown>;
  /** Writes the SSE body in pieces of this many bytes, splitting inside events and characters. */
  writeBytes?: number;
  /** Response headers besides the event stream's (`OpenAI-Model`: the model that answered). */
  headers?: Record<string, string>;
}

export type ResponsesReply =
  | StreamReply
  /** An HTTP error status with an OpenAI-shaped error body. */
  | { kind: 'http-error'; status: number; message?: string; code?: string; headers?: Record<string, string> }
  /** The connection is destroyed before any response byte. */
  | { kind: 'drop' }
  /** Nothing is ever sent: the request hangs until the mock closes. */
  | { kind: 'stall' };

/** What a reply is made from: the request's body and headers (names in lower case). */
export interface ResponsesRequestSeen {
  body: unknown;
  headers: Record<string, string>;
}

/** A reply, or how to make it from the request (what tools a version offers, say). */
export type ResponsesReplyFor = ResponsesReply | ((request: ResponsesRequestSeen) => ResponsesReply);

/** Requests answered apart from the queue: a subagent's, told by a header, in whatever order they come. */
export interface ResponsesRoute {
  name: string;
  match: (request: ResponsesRequestSeen) => boolean;
  reply: ResponsesReplyFor;
}

export interface ResponsesMockScript {
  /** Checked first, in order: a request one matches takes its reply and no place in the queue. */
  routes?: readonly ResponsesRoute[];
  /** Answers, in order, one per POST /v1/responses (that no route took). */
  replies: readonly ResponsesReplyFor[];
  /** The answer once the queue is empty; by default a short text, flagged `fallback` in the log. */
  fallback?: ResponsesReplyFor;
}

/** A streamed answer that is only text. */
export function textReply(text: string, options: Omit<StreamReply, 'kind' | 'output'> & { deltas?: readonly string[] } = {}): StreamReply {
  const { deltas, ...rest } = options;
  return { kind: 'stream', output: [{ type: 'message', text, ...(deltas ? { deltas } : {}) }], ...rest };
}

/** A call of codex's shell tool as the CLI declares it (`exec_command`, no login shell, no PTY). */
export function execCommandCall(cmd: string, callId?: string): ResponsesOutput {
  return { type: 'function_call', name: 'exec_command', arguments: { cmd, login: false, tty: false }, ...(callId ? { callId } : {}) };
}

/** A call of codex's freeform apply_patch tool with a patch in its own envelope. */
export function applyPatchCall(patch: string, callId?: string): ResponsesOutput {
  return { type: 'custom_tool_call', name: 'apply_patch', input: patch, ...(callId ? { callId } : {}) };
}

/** The tool output codex sent back for `callId` in a request body, if any. */
export function toolOutputFor(body: unknown, callId: string): string | undefined {
  const input = (body as { input?: unknown } | undefined)?.input;
  if (!Array.isArray(input)) return undefined;
  for (const item of input as { type?: unknown; call_id?: unknown; output?: unknown }[]) {
    if ((item.type === 'function_call_output' || item.type === 'custom_tool_call_output') && item.call_id === callId) {
      return typeof item.output === 'string' ? item.output : JSON.stringify(item.output);
    }
  }
  return undefined;
}
