/**
 * A deliberately small reading of a recorded Claude stdout, enough for the recorder to check
 * that a fresh capture shows what its scenario meant (the real reader lives in protocol-claude).
 */
import { frameAll, streamBytes } from '@mwh/protocol-core';
import type { Capture } from '@mwh/protocol-core';

export type StdoutLine = Record<string, unknown> & { type?: unknown; subtype?: unknown };

/** The JSON objects on stdout, in order; lines that are not JSON objects are skipped. */
export function stdoutJson(capture: Capture): StdoutLine[] {
  return frameAll(streamBytes(capture, 'stdout')).flatMap((line) => {
    const parsed = line.ok ? parseStdoutLine(line.text) : undefined;
    return parsed ? [parsed] : [];
  });
}

/** One stdout line as a JSON object, or undefined when it is not one (debug output is not ours to judge here). */
export function parseStdoutLine(text: string): StdoutLine | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StdoutLine) : undefined;
  } catch {
    return undefined;
  }
}

export interface AnswerSummary {
  /** Streamed text deltas, plus the text of whole messages whose text was not streamed. */
  text: string;
  /** The same for thinking: thinking deltas, plus the thinking blocks of messages that streamed none. */
  reasoning: string;
  toolCalls: { id: string; name: string; input: unknown }[];
  toolResults: { id: string; isError: boolean; content: unknown }[];
  result?: StdoutLine;
}

/**
 * What a reader would show. `assistant` lines repeat streamed text (with partial messages on),
 * so their text counts only for a message none of whose text was streamed; a `<synthetic>`
 * message is the CLI's own notice, never the model's answer.
 */
export function summarizeAnswer(lines: readonly StdoutLine[]): AnswerSummary {
  const summary: AnswerSummary = { text: '', reasoning: '', toolCalls: [], toolResults: [] };
  const streamed = new Set<string>();
  const streamedThinking = new Set<string>();
  // The message the deltas belong to: `api_message_id` where the version writes it, else the
  // id of the last message_start (versions without api_message_id, e.g. 2.1.269).
  let current: string | undefined;
  for (const line of lines) {
    if (line.type === 'stream_event') {
      const event = line.event as { type?: string; message?: { id?: unknown }; delta?: { type?: string; text?: string; thinking?: string } } | undefined;
      if (event?.type === 'message_start' && typeof event.message?.id === 'string') current = event.message.id;
      if (event?.type !== 'content_block_delta') continue;
      const id = typeof line.api_message_id === 'string' ? line.api_message_id : current;
      if (event.delta?.type === 'text_delta') {
        summary.text += event.delta.text ?? '';
        if (id !== undefined) streamed.add(id);
      } else if (event.delta?.type === 'thinking_delta') {
        summary.reasoning += event.delta.thinking ?? '';
        if (id !== undefined) streamedThinking.add(id);
      }
    } else if (line.type === 'assistant') {
      const message = line.message as { id?: string; model?: string; content?: Block[] } | undefined;
      if (!message || message.model === '<synthetic>') continue;
      for (const block of message.content ?? []) {
        if (block.type === 'text' && !streamed.has(message.id ?? '')) summary.text += block.text ?? '';
        if (block.type === 'thinking' && !streamedThinking.has(message.id ?? '')) summary.reasoning += block.thinking ?? '';
        if (block.type === 'tool_use') summary.toolCalls.push({ id: String(block.id), name: String(block.name), input: block.input });
      }
    } else if (line.type === 'user') {
      const message = line.message as { content?: Block[] | string } | undefined;
      if (!Array.isArray(message?.content)) continue;
      for (const block of message.content) {
        if (block.type === 'tool_result') summary.toolResults.push({ id: String(block.tool_use_id), isError: block.is_error === true, content: block.content });
      }
    } else if (line.type === 'result') {
      summary.result = line;
    }
  }
  return summary;
}

type Block = { type?: string; text?: string; thinking?: string; id?: unknown; name?: unknown; input?: unknown; tool_use_id?: unknown; is_error?: unknown; content?: unknown };
