/**
 * A scripted message turned into what the Anthropic Messages API sends: the SSE events of a
 * streamed answer (`message_start` … `message_stop`) or the JSON of a non-streamed one.
 */
import { deltaPieces, joinDeltas } from './anthropic-mock-script.js';
import type { MockMessageReply, MockStopReason, MockUsage } from './anthropic-mock-script.js';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A message with its ids and usage decided, ready to be streamed or sent whole. */
export interface ResolvedMessage {
  id: string;
  model: string;
  blocks: ResolvedBlock[];
  stopReason: MockStopReason;
  usage: MockUsage;
}

type ResolvedBlock =
  | { type: 'text'; pieces: string[] }
  | { type: 'thinking'; pieces: string[]; signature: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown>; pieces: string[] };

export interface ResolveContext {
  messageId: string;
  model: string;
  nextToolId: () => string;
}

export function resolveMessage(reply: MockMessageReply, context: ResolveContext): ResolvedMessage {
  let outputChars = 0;
  const blocks = reply.content.map((block): ResolvedBlock => {
    switch (block.type) {
      case 'text':
        outputChars += joinDeltas(block.text).length;
        return { type: 'text', pieces: deltaPieces(block.text) };
      case 'thinking':
        outputChars += joinDeltas(block.thinking).length;
        return { type: 'thinking', pieces: deltaPieces(block.thinking), signature: block.signature ?? `mock-signature-${context.messageId}` };
      case 'tool_use': {
        const json = JSON.stringify(block.input);
        const pieces = block.partialJson ? [...block.partialJson] : cutInThree(json);
        checkPartialJson(block.name, pieces, block.input);
        outputChars += json.length;
        return { type: 'tool_use', id: block.id ?? context.nextToolId(), name: block.name, input: block.input, pieces };
      }
    }
  });
  const hasToolUse = blocks.some((block) => block.type === 'tool_use');
  return {
    id: reply.id ?? context.messageId,
    model: reply.model ?? context.model,
    blocks,
    stopReason: reply.stopReason ?? (hasToolUse ? 'tool_use' : 'end_turn'),
    usage: {
      input_tokens: 100,
      output_tokens: Math.max(1, Math.ceil(outputChars / 4)),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      ...reply.usage,
    },
  };
}

/** The events of a streamed answer, in the order the API sends them (a `ping` after the first block starts). */
export function messageEvents(message: ResolvedMessage): SseEvent[] {
  const events: SseEvent[] = [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id: message.id,
          type: 'message',
          role: 'assistant',
          model: message.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...message.usage, output_tokens: 1 },
        },
      },
    },
  ];
  message.blocks.forEach((block, index) => {
    events.push({ event: 'content_block_start', data: { type: 'content_block_start', index, content_block: emptyBlock(block) } });
    if (index === 0) events.push({ event: 'ping', data: { type: 'ping' } });
    for (const piece of block.pieces) {
      events.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta: delta(block, piece) } });
    }
    if (block.type === 'thinking') {
      events.push({
        event: 'content_block_delta',
        data: { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: block.signature } },
      });
    }
    events.push({ event: 'content_block_stop', data: { type: 'content_block_stop', index } });
  });
  events.push(
    {
      event: 'message_delta',
      data: { type: 'message_delta', delta: { stop_reason: message.stopReason, stop_sequence: null }, usage: { output_tokens: message.usage.output_tokens } },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  );
  return events;
}

/** The body of a non-streamed answer. */
export function messageJson(message: ResolvedMessage): Record<string, unknown> {
  return {
    id: message.id,
    type: 'message',
    role: 'assistant',
    model: message.model,
    content: message.blocks.map(fullBlock),
    stop_reason: message.stopReason,
    stop_sequence: null,
    usage: message.usage,
  };
}

export function encodeSseEvent(event: SseEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function emptyBlock(block: ResolvedBlock): Record<string, unknown> {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: '' };
    case 'thinking':
      return { type: 'thinking', thinking: '', signature: '' };
    case 'tool_use':
      return { type: 'tool_use', id: block.id, name: block.name, input: {} };
  }
}

function fullBlock(block: ResolvedBlock): Record<string, unknown> {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: block.pieces.join('') };
    case 'thinking':
      return { type: 'thinking', thinking: block.pieces.join(''), signature: block.signature };
    case 'tool_use':
      return { type: 'tool_use', id: block.id, name: block.name, input: block.input };
  }
}

function delta(block: ResolvedBlock, piece: string): Record<string, unknown> {
  switch (block.type) {
    case 'text':
      return { type: 'text_delta', text: piece };
    case 'thinking':
      return { type: 'thinking_delta', thinking: piece };
    case 'tool_use':
      return { type: 'input_json_delta', partial_json: piece };
  }
}

function cutInThree(json: string): string[] {
  const size = Math.max(1, Math.ceil(json.length / 3));
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += size) pieces.push(json.slice(i, i + size));
  return pieces;
}

// A script whose pieces do not add up to its input would make the streamed and the
// non-streamed answer disagree; better to fail when the script is read.
function checkPartialJson(name: string, pieces: string[], input: Record<string, unknown>): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(pieces.join(''));
  } catch {
    throw new TypeError(`The partialJson of the ${name} call does not join into JSON.`);
  }
  if (JSON.stringify(parsed) !== JSON.stringify(input)) {
    throw new TypeError(`The partialJson of the ${name} call does not join into its input.`);
  }
}
