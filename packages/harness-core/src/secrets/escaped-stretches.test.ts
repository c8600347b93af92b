import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor } from '@mwh/protocol-core';
import { EscapedStretches, stretchTable } from './escaped-stretches.js';
import { byteRedactor, LongLineRedactor, withJsonForms } from './secret-forms.js';
import { splitAt } from '../../../../scripts/test-support/split-at.js';

/** `text` (UTF-8, read as latin1 as a capture's bytes are) through one line's stretches, in pieces cut at `cuts`. */
function through(secrets: string[], text: string, cuts: number[] = []): string {
  const stretches = new EscapedStretches(stretchTable(withJsonForms(secrets)));
  const bytes = Buffer.from(text, 'utf8').toString('latin1');
  const out = splitAt(bytes, cuts).map((piece) => stretches.push(piece)).join('') + stretches.end();
  return Buffer.from(out, 'latin1').toString('utf8');
}

/** The same through a long line's whole redaction: the byte match of the common forms, then the stretches. */
function longLine(secrets: string[], text: string, cuts: number[]): string {
  const forms = withJsonForms(secrets);
  const line = new LongLineRedactor(byteRedactor(forms), stretchTable(forms));
  const pieces = splitAt(Buffer.from(text, 'utf8'), cuts).map((piece) => Buffer.from(line.push(piece)));
  return Buffer.concat([...pieces, Buffer.from(line.flush())]).toString('utf8');
}

/** `char` as a JSON writer may give it: as it is, or `\uXXXX` in either case of hex (a pair for a character past U+FFFF), or its short escape. */
function written(char: string, how: number): string {
  const units = [...Array(char.length).keys()].map((i) => char.charCodeAt(i).toString(16).padStart(4, '0'));
  const short = ({ '"': '\\"', '\\': '\\\\', '/': '\\/', '\n': '\\n' } as Record<string, string>)[char];
  switch (how % 4) {
    case 0:
      return short && char !== '/' ? short : char;
    case 1:
      return units.map((hex) => `\\u${hex}`).join('');
    case 2:
      return units.map((hex) => `\\u${hex.toUpperCase()}`).join('');
    default:
      return short ?? char;
  }
}

describe('EscapedStretches', () => {
  const secret = 'sk-live-KEY-123';

  // Past the whole-line limit these passed into a capture whole, while the same forms in a short line were masked.
  it.each([
    ['every - as \\u002d', 'sk\\u002dlive\\u002dKEY\\u002d123'],
    ['its first character escaped', '\\u0073k-live-KEY-123'],
    ['every character escaped', [...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
    ['upper-case hex on ASCII', 'sk\\u002Dlive\\u002DKEY\\u002D123'],
  ])('masks a secret with %s, and keeps what is around it', (_how, form) => {
    expect(through([secret], `{"x":"a ${form} b \\n c"}`)).toBe(`{"x":"a ${REDACTED} b \\n c"}`);
  });

  it('reads a backslash before no escape\'s character as a character, and escaped backslashes as pairs, wherever the line is cut', () => {
    // `\\k` is a backslash and a k a secret could hold; `\\\\` one escaped backslash, the k after it raw.
    for (const [text, expected] of [
      ['a \\kk\\u002dk b', `a \\${REDACTED} b`],
      ['a \\\\kk\\u002dk b', `a \\\\${REDACTED} b`],
      ['a \\nkk\\u002dk b', `a \\n${REDACTED} b`],
    ] as const) {
      for (let cut = 0; cut <= text.length; cut++) expect(through(['kk-k'], text, [cut]), `${text} cut at ${cut}`).toBe(expected);
    }
  });

  it('keeps a line whose escapes cannot be any secret\'s character as it was, however it is cut', () => {
    const text = '{"text":"line one\\nline \\"two\\" \\u00e9t\\u00E9 C:\\\\path \\/ sk-live-KEY-12"}';
    for (const cuts of [[], [1, 11, 12, 13, 40], [...Array(text.length).keys()]]) expect(through([secret], text, cuts)).toBe(text);
  });

  // The bound: tokens within reach (the secret's length less one) of an escape that may be its
  // character are masked; one past it is not. At the reach, one below and one above.
  it.each([13, 14, 15])('masks the %i characters a secret could be before and after such an escape as far as its reach (14)', (run) => {
    const table = stretchTable(withJsonForms([secret]));
    expect(table.reach).toBe(14);
    const side = 'k'.repeat(run);
    const kept = 'k'.repeat(Math.max(0, run - 14));
    expect(through([secret], `x ${side}\\u002d${side} y`)).toBe(`x ${kept}${REDACTED}${kept} y`);
  });

  // The definition, on the whole line at once: tokens, stretches, and the tokens within reach of
  // an escape that may be a secret's character masked, adjacent ones as one mask.
  function reference(secrets: string[], text: string): string {
    const table = stretchTable(withJsonForms(secrets));
    const line = Buffer.from(text, 'utf8').toString('latin1');
    const tokens: { text: string; mayBe: boolean; escape: boolean }[] = [];
    for (let i = 0; i < line.length; ) {
      const simple = line[i] === '\\' && i + 1 < line.length ? ({ '"': 34, '\\': 92, '/': 47, b: 8, f: 12, n: 10, r: 13, t: 9 } as Record<string, number>)[line[i + 1]!] : undefined;
      const hex = line[i] === '\\' && line[i + 1] === 'u' && /^[0-9a-fA-F]{4}$/.test(line.slice(i + 2, i + 6));
      const [code, width] = simple !== undefined ? [simple, 2] : hex ? [parseInt(line.slice(i + 2, i + 6), 16), 6] : [line.charCodeAt(i), 1];
      tokens.push({ text: line.slice(i, i + width), mayBe: table.units[code] === 1, escape: width > 1 });
      i += width;
    }
    const masked = tokens.map(() => false);
    tokens.forEach((token, i) => {
      if (!token.escape || !token.mayBe) return;
      for (let k = i; k >= Math.max(0, i - table.reach) && tokens[k]!.mayBe; k--) masked[k] = true;
      for (let k = i; k <= Math.min(tokens.length - 1, i + table.reach) && tokens[k]!.mayBe; k++) masked[k] = true;
    });
    let out = '';
    tokens.forEach((token, i) => (out += masked[i] ? (i > 0 && masked[i - 1] ? '' : REDACTED) : token.text));
    return Buffer.from(out, 'latin1').toString('utf8');
  }

  it('masks exactly what the definition on the whole line masks, however the line is cut', () => {
    const unit = fc.constantFrom('s', 'k', '-', 'é', '😀', '"', '/', '\\', 'x', ' ');
    const word = fc.array(unit, { minLength: 1, maxLength: 8 }).map((u) => u.join(''));
    // Text no JSON writer gives, as a long line of anything may hold: a backslash before no
    // escape's character, a cut or bad \u escape, escaped backslashes before a u.
    const odd = fc.constantFrom('\\x', '\\u12g', '\\u00', '\\\\', '\\', '\\\\u0073', '\\u002D', 'u0073');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(word, fc.nat(), odd.map((raw) => ({ raw }))), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (secrets, pieces, hows, cuts) => {
          let k = 0;
          const text = pieces
            .map((p) => (typeof p === 'object' ? p.raw : [...(typeof p === 'number' ? secrets[p % secrets.length]! : p)].map((char) => written(char, hows.length ? hows[k++ % hows.length]! : 0)).join('')))
            .join('');
          expect(through(secrets, text, cuts)).toBe(reference(secrets, text));
        },
      ),
      { seed: 25, numRuns: 1000 },
    );
  });

  it('with the byte match before it, never lets a secret through in any mix of escapes, cut anywhere', () => {
    const unit = fc.constantFrom('s', 'k', '-', 'é', '😀', '"', '/', '\\', 'x');
    const word = fc.array(unit, { minLength: 1, maxLength: 8 }).map((u) => u.join(''));
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(word, fc.nat()), { maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (secrets, pieces, hows, cuts) => {
          const plain = pieces.map((p) => (typeof p === 'number' ? secrets[p % secrets.length]! : p)).join('');
          let k = 0;
          const text = [...plain].map((char) => written(char, hows.length ? hows[k++ % hows.length]! : 0)).join('');
          const out = longLine(secrets, text, cuts);
          // What the verdict finds in any mix of escapes, none is left.
          const strings = new Redactor(withJsonForms(secrets));
          expect(strings.redactJsonText(out)).toBe(out);
          // Without an escape, only the byte match masks.
          if (!text.includes('\\')) expect(out).toBe(strings.redact(text));
        },
      ),
      { seed: 25, numRuns: 1000 },
    );
  });
});
