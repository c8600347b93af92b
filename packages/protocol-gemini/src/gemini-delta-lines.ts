/**
 * How gemini's stream-json lines stream text, grouped as GeminiRoundReader joins it, for
 * harness-core's capture redaction: the assistant's `message` deltas between two tool events are
 * one message, the messages of a turn are joined one after another into the answer, and a tool
 * event ends the message before it. The result ends the turn. gemini writes no message ids and
 * streams nothing but the answer's text, so there is one stream, the assistant's.
 */
import { asObject, type DeltaLineEvent, type DeltaLines } from '@mwh/protocol-core';

/** The one group and stream: gemini's assistant text. */
const ASSISTANT = 'assistant';

function read(value: unknown): DeltaLineEvent | undefined {
  const line = asObject(value);
  switch (line?.type) {
    case 'message': {
      const text = line.content;
      if (line.role !== ASSISTANT || typeof text !== 'string') return undefined;
      return {
        kind: 'delta',
        key: ASSISTANT,
        group: ASSISTANT,
        joins: ASSISTANT,
        json: false,
        text,
        value,
        write: (parsed, redacted) => (asObject(parsed)!.content = redacted),
      };
    }
    // A tool event ends the message before it: the next text is another message's, joined after it.
    case 'tool_use':
    case 'tool_result':
      return { kind: 'end', group: ASSISTANT, final: false };
    case 'result':
      return { kind: 'end', group: undefined, final: true };
  }
  return undefined;
}

export const GEMINI_DELTA_LINES: DeltaLines = {
  markers: ['"message"', '"tool_use"', '"tool_result"', '"result"'],
  read,
  // gemini answers no requests: nothing it writes is one.
  requestMarker: '"request_id":',
  breaksBetweenBlocks: false,
};
