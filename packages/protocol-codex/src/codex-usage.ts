/**
 * Token usage of codex model requests: the app-server's `TokenUsageBreakdown` mapped to the shared
 * `Usage`. A round reports each request's usage once, from `thread/tokenUsage/updated`'s `last`
 * (its `total` keeps summing over the whole thread, earlier rounds included). `codex exec --json`
 * reports a turn's usage once, on turn.completed, under its own names.
 */
import { asObject, type Usage } from '@mwh/protocol-core';
import type { TokenUsageBreakdown } from './generated/codex-types.js';
import type { Usage as ExecUsage } from './generated/codex-exec-events.js';
import { numberOf, type Wire } from './wire-view.js';

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
