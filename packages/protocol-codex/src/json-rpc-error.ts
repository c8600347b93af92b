/** Errors a JSON-RPC request can settle with: the other side's error, or the other side gone. */
import { MwhError } from '@mwh/protocol-core';
import type { JsonRpcErrorObject } from './json-rpc-message.js';

/** Standard JSON-RPC codes; codex answers an unknown client method with -32600, not -32601. */
export const JSON_RPC_PARSE_ERROR = -32700;
export const JSON_RPC_INVALID_REQUEST = -32600;
export const JSON_RPC_METHOD_NOT_FOUND = -32601;
export const JSON_RPC_INVALID_PARAMS = -32602;
export const JSON_RPC_INTERNAL_ERROR = -32603;

const JSON_RPC_ERROR = Symbol.for('mwh.error.JsonRpcError');
const PEER_CLOSED = Symbol.for('mwh.error.PeerClosedError');
const PEER_SEND = Symbol.for('mwh.error.PeerSendError');

/** The other side answered a request with a JSON-RPC error. */
export class JsonRpcError extends MwhError<'json-rpc-error'> {
  private readonly [JSON_RPC_ERROR] = true;
  readonly code: number;
  readonly data: unknown;
  constructor(
    readonly method: string,
    error: JsonRpcErrorObject,
  ) {
    super('json-rpc-error', error.message);
    this.name = 'JsonRpcError';
    this.code = error.code;
    this.data = error.data;
  }

  static override isInstance(error: unknown): error is JsonRpcError {
    return MwhError.hasMarker(error, JSON_RPC_ERROR);
  }
}

export interface PeerCloseReason {
  exitCode?: number | null;
  signal?: string | null;
  /** Already bounded and redacted by whoever read stderr. */
  stderrTail?: string;
  /** The caller ended the conversation itself (shutdown), rather than the peer going away. */
  intentional?: boolean;
}

/** The peer went away (or was closed) while a request was outstanding. */
export class PeerClosedError extends MwhError<'peer-closed'> {
  private readonly [PEER_CLOSED] = true;
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly stderrTail: string;
  readonly intentional: boolean;
  constructor(
    readonly method: string,
    reason: PeerCloseReason = {},
  ) {
    super('peer-closed', describeClose(method, reason));
    this.name = 'PeerClosedError';
    this.exitCode = reason.exitCode ?? null;
    this.signal = reason.signal ?? null;
    this.stderrTail = reason.stderrTail ?? '';
    this.intentional = reason.intentional ?? false;
  }

  static override isInstance(error: unknown): error is PeerClosedError {
    return MwhError.hasMarker(error, PEER_CLOSED);
  }
}

/** Writing a message to the other side failed (a broken pipe). */
export class PeerSendError extends MwhError<'peer-send-failed'> {
  private readonly [PEER_SEND] = true;
  constructor(
    readonly method: string,
    cause: unknown,
  ) {
    super('peer-send-failed', `Sending "${method}" failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PeerSendError';
  }

  static override isInstance(error: unknown): error is PeerSendError {
    return MwhError.hasMarker(error, PEER_SEND);
  }
}

/** thread/resume of an id the CLI has no rollout for answers -32600 "no rollout found for thread id …". */
export function isResumeNotFound(error: unknown): boolean {
  return JsonRpcError.isInstance(error) && isNoRolloutAnswer(error);
}

/** The same test on the error object of a response, for a reader that needs no Error built per answer. */
export function isNoRolloutAnswer(error: { code: number; message: string }): boolean {
  return error.code === JSON_RPC_INVALID_REQUEST && /no rollout found/i.test(error.message);
}

function describeClose(method: string, reason: PeerCloseReason): string {
  const how = reason.intentional ? 'The connection was closed' : 'The app-server went away';
  const facts: string[] = [];
  if (reason.exitCode !== undefined && reason.exitCode !== null) facts.push(`exit code ${reason.exitCode}`);
  if (reason.signal) facts.push(`signal ${reason.signal}`);
  let message = `${how} while "${method}" was outstanding${facts.length ? ` (${facts.join(', ')})` : ''}.`;
  const stderr = reason.stderrTail?.trim();
  if (stderr) message += ` stderr: ${stderr}`;
  return message;
}
