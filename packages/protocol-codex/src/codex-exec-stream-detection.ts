/** Recognises raw stdout of `codex exec --json` (or a capture of it), so a tool can replay a file it is handed. */
import { CAPTURE_FORMAT, asObject, firstJsonValues } from '@mwh/protocol-core';
import { CODEX_EXEC_OUTPUT_MODE } from './codex-exec-mode.js';

/**
 * The events only codex exec writes: `error` alone decides nothing, being a word other streams
 * use too.
 */
const TELLING = new Set(['thread.started', 'turn.started', 'turn.completed', 'turn.failed', 'item.started', 'item.updated', 'item.completed']);

/**
 * Whether text (the first lines of a stdout dump, or of a capture file) is the stream of
 * `codex exec --json`: objects whose `type` is one of its dotted event names, which neither the
 * app-server's JSON-RPC nor Claude's stream-json writes.
 */
export function looksLikeCodexExecStream(firstLines: string): boolean {
  for (const value of firstJsonValues(firstLines)) {
    const object = asObject(value);
    if (!object) continue;
    if (object.format === CAPTURE_FORMAT && object.type === 'header') return object.harness === 'codex' && object.outputMode === CODEX_EXEC_OUTPUT_MODE;
    if (typeof object.type !== 'string') return false;
    if (TELLING.has(object.type)) return true;
  }
  return false;
}
