import { frameAll } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { decodeGeminiLine } from './gemini-event.js';

const enc = (text: string) => new TextEncoder().encode(text);
const decode = (line: string) => decodeGeminiLine(frameAll(enc(`${line}\n`))[0]!);

describe('decodeGeminiLine', () => {
  it('decodes every event the core declares, members it does not check passing as they are', () => {
    const init = decode('{"type":"init","timestamp":"t","session_id":"s","model":"gemini-2.5-flash","extra":{"new":1}}');
    expect(init).toMatchObject({ ok: true, type: 'init', event: { session_id: 's', extra: { new: 1 } } });
    for (const line of [
      '{"type":"message","timestamp":"t","role":"assistant","content":"Hi","delta":true}',
      '{"type":"tool_use","timestamp":"t","tool_name":"glob","tool_id":"g1","parameters":{}}',
      '{"type":"tool_result","timestamp":"t","tool_id":"g1","status":"success"}',
      '{"type":"error","timestamp":"t","severity":"warning","message":"m"}',
      '{"type":"result","timestamp":"t","status":"success"}',
    ]) {
      expect(decode(line)).toMatchObject({ ok: true });
    }
  });

  it('says why a line is no event: not JSON, not an object, an unknown type, a member of the wrong kind', () => {
    expect(decode('Ripgrep is not available.')).toMatchObject({ ok: false, part: { reason: 'not-json' } });
    expect(decode('[1,2]')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(decode('{"type":"thought","text":"x"}')).toMatchObject({ ok: false, part: { reason: 'unknown-event' } });
    expect(decode('{"type":"init","session_id":7,"model":"m"}')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(decode('{"type":"tool_use","tool_name":"t","tool_id":"i","parameters":[]}')).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    expect(decode('   ')).toBeUndefined();
  });

  it('passes a line nested deeper than anyone reads, or longer than the cap, as unknown without parsing it', () => {
    const deep = `{"type":"message","role":"assistant","content":"x","deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(decode(deep)).toMatchObject({ ok: false, part: { reason: 'invalid' } });
    const long = frameAll(enc(`{"type":"message","content":"${'x'.repeat(200)}"}\n`), { maxLineBytes: 64 })[0]!;
    expect(decodeGeminiLine(long)).toMatchObject({ ok: false, part: { reason: 'line-too-long', limit: 64 } });
  });
});
