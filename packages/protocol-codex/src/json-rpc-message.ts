/**
 * One line of the app-server's JSON-RPC, classified. Codex omits the `"jsonrpc":"2.0"` field
 * and numbers its own requests from 0, so a message is told apart by its members (`method`
 * means a request or notification, `result`/`error` a response), never by its id alone.
 */

import { isRecord, type FramedLine } from '@mwh/protocol-core';

export type RequestId = number | string;

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcMessage =
  | { kind: 'request'; id: RequestId; method: string; params: unknown; raw: Record<string, unknown> }
  | { kind: 'notification'; method: string; params: unknown; raw: Record<string, unknown> }
  | { kind: 'response'; id: RequestId; result: unknown; raw: Record<string, unknown> }
  | { kind: 'error'; id: RequestId | null; error: JsonRpcErrorObject; raw: Record<string, unknown> };

/** One line parsed; `raw` is the line's text (without its `\n`) either way. */
export type ParsedLine =
  | { ok: true; message: JsonRpcMessage; raw: string }
  | { ok: false; reason: 'not-json' | 'invalid'; raw: string; detail: string };

/**
 * One line of the server's stdout as a reader takes it: parsed, or over the framer's cap
 * (`raw` holds its first bytes only; `length` is `limit + 1`, as the cap was passed there).
 */
export type ServerLine = ParsedLine | { ok: false; reason: 'line-too-long'; raw: string; length: number; limit: number };

export function isRequestId(value: unknown): value is RequestId {
  return (typeof value === 'number' && Number.isInteger(value)) || typeof value === 'string';
}


/** Classifies an already-decoded value; anything that is not a JSON-RPC message says why. */
export function classifyJsonRpc(value: unknown): { ok: true; message: JsonRpcMessage } | { ok: false; detail: string } {
  const message = toMessage(value);
  return typeof message === 'string' ? { ok: false, detail: message } : { ok: true, message };
}

/** Parses one line (without its `\n`); never throws. */
export function parseJsonRpcLine(line: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { ok: false, reason: 'not-json', raw: line, detail: (error as Error).message };
  }
  const message = toMessage(value);
  return typeof message === 'string' ? { ok: false, reason: 'invalid', raw: line, detail: message } : { ok: true, message, raw: line };
}

/** The message a decoded value is, or why it is none: no result object between, as every line comes through here. */
function toMessage(value: unknown): JsonRpcMessage | string {
  if (!isRecord(value)) return 'not a JSON object';
  // A `jsonrpc` member is accepted but not required: codex never writes one.
  if ('jsonrpc' in value && value.jsonrpc !== '2.0') return 'jsonrpc is not "2.0"';
  const { id, method } = value;
  if (typeof method === 'string') {
    if (id === undefined) return { kind: 'notification', method, params: value.params, raw: value };
    if (isRequestId(id)) return { kind: 'request', id, method, params: value.params, raw: value };
    return 'a request id must be an integer or a string';
  }
  if ('error' in value) {
    const error = value.error;
    if (!isRecord(error) || typeof error.code !== 'number' || typeof error.message !== 'string') {
      return 'an error response needs error.code and error.message';
    }
    if (id !== null && !isRequestId(id)) return 'an error response id must be an integer, a string or null';
    const err: JsonRpcErrorObject = { code: error.code, message: error.message };
    if ('data' in error) err.data = error.data;
    return { kind: 'error', id, error: err, raw: value };
  }
  if ('result' in value) {
    if (!isRequestId(id)) return 'a response id must be an integer or a string';
    return { kind: 'response', id, result: value.result, raw: value };
  }
  return 'neither a request, a notification nor a response';
}

/**
 * A framed line of the server's stdout, parsed once for everyone who reads it (in a live round
 * the peer and the round reader); `undefined` for a blank line, which is no message at all.
 */
export function parseServerLine(line: FramedLine): ServerLine | undefined {
  if (!line.ok) return { ok: false, reason: 'line-too-long', raw: line.head, length: line.error.length, limit: line.error.limit };
  return line.text.trim() === '' ? undefined : parseJsonRpcLine(line.text);
}

/** The JSON text of a message as codex writes them: no `jsonrpc` member, no trailing newline. */
export function encodeRequest(id: RequestId, method: string, params?: unknown): string {
  return JSON.stringify(params === undefined ? { id, method } : { id, method, params });
}

export function encodeNotification(method: string, params?: unknown): string {
  return JSON.stringify(params === undefined ? { method } : { method, params });
}

export function encodeResult(id: RequestId, result: unknown): string {
  return JSON.stringify({ id, result: result === undefined ? null : result });
}

export function encodeError(id: RequestId | null, error: JsonRpcErrorObject): string {
  return JSON.stringify({ id, error });
}
