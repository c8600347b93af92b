/**
 * The reader of one Claude round: a pure state machine from stdout bytes to content parts, ending
 * with the verdict once the process outcome is known. Row by row, "The events the reader
 * understands"; any other known event passes on as an `event` part, anything else as
 * `unknown` (with what can be read safely of a known line that fails its schema still read), and
 * none faults the round.
 */
import { appendAll, type ContentPart, type ProcessOutcome } from '@mwh/protocol-core';
import type {
  AssistantMessage,
  ContentBlock,
  SystemApiRetryMessage,
  UserMessage,
} from './generated/claude-output-types.js';
import { salvageClaudeEvent } from './claude-salvage.js';
import { RequestUsageCounter } from './claude-usage.js';
import { decideClaudeVerdict, type ClaudeRoundFacts } from './claude-verdict.js';
import {
  StreamJsonDecoder,
  type ClaudeEvent,
  type DecodedLine,
  type StreamJsonDecoderOptions,
} from './stream-json-decoder.js';

export type ClaudeRoundReaderOptions = StreamJsonDecoderOptions;

/** The model name the CLI gives the assistant messages it writes itself (API errors). */
export const SYNTHETIC_MODEL = '<synthetic>';

export class ClaudeRoundReader {
  private readonly decoder: StreamJsonDecoder;
  private readonly facts: ClaudeRoundFacts = { producedOutput: false };
  private readonly usage = new RequestUsageCounter();
  // The response streaming now, by parent_tool_use_id ('' for the main thread): a subagent's
  // stream may run beside the main one.
  private readonly streaming = new Map<string, string>();
  // Messages that streamed text or thinking deltas: their assistant lines repeat that text.
  // The characters streamed per block index are kept to say how much a broken stream dropped.
  private readonly textStreamed = new Map<string, Map<number, number>>();
  private readonly reasoningStreamed = new Map<string, Map<number, number>>();
  private readonly toolCalls = new Set<string>();
  private readonly toolResults = new Set<string>();
  private session: { sessionId: string; model: string | undefined } | undefined;
  private finished = false;

  constructor(options: ClaudeRoundReaderOptions = {}) {
    this.decoder = new StreamJsonDecoder(options);
  }

  /** Feeds a chunk of stdout, split anywhere; returns the parts it completes. */
  push(chunk: Uint8Array): ContentPart[] {
    if (this.finished) return [];
    return this.decoder.push(chunk).flatMap((line) => this.accept(line));
  }

  /** The process exited: reads the last line, then appends the `finish` part with the verdict. */
  end(outcome: ProcessOutcome): ContentPart[] {
    if (this.finished) return [];
    const parts = this.decoder.end().flatMap((line) => this.accept(line));
    return [...parts, ...this.finish(outcome)];
  }

  /**
   * Takes one decoded line. For a caller that runs its own `StreamJsonDecoder` to see each line
   * first (to answer a can_use_tool control_request, say); it then ends with `finish`.
   */
  accept(line: DecodedLine): ContentPart[] {
    if (this.finished) return [];
    if (line.kind === 'event') return this.onEvent(line);
    const unknown: ContentPart = { type: 'unknown', reason: line.kind, raw: line.raw };
    if (line.kind !== 'invalid' || line.tooDeep) return [unknown];
    // A known line that fails its schema is still shown as such, and what can be read safely of
    // it is read: a newer CLI's change to one field must not cost the round its verdict.
    const salvaged = salvageClaudeEvent(line);
    return salvaged ? [unknown, ...this.onEvent(salvaged)] : [unknown];
  }

  /** Decides the verdict from what was read and how the process ended; the last call. */
  finish(outcome: ProcessOutcome): ContentPart[] {
    if (this.finished) return [];
    this.finished = true;
    return [...this.usage.flush(), { type: 'finish', verdict: decideClaudeVerdict(this.facts, outcome) }];
  }

  private onEvent(event: ClaudeEvent): ContentPart[] {
    switch (event.key) {
      case 'system/init': {
        const { session_id: sessionId, model } = event.message;
        if (this.session?.sessionId === sessionId && this.session.model === model) return [];
        this.session = { sessionId, model };
        return [{ type: 'session', sessionId, ...(model !== undefined ? { model } : {}) }];
      }
      case 'stream_event/message_start': {
        const { id, usage } = event.message.event.message;
        if (id === undefined) return [];
        this.streaming.set(parentKey(event.message.parent_tool_use_id), id);
        return this.usage.start(id, usage);
      }
      case 'stream_event/content_block_delta': {
        const { delta, index } = event.message.event;
        return this.onDelta(this.streamingId(event.message), index ?? 0, delta);
      }
      case 'stream_event/message_delta':
        return this.usage.delta(this.streamingId(event.message), event.message.event.usage);
      case 'stream_event/message_stop':
        return this.onMessageStop(this.streamingId(event.message), event.message.abandoned_blocks?.from_block_index);
      case 'stream_event/content_block_start':
      case 'stream_event/content_block_stop':
      case 'stream_event/ping':
        // Block bounds carry nothing a reader needs: tool calls are read whole from assistant lines.
        return [];
      case 'assistant':
        return this.onAssistant(event.message);
      case 'user':
        return this.onUser(event.message);
      case 'result':
        this.facts.result = event.message;
        return this.usage.flush();
      case 'system/api_retry':
        return [{ type: 'warning', code: 'api-retry', message: describeRetry(event.message) }];
      default:
        return [{ type: 'event', name: event.key, data: event.message }];
    }
  }

  private onDelta(id: string, index: number, delta: { type: string; text?: string; thinking?: string }): ContentPart[] {
    if (delta.type === 'text_delta' && delta.text) {
      countStreamed(this.textStreamed, id, index, delta.text);
      this.facts.producedOutput = true;
      return [{ type: 'text-delta', id, text: delta.text }];
    }
    if (delta.type === 'thinking_delta' && delta.thinking) {
      countStreamed(this.reasoningStreamed, id, index, delta.thinking);
      this.facts.producedOutput = true;
      return [{ type: 'reasoning-delta', id, text: delta.thinking }];
    }
    // input_json_delta, signature_delta, citations: the assistant line carries them whole.
    return [];
  }

  /**
   * When the model's stream breaks (or is interrupted), the CLI closes the message itself, names the
   * blocks it dropped and, after a break, asks again without streaming. Streamed text cannot be
   * taken back: it stays in the round's text, and the thread is told how much of it was dropped.
   */
  private onMessageStop(id: string, abandonedFrom: number | undefined): ContentPart[] {
    if (abandonedFrom === undefined) return [];
    const text = streamedFrom(this.textStreamed, id, abandonedFrom);
    const reasoning = streamedFrom(this.reasoningStreamed, id, abandonedFrom);
    if (text === 0 && reasoning === 0) return [];
    const amounts = [
      ...(text ? [`${characters(text)} of text`] : []),
      ...(reasoning ? [`${characters(reasoning)} of reasoning`] : []),
    ].join(' and ');
    return [
      {
        type: 'warning',
        code: 'stream-abandoned',
        message: `Claude Code abandoned the response ${id} from content block ${abandonedFrom} on; the ${amounts} it had streamed from there were passed on but are not part of the answer.`,
      },
    ];
  }

  private onAssistant(message: AssistantMessage): ContentPart[] {
    const body = message.message;
    if (body.model === SYNTHETIC_MODEL) {
      // The CLI's own notice ("Invalid API key", "API Error: 529 ..."): the verdict's account, not the answer.
      this.facts.notice = {
        text: textOf(body.content),
        ...(message.error !== undefined ? { error: message.error } : {}),
        ...(typeof message.api_error_status === 'number' ? { status: message.api_error_status } : {}),
      };
      return [];
    }
    const id = body.id ?? '';
    const parts = this.usage.assistant(id, body.usage);
    for (const block of body.content) {
      if (block.type === 'text' && block.text && !this.textStreamed.has(id)) {
        parts.push({ type: 'text-delta', id, text: block.text });
      } else if (block.type === 'thinking' && block.thinking && !this.reasoningStreamed.has(id)) {
        parts.push({ type: 'reasoning-delta', id, text: block.thinking });
      } else if (block.type === 'tool_use' && block.id && block.name && !this.toolCalls.has(block.id)) {
        this.toolCalls.add(block.id);
        parts.push({ type: 'tool-call', toolCallId: block.id, toolName: block.name, input: block.input ?? {} });
      } else {
        continue;
      }
      this.facts.producedOutput = true;
    }
    return parts;
  }

  private onUser(message: UserMessage): ContentPart[] {
    const content = message.message.content;
    if (typeof content === 'string') return [];
    const parts: ContentPart[] = [];
    for (const block of content) {
      if (block.type !== 'tool_result' || !block.tool_use_id || this.toolResults.has(block.tool_use_id)) continue;
      this.toolResults.add(block.tool_use_id);
      this.facts.producedOutput = true;
      parts.push({
        type: 'tool-result',
        toolCallId: block.tool_use_id,
        output: typeof block.content === 'string' ? block.content : textOf(block.content ?? []),
        isError: block.is_error === true,
      });
    }
    return parts;
  }

  private streamingId(message: { api_message_id?: string; parent_tool_use_id?: string | null }): string {
    return message.api_message_id ?? this.streaming.get(parentKey(message.parent_tool_use_id)) ?? '';
  }
}

/** Reads a whole stream at once: every chunk, then the end. */
export function readClaudeStream(
  chunks: Iterable<Uint8Array>,
  outcome: ProcessOutcome,
  options?: ClaudeRoundReaderOptions,
): ContentPart[] {
  const reader = new ClaudeRoundReader(options);
  const parts: ContentPart[] = [];
  for (const chunk of chunks) appendAll(parts, reader.push(chunk));
  appendAll(parts, reader.end(outcome));
  return parts;
}

/** Adds a delta's length, in characters (code points), to its message's block. */
function countStreamed(map: Map<string, Map<number, number>>, id: string, index: number, text: string): void {
  const blocks = map.get(id) ?? new Map<number, number>();
  blocks.set(index, (blocks.get(index) ?? 0) + [...text].length);
  map.set(id, blocks);
}

/** The characters a message streamed in its blocks from `from` on. */
function streamedFrom(map: Map<string, Map<number, number>>, id: string, from: number): number {
  let sum = 0;
  for (const [index, length] of map.get(id) ?? []) if (index >= from) sum += length;
  return sum;
}

function characters(count: number): string {
  return count === 1 ? '1 character' : `${count} characters`;
}

function parentKey(parentToolUseId: string | null | undefined): string {
  return parentToolUseId ?? '';
}

/** The text blocks of a content array, joined. */
function textOf(blocks: ContentBlock[]): string {
  return blocks
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text)
    .join('\n');
}

function describeRetry(retry: SystemApiRetryMessage): string {
  const status = typeof retry.error_status === 'number' ? ` with status ${retry.error_status}` : '';
  const error = retry.error ? ` (${retry.error})` : '';
  const attempt =
    retry.attempt !== undefined
      ? `attempt ${retry.attempt}${retry.max_retries !== undefined ? ` of ${retry.max_retries}` : ''}`
      : 'a retry';
  const delay = retry.retry_delay_ms !== undefined ? ` in ${retry.retry_delay_ms} ms` : '';
  return `The model API request failed${status}${error}; ${attempt}${delay}.`;
}
