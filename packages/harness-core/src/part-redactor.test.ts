import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor } from '@mwh/protocol-core';
import type { ContentPart } from '@mwh/protocol-core';
import { PartRedactor } from './part-redactor.js';
import { splitAt } from './test-support/split.js';

function textOf(parts: ContentPart[], type: 'text-delta' | 'reasoning-delta' = 'text-delta'): string {
  return parts.map((p) => (p.type === type ? p.text : '')).join('');
}

const secretArb = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('s', 'k', '-', 'a', 'b', '1', 'é', '🔑') });

describe('PartRedactor', () => {
  it('redacts a secret split across three deltas and holds back only a possible start', () => {
    const r = new PartRedactor(['sk-secret-123']);
    expect(r.push({ type: 'text-delta', id: 'm', text: 'token: sk-se' })).toEqual([{ type: 'text-delta', id: 'm', text: 'token: ' }]);
    expect(r.push({ type: 'text-delta', id: 'm', text: 'cret-1' })).toEqual([]);
    expect(r.push({ type: 'text-delta', id: 'm', text: '23 done' })).toEqual([{ type: 'text-delta', id: 'm', text: '[REDACTED] done' }]);
  });

  it('releases held text at a part boundary, before the boundary part', () => {
    const r = new PartRedactor(['sk-secret-123']);
    const out = [
      ...r.push({ type: 'text-delta', id: 'm', text: 'almost sk-sec' }),
      ...r.push({ type: 'tool-call', toolCallId: 't', toolName: 'Bash', input: { cmd: 'echo sk-secret-123' } }),
    ];
    expect(out).toEqual([
      { type: 'text-delta', id: 'm', text: 'almost ' },
      { type: 'text-delta', id: 'm', text: 'sk-sec' },
      { type: 'tool-call', toolCallId: 't', toolName: 'Bash', input: { cmd: 'echo [REDACTED]' } },
    ]);
  });

  it('redacts tool results, questions, warnings, unknown lines and the verdict', () => {
    const r = new PartRedactor(['tok']);
    const parts: ContentPart[] = [
      { type: 'tool-result', toolCallId: 't', output: 'env: tok', isError: false },
      { type: 'question', id: 'q', text: 'is tok right?' },
      { type: 'warning', code: 'w', message: 'retrying with tok' },
      { type: 'unknown', reason: 'not-json', raw: 'tok' },
      { type: 'event', name: 'rate-limit', data: { note: ['tok'] } },
      { type: 'finish', verdict: { kind: 'failed', message: 'bad tok', exitCode: 1, signal: null, stderrTail: 'tok tok', cause: { name: 'E', message: 'tok' } } },
    ];
    const out = parts.flatMap((p) => r.push(p));
    expect(JSON.stringify(out)).not.toContain('tok');
    expect(out).toHaveLength(6);
  });

  it('passes everything through untouched without secrets', () => {
    const r = new PartRedactor([]);
    const part: ContentPart = { type: 'text-delta', id: 'm', text: 'hello' };
    expect(r.push(part)[0]).toBe(part);
  });

  it('for any split, streaming redaction equals redacting the whole text', () => {
    fc.assert(
      fc.property(
        fc.array(secretArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.nat({ max: 2 })), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (secrets, pieces, cuts) => {
          // The text interleaves plain pieces with whole secrets (a number picks one).
          const whole = pieces.map((p) => (typeof p === 'number' ? secrets[p % secrets.length]! : p)).join('');
          const r = new PartRedactor(secrets);
          const out: ContentPart[] = [];
          for (const delta of splitAt(whole, cuts)) out.push(...r.push({ type: 'text-delta', id: 'm', text: delta }));
          out.push(...r.push({ type: 'finish', verdict: { kind: 'success', message: '', exitCode: 0, signal: null, stderrTail: '' } }));
          expect(textOf(out)).toBe(new Redactor(secrets).redact(whole));
          for (const secret of secrets) if (!new Redactor(secrets).redact(whole).includes(secret)) expect(textOf(out)).not.toContain(secret);
        },
      ),
    );
  });

  it('keeps text and reasoning streams apart', () => {
    const r = new PartRedactor(['abcdef']);
    const out = [
      ...r.push({ type: 'reasoning-delta', id: 'r', text: 'think abc' }),
      ...r.push({ type: 'reasoning-delta', id: 'r', text: 'def' }),
      ...r.push({ type: 'text-delta', id: 'm', text: 'say abc' }),
      ...r.flush(),
    ];
    expect(textOf(out, 'reasoning-delta')).toBe('think [REDACTED]');
    expect(textOf(out)).toBe('say abc');
  });
});
