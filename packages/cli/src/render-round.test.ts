import { describe, expect, it } from 'vitest';
import type { ContentPart } from '@mwh/protocol-core';
import { renderRoundJson, renderRoundText } from './render-round.js';

describe('rendering hostile parts', () => {
  it('prints a tool input 100,000 deep as text and as --json, where JSON.stringify overflows', () => {
    const input = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    const parts: ContentPart[] = [{ type: 'tool-call', toolCallId: 't1', toolName: 'Bash', input }];
    expect(() => JSON.stringify(input)).toThrow(RangeError);
    expect(renderRoundText(parts)).toContain(`▶ Bash [[[[`);
    const json = JSON.parse(renderRoundJson('claude', parts)) as { toolCalls: { arguments: unknown }[] };
    expect(json.toolCalls).toHaveLength(1);
  });
});
