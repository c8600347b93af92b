/** A round's usage is the sum of its model requests' usage: one sum for both protocols. */
import type { Usage } from './content-part.js';

const USAGE_KEYS = ['inputTokens', 'outputTokens', 'cachedInputTokens', 'cacheCreationInputTokens', 'reasoningTokens', 'totalTokens'] as const;

/** `sum` plus `usage`, as a new object; a count that is not a number is left out rather than summed. */
export function addUsage(sum: Usage | null | undefined, usage: Usage): Usage {
  const out: Usage = { ...sum };
  for (const key of USAGE_KEYS) {
    const value = usage[key];
    if (typeof value === 'number') out[key] = (out[key] ?? 0) + value;
  }
  return out;
}
