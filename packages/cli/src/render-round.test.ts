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

  it('says what the passed-over lines were: unknown events, lines not JSON, lines failing their schema or too deep', () => {
    const unknown = (reason: 'unknown-event' | 'not-json' | 'invalid'): ContentPart => ({ type: 'unknown', reason, raw: '' });
    const parts = [unknown('unknown-event'), unknown('unknown-event'), unknown('not-json'), unknown('invalid')];
    expect(renderRoundText(parts)).toContain('(2 events this mwh does not know; 1 line not JSON, passed over; 1 line failing the schema or nested too deep to check, read only for what could be trusted)');
    expect(renderRoundText([unknown('invalid')])).not.toContain('does not know');
  });
});
