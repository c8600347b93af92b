/**
 * A JSON-RPC 2.0 peer over lines: no process, no stream, no timer. The transport feeds it
 * every line read from the other side (`receive`) and writes every line it hands to `send`.
 * `send` gets the JSON text WITHOUT a trailing newline; the transport appends "\n".
 *
 * Guarantees the harness relies on: every request settles exactly once (its response, a
 * JsonRpcError, or a PeerClosedError naming the method when the other side goes away); every
 * server request is answered (-32601 when no handler takes it, -32603 when its handler fails,
 * throws anything at all, or returns an answer JSON cannot carry), since codex blocks the turn
 * on an unanswered one; bad lines become events, never exceptions, and nothing a handler or the
 * other side does makes `receive` throw.
 */
import {
  JSON_RPC_INTERNAL_ERROR,
  JSON_RPC_METHOD_NOT_FOUND,
  JsonRpcError,
  PeerClosedError,
  PeerSendError,
  type PeerCloseReason,
} from './json-rpc-error.js';
import {
  encodeError,
  encodeNotification,
  encodeRequest,
  encodeResult,
  parseJsonRpcLine,
  type JsonRpcErrorObject,
  type JsonRpcMessage,
  type ParsedLine,
  type RequestId,
} from './json-rpc-message.js';

/** Things worth a log line that are not any request's outcome. */
export type PeerEvent =
  /** A line that is not JSON, or JSON that is not a JSON-RPC message. */
  | { type: 'malformed'; reason: 'not-json' | 'invalid'; line: string; detail: string }
  /** A response whose id matches no outstanding request (or an error with id null). */
  | { type: 'unknown-response'; id: RequestId | null; message: JsonRpcMessage }
  /** A server request no handler takes; it was answered with -32601. */
  | { type: 'unhandled-request'; id: RequestId; method: string }
  /** A request handler threw (anything) or answered what JSON cannot carry; the request was answered with -32603. */
  | { type: 'handler-error'; id: RequestId; method: string; error: unknown }
  /** A notification handler threw; the other handlers still ran. */
  | { type: 'notification-handler-error'; method: string; error: unknown }
  /** A server request arrived (or its handler finished) after close, so it could not be answered. */
  | { type: 'unanswered-after-close'; id: RequestId; method: string }
  /** An onClose handler threw. */
  | { type: 'close-handler-error'; error: unknown }
  /** `send` threw for a message that is not one of our requests (a response or notification). */
  | { type: 'send-failed'; what: string; error: unknown };

export type RequestHandler = (params: unknown, id: RequestId) => unknown | Promise<unknown>;
export type NotificationHandler = (method: string, params: unknown, message: Record<string, unknown>) => void;

export interface JsonRpcPeerOptions {
  /** Writes one message: JSON text without the trailing newline. May throw (broken pipe). */
  send: (line: string) => void;
  onEvent?: (event: PeerEvent) => void;
}

interface Pending {
  method: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class JsonRpcPeer {
  private readonly sendLine: (line: string) => void;
  private readonly onEvent: (event: PeerEvent) => void;
  private readonly outstanding = new Map<RequestId, Pending>();
  private readonly requestHandlers = new Map<string, RequestHandler>();
  private readonly notificationHandlers: NotificationHandler[] = [];
  private readonly closeHandlers: ((reason: PeerCloseReason) => void)[] = [];
  private nextId = 0;
  private closedWith: PeerCloseReason | undefined;

  constructor(options: JsonRpcPeerOptions) {
    this.sendLine = options.send;
    const onEvent = options.onEvent;
    // A throwing event listener must not turn a logged oddity into an exception out of `receive`.
    this.onEvent = onEvent
      ? (event) => {
          try {
            onEvent(event);
          } catch {
            // The event was for a log; losing it is the lesser harm.
          }
        }
      : () => {};
  }

  /** Outstanding request methods, oldest first. */
  get pending(): string[] {
    return [...this.outstanding.values()].map((p) => p.method);
  }

  get closed(): boolean {
    return this.closedWith !== undefined;
  }

  /**
   * Feeds one line from the other side (without its "\n"), or that line already parsed, so a
   * transport whose reader also reads each line parses it once. Never throws.
   */
  receive(line: string | ParsedLine): void {
    if (typeof line === 'string' && line.trim() === '') return;
    const parsed = typeof line === 'string' ? parseJsonRpcLine(line) : line;
    if (!parsed.ok) {
      this.onEvent({ type: 'malformed', reason: parsed.reason, line: parsed.raw, detail: parsed.detail });
      return;
    }
    this.dispatch(parsed.message);
  }

  /** Feeds one already-classified message, for transports that decode JSON themselves. */
  dispatch(message: JsonRpcMessage): void {
    switch (message.kind) {
      case 'response':
      case 'error':
        this.settle(message);
        return;
      case 'notification':
        // A copy: a handler may remove itself (or another) while this loop runs.
        for (const handler of [...this.notificationHandlers]) {
          try {
            handler(message.method, message.params, message.raw);
          } catch (error) {
            this.onEvent({ type: 'notification-handler-error', method: message.method, error });
          }
        }
        return;
      case 'request':
        this.answer(message.id, message.method, message.params);
        return;
    }
  }

  request<T = unknown>(method: string, params?: unknown): Promise<T> {
    if (this.closedWith) return Promise.reject(new PeerClosedError(method, this.closedWith));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.outstanding.set(id, { method, resolve: resolve as (value: unknown) => void, reject });
      try {
        this.sendLine(encodeRequest(id, method, params));
      } catch (error) {
        // A broken pipe: the request can never be answered, so it settles now.
        this.outstanding.delete(id);
        reject(new PeerSendError(method, error));
      }
    });
  }

  notify(method: string, params?: unknown): void {
    if (this.closedWith) return;
    this.write(() => encodeNotification(method, params), method);
  }

  /** Handles one server request method; a later call replaces the earlier handler. */
  onRequest(method: string, handler: RequestHandler): void {
    this.requestHandlers.set(method, handler);
  }

  /** Adds a notification handler; the returned function removes it. */
  onNotification(handler: NotificationHandler): () => void {
    this.notificationHandlers.push(handler);
    return () => remove(this.notificationHandlers, handler);
  }

  /** Called once when the peer closes, after every pending request has been rejected. */
  onClose(handler: (reason: PeerCloseReason) => void): () => void {
    if (this.closedWith) {
      handler(this.closedWith);
      return () => {};
    }
    this.closeHandlers.push(handler);
    return () => remove(this.closeHandlers, handler);
  }

  /**
   * The other side is gone (or the caller ends the conversation): every outstanding request
   * is rejected with a PeerClosedError naming its method. Idempotent; later requests reject
   * at once with the first close's reason.
   */
  close(reason: PeerCloseReason = {}): void {
    if (this.closedWith) return;
    this.closedWith = { ...reason };
    const pending = [...this.outstanding.values()];
    this.outstanding.clear();
    for (const p of pending) p.reject(new PeerClosedError(p.method, reason));
    for (const handler of this.closeHandlers.splice(0)) {
      try {
        handler(this.closedWith);
      } catch (error) {
        this.onEvent({ type: 'close-handler-error', error });
      }
    }
  }

  private settle(message: Extract<JsonRpcMessage, { kind: 'response' | 'error' }>): void {
    const pending = message.id === null ? undefined : this.outstanding.get(message.id);
    if (!pending) {
      this.onEvent({ type: 'unknown-response', id: message.id, message });
      return;
    }
    this.outstanding.delete(message.id!);
    if (message.kind === 'response') pending.resolve(message.result);
    else pending.reject(new JsonRpcError(pending.method, message.error));
  }

  private answer(id: RequestId, method: string, params: unknown): void {
    if (this.closedWith) {
      this.onEvent({ type: 'unanswered-after-close', id, method });
      return;
    }
    const handler = this.requestHandlers.get(method);
    if (!handler) {
      this.onEvent({ type: 'unhandled-request', id, method });
      this.reply(id, method, { error: { code: JSON_RPC_METHOD_NOT_FOUND, message: `Method not found: ${method}` } });
      return;
    }
    let outcome: unknown;
    try {
      outcome = handler(params, id);
    } catch (error) {
      this.handlerFailed(id, method, error);
      return;
    }
    if (!isPromiseLike(outcome)) {
      this.reply(id, method, { result: outcome });
      return;
    }
    // Through a real promise: a thenable whose `then` throws (or calls back twice) still settles once.
    new Promise((resolve) => resolve(outcome)).then(
      (result) => this.reply(id, method, { result }),
      (error: unknown) => this.handlerFailed(id, method, error),
    );
  }

  private handlerFailed(id: RequestId, method: string, error: unknown): void {
    let answer: JsonRpcErrorObject;
    try {
      // A handler may refuse on purpose by throwing a JsonRpcError: its code goes on the wire.
      if (JsonRpcError.isInstance(error)) {
        answer = { code: error.code, message: error.message };
        if (error.data !== undefined) answer.data = error.data;
      } else {
        this.onEvent({ type: 'handler-error', id, method, error });
        answer = { code: JSON_RPC_INTERNAL_ERROR, message: describeThrown(error) };
      }
    } catch {
      // What was thrown fights being read (a throwing getter, a revoked proxy).
      answer = { code: JSON_RPC_INTERNAL_ERROR, message: `The handler for ${method} failed.` };
    }
    this.reply(id, method, { error: answer });
  }

  private reply(id: RequestId, method: string, outcome: { result: unknown } | { error: JsonRpcErrorObject }): void {
    if (this.closedWith) {
      this.onEvent({ type: 'unanswered-after-close', id, method });
      return;
    }
    let line: string;
    try {
      line = 'error' in outcome ? encodeError(id, outcome.error) : encodeResult(id, outcome.result);
    } catch (error) {
      // An answer JSON cannot carry (a BigInt, a cycle, a throwing toJSON): the request still gets one.
      this.onEvent({ type: 'handler-error', id, method, error });
      line = encodeError(id, { code: JSON_RPC_INTERNAL_ERROR, message: `The answer to ${method} could not be encoded as JSON.` });
    }
    this.write(() => line, `answer to ${method}`);
  }

  private write(encode: () => string, what: string): void {
    try {
      this.sendLine(encode());
    } catch (error) {
      this.onEvent({ type: 'send-failed', what, error });
    }
  }
}

/** A message for anything thrown, even a value whose conversion to text throws. */
function describeThrown(error: unknown): string {
  try {
    if (error instanceof Error) return String(error.message);
    return typeof error === 'string' ? error : `A non-Error was thrown: ${String(error)}`;
  } catch {
    return 'A value that cannot be shown was thrown.';
  }
}

function remove<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index !== -1) list.splice(index, 1);
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  try {
    return typeof (value as { then?: unknown }).then === 'function';
  } catch {
    // A `then` getter that throws: the promise path turns that into a -32603 answer.
    return true;
  }
}
