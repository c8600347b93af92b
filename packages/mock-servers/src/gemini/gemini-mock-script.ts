/**
 * What a scenario tells the Gemini API mock to answer: a queue of replies, one per
 * `:streamGenerateContent` request (the CLI's chat turns: streamed text, function calls, HTTP
 * errors, broken or hung streams), and routes for the CLI's side requests (`:generateContent`:
 * its model router, its checks), which otherwise get an answer filled in from the JSON schema
 * they ask for.
 */

/** One part of a scripted model answer, in the order the model emits it. */
export type GeminiOutput =
  /** Model text; `deltas` says how it is split into chunks (default: by word). */
  | { type: 'text'; text: string; deltas?: readonly string[] }
  /** A thought summary (a part marked `thought: true`), which the CLI keeps out of its answer. */
  | { type: 'thought'; text: string }
  /** A call of a function the request's `tools` declares (`run_shell_command`, `list_directory`...). */
  | { type: 'function_call'; name: string; args: Record<string, unknown>; id?: string };

export interface GeminiUsage {
  promptTokenCount: number;
  candidatesTokenCount: number;
  cachedContentTokenCount?: number;
  thoughtsTokenCount?: number;
}

/** How a streamed reply ends. */
export type GeminiStreamEnding =
  /** The last chunk carries the finish reason and the usage: a normal answer. */
  | 'completed'
  /** The body ends cleanly with no finish reason on any chunk. */
  | 'close'
  /** The connection is destroyed after the chunks (a broken stream). */
  | 'drop'
  /** Nothing more is written and the connection stays open until the mock closes (a hung model). */
  | 'stall';

export interface GeminiStreamReply {
  kind: 'stream';
  output: readonly GeminiOutput[];
  usage?: GeminiUsage;
  /** `STOP` by default. */
  finishReason?: string;
  ending?: GeminiStreamEnding;
  /** The model the chunks name (`modelVersion`); by default the one the request's path asks for. */
  modelVersion?: string;
  /** A pause before each chunk after the first, so deltas reach the CLI in separate reads. */
  eventDelayMs?: number;
  /** The ending waits for this cue first (at most HOLD_LIMIT_MS), so a break never comes before what the client must have shown. */
  endAfter?: PromiseLike<unknown>;
  /** Writes the SSE body in pieces of this many bytes, splitting inside events and characters. */
  writeBytes?: number;
  headers?: Record<string, string>;
}

export type GeminiReply =
  | GeminiStreamReply
  /** An HTTP error status with a Google-API-shaped error body (`{"error":{"code","message","status"}}`). */
  | { kind: 'http-error'; status: number; message?: string; errorStatus?: string; headers?: Record<string, string> }
  /** The connection is destroyed before any response byte. */
  | { kind: 'drop' }
  /** Nothing is ever sent: the request hangs until the mock closes. */
  | { kind: 'stall' };

/** The API methods the mock answers: `models/{model}:{method}`. */
export type GeminiMethod = 'streamGenerateContent' | 'generateContent' | 'countTokens';

/** What a reply is made from: the model and method of the path, the body and headers (names in lower case). */
export interface GeminiRequestSeen {
  model: string;
  method: GeminiMethod;
  body: unknown;
  headers: Record<string, string>;
}

/** A reply, or how to make it from the request. */
export type GeminiReplyFor = GeminiReply | ((request: GeminiRequestSeen) => GeminiReply);

/** Requests answered apart from the queue (a router's `:generateContent`, a subagent's turn), in whatever order they come. */
export interface GeminiRoute {
  name: string;
  match: (request: GeminiRequestSeen) => boolean;
  reply: GeminiReplyFor;
}

export interface GeminiMockScript {
  /** Checked first, in order, for every generate request: one that matches takes its reply and no place in the queue. */
  routes?: readonly GeminiRoute[];
  /** Answers, in order, one per `:streamGenerateContent` request that no route took. */
  replies: readonly GeminiReplyFor[];
  /** The answer once the queue is empty; by default a short text, flagged `fallback` in the log. */
  fallback?: GeminiReplyFor;
}

/** A streamed answer that is only text. */
export function geminiText(text: string, options: Omit<GeminiStreamReply, 'kind' | 'output'> & { deltas?: readonly string[] } = {}): GeminiStreamReply {
  const { deltas, ...rest } = options;
  return { kind: 'stream', output: [{ type: 'text', text, ...(deltas ? { deltas } : {}) }], ...rest };
}

/** A streamed answer that calls one function (the CLI runs it and sends its response in the next request). */
export function geminiFunctionCall(name: string, args: Record<string, unknown>, options: Omit<GeminiStreamReply, 'kind' | 'output'> = {}): GeminiStreamReply {
  return { kind: 'stream', output: [{ type: 'function_call', name, args }], ...options };
}

/** The `functionResponse` parts the CLI sent back in a request body, in order: the tool's name and its response. */
export function geminiFunctionResponses(body: unknown): { name: string; id?: string; response: unknown }[] {
  const contents = (body as { contents?: unknown } | undefined)?.contents;
  const found: { name: string; id?: string; response: unknown }[] = [];
  if (!Array.isArray(contents)) return found;
  for (const content of contents as { parts?: unknown }[]) {
    if (!Array.isArray(content?.parts)) continue;
    for (const part of content.parts as { functionResponse?: { name?: unknown; id?: unknown; response?: unknown } }[]) {
      const response = part?.functionResponse;
      if (!response || typeof response.name !== 'string') continue;
      found.push({ name: response.name, ...(typeof response.id === 'string' ? { id: response.id } : {}), response: response.response });
    }
  }
  return found;
}
