/**
 * What the reader can still use of a known line that fails its schema, as when a newer CLI changes
 * the type of one field: without it the whole line would be lost (a `result`, the verdict). Only
 * the fields the reader reads are taken, each only when its type is right; a line or block whose
 * identity is in doubt (no session id, a message id or model of another type, a tool call without
 * an id) gives nothing rather than a guess.
 */
import { isFiniteNumber, isRecord, type Validator } from '@mwh/protocol-core';
import { outputValidators } from './generated/claude-validators.js';
import type { ClaudeEvent, DecodedLine } from './stream-json-decoder.js';

type InvalidLine = Extract<DecodedLine, { kind: 'invalid' }>;
type Fields = Record<string, unknown>;

/**
 * The event the reader can take from an invalid line: the line's own key, with a message that
 * fits that key's schema. Undefined when nothing can be taken safely, or for keys the reader has
 * nothing to salvage from (they stay `unknown` parts only).
 */
export function salvageClaudeEvent(line: InvalidLine): ClaudeEvent | undefined {
  const message = salvageMessage(line.key, line.value);
  if (message === undefined) return undefined;
  // Built to fit its schema; the check is what makes it the typed message the reader takes.
  const validate = outputValidators[line.key] as Validator<unknown>;
  if (!validate(message)) return undefined;
  return { kind: 'event', key: line.key, message, raw: line.raw } as ClaudeEvent;
}

function salvageMessage(key: InvalidLine['key'], value: unknown): Fields | undefined {
  if (!isRecord(value)) return undefined;
  switch (key) {
    case 'result':
      return salvageResult(value);
    case 'system/init':
      return salvageInit(value);
    case 'assistant':
      return salvageAssistant(value);
    case 'user':
      return salvageUser(value);
    case 'stream_event/message_start':
      return salvageMessageStart(value);
    case 'stream_event/content_block_delta':
      return salvageContentBlockDelta(value);
    default:
      return undefined;
  }
}

/** The verdict's fields: subtype (without it there is no verdict), error flags, text, numbers, usage. */
function salvageResult(value: Fields): Fields | undefined {
  const subtype = string(value.subtype);
  if (subtype === undefined) return undefined;
  return defined({
    type: 'result',
    subtype,
    is_error: boolean(value.is_error),
    result: string(value.result),
    // An error list keeps its strings; one string on its own is a list of one.
    errors: Array.isArray(value.errors)
      ? value.errors.filter((e): e is string => typeof e === 'string')
      : typeof value.errors === 'string'
        ? [value.errors]
        : undefined,
    api_error_status: numberOrNull(value.api_error_status),
    api_error_type: stringOrNull(value.api_error_type),
    duration_ms: number(value.duration_ms),
    duration_api_ms: number(value.duration_api_ms),
    num_turns: number(value.num_turns),
    total_cost_usd: number(value.total_cost_usd),
    // Read for the context window only, each entry checked where it is read.
    modelUsage: value.modelUsage !== null && typeof value.modelUsage === 'object' && !Array.isArray(value.modelUsage) ? value.modelUsage : undefined,
    stop_reason: stringOrNull(value.stop_reason),
    usage: salvageUsage(value.usage),
    session_id: string(value.session_id),
    uuid: string(value.uuid),
  });
}

function salvageInit(value: Fields): Fields | undefined {
  const sessionId = string(value.session_id);
  if (sessionId === undefined) return undefined;
  return defined({ type: 'system', subtype: 'init', session_id: sessionId, model: string(value.model) });
}

function salvageAssistant(value: Fields): Fields | undefined {
  const body = value.message;
  if (!isRecord(body) || !Array.isArray(body.content)) return undefined;
  // The id pairs the line with its streamed deltas (never twice), the model tells the CLI's own
  // notices from the answer: of another type, either would be a guess.
  if (body.id !== undefined && typeof body.id !== 'string') return undefined;
  if (body.model !== undefined && typeof body.model !== 'string') return undefined;
  return defined({
    type: 'assistant',
    message: defined({
      id: body.id,
      model: body.model,
      content: salvageBlocks(body.content),
      usage: salvageUsage(body.usage),
    }),
    parent_tool_use_id: stringOrNull(value.parent_tool_use_id),
    error: string(value.error),
    api_error_status: numberOrNull(value.api_error_status),
    session_id: string(value.session_id),
  });
}

function salvageUser(value: Fields): Fields | undefined {
  const body = value.message;
  if (!isRecord(body)) return undefined;
  const content = typeof body.content === 'string' ? body.content : Array.isArray(body.content) ? salvageBlocks(body.content) : undefined;
  if (content === undefined) return undefined;
  return defined({
    type: 'user',
    message: { content },
    parent_tool_use_id: stringOrNull(value.parent_tool_use_id),
    session_id: string(value.session_id),
  });
}

/**
 * The blocks the reader understands, each whole or not at all: text and thinking with their text,
 * a tool call with its id and name, a tool result with the call it answers and a true or false
 * fault. Other blocks keep only their type.
 */
function salvageBlocks(blocks: unknown[]): Fields[] {
  const out: Fields[] = [];
  for (const block of blocks) {
    if (!isRecord(block) || typeof block.type !== 'string') continue;
    const salvaged = salvageBlock(block, block.type);
    if (salvaged) out.push(salvaged);
  }
  return out;
}

function salvageBlock(block: Fields, type: string): Fields | undefined {
  switch (type) {
    case 'text':
      return typeof block.text === 'string' ? { type, text: block.text } : undefined;
    case 'thinking':
      return typeof block.thinking === 'string' ? { type, thinking: block.thinking } : undefined;
    case 'tool_use':
      if (typeof block.id !== 'string' || typeof block.name !== 'string') return undefined;
      return defined({ type, id: block.id, name: block.name, input: block.input });
    case 'tool_result': {
      if (typeof block.tool_use_id !== 'string') return undefined;
      if (block.is_error !== undefined && typeof block.is_error !== 'boolean') return undefined;
      const content =
        typeof block.content === 'string' ? block.content : Array.isArray(block.content) ? salvageBlocks(block.content) : undefined;
      return defined({ type, tool_use_id: block.tool_use_id, content, is_error: block.is_error });
    }
    default:
      return { type };
  }
}

function salvageMessageStart(value: Fields): Fields | undefined {
  const message = isRecord(value.event) ? value.event.message : undefined;
  if (!isRecord(message) || typeof message.id !== 'string') return undefined;
  return defined({
    type: 'stream_event',
    event: { type: 'message_start', message: defined({ id: message.id, usage: salvageUsage(message.usage) }) },
    parent_tool_use_id: stringOrNull(value.parent_tool_use_id),
    api_message_id: string(value.api_message_id),
  });
}

function salvageContentBlockDelta(value: Fields): Fields | undefined {
  const event = value.event;
  const delta = isRecord(event) ? event.delta : undefined;
  if (!isRecord(event) || !isRecord(delta) || typeof delta.type !== 'string') return undefined;
  return defined({
    type: 'stream_event',
    event: defined({
      type: 'content_block_delta',
      index: number(event.index),
      delta: defined({ type: delta.type, text: string(delta.text), thinking: string(delta.thinking) }),
    }),
    parent_tool_use_id: stringOrNull(value.parent_tool_use_id),
    api_message_id: string(value.api_message_id),
  });
}

/** Token counts that are numbers (or null, as message_delta sends); anything else is left out. */
function salvageUsage(value: unknown): Fields | undefined {
  if (!isRecord(value)) return undefined;
  const details = value.output_tokens_details;
  return defined({
    input_tokens: numberOrNull(value.input_tokens),
    output_tokens: numberOrNull(value.output_tokens),
    cache_read_input_tokens: numberOrNull(value.cache_read_input_tokens),
    cache_creation_input_tokens: numberOrNull(value.cache_creation_input_tokens),
    output_tokens_details: isRecord(details) ? defined({ thinking_tokens: numberOrNull(details.thinking_tokens) }) : undefined,
  });
}

function string(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function stringOrNull(value: unknown): string | null | undefined {
  return value === null ? null : string(value);
}

function number(value: unknown): number | undefined {
  return isFiniteNumber(value) ? value : undefined;
}

function numberOrNull(value: unknown): number | null | undefined {
  return value === null ? null : number(value);
}

function boolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** The object without its undefined members, so each one left out is absent, not undefined. */
function defined(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
