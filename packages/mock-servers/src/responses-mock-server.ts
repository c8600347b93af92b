/**
 * A loopback stand-in for the OpenAI Responses API, so the real codex CLI runs a whole turn
 * with no account and no network. Each POST /v1/responses takes the next scripted reply, and
 * every request is logged so a test can check what codex sent back (tool outputs, tools).
 */
import type { ServerResponse } from 'node:http';
import { requestWaiters, scriptedReplies, startLoopbackServer, writeEventStream, writeFault, writeJson } from './loopback-http.js';
import type { LoggedRequest, LoggingServer } from './loopback-http.js';
import { encodeResponsesEvent, responseEvents } from './responses-event-stream.js';
import { textReply } from './responses-mock-script.js';
import type { ResponsesMockScript, ResponsesReply, ResponsesReplyFor, StreamReply } from './responses-mock-script.js';

/** One request as the mock saw it; credential header values are never kept. */
export interface ResponsesMockRequest extends LoggedRequest {
  /** `script` (with `replyIndex`), `route` (with its name), `fallback` once the queue ran out, `endpoint` or `not-found`. */
  answeredBy: 'script' | 'route' | 'fallback' | 'endpoint' | 'not-found';
  replyIndex?: number;
  route?: string;
}

/** Listens at `url`; codex wants `${url}/v1` as the provider's base_url. */
export interface ResponsesMock extends LoggingServer<ResponsesMockRequest> {
  /** The POST /v1/responses requests only, in arrival order. */
  responseRequests(): ResponsesMockRequest[];
  /** Settles once `count` POST /v1/responses have arrived, for drivers that act mid-turn. */
  waitForResponseRequests(count: number, timeoutMs?: number): Promise<void>;
}

const FALLBACK = textReply('(The mock has no scripted reply for this request.)');
const ERROR_MESSAGES: Record<number, string> = {
  401: 'Incorrect API key provided.',
  429: 'Rate limit reached.',
  500: 'The server had an error while processing your request.',
};

export async function startResponsesMock(script: ResponsesMockScript | readonly ResponsesReplyFor[]): Promise<ResponsesMock> {
  const { replies, fallback = FALLBACK, routes = [] } = Array.isArray(script) ? { replies: script as readonly ResponsesReplyFor[] } : (script as ResponsesMockScript);
  const requests: ResponsesMockRequest[] = [];
  const replyFor = scriptedReplies(replies, fallback);

  const responseRequests = () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/responses');
  const waiters = requestWaiters(() => responseRequests().length, 'model requests');

  function handle(logged: LoggedRequest, res: ServerResponse): void | Promise<void> {
    const request: ResponsesMockRequest = { ...logged, answeredBy: 'not-found' };
    requests.push(request);
    const { path } = request;

    if (request.method === 'POST' && path === '/v1/responses') {
      waiters.arrived();
      const model = (request.body as { model?: unknown } | undefined)?.model;
      const route = routes.find((candidate) => candidate.match(request));
      const { answer, index } = replyFor(route, request);
      return reply(res, typeof answer === 'function' ? answer(request) : answer, index, typeof model === 'string' ? model : 'gpt-5.5');
    }
    if (request.method === 'GET' && path === '/v1/models') {
      // Both catalogue shapes, empty, so a CLI that asks keeps its own bundled model metadata.
      request.answeredBy = 'endpoint';
      return writeJson(res, 200, { object: 'list', data: [], models: [] });
    }
    return writeJson(res, 404, errorJson(404, `mock: no endpoint ${request.method} ${path}`, 'not_found'));
  }

  const server = await startLoopbackServer(handle);
  return {
    url: server.url,
    requests,
    responseRequests,
    waitForResponseRequests: waiters.wait,
    close: () => server.close(),
  };
}

function reply(res: ServerResponse, scripted: ResponsesReply, index: number, model: string): void | Promise<void> {
  if (scripted.kind === 'stream') return stream(res, scripted, index, model);
  return writeFault(res, scripted, ERROR_MESSAGES, (error, message) => errorJson(error.status, message, error.code));
}

function stream(res: ServerResponse, scripted: StreamReply, index: number, model: string): Promise<void> {
  return writeEventStream(
    res,
    responseEvents(scripted, index, model).map((event, sequence) => encodeResponsesEvent(event, sequence)),
    scripted,
  );
}

function errorJson(status: number, message: string, code?: string): { error: Record<string, unknown> } {
  const type = status >= 500 ? 'server_error' : 'invalid_request_error';
  return { error: { message, type, param: null, code: code ?? (status === 401 ? 'invalid_api_key' : null) } };
}
