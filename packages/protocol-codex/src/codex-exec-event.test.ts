import fc from 'fast-check';
import { LineFramer } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { decodeCodexExecLine, type CodexExecLine } from './codex-exec-event.js';
import { CODEX_EXEC_EVENT_TYPES } from './generated/codex-exec-events.js';

const text = (line: string) => decodeCodexExecLine({ ok: true, text: line });

/** Every line of `bytes` split at `cuts`, decoded as the reader decodes them. */
function decodeSplit(bytes: Uint8Array, cuts: number[]): CodexExecLine[] {
  const framer = new LineFramer();
  const out: CodexExecLine[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    for (const framed of framer.push(bytes.subarray(from, cut))) {
      const line = decodeCodexExecLine(framed);
      if (line) out.push(line);
    }
    from = cut;
  }
  for (const framed of framer.end()) {
    const line = decodeCodexExecLine(framed);
    if (line) out.push(line);
  }
  return out;
}

const STREAM = [
  '{"type":"thread.started","thread_id":"t-1"}',
  '{"type":"turn.started"}',
  '{"type":"item.started","item":{"id":"item_0","type":"command_execution","command":"echo héllo ✓","aggregated_output":"","exit_code":null,"status":"in_progress"}}',
  '{"type":"item.completed","item":{"id":"item_0","type":"command_execution","command":"echo héllo ✓","aggregated_output":"héllo ✓\\n","exit_code":0,"status":"completed"}}',
  '{"type":"item.completed","item":{"id":"item_1","type":"agent_message","text":"Done 😀."}}',
  '{"type":"some.future.event","x":1}',
  '{"type":"turn.completed","usage":{"input_tokens":10,"cached_input_tokens":0,"output_tokens":5}}',
].join('\n');

describe('decodeCodexExecLine', () => {
  it('knows every event the SDK declares, and checks its required members', () => {
    expect(CODEX_EXEC_EVENT_TYPES).toContain('thread.started');
    expect(text('{"type":"thread.started","thread_id":"t"}')).toMatchObject({ ok: true, type: 'thread.started' });
    expect(text('{"type":"thread.started","thread_id":7}')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(text('{"type":"turn.completed"}')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(text('{"type":"item.completed","item":{"type":"agent_message","text":"x"}}')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
  });

  it('passes unknown events and members as data, and a line that is no JSON as such', () => {
    expect(text('{"type":"item.plan.delta","item_id":"i","delta":"x"}')).toEqual({ ok: false, part: { type: 'unknown', reason: 'unknown-event', raw: '{"type":"item.plan.delta","item_id":"i","delta":"x"}' } });
    expect(text('{"type":"turn.started","new_member":{"a":1}}')).toMatchObject({ ok: true, type: 'turn.started' });
    expect(text('Reading additional input from stdin...')).toMatchObject({ ok: false, part: { reason: 'not-json' } });
    expect(text('[1,2]')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(text('   ')).toBeUndefined();
    expect(decodeCodexExecLine({ ok: false, head: '{"type":', error: Object.assign(new Error('long'), { length: 11, limit: 10 }) as never })).toMatchObject({ ok: false, part: { reason: 'line-too-long', bytes: 11, limit: 10 } });
  });

  it('reads a hostile nesting as invalid, without walking it', () => {
    const deep = `{"type":"turn.started","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(text(deep)).toMatchObject({ ok: false, part: { reason: 'invalid' } });
  });

  it('gives the same lines however the bytes are split', () => {
    const bytes = new TextEncoder().encode(STREAM);
    const whole = decodeSplit(bytes, []);
    expect(whole.map((l) => (l.ok ? l.type : l.part.reason))).toEqual(['thread.started', 'turn.started', 'item.started', 'item.completed', 'item.completed', 'unknown-event', 'turn.completed']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }), (cuts) => {
        expect(decodeSplit(bytes, cuts.sort((a, b) => a - b))).toEqual(whole);
      }),
      { seed: 41, numRuns: 300 },
    );
  });

  it('never throws on any line', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map((j) => j), fc.record({ type: fc.constantFrom(...CODEX_EXEC_EVENT_TYPES), item: fc.anything(), usage: fc.anything() }).map((v) => JSON.stringify(v))), (line) => {
        decodeCodexExecLine({ ok: true, text: line });
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});
