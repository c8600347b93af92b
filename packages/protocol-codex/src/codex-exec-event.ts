/**
 * One line of `codex exec --json`, decoded: an event of the CLI's SDK's `ThreadEvent` union
 * (thread.started, turn.*, item.*, error), checked by protocol-core's `decodeEventLine` against
 * the small schema generated from those declarations, and an item event for its item's type and
 * id. Never throws.
 */
import { decodeEventLine, type ContentPart, type FramedLine } from '@mwh/protocol-core';
import { CODEX_EXEC_REQUIRED_MEMBERS, type ThreadEvent } from './generated/codex-exec-events.js';
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

/** A framed line of the stream, decoded; undefined for a blank line, which is no event at all. */
export function decodeCodexExecLine(line: FramedLine): CodexExecLine | undefined {
  const decoded = decodeEventLine(line, CODEX_EXEC_REQUIRED_MEMBERS);
  if (!decoded?.ok) return decoded;
  const { type, value, raw } = decoded;
  // An item is read by its `type` and `id`: without them it stands for nothing.
  if (type === 'item.started' || type === 'item.updated' || type === 'item.completed') {
    const item = value.item as Record<string, unknown>;
    if (typeof item.type !== 'string' || typeof item.id !== 'string') return { ok: false, part: { type: 'unknown', reason: 'invalid', raw } };
  }
  return { ok: true, type, event: value as Wire<ThreadEvent>, raw } as CodexExecEvent;
}
