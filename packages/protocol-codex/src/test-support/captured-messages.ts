/** The JSON-RPC messages of a recorded capture, each with the validator kind and method it is checked by. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LineFramer, parseCapture, type Capture } from '@mwh/protocol-core';
import { parseJsonRpcLine } from '../json-rpc-message.js';
import type { MessageKind } from '../protocol-validators.js';

export interface CapturedMessage {
  kind: MessageKind;
  method: string;
  value: unknown;
}

/** Requests, notifications and the responses to known requests, in time order (so a request is known before its response). */
export function* capturedMessages(capture: Capture): Generator<CapturedMessage> {
  const sent = { stdin: new Map<unknown, string>(), stdout: new Map<unknown, string>() };
  const framers = { stdin: new LineFramer(), stdout: new LineFramer() };
  for (const chunk of capture.chunks) {
    if (chunk.stream === 'stderr') continue;
    const client = chunk.stream === 'stdin';
    for (const framed of framers[chunk.stream].push(chunk.bytes)) {
      if (!framed.ok) continue;
      const line = parseJsonRpcLine(framed.text);
      if (!line.ok) continue;
      const m = line.message;
      if (m.kind === 'request') {
        sent[chunk.stream].set(m.id, m.method);
        yield { kind: client ? 'clientRequestParams' : 'serverRequestParams', method: m.method, value: m.params };
      } else if (m.kind === 'notification' && !client) yield { kind: 'serverNotificationParams', method: m.method, value: m.params };
      else if (m.kind === 'response') {
        const method = sent[client ? 'stdout' : 'stdin'].get(m.id);
        if (method !== undefined) yield { kind: client ? 'serverRequestResponse' : 'clientResponse', method, value: m.result };
      }
    }
  }
}

/** Every message of every recorded Codex fixture, all versions. */
export function recordedMessages(): CapturedMessage[] {
  const fixtures = fileURLToPath(new URL('../../../../fixtures/codex/', import.meta.url));
  const messages: CapturedMessage[] = [];
  for (const version of readdirSync(fixtures)) {
    for (const name of readdirSync(`${fixtures}${version}`).filter((n) => n.endsWith('.capture.jsonl'))) {
      const parsed = parseCapture(readFileSync(`${fixtures}${version}/${name}`, 'utf8'));
      if (parsed.ok) messages.push(...capturedMessages(parsed.value));
    }
  }
  return messages;
}
