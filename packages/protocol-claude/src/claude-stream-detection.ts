/**
 * Recognises what a Claude Code file is, so a tool can replay a file it is handed: the stdout of
 * stream-json mode, or a session transcript the CLI keeps (`~/.claude/projects/<project>/<session>.jsonl`).
 * Their lines share types (`user`, `assistant`, `system`), so each test looks for what only its
 * own kind has, and a file of one is never taken for the other.
 */
import { firstJsonValues, isRecord } from '@mwh/protocol-core';
import { lookupKey } from './stream-json-decoder.js';
import { isTranscriptLine } from './claude-transcript-reader.js';

/**
 * True when one of the first lines is a message Claude Code writes to its stdout (system/init,
 * stream_event, assistant, result, ...) and none is a transcript's. `firstLines` may end inside
 * a line; lines that are not JSON are passed over, as the reader passes over debug output.
 */
export function looksLikeClaudeStream(firstLines: string): boolean {
  let claude = false;
  for (const value of firstJsonValues(firstLines)) {
    if (isTranscriptLine(value)) return false;
    if (!claude && isClaudeStdoutLine(value)) claude = true;
  }
  return claude;
}

/**
 * A line of a type Claude Code writes that is also shaped as its: every message carries its
 * `session_id`, control traffic its `request_id`. The type alone is not enough: another CLI's
 * stream-json has lines typed `result` or `system` too.
 */
function isClaudeStdoutLine(value: unknown): boolean {
  if (!isRecord(value) || lookupKey(value) === undefined) return false;
  if (value.type === 'control_request' || value.type === 'control_response') return typeof value.request_id === 'string' || isRecord(value.response);
  return typeof value.session_id === 'string';
}

/** True when one of the first lines is a line of a Claude Code session transcript. */
export function looksLikeClaudeTranscript(firstLines: string): boolean {
  for (const value of firstJsonValues(firstLines)) if (isTranscriptLine(value)) return true;
  return false;
}

/** The Claude Code version a stdout's first lines record: its init line's `claude_code_version`. */
export function claudeStreamVersion(firstLines: string): string | undefined {
  return firstField(firstLines, (value) => value.type === 'system' && value.subtype === 'init', 'claude_code_version');
}

/** The Claude Code version a transcript's first lines record: each message line's `version`. */
export function claudeTranscriptVersion(firstLines: string): string | undefined {
  return firstField(firstLines, isTranscriptLine, 'version');
}

/** `field` of the first line that `matches` and has it as a string. */
function firstField(firstLines: string, matches: (value: Record<string, unknown>) => boolean, field: string): string | undefined {
  for (const value of firstJsonValues(firstLines)) {
    if (isRecord(value) && matches(value) && typeof value[field] === 'string' && value[field] !== '') return value[field];
  }
  return undefined;
}
