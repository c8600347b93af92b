/**
 * How the codex app-server's notifications stream text, grouped as CodexRoundReader joins it,
 * for harness-core's capture redaction: an item's reasoning (summary parts and content) is one
 * text with a break between its parts, its text another, and the agent messages of a turn are
 * joined one after another into the answer. Every `…Delta` notification is a stream, including
 * kinds codex adds later, as the reader streams them.
 */
import { asObject, keyPart, streamedDelta, tupleKey, type DeltaLineEvent, type DeltaLines } from '@mwh/protocol-core';

function read(value: unknown): DeltaLineEvent | undefined {
  const message = asObject(value);
  const method = message?.method;
  const params = asObject(message?.params);
  if (typeof method !== 'string' || !params || 'id' in message!) return undefined;
  // A late delta of a completed item is still its text to the reader.
  if (method === 'item/completed') return { kind: 'end', group: keyPart(asObject(params.item)?.id), final: false };
  if (method === 'turn/completed') return { kind: 'end', group: undefined, final: true };
  const text = streamedDelta(method, params);
  if (text === undefined) return undefined;
  const group = keyPart(params.itemId);
  // Reasoning's summary parts and content are one text to the reader; other kinds stream alone.
  const kind = method === 'item/reasoning/summaryTextDelta' || method === 'item/reasoning/textDelta' ? 'reasoning' : method;
  return {
    kind: 'delta',
    key: tupleKey([group, kind, keyPart(params.role)]),
    group,
    joins: tupleKey([kind, keyPart(params.role)]),
    block: tupleKey([method, keyPart(params.summaryIndex), keyPart(params.contentIndex)]),
    json: false,
    text,
    value,
    write: (parsed, redacted) => (asObject(asObject(parsed)?.params)!.delta = redacted),
  };
}

export const CODEX_DELTA_LINES: DeltaLines = {
  markers: ['elta"', '/completed"'],
  read,
  // A request of the server's or a response to the client's: anything with an id, to be safe.
  requestMarker: '"id":',
  breaksBetweenBlocks: true,
};
