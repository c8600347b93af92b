/**
 * One line of `gemini --output-format stream-json`, decoded: an event of the CLI's core's
 * `JsonStreamEvent` union (init, message, tool_use, tool_result, error, result), checked against
 * the small schema generated from those declarations: its `type` and its own required members'
 * kinds. Members the schema does not name pass as they are, and an event it does not know is data
 * (`unknown-event`), never an error: a newer CLI adds events and members. Never throws.
 */
import { isRecord, isTextTooDeep, type ContentPart, type FramedLine, type WireObject } from '@mwh/protocol-core';
import { GEMINI_REQUIRED_MEMBERS, type GeminiMemberKind, type JsonStreamEvent } from './generated/gemini-events.js';

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

/** Lines shorter than this cannot be nested deeper than the depth bound: not walked for it. */
const SHALLOW_TEXT_LENGTH = 1024;

const KNOWN = new Map(Object.keys(GEMINI_REQUIRED_MEMBERS).map((type) => [type, type as GeminiEventType]));

/** A framed line of the stream, decoded; undefined for a blank line, which is no event at all. */
export function decodeGeminiLine(line: FramedLine): GeminiLine | undefined {
  if (!line.ok) return unknown({ type: 'unknown', reason: 'line-too-long', raw: line.head, bytes: line.error.length, limit: line.error.limit });
  const raw = line.text;
  if (raw.trim() === '') return undefined;
  // Too deep for anyone to read safely: said from the text, before a value exists.
  if (raw.length > SHALLOW_TEXT_LENGTH && isTextTooDeep(raw)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return unknown({ type: 'unknown', reason: 'not-json', raw });
  }
  if (!isRecord(value)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  const type = typeof value.type === 'string' ? KNOWN.get(value.type) : undefined;
  if (type === undefined) return unknown({ type: 'unknown', reason: 'unknown-event', raw });
  for (const [member, kind] of GEMINI_REQUIRED_MEMBERS[type]) {
    if (!isKind(value[member], kind)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  }
  return { ok: true, type, event: value, raw };
}

function unknown(part: GeminiUnknown['part']): GeminiUnknown {
  return { ok: false, part };
}

function isKind(value: unknown, kind: GeminiMemberKind): boolean {
  switch (kind) {
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === kind;
  }
}
