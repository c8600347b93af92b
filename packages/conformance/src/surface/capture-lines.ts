/**
 * The JSON lines one stream of a capture holds, and the JSON-RPC messages of a codex capture in
 * both directions, each response paired with the method it answers.
 */
import { streamBytes, type Capture, type CaptureStream, isRecord } from '@mwh/protocol-core';

export interface JsonLine {
  raw: string;
  /** The parsed line; undefined when it is not JSON. */
  value: unknown;
  json: boolean;
}

export function captureJsonLines(capture: Capture, stream: CaptureStream): JsonLine[] {
  const text = new TextDecoder().decode(streamBytes(capture, stream));
  const out: JsonLine[] = [];
  for (const line of text.split('\n')) {
    const raw = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (raw.trim() === '') continue;
    try {
      out.push({ raw, value: JSON.parse(raw), json: true });
    } catch {
      out.push({ raw, value: undefined, json: false });
    }
  }
  return out;
}

export interface RpcLine {
  /** `sent`: mwh wrote it to the CLI's stdin; `received`: the CLI wrote it to stdout. */
  direction: 'sent' | 'received';
  kind: 'request' | 'notification' | 'response' | 'error' | 'other';
  /** The method called, or for a response the method of the request it answers (when known). */
  method?: string;
  /** `params` of a request or notification, `result` of a response. */
  payload?: unknown;
  raw: string;
}

/** Every JSON-RPC line of a codex capture, responses paired with their request by id. */
export function codexRpcLines(capture: Capture): RpcLine[] {
  const sent = captureJsonLines(capture, 'stdin').map((line) => ({ line, direction: 'sent' as const }));
  const received = captureJsonLines(capture, 'stdout').map((line) => ({ line, direction: 'received' as const }));
  // Each side numbers its own requests; a response answers a request from the other side.
  const asked = { sent: new Map<string, string>(), received: new Map<string, string>() };
  for (const { line, direction } of [...sent, ...received]) {
    const v = line.value;
    if (isRecord(v) && typeof v.method === 'string' && v.id !== undefined) asked[direction].set(JSON.stringify(v.id), v.method);
  }
  return [...sent, ...received].map(({ line, direction }) => {
    const v = line.value;
    if (!isRecord(v)) return { direction, kind: 'other', raw: line.raw };
    if (typeof v.method === 'string') {
      return { direction, kind: v.id === undefined ? 'notification' : 'request', method: v.method, payload: v.params, raw: line.raw };
    }
    if (v.id !== undefined && (Object.hasOwn(v, 'result') || Object.hasOwn(v, 'error'))) {
      const other = direction === 'sent' ? asked.received : asked.sent;
      const method = other.get(JSON.stringify(v.id));
      const kind = Object.hasOwn(v, 'error') ? 'error' : 'response';
      return { direction, kind, ...(method ? { method } : {}), payload: kind === 'response' ? v.result : v.error, raw: line.raw };
    }
    return { direction, kind: 'other', raw: line.raw };
  });
}
