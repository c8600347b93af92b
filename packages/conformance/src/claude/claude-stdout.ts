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
  // Deltas by message and block, so the blocks a broken stream abandoned can be left out.
  const deltas: { kind: 'text' | 'reasoning'; id: unknown; index: number; text: string }[] = [];
  const appendDelta = (kind: 'text' | 'reasoning', id: unknown, index: number, text: string) => {
    deltas.push({ kind, id, index, text });
    summary[kind] += text;
  };
  const dropDeltas = (which: (delta: (typeof deltas)[number]) => boolean) => {
    for (const delta of deltas) if (which(delta)) delta.text = '';
    summary.text = deltas.filter((d) => d.kind === 'text').map((d) => d.text).join('');
    summary.reasoning = deltas.filter((d) => d.kind === 'reasoning').map((d) => d.text).join('');
  };
  // The block indices of each message that an assistant line said (the one its deltas were in
  // when the line came): the CLI writes a block's line after its deltas, so the blocks without
  // one are those a broken stream abandoned.
  const lined = new Map<unknown, Set<number>>();
  const deltaIndex = new Map<unknown, number>();
  const abandon = (id: unknown) => dropDeltas((d) => d.id === id && !lined.get(id)?.has(d.index));
  // Messages the model ended (message_delta): a message_stop without one is the CLI closing a
  // broken stream, as versions before abandoned_blocks (2.1.290) do.
  const delivered = new Set<unknown>();
  // Streamed messages that have not ended, by parent: one still open when another message of
  // its parent begins, or when the round ends, was abandoned (2.1.269 says so in no other way).
  const open = new Map<unknown, string>();
  const seen = new Set<unknown>();
  const begins = (parent: unknown, id: string) => {
    const before = open.get(parent);
    if (before !== undefined && before !== id && !seen.has(id)) abandon(before);
    if (before !== id) open.delete(parent);
    seen.add(id);
  };
  for (const line of lines) {
    if (line.type === 'stream_event') {
      const event = line.event as { type?: string; index?: number; message?: { id?: unknown }; delta?: { type?: string; text?: string; thinking?: string } } | undefined;
      if (event?.type === 'message_start' && typeof event.message?.id === 'string') {
        current = event.message.id;
        begins(line.parent_tool_use_id ?? null, current);
        open.set(line.parent_tool_use_id ?? null, current);
      }
      if (event?.type === 'message_stop' || event?.type === 'message_delta') open.delete(line.parent_tool_use_id ?? null);
      const ended = typeof line.api_message_id === 'string' ? line.api_message_id : current;
      if (event?.type === 'message_delta') delivered.add(ended);
      const abandoned = (line.abandoned_blocks as { from_block_index?: unknown } | undefined)?.from_block_index;
      if (event?.type === 'message_stop' && typeof abandoned === 'number') {
        // The CLI abandoned these blocks: what they streamed is not part of the answer.
        dropDeltas((d) => d.id === line.api_message_id && d.index >= abandoned);
      } else if (event?.type === 'message_stop' && !delivered.has(ended)) abandon(ended);
      if (event?.type !== 'content_block_delta') continue;
      const id = typeof line.api_message_id === 'string' ? line.api_message_id : current;
      deltaIndex.set(id, event.index ?? 0);
      if (event.delta?.type === 'text_delta') {
        appendDelta('text', id, event.index ?? 0, event.delta.text ?? '');
        if (id !== undefined) streamed.add(id);
      } else if (event.delta?.type === 'thinking_delta') {
        appendDelta('reasoning', id, event.index ?? 0, event.delta.thinking ?? '');
        if (id !== undefined) streamedThinking.add(id);
      }
    } else if (line.type === 'assistant') {
      const message = line.message as { id?: string; model?: string; content?: Block[] } | undefined;
      if (!message || message.model === '<synthetic>') continue;
      if (typeof message.id === 'string') begins(line.parent_tool_use_id ?? null, message.id);
      const index = deltaIndex.get(message.id);
      if (index !== undefined) lined.set(message.id, (lined.get(message.id) ?? new Set()).add(index));
      for (const block of message.content ?? []) {
        if (block.type === 'text' && !streamed.has(message.id ?? '')) appendDelta('text', message.id, -1, block.text ?? '');
        if (block.type === 'thinking' && !streamedThinking.has(message.id ?? '')) appendDelta('reasoning', message.id, -1, block.thinking ?? '');
        if (block.type === 'tool_use') summary.toolCalls.push({ id: String(block.id), name: String(block.name), input: block.input });
      }
    } else if (line.type === 'user') {
      const message = line.message as { content?: Block[] | string } | undefined;
      if (!Array.isArray(message?.content)) continue;
      for (const block of message.content) {
        if (block.type === 'tool_result') summary.toolResults.push({ id: String(block.tool_use_id), isError: block.is_error === true, content: block.content });
      }
    } else if (line.type === 'result') {
      for (const id of open.values()) abandon(id);
      open.clear();
      summary.result = line;
    }
  }
  return summary;
}

type Block = { type?: string; text?: string; thinking?: string; id?: unknown; name?: unknown; input?: unknown; tool_use_id?: unknown; is_error?: unknown; content?: unknown };
