import { describe, expect, it } from 'vitest';
import { toUsage } from './codex-usage.js';

describe('toUsage', () => {
  it("maps codex's breakdown to the shared names (cache writes, reasoning output)", () => {
    const breakdown = { totalTokens: 30, inputTokens: 20, cachedInputTokens: 5, cacheWriteInputTokens: 2, outputTokens: 10, reasoningOutputTokens: 4 };
    expect(toUsage(breakdown)).toEqual({
      totalTokens: 30,
      inputTokens: 20,
      cachedInputTokens: 5,
      cacheCreationInputTokens: 2,
      outputTokens: 10,
      reasoningTokens: 4,
    });
  });

  it('keeps only the counts that are there; nothing countable is null', () => {
    expect(toUsage({ outputTokens: 3, inputTokens: 'many' })).toEqual({ outputTokens: 3 });
    for (const value of [undefined, null, 7, 'x', [], {}, { brandNew: 1 }]) expect(toUsage(value)).toBeNull();
  });
});
