/**
 * Token usage of codex model requests: the app-server's `TokenUsageBreakdown` mapped to the shared
 * `Usage`, and a counter that reports each request once, as the CLI's running total counts it.
 * `codex exec --json` reports a turn's usage once, on turn.completed, under its own names.
 */
import { RecentMap, asObject, type ContentPart, type Usage } from '@mwh/protocol-core';
import type { ThreadTokenUsage, TokenUsageBreakdown } from './generated/codex-types.js';
import type { Usage as ExecUsage } from './generated/codex-exec-events.js';
import { memberOf, numberOf, type Wire } from './wire-view.js';

/** Shared name, then codex's name for it. */
const FIELDS: readonly (readonly [keyof Usage, keyof TokenUsageBreakdown])[] = [
  ['inputTokens', 'inputTokens'],
  ['outputTokens', 'outputTokens'],
  ['cachedInputTokens', 'cachedInputTokens'],
  ['cacheCreationInputTokens', 'cacheWriteInputTokens'],
  ['reasoningTokens', 'reasoningOutputTokens'],
  ['totalTokens', 'totalTokens'],
];

/** Maps one request's breakdown to the shared shape; `null` when it holds no count at all. */
export function toUsage(breakdown: unknown): Usage | null {
  return countsOf<TokenUsageBreakdown>(breakdown, FIELDS);
}

/** `codex exec --json`'s names (turn.completed's usage), shared name first. */
const EXEC_FIELDS: readonly (readonly [keyof Usage, keyof ExecUsage])[] = [
  ['inputTokens', 'input_tokens'],
  ['outputTokens', 'output_tokens'],
  ['cachedInputTokens', 'cached_input_tokens'],
  ['cacheCreationInputTokens', 'cache_write_input_tokens'],
  ['reasoningTokens', 'reasoning_output_tokens'],
];

/** Maps turn.completed's usage of `codex exec --json` to the shared shape; `null` when it holds no count at all. */
export function toExecUsage(value: unknown): Usage | null {
  return countsOf<ExecUsage>(value, EXEC_FIELDS);
}

function countsOf<T>(value: unknown, fields: readonly (readonly [keyof Usage, keyof T & string])[]): Usage | null {
  // Any object may be one: each count is taken only when it is a number.
  const counts: Wire<T> = asObject(value);
  if (!counts) return null;
  let usage: Usage | null = null;
  for (const [to, from] of fields) {
    const n = numberOf(counts, from as never);
    if (n !== undefined) (usage ??= {})[to] = n;
  }
  return usage;
}

/**
 * One `usage` part per model request, from `thread/tokenUsage/updated`: its `last` is the request's
 * usage, its `total` the thread's running sum (earlier turns, and a resumed thread's history,
 * included), so a round's usage is the sum of its requests' `last`, which is what its total grew
 * by. Held to that growth, so the round's usage is the CLI's: an update that repeats the one
 * before (the same total: no request since) reports nothing, and where `last` is not what the
 * total grew by, the growth is reported and one `usage-mismatch` warning names both. The first
 * update of a thread has no total before it to hold `last` to. A subagent's thread keeps its own
 * total, and its requests count as the round's (its cost).
 */
export class RequestUsageCounter {
  /** Each recent thread's last running total. */
  private readonly totals = new RecentMap<string, Usage>();

  /** A `thread/tokenUsage/updated` of `thread`: appends the request's usage part, and the warning when its figures disagree. */
  updated(thread: string | undefined, tokenUsage: Wire<ThreadTokenUsage>, out: ContentPart[]): void {
    const last = toUsage(memberOf(tokenUsage, 'last'));
    const total = toUsage(memberOf(tokenUsage, 'total'));
    const before = thread !== undefined ? this.totals.get(thread) : undefined;
    if (total && thread !== undefined) this.totals.set(thread, total);
    const grown = total && before ? growth(before, total) : undefined;
    if (grown === null) return;
    if (grown === undefined || (last && same(last, grown))) {
      if (last) out.push({ type: 'usage', usage: last });
      return;
    }
    out.push({ type: 'usage', usage: grown });
    const differing = FIELDS.filter(([key]) => key !== 'totalTokens' && (last?.[key] ?? 0) !== (grown[key] ?? 0));
    const said = last ? `the request's usage (last) says ${describe(last, differing)}` : 'the request has no usage (last)';
    out.push({ type: 'warning', code: 'usage-mismatch', message: `usage: ${said}, the thread's running total grew by ${describe(grown, differing)}; the total's figures are used.` });
  }
}

/** What `total` counts beyond `before`: null when nothing (a repeated update), undefined when a count fell (another count, not a running one). */
function growth(before: Usage, total: Usage): Usage | null | undefined {
  const grown: Usage = {};
  let any = false;
  for (const [key] of FIELDS) {
    const now = total[key];
    if (now === undefined) continue;
    const diff = now - (before[key] ?? 0);
    if (diff < 0) return undefined;
    if (diff > 0) any = true;
    grown[key] = diff;
  }
  return any ? grown : null;
}

function same(a: Usage, b: Usage): boolean {
  return FIELDS.every(([key]) => (a[key] ?? 0) === (b[key] ?? 0));
}

/** "10 input and 5 output tokens": the given counts of `usage`, 0 where it has none. */
function describe(usage: Usage, keys: typeof FIELDS): string {
  const said = keys.map(([key]) => `${usage[key] ?? 0} ${WORDS[key]}`);
  return `${said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : (said[0] ?? 'nothing')} tokens`;
}

const WORDS: Record<keyof Usage, string> = {
  inputTokens: 'input',
  outputTokens: 'output',
  cachedInputTokens: 'cached input',
  cacheCreationInputTokens: 'cache-write input',
  reasoningTokens: 'reasoning',
  totalTokens: 'total',
};
