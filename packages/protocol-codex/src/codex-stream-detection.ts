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
