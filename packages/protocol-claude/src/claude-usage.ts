/**
 * Token usage of Claude model requests: the Messages API fields mapped to the shared `Usage`, and a
 * counter that reports each request exactly once, with the best numbers the stream gave for it,
 * made to add up to the CLI's own totals where its `result` line gives them.
 */
import { RecentSet, addUsage, isFiniteNumber, type ContentPart, type Usage } from '@mwh/protocol-core';
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

/** `main`: of the main thread (no parent_tool_use_id), the requests the result line's usage counts. */
type Pending = { usage: ApiUsage; streamed: boolean; main: boolean };

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
 *
 * An assistant line's usage is not its request's total: Claude Code writes it as the block ends,
 * before the model's message_delta, and 2.1.3xx writes message_start's figures there (1 to 6
 * output tokens for answers of hundreds). Without --include-partial-messages no message_delta is
 * written at all, and only the `result` line holds the totals: the sum of the round's main-thread
 * requests (a subagent's are not in it: the subagent fixture's result counts the two main
 * requests, its `modelUsage` the subagent's too; `modelUsage` also sums over the whole session,
 * earlier turns and a resumed session's included, so it gives no round's figures). At the result,
 * `settle` makes the main thread's parts add up to the result's figures where those are higher
 * (the stream's can only fall short): what the stream lacks is added to the last request whose
 * totals the stream did not carry (which of several such requests spent it, the stream cannot
 * tell), or, where every request had its totals, reported as one more part for the requests the
 * stream gave no figures for. A part is still one request's usage (or that of requests the stream
 * did not tell apart), and the round's usage, their sum, is what the CLI says it spent; a count
 * the stream has higher than the result stays the stream's.
 */
export class RequestUsageCounter {
  private readonly pending = new Map<MessageKey, Pending>();
  /** The unstreamed ones among them (a few at most): all that another request's beginning ends. */
  private readonly unstreamed = new Set<MessageKey>();
  // Requests already reported, for as long as a late line of theirs can still arrive.
  private readonly done = new RecentSet<MessageKey>();
  /** What the main thread's parts reported since the last result line: what the next one counts. */
  private reported: Usage = {};

  // Each call appends the `usage` parts it completes to `out`.

  /** stream_event message_start. */
  start(id: MessageKey, usage: ApiUsage | undefined, main: boolean, out: ContentPart[]): void {
    if (this.done.has(id)) return;
    this.take(out, id);
    this.unstreamed.delete(id);
    this.pending.set(id, { usage: usage ?? {}, streamed: true, main });
    if (this.pending.size > PENDING_WINDOW) {
      const [oldest, pending] = this.pending.entries().next().value!;
      this.pending.delete(oldest);
      this.unstreamed.delete(oldest);
      out.push(this.emit(oldest, pending));
    }
  }

  /** stream_event message_delta: the request is complete. */
  delta(id: MessageKey, usage: ApiUsage | undefined, main: boolean, out: ContentPart[]): void {
    if (this.done.has(id)) return;
    const started = this.pending.get(id);
    this.pending.delete(id);
    this.unstreamed.delete(id);
    const final = usage ? finalUsage(started?.usage, usage) : (started?.usage ?? {});
    out.push(this.emit(id, { usage: final, streamed: true, main: started?.main ?? main }));
  }

  /** An assistant line; its usage counts only for a request that did not stream. */
  assistant(id: MessageKey, usage: ApiUsage | undefined, main: boolean, out: ContentPart[]): void {
    if (this.done.has(id) || this.pending.get(id)?.streamed) return;
    this.take(out, id);
    if (!usage) return;
    this.pending.set(id, { usage, streamed: false, main });
    this.unstreamed.add(id);
  }

  /** The round's end without a result line: every request not yet reported is, as the stream had it. */
  flush(out: ContentPart[]): void {
    this.take(out);
  }

  /**
   * The round's `result` line, with its usage: every request not yet reported is, the last of
   * the main thread's carrying what the result counts beyond the stream (see the class). Returns
   * the sentence that says where the stream and the result disagreed, if they did.
   */
  settle(result: ApiUsage | undefined, out: ContentPart[]): string | undefined {
    // Every request still pending lacks its totals (a streamed one has had no message_delta).
    let carrier: [MessageKey, Pending] | undefined;
    for (const entry of this.pending) if (entry[1].main) carrier = entry;
    for (const [id, pending] of this.pending) if (pending !== carrier?.[1]) out.push(this.emit(id, pending));
    this.pending.clear();
    this.unstreamed.clear();
    const carried = carrier ? toUsage(carrier[1].usage) : {};
    const stream = addUsage(this.reported, carried);
    this.reported = {};
    const said = toUsage(result);
    const differing = COMPARED.filter(([key]) => said[key] !== undefined && said[key] !== (stream[key] ?? 0));
    // Claude Code writes all zeros on a turn it did not finish (an interrupt's
    // error_during_execution, whose modelUsage still counts the request): no figures, not a claim.
    const placeholder = COMPARED.every(([key]) => !said[key]);
    if (differing.length === 0 || placeholder) {
      if (carrier) out.push(this.report(carrier[0], carried));
      return undefined;
    }
    // The stream's counts are lower bounds (snapshots), the result's the CLI's sums: each count
    // is the higher of the two, the difference going on the carrier.
    const gap: Usage = {};
    for (const [key] of differing) if (said[key]! > (stream[key] ?? 0)) gap[key] = said[key]! - (stream[key] ?? 0);
    const raised = Object.keys(gap).length;
    const used = raised === differing.length ? "the result's figures are used" : raised === 0 ? "the stream's figures are kept" : 'the higher of each is used';
    const figures = `the stream's requests add up to ${listCounts(stream, differing)}, the CLI's result line says ${listCounts(said, differing)}`;
    if (carrier) {
      out.push(this.report(carrier[0], raised > 0 ? withTotal(addUsage(carried, gap)) : carried));
      return `usage: ${figures}; ${used}.`;
    }
    // Requests the stream gave no figures for (it never showed them, or their lines had no usage):
    // their sum, once, so the round's is the CLI's.
    if (raised > 0) out.push({ type: 'usage', usage: withTotal(gap) });
    return `usage: ${figures}${raised > 0 ? ', the rest for requests the stream gave no figures for' : ''}; ${used}.`;
  }

  /**
   * Reports every pending request, or with `unstreamedBut`, the unstreamed ones but that one:
   * looking at those alone, as a request's beginning does, costs nothing per streamed one waiting.
   */
  private take(out: ContentPart[], unstreamedBut?: MessageKey): void {
    if (unstreamedBut === undefined) {
      for (const [id, pending] of this.pending) out.push(this.emit(id, pending));
      this.pending.clear();
      this.unstreamed.clear();
      return;
    }
    for (const id of this.unstreamed) {
      if (id === unstreamedBut) continue;
      this.unstreamed.delete(id);
      const pending = this.pending.get(id);
      this.pending.delete(id);
      if (pending) out.push(this.emit(id, pending));
    }
  }

  private emit(id: MessageKey, pending: Pending): ContentPart {
    const usage = toUsage(pending.usage);
    // A main-thread request's part counts toward what the next result line is held to.
    if (pending.main) this.reported = addUsage(this.reported, usage);
    return this.report(id, usage);
  }

  private report(id: MessageKey, usage: Usage): ContentPart {
    this.done.add(id);
    return { type: 'usage', usage };
  }
}

/** The counts held to the result's, with the words a sentence names them by; totalTokens is their sum. */
const COMPARED: readonly (readonly [Exclude<keyof Usage, 'totalTokens'>, string])[] = [
  ['inputTokens', 'input'],
  ['outputTokens', 'output'],
  ['cachedInputTokens', 'cache-read input'],
  ['cacheCreationInputTokens', 'cache-creation input'],
  ['reasoningTokens', 'reasoning'],
];

/** `usage` with its totalTokens made input plus output again, as `toUsage` makes it. */
function withTotal(usage: Usage): Usage {
  const { totalTokens: _, ...counts } = usage;
  return counts.inputTokens !== undefined || counts.outputTokens !== undefined ? { ...counts, totalTokens: (counts.inputTokens ?? 0) + (counts.outputTokens ?? 0) } : counts;
}

/** "10 output tokens and 1 input token": the given counts of `usage`, 0 where it has none. */
function listCounts(usage: Usage, keys: readonly (typeof COMPARED)[number][]): string {
  const said = keys.map(([key, words]) => {
    const n = usage[key] ?? 0;
    return `${n} ${words} ${n === 1 ? 'token' : 'tokens'}`;
  });
  return said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : said[0]!;
}
