import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor } from '@mwh/protocol-core';
import { JsonLinesRedactor } from './capture-json-lines.js';
import { byteRedactor, withJsonForms } from '../secrets/secret-forms.js';
import { splitAt } from '../../../../scripts/test-support/split-at.js';

function redactor(secrets: string[]): JsonLinesRedactor {
  const forms = withJsonForms(secrets);
  return new JsonLinesRedactor(byteRedactor(forms), new Redactor(forms));
}

/** Every piece through one redactor, then its flush, as text. */
function through(secrets: string[], pieces: string[]): string {
  const lines = redactor(secrets);
  const out = pieces.map((piece) => Buffer.from(lines.push(Buffer.from(piece))).toString());
  return out.join('') + Buffer.from(lines.flush()).toString();
}

describe('JsonLinesRedactor', () => {
  it('keeps a JSON line JSON when a secret with a quote matches across a string’s end, masking it where it is a value', () => {
    const line = `${JSON.stringify({ a: 'xxabc', b: 'abc"d' })}\n`;
    const out = through(['abc"'], [line]);
    expect(JSON.parse(out)).toEqual({ a: 'xxabc', b: '[REDACTED]d' });
    expect(out.endsWith('\n')).toBe(true);
  });

  it('masks a secret that is a JSON number (or true, false, null) as a string, keeping the line JSON', () => {
    const out = through(['12345678'], ['{"n":12345678,"s":"x12345678","t":[1,2]}\r\n']);
    expect(JSON.parse(out)).toEqual({ n: '[REDACTED]', s: 'x[REDACTED]', t: [1, 2] });
    expect(out.endsWith('}\r\n')).toBe(true);
  });

  it('masks a key that holds a secret, on purpose: the line stays JSON, its schema changes', () => {
    expect(through(['sk-live-KEY'], ['{"sk-live-KEY":"v","w":"sk-live-KEY"}\n'])).toBe('{"[REDACTED]":"v","w":"[REDACTED]"}\n');
  });

  it('masks the raw bytes of a line that is no JSON, and of one whose mask leaves it JSON', () => {
    expect(through(['abc"'], ['not json abc" here\n'])).toBe('not json [REDACTED] here\n');
    expect(through(['sk-live-KEY'], ['{"a":"x sk-live-KEY y"}\n'])).toBe('{"a":"x [REDACTED] y"}\n');
  });

  it('gives a whole line back at once, also with a secret that begins with a newline', () => {
    const lines = redactor(['\nsk-live-KEY']);
    expect(Buffer.from(lines.push(Buffer.from('{"id":1}\n'))).toString()).toBe('{"id":1}\n');
    expect(Buffer.from(lines.push(Buffer.from('{"id":2}\n{"id'))).toString()).toBe('{"id":2}\n');
    expect(Buffer.from(lines.flush()).toString()).toBe('{"id');
  });

  it('gives the same bytes however the stream is cut', () => {
    const secrets = ['sk-live-KEY', 'ab",', '12345678', 'wörld'];
    const text = ['{"a":"x sk-live-KEY"}', '{"b":"ab","c":"c"}', '{"n":12345678}', 'plain wörld ab",', '{"d":"ab\\", wörld"}', ''].join('\n');
    const whole = through(secrets, [text]);
    expect(whole).toBe(['{"a":"x [REDACTED]"}', '{"b":"ab","c":"c"}', '{"n":"[REDACTED]"}', 'plain [REDACTED] [REDACTED]', '{"d":"[REDACTED] [REDACTED]"}', ''].join('\n'));
    const bytes = Buffer.from(text);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }), (cuts) => {
        const lines = redactor(secrets);
        const out = splitAt(bytes, cuts).map((piece) => Buffer.from(lines.push(piece)));
        expect(Buffer.concat([...out, Buffer.from(lines.flush())]).toString()).toBe(whole);
      }),
      { numRuns: 100 },
    );
  });
});
