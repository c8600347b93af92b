/**
 * A loopback mock of the Anthropic Messages API whose answers a scenario scripts, so the real
 * Claude Code CLI runs end to end with no account and no network. Every request is logged.
 */
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeSseEvent, messageEvents, messageJson, resolveMessage } from './anthropic-message-stream.js';
import { errorBody, textMessage } from './anthropic-mock-script.js';
import type { AnthropicMockScript, MockErrorReply, MockMessageReply, MockReply, MockRequest, ReplyFor } from './anthropic-mock-script.js';
import { dropConnection, holdFor, startLoopbackServer, writeInPieces, writeJson } from './loopback-http.js';
import type { LoggedRequest, LoggingServer } from './loopback-http.js';

/** Listens at `url`, which is what `ANTHROPIC_BASE_URL` takes. */
export interface AnthropicMock extends LoggingServer<MockRequest> {
  /** The POST /v1/messages requests only (main turns and the CLI's side requests). */
  messageRequests(): MockRequest[];
  /** Replies still queued. */
  readonly pending: number;
  /** Queues more replies behind the scripted ones. */
  enqueue(...replies: ReplyFor[]): void;
}

const FALLBACK = textMessage('(The mock has no scripted reply for this request.)');

export async function startAnthropicMock(script: AnthropicMockScript = {}): Promise<AnthropicMock> {
  checkScript(script);
  const requests: MockRequest[] = [];
  const queue: ReplyFor[] = [...(script.replies ?? [])];
  const routes = (script.routes ?? []).map((route) => ({ route, used: 0 }));
  let messages = 0;
  let toolCalls = 0;

  async function handle(logged: LoggedRequest, res: ServerResponse): Promise<void> {
    const request: MockRequest = { ...logged, stream: isObject(logged.body) && logged.body.stream === true, answeredBy: '', status: 0 };
    requests.push(request);
    const { path, rawBody } = request;

    if (request.method === 'POST' && path === '/v1/messages') {
      try {
        const reply = choose(request);
        if (reply.type === 'error') return sendError(res, request, reply);
        return await sendMessage(res, request, reply);
      } catch (error) {
        // A reply function that throws is the script's bug: say so in the log and the answer.
        if (res.headersSent) return void res.destroy();
        const message = `mock: the script failed: ${error instanceof Error ? error.message : String(error)}`;
        return sendJson(res, request, 'script-error', 500, errorBody({ type: 'error', status: 500, message }));
      }
    }
    if (request.method === 'POST' && path === '/v1/messages/count_tokens') {
      // Roughly what the real endpoint says: a token per four characters of the request.
      return sendJson(res, request, 'endpoint', 200, { input_tokens: Math.max(1, Math.ceil(rawBody.length / 4)) });
    }
    if ((request.method === 'HEAD' || request.method === 'GET') && path === '/api/hello') {
      // The CLI's connectivity check, made when nonessential traffic is not disabled.
      return sendJson(res, request, 'endpoint', 200, { message: 'hello' });
    }
    if (request.method === 'GET' && path === '/v1/models') {
      return sendJson(res, request, 'endpoint', 200, { data: [], has_more: false, first_id: null, last_id: null });
    }
    return sendJson(res, request, 'not-found', 404, errorBody({ type: 'error', status: 404, message: `mock: no endpoint ${request.method} ${path}` }));
  }

  function choose(request: MockRequest): MockReply {
    for (const entry of routes) {
      if (entry.route.times !== undefined && entry.used >= entry.route.times) continue;
      if (!entry.route.match(request)) continue;
      entry.used++;
      request.answeredBy = `route:${entry.route.name}`;
      return replyFor(entry.route.reply, request);
    }
    const next = queue.shift();
    if (next) {
      request.answeredBy = 'queue';
      return replyFor(next, request);
    }
    request.answeredBy = 'fallback';
    return replyFor(script.fallback ?? FALLBACK, request);
  }

  function sendError(res: ServerResponse, request: MockRequest, reply: MockErrorReply): void {
    request.status = reply.status;
    writeJson(res, reply.status, errorBody(reply), { 'request-id': `req_mock_${request.index}`, ...reply.headers });
  }

  async function sendMessage(res: ServerResponse, request: MockRequest, reply: MockMessageReply): Promise<void> {
    messages++;
    const message = resolveMessage(reply, {
      messageId: `msg_mock_${String(messages).padStart(2, '0')}`,
      model: isObject(request.body) && typeof request.body.model === 'string' ? request.body.model : 'claude-mock',
      nextToolId: () => `toolu_mock_${String(++toolCalls).padStart(2, '0')}`,
    });
    request.status = 200;
    if (!request.stream) return writeJson(res, 200, messageJson(message), { 'request-id': `req_mock_${request.index}` });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'request-id': `req_mock_${request.index}`,
    });
    let deltas = 0;
    for (const event of messageEvents(message)) {
      if (reply.eventDelayMs) await sleep(reply.eventDelayMs);
      if (res.destroyed) return;
      await writeInPieces(res, Buffer.from(encodeSseEvent(event), 'utf8'), reply.writeBytes);
      if (event.event === 'content_block_delta' && ++deltas === reply.interrupt?.afterDeltas) {
        await holdFor(res, reply.interrupt.until);
        if (reply.interrupt.mode === 'drop') await dropConnection(res);
        return;
      }
    }
    res.end();
  }

  function sendJson(res: ServerResponse, request: MockRequest, answeredBy: string, status: number, body: unknown): void {
    request.answeredBy = answeredBy;
    request.status = status;
    writeJson(res, status, body, { 'request-id': `req_mock_${request.index}` });
  }

  const server = await startLoopbackServer(handle);
  return {
    url: server.url,
    requests,
    messageRequests: () => requests.filter((request) => request.method === 'POST' && request.path === '/v1/messages'),
    get pending() {
      return queue.length;
    },
    enqueue: (...replies) => void queue.push(...replies),
    close: () => server.close(),
  };
}

// A script mistake (tool input pieces that do not add up) should fail here, not show up later
// as a connection the mock cut in the middle of a CLI run.
function checkScript(script: AnthropicMockScript): void {
  const replies = [...(script.replies ?? []), ...(script.routes ?? []).map((route) => route.reply), ...(script.fallback ? [script.fallback] : [])];
  for (const reply of replies) {
    if (typeof reply !== 'function' && reply.type === 'message') resolveMessage(reply, { messageId: 'check', model: 'check', nextToolId: () => 'check' });
  }
}

/** Whether a logged request is one of the CLI's main turns (it offers tools) rather than a side request. */
export function isMainTurn(request: MockRequest): boolean {
  return isObject(request.body) && Array.isArray(request.body.tools) && request.body.tools.length > 0;
}

function replyFor(reply: ReplyFor, request: MockRequest): MockReply {
  return typeof reply === 'function' ? reply(request) : reply;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

