/**
 * One line of `gemini --output-format stream-json`, decoded: an event of the CLI's core's
 * `JsonStreamEvent` union (init, message, tool_use, tool_result, error, result), checked by
 * protocol-core's `decodeEventLine` against the small schema generated from those declarations.
 * Never throws.
 */
import { decodeEventLine, type ContentPart, type FramedLine, type WireObject } from '@mwh/protocol-core';
import { GEMINI_REQUIRED_MEMBERS, type JsonStreamEvent } from './generated/gemini-events.js';

export type GeminiEventType = JsonStreamEvent['type'];

/** A line that is an event the codec knows: its type, and the event as the JSON object it is. */
export interface GeminiEvent {
  ok: true;
  type: GeminiEventType;
  /** The event's members as written: those the schema checked have its kinds, the rest are unchecked data. */
  event: WireObject;
  raw: string;
}

/** A line that is no known event, as the part a reader passes on. */
export interface GeminiUnknown {
  ok: false;
  part: Extract<ContentPart, { type: 'unknown' }>;
}

export type GeminiLine = GeminiEvent | GeminiUnknown;

/** A framed line of the stream, decoded; undefined for a blank line, which is no event at all. */
export function decodeGeminiLine(line: FramedLine): GeminiLine | undefined {
  const decoded = decodeEventLine(line, GEMINI_REQUIRED_MEMBERS);
  if (!decoded?.ok) return decoded;
  return { ok: true, type: decoded.type, event: decoded.value, raw: decoded.raw };
}
