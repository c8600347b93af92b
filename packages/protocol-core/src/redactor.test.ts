import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor } from './redactor.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

function streamed(redactor: Redactor, deltas: string[]): string {
  const stream = redactor.stream();
  return deltas.map((d) => stream.push(d)).join('') + stream.flush();
}

describe('Redactor', () => {
  it('redacts every occurrence, longest secret first', () => {
    const r = new Redactor(['tok', 'token-123', '', undefined]);
    expect(r.redact('a token-123 and tok.')).toBe(`a ${REDACTED} and ${REDACTED}.`);
  });

  it('redacts inside JSON-like values', () => {
    const r = new Redactor(['s3cret']);
    expect(r.redactValue({ a: ['x s3cret'], b: 1, c: { d: 's3cret' } })).toEqual({ a: [`x ${REDACTED}`], b: 1, c: { d: REDACTED } });
  });

  it('redacts a secret split across deltas and holds back only a possible start', () => {
    const stream = new Redactor(['sk-ant-123']).stream();
    expect(stream.push('key: sk-a')).toBe('key: ');
    expect(stream.pending).toBe(true);
    expect(stream.push('nt-1')).toBe('');
    expect(stream.push('23 done')).toBe(`${REDACTED} done`);
    expect(stream.push(' sk-x')).toBe(' sk-x');
    expect(stream.flush()).toBe('');
  });

  it('releases a held prefix that did not become a secret when the stream ends', () => {
    const stream = new Redactor(['abcdef']).stream();
    expect(stream.push('xx abc')).toBe('xx ');
    expect(stream.flush()).toBe('abc');
  });

  it('for any split, streamed redaction equals redacting the whole text', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', 'x', '😀', ' ');
    const word = fc.array(alphabet, { minLength: 1, maxLength: 6 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(fc.oneof(word, alphabet), { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 8 }), (secrets, pieces, cuts) => {
        // Build a text that contains the secrets, so the property is about real matches.
        const text = pieces.map((p, i) => p + (i % 2 === 0 ? secrets[i % secrets.length] : '')).join('');
        const redactor = new Redactor(secrets);
        expect(streamed(redactor, splitAt(text, cuts))).toBe(redactor.redact(text));
        for (const secret of secrets) expect(streamed(redactor, [...text])).not.toContain(secret.length > 0 && !REDACTED.includes(secret) ? secret : '\u0000');
      }),
    );
  });
});
