/**
 * The SSE events of one streamed Responses API answer, shaped and ordered as the real API
 * sends them (created, in_progress, per item added/deltas/done, then completed or failed).
 */
import type { ResponsesOutput, ResponsesUsage, StreamReply } from './responses-mock-script.js';

export type ResponsesEvent = { type: string; [key: string]: unknown };

const DEFAULT_USAGE: ResponsesUsage = { input_tokens: 1200, cached_input_tokens: 0, output_tokens: 30, reasoning_output_tokens: 0 };

/**
 * The events for reply number `index` (ids are derived from it, so a rerun of a scenario
 * produces the same item ids and codex's item ids stay predictable in captures).
 */
export function responseEvents(reply: StreamReply, index: number, model: string): ResponsesEvent[] {
  const base = { id: `resp_mock_${index}`, object: 'response', created_at: 1_700_000_000 + index, model };
  const events: ResponsesEvent[] = [
    { type: 'response.created', response: { ...base, status: 'in_progress', output: [] } },
    { type: 'response.in_progress', response: { ...base, status: 'in_progress', output: [] } },
  ];
  const done: Record<string, unknown>[] = [];
  reply.output.forEach((output, outputIndex) => {
    const { added, deltas, item } = itemEvents(output, `${index}_${outputIndex}`, outputIndex);
    events.push({ type: 'response.output_item.added', output_index: outputIndex, item: added }, ...deltas);
    events.push({ type: 'response.output_item.done', output_index: outputIndex, item });
    done.push(item);
  });
  const ending = reply.ending ?? 'completed';
  if (ending === 'completed') {
    const usage = usageJson(reply.usage ?? DEFAULT_USAGE);
    events.push({ type: 'response.completed', response: { ...base, status: 'completed', output: done, usage } });
  } else if (ending === 'failed') {
    const failure = reply.failure ?? { message: 'The model failed to answer.' };
    const error = { code: failure.code ?? 'server_error', message: failure.message };
    events.push({ type: 'response.failed', response: { ...base, status: 'failed', output: done, error } });
  }
  return events;
}

/** One event as SSE text; `sequence_number` counts events within the response, as the API does. */
export function encodeResponsesEvent(event: ResponsesEvent, sequence: number): string {
  return `event: ${event.type}\ndata: ${JSON.stringify({ ...event, sequence_number: sequence })}\n\n`;
}

/** Splits text into word-sized deltas that keep their spaces, as a model streams tokens. */
export function splitWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

type ItemEvents = { added: Record<string, unknown>; deltas: ResponsesEvent[]; item: Record<string, unknown> };

function itemEvents(output: ResponsesOutput, key: string, outputIndex: number): ItemEvents {
  switch (output.type) {
    case 'message':
      return messageEvents(output, `msg_mock_${key}`, outputIndex);
    case 'reasoning':
      return reasoningEvents(output, `rs_mock_${key}`, outputIndex);
    case 'function_call': {
      const id = `fc_mock_${key}`;
      const args = typeof output.arguments === 'string' ? output.arguments : JSON.stringify(output.arguments);
      const item = { id, type: 'function_call', call_id: output.callId ?? `call_mock_${key}`, name: output.name, ...(output.namespace ? { namespace: output.namespace } : {}) };
      return {
        added: { ...item, status: 'in_progress', arguments: '' },
        deltas: [
          { type: 'response.function_call_arguments.delta', item_id: id, output_index: outputIndex, delta: args },
          { type: 'response.function_call_arguments.done', item_id: id, output_index: outputIndex, arguments: args },
        ],
        item: { ...item, status: 'completed', arguments: args },
      };
    }
    case 'tool_search_call': {
      const item = { id: `ts_mock_${key}`, type: 'tool_search_call', call_id: output.callId ?? `call_mock_${key}`, execution: 'client', arguments: { query: output.query } };
      return { added: { ...item, status: 'in_progress' }, deltas: [], item: { ...item, status: 'completed' } };
    }
    case 'custom_tool_call': {
      const id = `ctc_mock_${key}`;
      const item = { id, type: 'custom_tool_call', call_id: output.callId ?? `call_mock_${key}`, name: output.name };
      return {
        added: { ...item, status: 'in_progress', input: '' },
        deltas: [
          { type: 'response.custom_tool_call_input.delta', item_id: id, output_index: outputIndex, delta: output.input },
          { type: 'response.custom_tool_call_input.done', item_id: id, output_index: outputIndex, input: output.input },
        ],
        item: { ...item, status: 'completed', input: output.input },
      };
    }
  }
}

function messageEvents(output: Extract<ResponsesOutput, { type: 'message' }>, id: string, outputIndex: number): ItemEvents {
  const part = { type: 'output_text', text: output.text, annotations: [] };
  const at = { item_id: id, output_index: outputIndex, content_index: 0 };
  return {
    added: { id, type: 'message', role: 'assistant', status: 'in_progress', content: [] },
    deltas: [
      { type: 'response.content_part.added', ...at, part: { ...part, text: '' } },
      ...(output.deltas ?? splitWords(output.text)).map((delta) => ({ type: 'response.output_text.delta', ...at, delta, logprobs: [] })),
      { type: 'response.output_text.done', ...at, text: output.text, logprobs: [] },
      { type: 'response.content_part.done', ...at, part },
    ],
    item: { id, type: 'message', role: 'assistant', status: 'completed', content: [part] },
  };
}

function reasoningEvents(output: Extract<ResponsesOutput, { type: 'reasoning' }>, id: string, outputIndex: number): ItemEvents {
  const deltas: ResponsesEvent[] = [];
  output.summary.forEach((text, summaryIndex) => {
    const part = { type: 'summary_text', text };
    const at = { item_id: id, output_index: outputIndex, summary_index: summaryIndex };
    deltas.push({ type: 'response.reasoning_summary_part.added', ...at, part: { ...part, text: '' } });
    for (const delta of output.deltas?.[summaryIndex] ?? splitWords(text)) {
      deltas.push({ type: 'response.reasoning_summary_text.delta', ...at, delta });
    }
    deltas.push({ type: 'response.reasoning_summary_text.done', ...at, text });
    deltas.push({ type: 'response.reasoning_summary_part.done', ...at, part });
  });
  (output.content ?? []).forEach((text, contentIndex) => {
    for (const delta of splitWords(text)) deltas.push({ type: 'response.reasoning_text.delta', item_id: id, output_index: outputIndex, content_index: contentIndex, delta });
    deltas.push({ type: 'response.reasoning_text.done', item_id: id, output_index: outputIndex, content_index: contentIndex, text });
  });
  const content = output.content ? { content: output.content.map((text) => ({ type: 'reasoning_text', text })) } : {};
  return {
    added: { id, type: 'reasoning', summary: [], ...(output.content ? { content: [] } : {}) },
    deltas,
    item: { id, type: 'reasoning', summary: output.summary.map((text) => ({ type: 'summary_text', text })), ...content },
  };
}

function usageJson(usage: ResponsesUsage): Record<string, unknown> {
  return {
    input_tokens: usage.input_tokens,
    input_tokens_details: { cached_tokens: usage.cached_input_tokens ?? 0 },
    output_tokens: usage.output_tokens,
    output_tokens_details: { reasoning_tokens: usage.reasoning_output_tokens ?? 0 },
    total_tokens: usage.input_tokens + usage.output_tokens,
  };
}
