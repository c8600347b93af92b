/**
 * Token usage of a gemini turn: the `stats` of its result event (the turn's whole use, every
 * model request of it, the router's included) mapped to the shared `Usage`. gemini reports it once
 * a turn, so a round's usage is one part.
 */
import { asObject, numberField, type Usage } from '@mwh/protocol-core';
import type { StreamStats } from './generated/gemini-events.js';

/** Shared name, then gemini's name for it. `input` (the input less the cached) is implied by the two. */
const FIELDS: readonly (readonly [keyof Usage, keyof StreamStats])[] = [
  ['inputTokens', 'input_tokens'],
  ['outputTokens', 'output_tokens'],
  ['cachedInputTokens', 'cached'],
  ['totalTokens', 'total_tokens'],
];

/** Maps a result's stats to the shared shape; `null` when they hold no count at all. */
export function toGeminiUsage(stats: unknown): Usage | null {
  const counts = asObject(stats);
  if (!counts) return null;
  let usage: Usage | null = null;
  for (const [to, from] of FIELDS) {
    const n = numberField(counts, from);
    if (n !== undefined) (usage ??= {})[to] = n;
  }
  return usage;
}
