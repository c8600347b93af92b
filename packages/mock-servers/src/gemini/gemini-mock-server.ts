/**
 * A loopback stand-in for the Gemini API (generativelanguage `v1beta`), so the real `gemini` CLI
 * runs a whole turn with no account and no network (it takes the mock's URL from
 * `GOOGLE_GEMINI_BASE_URL`). Each `POST /v1beta/models/{model}:streamGenerateContent` takes the
 * next scripted reply; `:generateContent` (the CLI's model router and checks) takes a route's
 * reply or an answer filled in from the JSON schema it asks for; `:countTokens` is counted. Every
 * request is logged, so a test can check what the CLI sent back (function responses, tools).
 */
import type { ServerResponse } from 'node:http';
import { ROUTED_FROM, requestWaiters, scriptedReplies, startLoopbackServer, writeEventStream, writeFault, writeJson } from '../loopback-http.js';
import type { LoggedRequest, LoggingServer } from '../loopback-http.js';
import { encodeGeminiChunk, geminiChunks, geminiResponse } from './gemini-response-stream.js';
import { geminiText } from './gemini-mock-script.js';
import type { GeminiMethod, GeminiMockScript, GeminiReply, GeminiReplyFor, GeminiRequestSeen, GeminiStreamReply } from './gemini-mock-script.js';

/** One request as the mock saw it; credential header values are never kept. */
export interface GeminiMockRequest extends LoggedRequest {
  /** `script` (with `replyIndex`), `route` (with its name), `fallback` once the queue ran out, `endpoint` (countTokens, a schema-filled answer) or `not-found`. */
  answeredBy: 'script' | 'route' | 'fallback' | 'endpoint' | 'not-found';
  replyIndex?: number;
  route?: string;
  /** The model and API method of a `models/{model}:{method}` path. */
  model?: string;
  apiMethod?: GeminiMethod;
}

/** Listens at `url`: the value of GOOGLE_GEMINI_BASE_URL. */
export interface GeminiMock extends LoggingServer<GeminiMockRequest> {
  /** The `:streamGenerateContent` requests only (the chat turns), in arrival order. */
  chatRequests(): GeminiMockRequest[];
  /** Settles once `count` chat requests have arrived, for drivers that act mid-turn. */
  waitForChatRequests(count: number, timeoutMs?: number): Promise<void>;
}

/** The environment that points the CLI at the mock: its base URL and an API key (any value: the mock checks none). */
export function geminiMockEnv(url: string, apiKey = 'mwh-mock-key'): Record<string, string> {
  return { GOOGLE_GEMINI_BASE_URL: url, GEMINI_API_KEY: apiKey };
}

/** A model the CLI knows, so it sends its usual request (its `-m`). */
export const GEMINI_MOCK_MODEL = 'gemini-2.5-flash';

const FALLBACK = geminiText('(The mock has no scripted reply for this request.)');
const PATH = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(streamGenerateContent|generateContent|countTokens)$/;
/** The `status` Google's APIs give each HTTP error, as the CLI's client reads them. */
const ERROR_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const ERROR_MESSAGES: Record<number, string> = {
  400: 'API key not valid. Please pass a valid API key.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'An internal error has occurred.',
  503: 'The model is overloaded. Please try again later.',
};

export async function startGeminiMock(script: GeminiMockScript | readonly GeminiReplyFor[]): Promise<GeminiMock> {
  const { replies, fallback = FALLBACK, routes = [] } = Array.isArray(script) ? { replies: script as readonly GeminiReplyFor[] } : (script as GeminiMockScript);
  const requests: GeminiMockRequest[] = [];
  const replyFor = scriptedReplies(replies, fallback);

  const chatRequests = () => requests.filter((r) => r.apiMethod === 'streamGenerateContent');
  const waiters = requestWaiters(() => chatRequests().length, 'chat requests');

  function handle(logged: LoggedRequest, res: ServerResponse): void | Promise<void> {
    const request: GeminiMockRequest = { ...logged, answeredBy: 'not-found' };
    requests.push(request);
    const match = logged.method === 'POST' ? PATH.exec(logged.path) : null;
    if (!match) return writeJson(res, 404, errorJson(404, `mock: no endpoint ${logged.method} ${logged.path}`));
    const model = decodeURIComponent(match[1]!);
    const method = match[2] as GeminiMethod;
    request.model = model;
    request.apiMethod = method;
    if (method === 'countTokens') {
      request.answeredBy = 'endpoint';
      // About four characters a token, as the CLI estimates itself.
      return writeJson(res, 200, { totalTokens: Math.ceil(logged.rawBody.length / 4) });
    }
    const seen: GeminiRequestSeen = { model, method, body: logged.body, headers: logged.headers };
    const route = routes.find((candidate) => candidate.match(seen));
    if (method === 'streamGenerateContent') waiters.arrived();
    if (!route && method === 'generateContent') {
      request.answeredBy = 'endpoint';
      return writeJson(res, 200, geminiResponse(geminiText(JSON.stringify(schemaFilled(logged.body))), ROUTED_FROM - 1, model));
    }
    const { answer, index } = replyFor(route, request);
    return reply(res, typeof answer === 'function' ? answer(seen) : answer, index, model, method === 'streamGenerateContent');
  }

  const server = await startLoopbackServer(handle);
  return {
    url: server.url,
    requests,
    chatRequests,
    waitForChatRequests: waiters.wait,
    close: () => server.close(),
  };
}

function reply(res: ServerResponse, scripted: GeminiReply, index: number, model: string, streamed: boolean): void | Promise<void> {
  if (scripted.kind === 'stream') return streamed ? stream(res, scripted, index, model) : writeJson(res, 200, geminiResponse(scripted, index, model), scripted.headers);
  return writeFault(res, scripted, ERROR_MESSAGES, (error, message) => errorJson(error.status, message, error.errorStatus));
}

function stream(res: ServerResponse, scripted: GeminiStreamReply, index: number, model: string): Promise<void> {
  return writeEventStream(res, geminiChunks(scripted, index, model).map(encodeGeminiChunk), scripted);
}

function errorJson(status: number, message: string, errorStatus?: string): { error: Record<string, unknown> } {
  return { error: { code: status, message, status: errorStatus ?? ERROR_STATUS[status] ?? 'UNKNOWN' } };
}

/** Deeper than this a schema is not followed: the answer is what a model would say at that depth, nothing. */
const MAX_SCHEMA_DEPTH = 8;

/**
 * A JSON value the request's response schema (`generationConfig.responseJsonSchema`, or
 * `responseSchema`) accepts: each required property filled with a plain value of its type (the
 * router's `complexity_score` a number, its `model_choice` a string). A side request the scenario
 * did not route is answered so, and the CLI goes on as with a real model's answer.
 */
export function schemaFilled(body: unknown): unknown {
  const config = (body as { generationConfig?: Record<string, unknown> } | undefined)?.generationConfig;
  return valueOf(config?.responseJsonSchema ?? config?.responseSchema, 0);
}

function valueOf(schema: unknown, depth: number): unknown {
  if (typeof schema !== 'object' || schema === null || depth > MAX_SCHEMA_DEPTH) return {};
  const { type, properties, required, items, enum: choices } = schema as Record<string, unknown>;
  if (Array.isArray(choices) && choices.length > 0) return choices[0];
  switch (String(type).toLowerCase()) {
    case 'string':
      return 'mock';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return depth < MAX_SCHEMA_DEPTH && items ? [valueOf(items, depth + 1)] : [];
    default: {
      const out: Record<string, unknown> = {};
      const props = typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {};
      for (const name of Array.isArray(required) ? required : []) if (typeof name === 'string') out[name] = valueOf(props[name], depth + 1);
      return out;
    }
  }
}
