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
 * message_delta, which a cut-short stream never writes, an unstreamed one of the main thread for
 * the result line; past this many, the oldest reports with
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
 * A request seen only as assistant lines (one per content block, each with the usage so far)
 * reports its last line's usage: a subagent's when another request begins, the main thread's at
 * the round's result line (or its end), where the result's totals may change them.
 * Streamed requests are never cut off by another one: a subagent's stream can run beside them.
 *
 * An assistant line's usage is not its request's total: Claude Code writes it as the block ends,
 * before the model's message_delta, and 2.1.3xx writes message_start's figures there (1 to 6
 * output tokens for answers of hundreds). Without --include-partial-messages no message_delta is
 * written at all, and only the `result` line holds the totals: the sum of the round's main-thread
 * requests (a subagent's are not in it: the subagent fixture's result counts the two main
 * requests, its `modelUsage` the subagent's too; `modelUsage` also sums over the whole session,
 * earlier turns and a resumed session's included, so it gives no round's figures).
 *
 * At the result, `settle` makes the main thread's parts add up to the result's figures, as the
 * issue asks (the round's totals are the CLI's wherever it states them, and a warning names both
 * where the stream's own figures differ: not where the stream had only assistant lines' snapshots
 * and the result says more, which is every stdout without partial messages, nothing gone wrong). The requests not yet reported carry the difference:
 * where the result says more, the last of them carries what the stream lacks (which of several
 * spent it, the stream cannot tell); where it says less, they are reported as one part with the
 * rest of the result's figures, as requests the stream did not tell apart. Where no request is
 * left to carry it, a result that says more is one more part for the requests the stream gave no
 * figures for, and a count the stream already reported higher (a message_delta's, the API's own)
 * stays the stream's. A result of all zeros is a figure too: Claude Code writes it for a turn it
 * did not finish (an interrupt's error_during_execution, whose `modelUsage` still counts the
 * request) and for a local command that asked the model nothing (/compact on an empty session);
 * the round then says 0, and the warning names what the stream's lines said.
 */
export class RequestUsageCounter {
  private readonly pending = new Map<MessageKey, Pending>();
  /** The subagents' unstreamed ones among them (a few at most): all that another request's beginning ends. */
  private readonly unstreamed = new Set<MessageKey>();
  // Requests already reported, for as long as a late line of theirs can still arrive.
  private readonly done = new RecentSet<MessageKey>();
  /** What the main thread's parts reported since the last result line: what the next one counts. */
  private reported: Usage = {};
  /** Whether a main-thread request streamed since the last result line (its figures are the API's, not a line's snapshot). */
  private streamed = false;

  // Each call appends the `usage` parts it completes to `out`.

  /** stream_event message_start. */
  start(id: MessageKey, usage: ApiUsage | undefined, main: boolean, out: ContentPart[]): void {
    if (this.done.has(id)) return;
    this.take(out, id);
    this.unstreamed.delete(id);
    if (main) this.streamed = true;
    this.pending.set(id, { usage: usage ?? {}, streamed: true, main });
    this.bound(out);
  }

  /** stream_event message_delta: the request is complete. */
  delta(id: MessageKey, usage: ApiUsage | undefined, main: boolean, out: ContentPart[]): void {
    if (this.done.has(id)) return;
    const started = this.pending.get(id);
    this.pending.delete(id);
    this.unstreamed.delete(id);
    const final = usage ? finalUsage(started?.usage, usage) : (started?.usage ?? {});
    if (started?.main ?? main) this.streamed = true;
    out.push(this.emit(id, { usage: final, streamed: true, main: started?.main ?? main }));
  }

  /** An assistant line; its usage counts only for a request that did not stream. */
  assistant(id: MessageKey, usage: ApiUsage | undefined, main: boolean, out: ContentPart[]): void {
    if (this.done.has(id) || this.pending.get(id)?.streamed) return;
    this.take(out, id);
    if (!usage) return;
    this.pending.set(id, { usage, streamed: false, main });
    if (!main) this.unstreamed.add(id);
    this.bound(out);
  }

  /** The round's end without a result line: every request not yet reported is, as the stream had it. */
  flush(out: ContentPart[]): void {
    this.take(out);
  }

  /**
   * The round's `result` line, with its usage: every request not yet reported is, those of the
   * main thread made to add up to what the result counts (see the class). Returns the sentence
   * that says where the stream and the result disagreed, if they did.
   */
  settle(result: ApiUsage | undefined, out: ContentPart[]): string | undefined {
    // Every main-thread request still pending lacks its totals (an unstreamed one's lines are
    // snapshots, a streamed one has had no message_delta): they carry what the result says.
    const held: [MessageKey, Usage][] = [];
    const snapshotsOnly = !this.streamed;
    for (const [id, pending] of this.pending) {
      if (pending.main) held.push([id, toUsage(pending.usage)]);
      else out.push(this.emit(id, pending));
    }
    this.pending.clear();
    this.unstreamed.clear();
    const before = this.reported;
    this.reported = {};
    this.streamed = false;
    let heldSum: Usage = {};
    for (const [, usage] of held) heldSum = addUsage(heldSum, usage);
    const stream = addUsage(before, heldSum);
    const said = toUsage(result);
    const differing = COMPARED.filter(([key]) => said[key] !== undefined && said[key] !== (stream[key] ?? 0));
    if (differing.length === 0) {
      for (const [id, usage] of held) out.push(this.report(id, usage));
      // A result with figures (zeros, say) for a round whose stream gave none: the round's are the result's.
      if (held.length === 0 && Object.keys(before).length === 0 && Object.keys(said).length > 0) out.push({ type: 'usage', usage: said });
      return undefined;
    }
    const lower = differing.some(([key]) => said[key]! < (stream[key] ?? 0));
    let final: Usage;
    if (held.length > 0 && lower) {
      // The held requests as one part: the result's figures less what was reported before them.
      const rest: Usage = {};
      for (const [key] of COMPARED) {
        const value = said[key] !== undefined ? Math.max(0, said[key]! - (before[key] ?? 0)) : heldSum[key];
        if (value !== undefined) rest[key] = value;
      }
      for (const [id] of held) this.done.add(id);
      out.push({ type: 'usage', usage: withTotal(rest) });
      final = addUsage(before, rest);
    } else {
      // Each count the result says more of: the difference goes on the last held request, or is a part of its own.
      const gap: Usage = {};
      for (const [key] of differing) if (said[key]! > (stream[key] ?? 0)) gap[key] = said[key]! - (stream[key] ?? 0);
      const raised = Object.keys(gap).length > 0;
      const last = held.at(-1);
      for (const [id, usage] of held) out.push(this.report(id, usage === last?.[1] && raised ? withTotal(addUsage(usage, gap)) : usage));
      if (!last && raised) out.push({ type: 'usage', usage: withTotal(gap) });
      final = addUsage(stream, gap);
    }
    // Requests seen only as assistant lines, each line's usage written as the request began: its
    // output count is not the model's last, so a result counting more output is the total the
    // lines could not give, on every stdout without --include-partial-messages; no disagreement.
    // Their input and cache counts are final: a result saying more of those is one.
    if (snapshotsOnly && held.length > 0 && !lower && differing.every(([key]) => key === 'outputTokens' || key === 'reasoningTokens')) return undefined;
    const used = differing.filter(([key]) => final[key] === said[key]).length;
    const how = used === differing.length ? "the result's figures are used" : used === 0 ? "the stream's figures are kept" : "the result's figures are used where the stream had not reported its own";
    const figures = `the stream's requests add up to ${listCounts(stream, differing)}, the CLI's result line says ${listCounts(said, differing)}`;
    const rest = held.length === 0 && used > 0 ? ', the rest for requests the stream gave no figures for' : '';
    return `usage: ${figures}${rest}; ${how}.`;
  }

  /** Past PENDING_WINDOW requests waiting, the oldest reports with what it has: a stream of them keeps no state for each. */
  private bound(out: ContentPart[]): void {
    if (this.pending.size <= PENDING_WINDOW) return;
    const [oldest, pending] = this.pending.entries().next().value!;
    this.pending.delete(oldest);
    this.unstreamed.delete(oldest);
    out.push(this.emit(oldest, pending));
  }

  /**
   * Reports every pending request, or with `unstreamedBut`, the subagents' unstreamed ones but
   * that one: looking at those alone, as a request's beginning does, costs nothing per request waiting.
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
