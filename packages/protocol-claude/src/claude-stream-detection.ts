/** Recognises raw stdout of Claude Code in stream-json mode, so a tool can replay a file it is handed. */
import { lookupKey } from './stream-json-decoder.js';

/** How many non-blank lines are looked at: the first lines of a real stream are always events. */
const LINES_LOOKED_AT = 20;

/**
 * True when one of the first lines is a message Claude Code writes (system/init, stream_event,
 * assistant, result, ...). `firstLines` may end inside a line; lines that are not JSON are passed
 * over, as the reader passes over debug output.
 */
export function looksLikeClaudeStream(firstLines: string): boolean {
  const lines = firstLines.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines.slice(0, LINES_LOOKED_AT)) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (lookupKey(value) !== undefined) return true;
  }
  return false;
}
