/** Recognises raw stdout of the Codex app-server (or a codex capture), so a tool can replay a file it is handed. */
import { CAPTURE_FORMAT, asObject, firstJsonValues } from '@mwh/protocol-core';
import { classifyJsonRpc } from './json-rpc-message.js';

/**
 * Whether text (the first lines of a stdout dump, or of a capture file) is a Codex app-server
 * stream: JSON-RPC messages, which Claude's stream-json (objects with a `type`) never is.
 */
export function looksLikeCodexStream(firstLines: string): boolean {
  let codex = 0;
  for (const value of firstJsonValues(firstLines)) {
    const object = asObject(value);
    if (!object) continue;
    if (object.format === CAPTURE_FORMAT && object.type === 'header') return object.harness === 'codex';
    if (typeof object.type === 'string' && typeof object.method !== 'string') return false;
    if (classifyJsonRpc(object).ok) codex++;
  }
  return codex > 0;
}

/** The line types of a rollout since codex wrote them wrapped (`{timestamp, type, payload}`). */
const ROLLOUT_TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);

/**
 * Whether text is the start of a codex rollout (`~/.codex/sessions/**\/rollout-*.jsonl`), the
 * file codex keeps of a session: lines `{timestamp, type, payload}`, or, as codex wrote them
 * before it wrapped them, a first line of the session's `id` and `timestamp` followed by the
 * response items themselves.
 */
export function looksLikeCodexRollout(firstLines: string): boolean {
  let early = false;
  let first = true;
  for (const value of firstJsonValues(firstLines)) {
    const object = asObject(value);
    if (!object) continue;
    if (typeof object.type === 'string' && ROLLOUT_TYPES.has(object.type) && asObject(object.payload)) return true;
    if (first && object.type === undefined && typeof object.id === 'string' && typeof object.timestamp === 'string') {
      // The early first line: with its instructions or git state it is one; bare, its items say.
      if ('instructions' in object || 'git' in object) return true;
      early = true;
    } else if (early && isEarlyItem(object)) return true;
    first = false;
  }
  return false;
}

/** A response item as an early rollout wrote it: a message with a role, or a call with its id. */
function isEarlyItem(object: Record<string, unknown>): boolean {
  if (object.type === 'message') return typeof object.role === 'string';
  return (object.type === 'function_call' || object.type === 'function_call_output' || object.type === 'reasoning') && (typeof object.call_id === 'string' || Array.isArray(object.summary));
}
