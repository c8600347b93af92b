import { describe, expect, it } from 'vitest';
import { streamedDelta } from './streamed-delta.js';

describe('streamedDelta', () => {
  it('is the delta string of an event named …Delta or …/delta', () => {
    expect(streamedDelta('item/commandExecution/outputDelta', { itemId: 'c1', delta: 'out' })).toBe('out');
    expect(streamedDelta('item/agentMessage/delta', { delta: '' })).toBe('');
    expect(streamedDelta('codex/event/some_delta', { delta: 'x' })).toBeUndefined();
    expect(streamedDelta('item/started', { delta: 'x' })).toBeUndefined();
  });

  it('is undefined without a delta string', () => {
    expect(streamedDelta('item/agentMessage/delta', { delta: 3 })).toBeUndefined();
    expect(streamedDelta('item/agentMessage/delta', ['x'])).toBeUndefined();
    expect(streamedDelta('item/agentMessage/delta', null)).toBeUndefined();
    expect(streamedDelta('item/agentMessage/delta', 'x')).toBeUndefined();
  });
});
