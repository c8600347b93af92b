/**
 * One line of `codex exec --json`, decoded: an event of the CLI's SDK's `ThreadEvent` union
 * (thread.started, turn.*, item.*, error), checked against the small schema generated from those
 * declarations: its `type` and its required members' kinds. Members the schema does not name
 * pass as they are, and an event it does not know is data (`unknown-event`), never an error: a
 * newer codex adds events and members. Never throws.
 */
import { isRecord, isTextTooDeep, type ContentPart, type FramedLine } from '@mwh/protocol-core';
import { CODEX_EXEC_REQUIRED_MEMBERS, type CodexExecMemberKind, type ThreadEvent } from './generated/codex-exec-events.js';
import type { Wire } from './wire-view.js';

export type CodexExecEventType = ThreadEvent['type'];

/** A line that is an event the codec knows: its type, and the event seen as the SDK's type for it. */
export interface CodexExecEvent<T extends CodexExecEventType = CodexExecEventType> {
  ok: true;
  type: T;
  event: Wire<Extract<ThreadEvent, { type: T }>>;
  raw: string;
}

/** A line that is no known event, as the part a reader passes on. */
export interface CodexExecUnknown {
  ok: false;
  part: Extract<ContentPart, { type: 'unknown' }>;
}

export type CodexExecLine = CodexExecEvent | CodexExecUnknown;

/** Lines shorter than this cannot be nested deeper than the depth bound: not walked for it. */
const SHALLOW_TEXT_LENGTH = 1024;

const KNOWN = new Map(Object.keys(CODEX_EXEC_REQUIRED_MEMBERS).map((type) => [type, type as CodexExecEventType]));

/** A framed line of the stream, decoded; undefined for a blank line, which is no event at all. */
export function decodeCodexExecLine(line: FramedLine): CodexExecLine | undefined {
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
  for (const [member, kind] of CODEX_EXEC_REQUIRED_MEMBERS[type]) {
    if (!isKind(value[member], kind)) return unknown({ type: 'unknown', reason: 'invalid', raw });
  }
  // An item is read by its `type` and `id`: without them it stands for nothing.
  if (type === 'item.started' || type === 'item.updated' || type === 'item.completed') {
    const item = value.item as Record<string, unknown>;
    if (typeof item.type !== 'string' || typeof item.id !== 'string') return unknown({ type: 'unknown', reason: 'invalid', raw });
  }
  return { ok: true, type, event: value as Wire<ThreadEvent>, raw } as CodexExecEvent;
}

function unknown(part: CodexExecUnknown['part']): CodexExecUnknown {
  return { ok: false, part };
}

function isKind(value: unknown, kind: CodexExecMemberKind): boolean {
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
