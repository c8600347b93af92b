/**
 * A loopback stand-in for the OpenAI Responses API, so the real codex CLI can run a whole turn
 * with no account and no network. Each POST /v1/responses takes the next scripted reply, and
 * every request is kept so a test can check what codex sent back (tool outputs, instructions).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';

/** One item of a scripted model answer, in the order the model emits it. */
export type ResponsesOutput =
  /** Assistant text; `deltas` says how it is split into output_text.delta events (default: words). */
  | { type: 'message'; text: string; deltas?: string[] }
  /** A reasoning item whose summary parts are streamed as reasoning_summary_text.delta events. */
  | { type: 'reasoning'; summary: string[]; deltas?: string[][] }
  /** A call of a function tool codex listed in the request's `tools` (exec_command, request_user_input...). */
  | { type: 'function_call'; name: string; arguments: unknown; callId?: string }
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
  /** The connection is destroyed mid-stream. */
  | 'drop'
  /** Nothing more is sent and the connection stays open until the server closes (a hung model). */
  | 'stall'
  /** A response.failed event, then the end of the body. */
  | 'failed';

export type ResponsesReply =
  | {
      kind: 'stream';
      output: ResponsesOutput[];
      usage?: ResponsesUsage;
      ending?: StreamEnding;
      /** The error carried by a `failed` ending. */
      failure?: { code?: string; message: string };
      /** Milliseconds between SSE events, so deltas arrive as separate reads. */
      eventDelayMs?: number;
    }
  /** An HTTP error status with an OpenAI-shaped error body. */
  | { kind: 'http-error'; status: number; message?: string; code?: string; headers?: Record<string, string> }
  /** The connection is destroyed before any response byte. */
  | { kind: 'drop' }
  /** Nothing is ever sent: the request hangs until the server closes. */
  | { kind: 'stall' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body when it parses, else the body text (undefined when empty). */
  body: unknown;
  /** Index into the script of the reply it got; undefined for requests that take none. */
  replyIndex?: number;
  /** Set when the script had no reply left for a POST /v1/responses. */
  exhausted?: boolean;
}

export interface ResponsesMockOptions {
  /** The `model` echoed in response objects when the request names none. */
  model?: string;
}

export interface ResponsesMockServer {
  /** Origin without a path, e.g. http://127.0.0.1:41234; codex wants `${url}/v1` as base_url. */
  readonly url: string;
  /** Every request, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** The POST /v1/responses bodies only, in arrival order. */
  readonly responseRequests: readonly RecordedRequest[];
  /** Settles once `count` POST /v1/responses have arrived (for drivers that act mid-turn). */
  waitForResponseRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_USAGE: ResponsesUsage = { input_tokens: 1200, cached_input_tokens: 0, output_tokens: 30, reasoning_output_tokens: 0 };

export async function startResponsesMock(script: ResponsesReply[], options: ResponsesMockOptions = {}): Promise<ResponsesMockServer> {
  const requests: RecordedRequest[] = [];
  const responseRequests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let next = 0;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const record: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: { ...req.headers },
        body: decodeBody(raw, req.headers['content-encoding']),
      };
      requests.push(record);
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/v1/responses') {
        responseRequests.push(record);
        for (const waiter of [...waiters]) {
          if (responseRequests.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
        const index = next++;
        const reply = script[index];
        if (!reply) {
          record.exhausted = true;
          return sendError(res, 500, 'mock: the script has no reply left for this request', 'mock_script_exhausted');
        }
        record.replyIndex = index;
        const requested = (record.body as { model?: unknown } | undefined)?.model;
        return sendReply(res, reply, index, typeof requested === 'string' ? requested : (options.model ?? 'gpt-5.5'));
      }
      if (req.method === 'GET' && path === '/v1/models') {
        // Both shapes at once: the OpenAI list and codex's own catalogue; empty, so codex keeps
        // its bundled model metadata.
        return sendJson(res, 200, { object: 'list', data: [], models: [] });
      }
      return sendError(res, 404, `mock: no route for ${req.method} ${path}`, 'not_found');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    responseRequests,
    waitForResponseRequests(count, timeoutMs = 30_000) {
      if (responseRequests.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`mock: ${responseRequests.length} of ${count} model requests arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(waiter);
      });
    },
    close() {
      // Stalled replies hold their connections open; end them so close() settles.
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    // A client that goes away mid-body still gets its partial request logged.
    req.on('error', () => resolve(Buffer.concat(parts)));
  });
}

function decodeBody(raw: Buffer, encoding: string | string[] | undefined): unknown {
  if (raw.length === 0) return undefined;
  let bytes = raw;
  try {
    if (encoding === 'gzip') bytes = gunzipSync(raw);
    else if (encoding === 'deflate') bytes = inflateSync(raw);
    else if (encoding === 'br') bytes = brotliDecompressSync(raw);
  } catch {
    return raw.toString('base64');
  }
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string, code?: string, headers?: Record<string, string>): void {
  const type = status === 401 ? 'invalid_request_error' : status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: code ?? null } }, headers);
}

const DEFAULT_ERROR_MESSAGES: Record<number, string> = {
  401: 'Incorrect API key provided.',
  429: 'Rate limit reached.',
  500: 'The server had an error while processing your request.',
};

function sendReply(res: ServerResponse, reply: ResponsesReply, index: number, model: string): void {
  switch (reply.kind) {
    case 'http-error':
      return sendError(res, reply.status, reply.message ?? DEFAULT_ERROR_MESSAGES[reply.status] ?? `HTTP ${reply.status}`, reply.code, reply.headers);
    case 'drop':
      res.socket?.destroy();
      return;
    case 'stall':
      return;
    case 'stream':
      void streamReply(res, reply, index, model);
      return;
  }
}

async function streamReply(res: ServerResponse, reply: Extract<ResponsesReply, { kind: 'stream' }>, index: number, model: string): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const events = responseEvents(reply, index, model);
  for (const [n, event] of events.entries()) {
    if (res.destroyed) return;
    if (n > 0 && reply.eventDelayMs) await sleep(reply.eventDelayMs);
    res.write(`event: ${event.type as string}\ndata: ${JSON.stringify({ ...event, sequence_number: n })}\n\n`);
  }
  switch (reply.ending ?? 'completed') {
    case 'drop':
      // Let the written events reach the client first, so it sees a stream that breaks.
      await sleep(20);
      res.socket?.destroy();
      return;
    case 'stall':
      return;
    default:
      res.end();
  }
}

type SseEvent = { type: string; [key: string]: unknown };

/** The SSE events of one streamed reply, in the order the real API sends them. */
export function responseEvents(reply: Extract<ResponsesReply, { kind: 'stream' }>, index: number, model: string): SseEvent[] {
  const responseId = `resp_mock_${index}`;
  const base = { id: responseId, object: 'response', created_at: 1_700_000_000 + index, model };
  const events: SseEvent[] = [
    { type: 'response.created', response: { ...base, status: 'in_progress', output: [] } },
    { type: 'response.in_progress', response: { ...base, status: 'in_progress', output: [] } },
  ];
  const done: Record<string, unknown>[] = [];
  reply.output.forEach((output, outputIndex) => {
    const { added, deltas, item } = itemEvents(output, `${index}_${outputIndex}`, outputIndex);
    events.push({ type: 'response.output_item.added', output_index: outputIndex, item: added }, ...deltas);
    events.push({ type: 'response.output_item.done', output_index: outputIndex, item });
    done.push(item);
  });
  const ending = reply.ending ?? 'completed';
  if (ending === 'completed') {
    events.push({ type: 'response.completed', response: { ...base, status: 'completed', output: done, usage: usageOf(reply.usage ?? DEFAULT_USAGE) } });
  } else if (ending === 'failed') {
    const failure = reply.failure ?? { code: 'server_error', message: 'The model failed to answer.' };
    events.push({ type: 'response.failed', response: { ...base, status: 'failed', output: done, error: { code: failure.code ?? 'server_error', message: failure.message } } });
  }
  return events;
}

function itemEvents(output: ResponsesOutput, key: string, outputIndex: number): { added: Record<string, unknown>; deltas: SseEvent[]; item: Record<string, unknown> } {
  const at = { output_index: outputIndex };
  switch (output.type) {
    case 'message': {
      const id = `msg_mock_${key}`;
      const pieces = output.deltas ?? splitWords(output.text);
      const part = { type: 'output_text', text: output.text, annotations: [] };
      return {
        added: { id, type: 'message', role: 'assistant', status: 'in_progress', content: [] },
        deltas: [
          { type: 'response.content_part.added', item_id: id, ...at, content_index: 0, part: { ...part, text: '' } },
          ...pieces.map((delta) => ({ type: 'response.output_text.delta', item_id: id, ...at, content_index: 0, delta, logprobs: [] })),
          { type: 'response.output_text.done', item_id: id, ...at, content_index: 0, text: output.text, logprobs: [] },
          { type: 'response.content_part.done', item_id: id, ...at, content_index: 0, part },
        ],
        item: { id, type: 'message', role: 'assistant', status: 'completed', content: [part] },
      };
    }
    case 'reasoning': {
      const id = `rs_mock_${key}`;
      const deltas: SseEvent[] = [];
      output.summary.forEach((text, summaryIndex) => {
        const part = { type: 'summary_text', text };
        const where = { item_id: id, ...at, summary_index: summaryIndex };
        deltas.push({ type: 'response.reasoning_summary_part.added', ...where, part: { ...part, text: '' } });
        for (const delta of output.deltas?.[summaryIndex] ?? splitWords(text)) {
          deltas.push({ type: 'response.reasoning_summary_text.delta', ...where, delta });
        }
        deltas.push({ type: 'response.reasoning_summary_text.done', ...where, text });
        deltas.push({ type: 'response.reasoning_summary_part.done', ...where, part });
      });
      const summary = output.summary.map((text) => ({ type: 'summary_text', text }));
      return {
        added: { id, type: 'reasoning', summary: [] },
        deltas,
        item: { id, type: 'reasoning', summary },
      };
    }
    case 'function_call': {
      const id = `fc_mock_${key}`;
      const callId = output.callId ?? `call_mock_${key}`;
      const args = typeof output.arguments === 'string' ? output.arguments : JSON.stringify(output.arguments);
      return {
        added: { id, type: 'function_call', status: 'in_progress', call_id: callId, name: output.name, arguments: '' },
        deltas: [
          { type: 'response.function_call_arguments.delta', item_id: id, ...at, delta: args },
          { type: 'response.function_call_arguments.done', item_id: id, ...at, arguments: args },
        ],
        item: { id, type: 'function_call', status: 'completed', call_id: callId, name: output.name, arguments: args },
      };
    }
    case 'custom_tool_call': {
      const id = `ctc_mock_${key}`;
      const callId = output.callId ?? `call_mock_${key}`;
      return {
        added: { id, type: 'custom_tool_call', status: 'in_progress', call_id: callId, name: output.name, input: '' },
        deltas: [
          { type: 'response.custom_tool_call_input.delta', item_id: id, ...at, delta: output.input },
          { type: 'response.custom_tool_call_input.done', item_id: id, ...at, input: output.input },
        ],
        item: { id, type: 'custom_tool_call', status: 'completed', call_id: callId, name: output.name, input: output.input },
      };
    }
  }
}

function usageOf(usage: ResponsesUsage): Record<string, unknown> {
  return {
    input_tokens: usage.input_tokens,
    input_tokens_details: { cached_tokens: usage.cached_input_tokens ?? 0 },
    output_tokens: usage.output_tokens,
    output_tokens_details: { reasoning_tokens: usage.reasoning_output_tokens ?? 0 },
    total_tokens: usage.input_tokens + usage.output_tokens,
  };
}

/** Splits text into word-sized deltas that keep their spaces, as a model streams tokens. */
export function splitWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
