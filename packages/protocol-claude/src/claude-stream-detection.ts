/** Recognises raw stdout of Claude Code in stream-json mode, so a tool can replay a file it is handed. */
import { firstJsonValues } from '@mwh/protocol-core';
import { lookupKey } from './stream-json-decoder.js';

/**
 * True when one of the first lines is a message Claude Code writes (system/init, stream_event,
 * assistant, result, ...). `firstLines` may end inside a line; lines that are not JSON are passed
 * over, as the reader passes over debug output.
 */
export function looksLikeClaudeStream(firstLines: string): boolean {
  for (const value of firstJsonValues(firstLines)) if (lookupKey(value) !== undefined) return true;
  return false;
}
