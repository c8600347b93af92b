/**
 * How Claude Code's stream-json lines stream text, grouped as ClaudeRoundReader joins it, for
 * harness-core's capture redaction: a message's text (or its thinking) is one stream over all its
 * blocks, each tool input a stream of its own, and a subagent's messages (by their parent tool
 * use) streams apart from the main thread's. The assistant line repeats each streamed block whole
 * (the result line the last text), which the reader measures against the deltas.
 */
import { asObject, keyPart, tupleKey, type DeltaLineEvent, type DeltaLines, type RepeatedText } from '@mwh/protocol-core';

/** The text fields of the streamed deltas, and whether the text is JSON. */
const DELTAS: Record<string, { field: string; json: boolean }> = {
  text_delta: { field: 'text', json: false },
  thinking_delta: { field: 'thinking', json: false },
  input_json_delta: { field: 'partial_json', json: true },
};

function read(value: unknown): DeltaLineEvent | undefined {
  const line = asObject(value);
  const event = asObject(line?.event);
  if (line?.type !== 'stream_event' || !event) return undefined;
  const parent = keyPart(line.parent_tool_use_id);
  switch (event.type) {
    case 'content_block_delta': {
      const delta = asObject(event.delta);
      const kind = DELTAS[keyPart(delta?.type)];
      const text = kind && delta?.[kind.field];
      if (!kind || typeof text !== 'string') return undefined;
      const block = keyPart(event.index);
      const field = kind.field;
      // Keys are tuples: the parent and the index are any string on the wire.
      const ofBlock = tupleKey([parent, field, block]);
      const ofMessage = tupleKey([parent, field]);
      return {
        kind: 'delta',
        key: kind.json ? ofBlock : ofMessage,
        group: parent,
        // The answer joins the text of a parent's messages, one after another.
        ...(kind.json ? {} : { joins: ofMessage, streamed: { key: ofBlock, parent, field } }),
        block,
        json: kind.json,
        text,
        value,
        write: (parsed, redacted) => (asObject(asObject(asObject(parsed)?.event)?.delta)![field] = redacted),
      };
    }
    case 'content_block_stop':
      // A block's end ends its tool input; text held at the end of a text block waits for the
      // message's next block, which the reader joins to it.
      return { kind: 'end', group: parent, block: keyPart(event.index), final: false, json: true };
    // A late delta of a message that stopped is still its text to the reader (by its api_message_id).
    case 'message_stop':
      return { kind: 'end', group: parent, final: false };
    // A message that starts ends the last one under its parent, stopped or abandoned.
    case 'message_start':
      return { kind: 'end', group: parent, final: true };
  }
  return undefined;
}

/** The texts an assistant line (each text and thinking block) or a result line repeats whole. */
function repeatedTexts(value: unknown): RepeatedText[] | undefined {
  const line = asObject(value);
  if (line?.type !== 'assistant' && line?.type !== 'result') return undefined;
  const parent = keyPart(line.parent_tool_use_id);
  const texts: RepeatedText[] = [];
  if (line.type === 'result') {
    if (typeof line.result === 'string') texts.push({ parent, field: 'text', text: line.result, set: (text) => (line.result = text) });
    return texts;
  }
  const content = asObject(line.message)?.content;
  for (const item of Array.isArray(content) ? content : []) {
    const block = asObject(item);
    const field = block?.type === 'text' ? 'text' : block?.type === 'thinking' ? 'thinking' : undefined;
    const text = field && block![field];
    if (field && typeof text === 'string') texts.push({ parent, field, text, set: (redacted) => (block![field] = redacted) });
  }
  return texts;
}

export const CLAUDE_DELTA_LINES: DeltaLines = {
  markers: ['"stream_event"'],
  read,
  // The reader reads a repeated line (the same uuid) once.
  lineId: (value) => {
    const uuid = asObject(value)?.uuid;
    return typeof uuid === 'string' ? uuid : undefined;
  },
  requestMarker: '"control_',
  breaksBetweenBlocks: false,
  repeats: { markers: ['"assistant"', '"result"'], texts: repeatedTexts },
};
