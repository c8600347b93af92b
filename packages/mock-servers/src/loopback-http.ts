/**
 * The HTTP plumbing both model mocks share: a server on 127.0.0.1 at a free port that reads each
 * request body whole and logs the request before the mock answers it, and closes even while a
 * stream is stalled.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request as a mock saw it; credential header values are never kept. */
export interface LoggedRequest {
  /** Arrival order, from 0, over every request the server got. */
  index: number;
  /** Milliseconds since the server started. */
  t: number;
  method: string;
  /** The path without its query, e.g. `/v1/messages`. */
  path: string;
  /** The path with its query, e.g. `/v1/messages?beta=true`. */
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
  rawBody: string;
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Stops listening and cuts every open connection, stalled streams included. */
  close(): Promise<void>;
}

/** A mock built on the server: where it listens, every request it was asked, and how to stop it. */
export interface LoggingServer<Request extends LoggedRequest> extends LoopbackServer {
  /** Every request so far, in arrival order. */
  readonly requests: readonly Request[];
}

/** Answers one request; a rejection (or a throw) destroys its connection. */
export type LoopbackHandler = (request: LoggedRequest, res: ServerResponse) => void | Promise<void>;

/** Headers whose values a log never keeps: API keys of the three APIs, bearer tokens, cookies. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'openai-api-key', 'x-goog-api-key']);

export async function startLoopbackServer(handle: LoopbackHandler): Promise<LoopbackServer> {
  const started = performance.now();
  let received = 0;
  const server = createServer((req, res) => {
    readBody(req)
      .then((rawBody) => handle(logRequest(req, rawBody, received++, Math.round(performance.now() - started)), res))
      .catch(() => res.destroy());
  });
  return listenOnLoopback(server);
}

/** How long an idle kept-alive connection stays open (the clients' own idle timers end it first). */
const KEEP_ALIVE_MS = 10 * 60_000;

/** A server listening on a free port of 127.0.0.1: its origin, and a close that drops open connections. */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  // Node closes a kept-alive connection after 5 s idle; a CLI that sends its next request as the
  // close lands (its turn waited on a tool or an approval that long: at a load of 30, an MCP
  // call and an answered permission did) gets ECONNRESET, and with retries off (the kits set
  // CLAUDE_CODE_MAX_RETRIES=0 so that a scripted failure is seen once) the turn fails. A real API
  // keeps connections longer than a turn's pauses: so does the mock, and `close()` drops them.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers with a JSON body. */
export function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Writes `bytes` in pieces of `pieceSize` (all at once without one), each after the previous
 * left, so the client's decoder sees reads that end inside events and UTF-8 characters.
 */
export async function writeInPieces(res: ServerResponse, bytes: Uint8Array, pieceSize?: number): Promise<void> {
  const size = pieceSize && pieceSize > 0 ? pieceSize : bytes.length;
  for (let at = 0; at < bytes.length; at += size) {
    if (res.destroyed) return;
    const piece = bytes.subarray(at, at + size);
    await new Promise<void>((resolve) => res.write(piece, () => resolve()));
  }
}

/** How long a reply held for a cue waits at most: a cue that never comes must not hang a run. */
export const HOLD_LIMIT_MS = 10_000;

/**
 * Waits for `cue` (a scenario's "the client has shown the first text", say), for at most
 * `limitMs`, or until the client goes away: what a reply waits for before it breaks or stalls,
 * so the break comes after what the client must have seen, whatever the timing.
 */
export async function holdFor(res: ServerResponse, cue: PromiseLike<unknown> | undefined, limitMs = HOLD_LIMIT_MS): Promise<void> {
  if (!cue || res.destroyed) return;
  let timer: NodeJS.Timeout | undefined;
  let onClose: (() => void) | undefined;
  try {
    await Promise.race([
      Promise.resolve(cue).then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
        onClose = resolve;
        res.once('close', onClose);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (onClose) res.off('close', onClose);
  }
}

/** Breaks the connection mid-response; the pause lets written bytes reach the client first, so it sees them and then the break. */
export async function dropConnection(res: ServerResponse, afterMs = 20): Promise<void> {
  await sleep(afterMs);
  res.socket?.destroy();
}

/**
 * Waiting for a number of requests of one kind, for drivers that act mid-turn: `wait(count)`
 * settles once `counted()` reaches it (or rejects after `timeoutMs`, naming `what`), and the mock
 * calls `arrived()` after each such request.
 */
export function requestWaiters(counted: () => number, what: string): { arrived(): void; wait(count: number, timeoutMs?: number): Promise<void> } {
  const waiters = new Set<{ count: number; resolve: () => void }>();
  return {
    arrived() {
      const count = counted();
      for (const waiter of waiters) if (count >= waiter.count) waiter.resolve();
    },
    wait(count, timeoutMs = 30_000) {
      if (counted() >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`mock: ${counted()} of ${count} ${what} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** How a scripted event stream is written and how it ends, as both streaming mocks script it. */
export interface EventStreamOptions {
  /** A pause before each event after the first. */
  eventDelayMs?: number;
  /** The body in pieces of this many bytes. */
  writeBytes?: number;
  /** The ending waits for this cue first (at most HOLD_LIMIT_MS). */
  endAfter?: PromiseLike<unknown>;
  /** `drop` destroys the connection, `stall` leaves it open; anything else ends the body. */
  ending?: string;
  headers?: Record<string, string>;
}

/** Where a route's reply numbers start: far past any queue a script holds. */
export const ROUTED_FROM = 1_000_000;

/** What a request's log says of the scripted reply it got. */
export interface ScriptedAnswerLog {
  answeredBy: string;
  route?: string;
  replyIndex?: number;
}

/**
 * A script's replies handed out: a request a route matched gets the route's (numbered apart from
 * the queue's, so their ids never meet), any other the queue's next, then the fallback once the
 * queue ran out; each noted on the request's log (`route`, `script` with its index, `fallback`).
 */
export function scriptedReplies<Reply>(replies: readonly Reply[], fallback: Reply): (route: { name: string; reply: Reply } | undefined, log: ScriptedAnswerLog) => { answer: Reply; index: number } {
  let next = 0;
  let routed = 0;
  return (route, log) => {
    const index = route ? ROUTED_FROM + routed++ : next++;
    const scripted = route ? route.reply : replies[index];
    log.answeredBy = route ? 'route' : scripted ? 'script' : 'fallback';
    if (route) log.route = route.name;
    else if (scripted) log.replyIndex = index;
    return { answer: scripted ?? fallback, index };
  };
}

/** A scripted HTTP error: its status and headers, and the message the API would give (else the mock's). */
export interface ScriptedHttpError {
  kind: 'http-error';
  status: number;
  message?: string;
  headers?: Record<string, string>;
}

/** The faults every model mock scripts alike, beside its own stream. */
export type ScriptedFault<Error extends ScriptedHttpError = ScriptedHttpError> = Error | { kind: 'drop' } | { kind: 'stall' };

/**
 * Answers a scripted fault: an HTTP error with the body `errorBody` words as the mock's API does
 * (its message the script's, else `messages`' for the status, else a generic one), a connection
 * destroyed at once, or one left open with nothing written.
 */
export function writeFault<Error extends ScriptedHttpError>(
  res: ServerResponse,
  fault: ScriptedFault<Error>,
  messages: Readonly<Record<number, string>>,
  errorBody: (error: Error, message: string) => unknown,
): void {
  switch (fault.kind) {
    case 'http-error':
      return writeJson(res, fault.status, errorBody(fault, fault.message ?? messages[fault.status] ?? `mock error ${fault.status}`), fault.headers);
    case 'drop':
      res.socket?.destroy();
      return;
    case 'stall':
      return;
  }
}

/** Writes an SSE body of `events` (each its text), then ends it as `options` say. */
export async function writeEventStream(res: ServerResponse, events: readonly string[], options: EventStreamOptions): Promise<void> {
  res.writeHead(200, { ...options.headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [sequence, event] of events.entries()) {
    if (sequence > 0 && options.eventDelayMs) await sleep(options.eventDelayMs);
    if (res.destroyed) return;
    await writeInPieces(res, Buffer.from(event, 'utf8'), options.writeBytes);
  }
  await holdFor(res, options.endAfter);
  switch (options.ending) {
    case 'drop':
      return dropConnection(res);
    case 'stall':
      return;
    default:
      res.end();
  }
}

function logRequest(req: IncomingMessage, rawBody: string, index: number, t: number): LoggedRequest {
  const url = req.url ?? '/';
  return { index, t, method: req.method ?? 'GET', path: url.split('?')[0]!, url, headers: loggedHeaders(req), body: parseJson(rawBody), rawBody };
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
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
