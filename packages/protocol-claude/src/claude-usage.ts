/**
 * Token usage of Claude model requests: the Messages API fields mapped to the shared `Usage`, and a
 * counter that reports each request exactly once, with the best numbers the stream gave for it.
 */
import { RecentSet, isFiniteNumber, type ContentPart, type Usage } from '@mwh/protocol-core';
import type { ApiUsage } from './generated/claude-output-types.js';
import type { MessageKey } from './claude-message-text.js';

/** Maps Messages API usage to the shared shape; fields the API did not send stay unset. */
export function toUsage(api: ApiUsage | undefined): Usage {
  const usage: Usage = {};
  if (!api) return usage;
  if (isFiniteNumber(api.input_tokens)) usage.inputTokens = api.input_tokens;
  if (isFiniteNumber(api.output_tokens)) usage.outputTokens = api.output_tokens;
  if (isFiniteNumber(api.cache_read_input_tokens)) usage.cachedInputTokens = api.cache_read_input_tokens;
  if (isFiniteNumber(api.cache_creation_input_tokens)) usage.cacheCreationInputTokens = api.cache_creation_input_tokens;
  const thinking = api.output_tokens_details?.thinking_tokens;
  if (isFiniteNumber(thinking)) usage.reasoningTokens = thinking;
  if (usage.inputTokens !== undefined && usage.outputTokens !== undefined) {
    usage.totalTokens = usage.inputTokens + usage.outputTokens;
  }
  return usage;
}

type Pending = { usage: ApiUsage; streamed: boolean };

/**
 * How many requests may wait for their numbers at once. A streamed one waits for its
 * message_delta, which a cut-short stream never writes; past this many, the oldest reports with
 * what it has, so a stream of such requests keeps no state for each.
 */
const PENDING_WINDOW = 512;

/**
 * A streamed request's usage: message_delta's numbers are the final ones; where it says null or
 * nothing, message_start's stand. Only the fields `toUsage` reads: no copy of the rest is made.
 */
function finalUsage(start: ApiUsage | undefined, delta: ApiUsage): ApiUsage {
  return {
    input_tokens: delta.input_tokens ?? start?.input_tokens,
    output_tokens: delta.output_tokens ?? start?.output_tokens,
    cache_read_input_tokens: delta.cache_read_input_tokens ?? start?.cache_read_input_tokens,
    cache_creation_input_tokens: delta.cache_creation_input_tokens ?? start?.cache_creation_input_tokens,
    output_tokens_details: delta.output_tokens_details ?? start?.output_tokens_details,
  };
}

/**
 * One `usage` part per model request (message id). A streamed request is final at its
 * message_delta, whose usage overrides what message_start said (one cut short reports at the end).
 * A request seen only as assistant lines (one per content block, each with the usage so far) is
 * final when another request begins or the round ends, and reports its last line's usage.
 * Streamed requests are never cut off by another one: a subagent's stream can run beside them.
 */
export class RequestUsageCounter {
  private readonly pending = new Map<MessageKey, Pending>();
  /** The unstreamed ones among them (a few at most): all that another request's beginning ends. */
  private readonly unstreamed = new Set<MessageKey>();
  // Requests already reported, for as long as a late line of theirs can still arrive.
  private readonly done = new RecentSet<MessageKey>();

  // Each call appends the `usage` parts it completes to `out`.

  /** stream_event message_start. */
  start(id: MessageKey, usage: ApiUsage | undefined, out: ContentPart[]): void {
    if (this.done.has(id)) return;
    this.take(out, id);
    this.unstreamed.delete(id);
    this.pending.set(id, { usage: usage ?? {}, streamed: true });
    if (this.pending.size > PENDING_WINDOW) {
      const [oldest, pending] = this.pending.entries().next().value!;
      this.pending.delete(oldest);
      this.unstreamed.delete(oldest);
      out.push(this.emit(oldest, pending.usage));
    }
  }

  /** stream_event message_delta: the request is complete. */
  delta(id: MessageKey, usage: ApiUsage | undefined, out: ContentPart[]): void {
    if (this.done.has(id)) return;
    const started = this.pending.get(id)?.usage;
    this.pending.delete(id);
    this.unstreamed.delete(id);
    out.push(this.emit(id, usage ? finalUsage(started, usage) : (started ?? {})));
  }

  /** An assistant line; its usage counts only for a request that did not stream. */
  assistant(id: MessageKey, usage: ApiUsage | undefined, out: ContentPart[]): void {
    if (this.done.has(id) || this.pending.get(id)?.streamed) return;
    this.take(out, id);
    if (!usage) return;
    this.pending.set(id, { usage, streamed: false });
    this.unstreamed.add(id);
  }

  /** The round's result or end: every request not yet reported is. */
  flush(out: ContentPart[]): void {
    this.take(out);
  }

  /**
   * Reports every pending request, or with `unstreamedBut`, the unstreamed ones but that one:
   * looking at those alone, as a request's beginning does, costs nothing per streamed one waiting.
   */
  private take(out: ContentPart[], unstreamedBut?: MessageKey): void {
    if (unstreamedBut === undefined) {
      for (const [id, pending] of this.pending) out.push(this.emit(id, pending.usage));
      this.pending.clear();
      this.unstreamed.clear();
      return;
    }
    for (const id of this.unstreamed) {
      if (id === unstreamedBut) continue;
      this.unstreamed.delete(id);
      const pending = this.pending.get(id);
      this.pending.delete(id);
      if (pending) out.push(this.emit(id, pending.usage));
    }
  }

  private emit(id: MessageKey, usage: ApiUsage): ContentPart {
    this.done.add(id);
    return { type: 'usage', usage: toUsage(usage) };
  }
}
