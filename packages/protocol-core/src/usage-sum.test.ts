import { describe, expect, it } from 'vitest';
import type { Usage } from './content-part.js';
import { addUsage } from './usage-sum.js';

describe('addUsage', () => {
  it('adds each count, keeps counts only one side has, and leaves the inputs alone', () => {
    const sum: Usage = { inputTokens: 10, outputTokens: 2 };
    expect(addUsage(sum, { inputTokens: 5, reasoningTokens: 3 })).toEqual({ inputTokens: 15, outputTokens: 2, reasoningTokens: 3 });
    expect(sum).toEqual({ inputTokens: 10, outputTokens: 2 });
    expect(addUsage(null, { totalTokens: 7 })).toEqual({ totalTokens: 7 });
  });

  it('passes over a count that is not a number', () => {
    expect(addUsage({ inputTokens: 1 }, { inputTokens: 'x' as unknown as number })).toEqual({ inputTokens: 1 });
  });
});
