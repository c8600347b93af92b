/**
 * Test helpers: builders for hand-made stream-json lines where the real CLI cannot be made to
 * produce a shape. Real streams come from the recorded fixtures (`fixtures.ts`).
 */
import type { ContentPart, ProcessOutcome, Verdict } from '@mwh/protocol-core';

export const encoder = new TextEncoder();

/** JSON lines, each ending in `\n`, as bytes. */
export function lines(...messages: unknown[]): Uint8Array {
  return encoder.encode(messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m)) + '\n').join(''));
}

export function outcome(overrides: Partial<ProcessOutcome> = {}): ProcessOutcome {
  return { exitCode: 0, signal: null, stderr: '', ...overrides };
}

export function verdictOf(parts: ContentPart[]): Verdict {
  const finish = parts.find((p) => p.type === 'finish');
  if (!finish || finish.type !== 'finish') throw new Error('no finish part');
  return finish.verdict;
}

export function textOf(parts: ContentPart[]): string {
  return parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('');
}

// Builders of the lines Claude Code 2.1.332 writes, trimmed to the fields the reader reads.

const SESSION = '6fae75c1-e0ba-4f43-a33b-3470a0df7cd5';

export const init = (model = 'claude-opus-5-5') => ({
  type: 'system',
  subtype: 'init',
  session_id: SESSION,
  model,
  cwd: '/work',
  tools: ['Bash', 'Read'],
});

const wrap = (event: Record<string, unknown>, id?: string) => ({
  type: 'stream_event',
  event,
  session_id: SESSION,
  parent_tool_use_id: null,
  ...(id ? { api_message_id: id } : {}),
});

export const messageStart = (id: string, usage: Record<string, unknown> = { input_tokens: 10, output_tokens: 1 }) =>
  wrap(
    {
      type: 'message_start',
      message: { id, type: 'message', role: 'assistant', model: 'claude-opus-5-5', content: [], usage },
    },
    id,
  );

export const textDelta = (text: string, index = 0, id?: string) =>
  wrap({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } }, id);

export const thinkingDelta = (thinking: string, index = 0, id?: string) =>
  wrap({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking } }, id);

export const blockStop = (index = 0, id?: string) => wrap({ type: 'content_block_stop', index }, id);

export const messageDelta = (usage: Record<string, unknown> = { output_tokens: 5 }, id?: string) =>
  wrap({ type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage }, id);

export const messageStop = (id?: string, abandonedFrom?: number) => ({
  ...wrap({ type: 'message_stop' }, id),
  ...(abandonedFrom !== undefined ? { abandoned_blocks: { api_message_id: id, from_block_index: abandonedFrom } } : {}),
});

export const assistant = (
  id: string,
  content: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
  usage: Record<string, unknown> = { input_tokens: 10, output_tokens: 1 },
) => ({
  type: 'assistant',
  message: { id, type: 'message', role: 'assistant', model: 'claude-opus-5-5', content, stop_reason: null, usage },
  parent_tool_use_id: null,
  session_id: SESSION,
  ...extra,
});

export const text = (t: string) => ({ type: 'text', text: t });
export const thinking = (t: string) => ({ type: 'thinking', thinking: t, signature: 'sig' });
export const toolUse = (id: string, name: string, input: unknown) => ({ type: 'tool_use', id, name, input });

export const toolResult = (toolUseId: string, content: unknown, isError = false) => ({
  type: 'user',
  message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUseId, content, is_error: isError }] },
  parent_tool_use_id: null,
  session_id: SESSION,
});

/** The synthetic assistant message of an API failure, as 2.1.332 writes it. */
export const syntheticError = (textOfNotice: string, error?: string, status?: number) => ({
  type: 'assistant',
  message: {
    id: 'dfaefb2e-95c5-443b-b475-7afabe14c588',
    model: '<synthetic>',
    role: 'assistant',
    type: 'message',
    content: [{ type: 'text', text: textOfNotice }],
    usage: { input_tokens: 0, output_tokens: 0 },
  },
  parent_tool_use_id: null,
  session_id: SESSION,
  ...(error ? { error } : {}),
  is_api_error_message: true,
  ...(status ? { api_error_status: status } : {}),
});

export const result = (fields: Record<string, unknown> = {}) => ({
  type: 'result',
  subtype: 'success',
  is_error: false,
  result: 'Hello',
  duration_ms: 361,
  duration_api_ms: 157,
  num_turns: 1,
  total_cost_usd: 0.0002,
  stop_reason: 'end_turn',
  usage: { input_tokens: 10, output_tokens: 5 },
  session_id: SESSION,
  ...fields,
});

/** A whole streamed answer: init, one text response in deltas, its assistant line, the result. */
export function streamedAnswer(id: string, deltas: string[]): unknown[] {
  return [
    init(),
    messageStart(id),
    ...deltas.map((d) => textDelta(d, 0, id)),
    assistant(id, [text(deltas.join(''))]),
    blockStop(0, id),
    messageDelta({ output_tokens: 5 }, id),
    messageStop(id),
    result({ result: deltas.join('') }),
  ];
}
