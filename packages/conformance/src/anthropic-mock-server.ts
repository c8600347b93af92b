/**
 * A loopback mock of the Anthropic Messages API whose answers a scenario scripts, so the real
 * Claude Code CLI runs end to end with no account and no network. Every request is logged.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeSseEvent, messageEvents, messageJson, resolveMessage } from './anthropic-message-stream.js';
import { errorBody, textReply } from './anthropic-mock-script.js';
import type { AnthropicMockScript, MockErrorReply, MockMessageReply, MockReply, MockRequest, ReplyFor } from './anthropic-mock-script.js';

export interface AnthropicMock {
  /** `http://127.0.0.1:<port>`, for `ANTHROPIC_BASE_URL`. */
  readonly url: string;
  /** Every request so far, in arrival order. */
  readonly requests: readonly MockRequest[];
  /** The POST /v1/messages requests only (main turns and the CLI's side requests). */
  messageRequests(): MockRequest[];
  /** Replies still queued. */
  readonly pending: number;
  /** Queues more replies behind the scripted ones. */
  enqueue(...replies: ReplyFor[]): void;
  /** Stops listening and cuts every open connection, stalled streams included. */
  close(): Promise<void>;
}

const CREDENTIAL_HEADERS = new Set(['x-api-key', 'authorization', 'proxy-authorization', 'cookie']);
const FALLBACK = textReply('(The mock has no scripted reply for this request.)');

export async function startAnthropicMock(script: AnthropicMockScript = {}): Promise<AnthropicMock> {
  const started = performance.now();
  const requests: MockRequest[] = [];
  const queue: ReplyFor[] = [...(script.replies ?? [])];
  const routes = (script.routes ?? []).map((route) => ({ route, used: 0 }));
  let messages = 0;
  let toolCalls = 0;

  const server = createServer((req, res) => {
    readBody(req)
      .then((rawBody) => handle(req, res, rawBody))
      .catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string): Promise<void> {
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    const body = parseJson(rawBody);
    const request: MockRequest = {
      index: requests.length,
      t: Math.round(performance.now() - started),
      method: req.method ?? 'GET',
      path,
      url,
      headers: loggedHeaders(req),
      body,
      rawBody,
      stream: isObject(body) && body.stream === true,
      answeredBy: '',
      status: 0,
    };
    requests.push(request);

    if (request.method === 'POST' && path === '/v1/messages') {
      const reply = choose(request);
      if (reply.type === 'error') return sendError(res, request, reply);
      return sendMessage(res, request, reply);
    }
    if (request.method === 'POST' && path === '/v1/messages/count_tokens') {
      // Roughly what the real endpoint says: a token per four characters of the request.
      return sendJson(res, request, 'endpoint', 200, { input_tokens: Math.max(1, Math.ceil(rawBody.length / 4)) });
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
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_mock_${request.index}`, ...reply.headers });
    res.end(JSON.stringify(errorBody(reply)));
  }

  async function sendMessage(res: ServerResponse, request: MockRequest, reply: MockMessageReply): Promise<void> {
    messages++;
    const message = resolveMessage(reply, {
      messageId: `msg_mock_${String(messages).padStart(2, '0')}`,
      model: isObject(request.body) && typeof request.body.model === 'string' ? request.body.model : 'claude-mock',
      nextToolId: () => `toolu_mock_${String(++toolCalls).padStart(2, '0')}`,
    });
    request.status = 200;
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_mock_${request.index}` });
      res.end(JSON.stringify(messageJson(message)));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'request-id': `req_mock_${request.index}`,
    });
    let deltas = 0;
    for (const event of messageEvents(message)) {
      if (reply.eventDelayMs) await sleep(reply.eventDelayMs);
      if (res.destroyed) return;
      await write(res, Buffer.from(encodeSseEvent(event), 'utf8'), reply.writeBytes);
      if (event.event === 'content_block_delta' && ++deltas === reply.interrupt?.afterDeltas) {
        // Let the bytes leave before the socket goes, so the client sees the delta and then the break.
        if (reply.interrupt.mode === 'drop') setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
    }
    res.end();
  }

  function sendJson(res: ServerResponse, request: MockRequest, answeredBy: string, status: number, body: unknown): void {
    request.answeredBy = answeredBy;
    request.status = status;
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_mock_${request.index}` });
    res.end(JSON.stringify(body));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messageRequests: () => requests.filter((request) => request.method === 'POST' && request.path === '/v1/messages'),
    get pending() {
      return queue.length;
    },
    enqueue: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Whether a logged request is one of the CLI's main turns (it offers tools) rather than a side request. */
export function isMainTurn(request: MockRequest): boolean {
  return isObject(request.body) && Array.isArray(request.body.tools) && request.body.tools.length > 0;
}

function replyFor(reply: ReplyFor, request: MockRequest): MockReply {
  return typeof reply === 'function' ? reply(request) : reply;
}

async function write(res: ServerResponse, bytes: Buffer, pieceSize: number | undefined): Promise<void> {
  const size = pieceSize && pieceSize > 0 ? pieceSize : bytes.length;
  for (let i = 0; i < bytes.length; i += size) {
    if (res.destroyed) return;
    const piece = bytes.subarray(i, i + size);
    await new Promise<void>((resolve) => res.write(piece, () => resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function loggedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name] = CREDENTIAL_HEADERS.has(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

