/**
 * One line of a CLI's stream of typed JSON events (`codex exec --json` and the like),
 * decoded against a small schema generated from the CLI's own declarations: the event's `type`
 * and its required members' JSON kinds. Members the schema does not name pass as they are, and an
 * event it does not know is data (`unknown-event`), never an error: a newer CLI adds events and
 * members. Never throws; a line nested deeper than anyone reads is refused from its text.
 */
import type { ContentPart } from './content-part.js';
import { isTextTooDeep } from './json-depth.js';
import type { FramedLine } from './line-framer.js';
import { isRecord, type WireObject } from './wire-values.js';

/** JSON kinds a required member is checked for. */
export type MemberKind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** Per event type, its required members and their kinds. */
export type RequiredMembers<T extends string> = Readonly<Record<T, readonly (readonly [string, MemberKind])[]>>;

/** A line that is an event the schema knows, or the `unknown` part a reader passes on. */
export type EventLine<T extends string> =
  | { ok: true; type: T; value: WireObject; raw: string }
  | { ok: false; part: Extract<ContentPart, { type: 'unknown' }> };

/** Lines shorter than this cannot be nested deeper than the depth bound: not walked for it. */
const SHALLOW_TEXT_LENGTH = 1024;

/** A framed line decoded against `required`; undefined for a blank line, which is no event at all. */
export function decodeEventLine<T extends string>(line: FramedLine, required: RequiredMembers<T>): EventLine<T> | undefined {
  if (!line.ok) return unknown({ type: 'unknown', reason: 'line-too-long', raw: line.head, bytes: line.error.length, limit: line.error.limit });
  const raw = line.text;
  if (raw.trim() === '') return undefined;
  if (raw.length > SHALLOW_TEXT_LENGTH && isTextTooDeep(raw)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return unknown({ type: 'unknown', reason: 'not-json', raw });
  }
  if (!isRecord(value)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  const type = value.type;
  if (typeof type !== 'string' || !Object.hasOwn(required, type)) return unknown({ type: 'unknown', reason: 'unknown-event', raw });
  for (const [member, kind] of required[type as T]) {
    if (!isKind(value[member], kind)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  }
  return { ok: true, type: type as T, value, raw };
}

function unknown<T extends string>(part: Extract<ContentPart, { type: 'unknown' }>): EventLine<T> {
  return { ok: false, part };
}

function isKind(value: unknown, kind: MemberKind): boolean {
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
