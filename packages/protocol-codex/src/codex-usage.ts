/**
 * Token usage of codex model requests: the app-server's `TokenUsageBreakdown` mapped to the shared
 * `Usage`. A round reports each request's usage once, from `thread/tokenUsage/updated`'s `last`
 * (its `total` keeps summing over the whole thread, earlier rounds included).
 */
import { asObject, type Usage } from '@mwh/protocol-core';
import type { TokenUsageBreakdown } from './generated/codex-types.js';
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
  // Any object may be one: each count is taken only when it is a number.
  const counts: Wire<TokenUsageBreakdown> = asObject(breakdown);
  if (!counts) return null;
  let usage: Usage | null = null;
  for (const [to, from] of FIELDS) {
    const n = numberOf(counts, from);
    if (n !== undefined) (usage ??= {})[to] = n;
  }
  return usage;
}
