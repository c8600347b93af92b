/** Recognises raw stdout of `gemini --output-format stream-json` (or a capture of it), so a tool can replay a file it is handed. */
import { CAPTURE_FORMAT, asObject, firstJsonValues } from '@mwh/protocol-core';

/**
 * The events only gemini writes at the top of a line: Claude's stream-json has no `init`,
 * `message`, `tool_use` or `tool_result` type (its tool uses are blocks inside a message), and
 * codex exec's are dotted names. `result` and `error` are words the others use too: gemini's are
 * told by their members (a result's `status` without Claude's `subtype`, an error's `severity`).
 */
const TELLING = new Set(['init', 'message', 'tool_use', 'tool_result']);

/** Whether text (the first lines of a stdout dump, or of a capture file) is gemini's stream-json. */
export function looksLikeGeminiStream(firstLines: string): boolean {
  for (const value of firstJsonValues(firstLines)) {
    const object = asObject(value);
    if (!object) continue;
    if (object.format === CAPTURE_FORMAT && object.type === 'header') return object.harness === 'gemini';
    const type = object.type;
    if (typeof type !== 'string') return false;
    if (TELLING.has(type)) return typeof object.timestamp === 'string';
    if (type === 'result') return typeof object.status === 'string' && !('subtype' in object);
    if (type === 'error') return typeof object.severity === 'string';
    return false;
  }
  return false;
}
