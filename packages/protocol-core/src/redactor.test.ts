import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor } from './redactor.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

function streamed(redactor: Redactor, deltas: string[]): string {
  const stream = redactor.stream();
  return deltas.map((d) => stream.push(d)).join('') + stream.flush();
}

/** The obvious quadratic definition: mask the union of every occurrence, overlapping ranges as one. */
function naive(secrets: string[], text: string): string {
  let out = '';
  let at = 0;
  for (const { start, end } of coveredRanges(secrets, text)) {
    out += text.slice(at, start) + REDACTED;
    at = end;
  }
  return out + text.slice(at);
}

/** The ranges `naive` masks, in order. */
function coveredRanges(secrets: string[], text: string): { start: number; end: number }[] {
  const covered: { start: number; end: number }[] = [];
  for (let end = 1; end <= text.length; end++) {
    for (const secret of secrets) {
      if (!secret || end < secret.length || !text.startsWith(secret, end - secret.length)) continue;
      let start = end - secret.length;
      while (covered.length && covered.at(-1)!.end > start) start = Math.min(start, covered.pop()!.start);
      covered.push({ start, end });
    }
  }
  return covered;
}

// A small alphabet, so secrets overlap, nest and repeat often.
const unit = fc.constantFrom('a', 'b', 'c', '-', '😀', ' ');
const word = fc.array(unit, { minLength: 1, maxLength: 6 }).map((a) => a.join(''));
const secretsArb = fc.array(word, { minLength: 1, maxLength: 4 });
/** A text that holds the secrets (a number picks one), so matches are common. */
const textArb = (secrets: fc.Arbitrary<string[]>) =>
  secrets.chain((s) =>
    fc.tuple(fc.constant(s), fc.array(fc.oneof(word, unit, fc.nat()), { maxLength: 14 }).map((pieces) => pieces.map((p) => (typeof p === 'number' ? s[p % s.length]! : p)).join(''))),
  );

describe('Redactor', () => {
  it('redacts every occurrence; empty and missing secrets are ignored', () => {
    const r = new Redactor(['tok', 'token-123', '', undefined]);
    expect(r.redact('a token-123 and tok.')).toBe(`a ${REDACTED} and ${REDACTED}.`);
    expect(new Redactor([]).empty).toBe(true);
  });

  it('redacts the union of overlapping and nested occurrences (no tail of a secret is left)', () => {
    expect(new Redactor(['token-AAAA', 'AAAA-secret-BBBB']).redact('token-AAAA-secret-BBBB')).toBe(REDACTED);
    expect(new Redactor(['abcabc']).redact('abcabcabc')).toBe(REDACTED);
    expect(new Redactor(['b', 'abc']).redact('xabcx')).toBe(`x${REDACTED}x`);
    expect(new Redactor(['abc', 'b']).redact('b abc ab')).toBe(`${REDACTED} ${REDACTED} a${REDACTED}`);
    // Touching but not overlapping: two masks.
    expect(new Redactor(['sk']).redact('sksk')).toBe(`${REDACTED}${REDACTED}`);
  });

  it('redacts inside JSON-like values, object keys included', () => {
    const r = new Redactor(['s3cret']);
    expect(r.redactValue({ a: ['x s3cret'], b: 1, c: { d: 's3cret' }, s3cret: true })).toEqual({ a: [`x ${REDACTED}`], b: 1, c: { d: REDACTED }, [REDACTED]: true });
    const proto = r.redactValue(JSON.parse('{"__proto__":{"polluted":"s3cret"}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  it('redacts a value nested 200,000 deep without recursion, and a cyclic one', () => {
    const deep = JSON.parse(`${'{"k":['.repeat(200_000)}"s3cret"${']}'.repeat(200_000)}`) as unknown;
    const r = new Redactor(['s3cret']);
    let out: unknown;
    expect(() => (out = r.redactValue(deep))).not.toThrow();
    let node = out as { k: unknown[] };
    for (let i = 0; i < 199_999; i++) node = node.k[0] as { k: unknown[] };
    expect(node.k[0]).toBe(REDACTED);
    const cycle: Record<string, unknown> = { v: 's3cret' };
    cycle.self = cycle;
    const copy = r.redactValue(cycle);
    expect(copy.v).toBe(REDACTED);
    expect(copy.self).toBe(copy);
  });

  it('finds a secret in raw JSON whatever escapes carry its characters', () => {
    const r = new Redactor(['sk-live/KEY"1']);
    expect(r.redactJsonText('{"a":"sk\\u002dlive\\/KEY\\"1 x"}')).toBe(`{"a":"${REDACTED} x"}`);
    expect(r.redactJsonText('{"a":"\\u0073\\u006b-live/KEY\\u00221"}')).toBe(`{"a":"${REDACTED}"}`);
    expect(r.redactJsonText('plain sk-live/KEY"1 and \\\\u0073k-live')).toBe(`plain ${REDACTED} and \\\\u0073k-live`);
    // A literal backslash in a secret is found where the text is not JSON.
    expect(new Redactor(['a\\nb']).redactJsonText('x a\\nb y')).toBe(`x ${REDACTED} y`);
  });

  it('masks the start of a cut text where it may end a secret, behind what the cut left of an escape', () => {
    const r = new Redactor(['sk-live-KEY-1']);
    // The cut took `\u0` of `\u0073k-live-KEY-1`: 11 of the secret's 13 characters were left.
    expect(r.redactCutStart('073k-live-KEY-1 and on')).toBe(`${REDACTED} and on`);
    expect(r.redactCutStart('live\u002dKEY-1 and on')).toBe(`${REDACTED} and on`);
    expect(r.redactCutStart('n\u002dKEY-1"}')).toBe(`${REDACTED}"}`);
    // Nothing that ends the secret: the text stands, whole secrets in it masked as always.
    expect(r.redactCutStart('073 lines, sk-live-KEY-1')).toBe(`073 lines, ${REDACTED}`);
    expect(r.redactCutStart('KEY-2 is not it')).toBe('KEY-2 is not it');
    expect(new Redactor([]).redactCutStart('KEY-1')).toBe('KEY-1');
  });

  it('property: a text cut anywhere inside a secret in any escapes shows nothing of it', () => {
    const secret = 'sk-live/KEY"1';
    const r = new Redactor([secret]);
    const escaped = (c: string, how: number) =>
      how === 0 ? JSON.stringify(c).slice(1, -1) : how === 1 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c === '/' ? '\\/' : JSON.stringify(c).slice(1, -1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: secret.length, maxLength: secret.length }), fc.nat(), (hows, at) => {
        const raw = [...secret].map((c, i) => escaped(c, hows[i]!)).join('');
        const cut = 1 + (at % (raw.length - 1));
        expect(r.redactCutStart(`${raw.slice(cut)} then more`)).toBe(`${REDACTED} then more`);
      }),
    );
  });

  it('redacts a secret split across deltas and holds back only a possible start', () => {
    const stream = new Redactor(['sk-ant-123']).stream();
    expect(stream.push('key: sk-a')).toBe('key: ');
    expect(stream.pending).toBe(true);
    expect(stream.held).toBe(4);
    expect(stream.push('nt-1')).toBe('');
    expect(stream.held).toBe(8);
    expect(stream.push('23 done')).toBe(`${REDACTED} done`);
    expect(stream.push(' sk-x')).toBe(' sk-x');
    expect(stream.flush()).toBe('');
  });

  it('passes text on as soon as it cannot be part of a secret, not in batches', () => {
    // Every secret a run of `a` and then another letter: a run of `a` may always begin one, so
    // exactly the longest run a secret starts with (16) is held, and each delta lets 4 go.
    const stream = new Redactor(Array.from({ length: 9 }, (_, i) => `${'a'.repeat(8 + i)}${String.fromCharCode(98 + i)}`)).stream();
    let out = '';
    for (let i = 1; i <= 200; i++) {
      out += stream.push('aaaa');
      expect(out.length).toBe(Math.max(0, 4 * i - 16));
    }
    expect(out + stream.flush()).toBe('a'.repeat(800));
  });

  it('redacts the same with a secret set too large for a transition table (failure links followed)', () => {
    // 300 secrets of 40 characters out of 500: rows times columns exceed the table's limit.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), (seed >>> 8) % n);
    const secrets = Array.from({ length: 300 }, () => Array.from({ length: 40 }, () => String.fromCharCode(0x4e00 + random(500))).join(''));
    const pick = (i: number) => secrets[i % secrets.length]!;
    const text = `x ${pick(3)}${pick(3).slice(0, 20)} y ${pick(9).slice(0, 30)}${pick(10)} ${pick(11).slice(5)}`;
    const redactor = new Redactor(secrets);
    const whole = redactor.redact(text);
    expect(whole).toBe(naive(secrets, text));
    expect(whole).toBe(`x ${REDACTED}${pick(3).slice(0, 20)} y ${pick(9).slice(0, 30)}${REDACTED} ${pick(11).slice(5)}`);
    expect(streamed(redactor, [...text])).toBe(whole);
    expect(streamed(redactor, splitAt(text, [5, 17, 60, 61, 100]))).toBe(whole);
  });

  it('maps every position of the text read to the text passed on, across hundreds of masks', () => {
    // Hundreds of masks, so the stream's record of them spans several of its blocks.
    const manyArb = secretsArb.chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.array(fc.oneof({ arbitrary: fc.nat(), weight: 3 }, { arbitrary: word, weight: 1 }), { minLength: 700, maxLength: 900 }).map((pieces) => pieces.map((p) => (typeof p === 'number' ? s[p % s.length]! : p)).join('')),
      ),
    );
    fc.assert(
      fc.property(manyArb, fc.array(fc.nat(), { maxLength: 40 }), ([secrets, text], cuts) => {
        const covered = coveredRanges(secrets, text);
        fc.pre(covered.length > 600);
        const stream = new Redactor(secrets).stream();
        const out = splitAt(text, cuts).map((d) => stream.push(d)).join('') + stream.flush();
        expect(out).toBe(naive(secrets, text));
        // Outside a mask, the length of what went out before the position; inside one, where the mask begins.
        let r = 0;
        let shift = 0;
        for (let position = 0; position <= text.length; position++) {
          while (r < covered.length && covered[r]!.end <= position) shift += covered[r]!.end - covered[r++]!.start - REDACTED.length;
          const inside = r < covered.length && covered[r]!.start < position;
          expect(stream.outputAt(position)).toBe(inside ? covered[r]!.start - shift : position - shift);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('a stream that masked once keeps a few numbers for it, not a block for hundreds', () => {
    // A round keeps every stream that masked something, so their records add up.
    const stream = new Redactor(['sk-live-KEY-123']).stream();
    expect(stream.push('x sk-live-KEY-123 y') + stream.flush()).toBe(`x ${REDACTED} y`);
    const masks = (stream as unknown as { masks: Float64Array[] }).masks;
    expect(masks.reduce((sum, block) => sum + block.length, 0)).toBeLessThanOrEqual(6);
  });

  it('releases a held prefix that did not become a secret when the stream ends', () => {
    const stream = new Redactor(['abcdef']).stream();
    expect(stream.push('xx abc')).toBe('xx ');
    expect(stream.flush()).toBe('abc');
  });

  it('after a release at a boundary, the rest of a secret that began before it is masked', () => {
    const stream = new Redactor(['sk-live-KEY-123']).stream();
    const out = [stream.push('x sk-live-'), stream.release(), stream.push('KEY-123 y'), stream.flush()];
    expect(out).toEqual(['x ', 'sk-live-', `${REDACTED} y`, '']);
    expect(out.join('')).not.toContain('sk-live-KEY-123');
  });

  it('matches the definition (union of all occurrences) on any text and secrets', () => {
    fc.assert(
      fc.property(textArb(secretsArb), ([secrets, text]) => {
        expect(new Redactor(secrets).redact(text)).toBe(naive(secrets, text));
      }),
      { numRuns: 500 },
    );
  });

  it('for any split, streamed redaction equals redacting the whole text, and no secret is left', () => {
    fc.assert(
      fc.property(textArb(secretsArb), fc.array(fc.nat(), { maxLength: 10 }), ([secrets, text], cuts) => {
        const redactor = new Redactor(secrets);
        const whole = redactor.redact(text);
        expect(streamed(redactor, splitAt(text, cuts))).toBe(whole);
        expect(streamed(redactor, [...text])).toBe(whole);
        for (const secret of secrets) if (!REDACTED.includes(secret)) expect(whole).not.toContain(secret);
      }),
      { numRuns: 300 },
    );
  });

  it('when every secret starts with one code unit, the stream that jumps to it redacts as the scan of every code unit does', () => {
    // '😀' and '😁' share their first code unit (a high surrogate), so secrets may differ from the second on.
    const first = fc.constantFrom('a', '-', '😀', '😁');
    const shared = fc.tuple(first, fc.array(fc.oneof(word, fc.constant('')), { minLength: 1, maxLength: 4 })).map(([f, words]) => words.map((w) => f + w));
    fc.assert(
      fc.property(textArb(shared), fc.array(fc.nat(), { maxLength: 10 }), ([secrets, text], cuts) => {
        const redactor = new Redactor(secrets);
        expect(redactor.tables!.firstCode).toBe(secrets[0]!.charCodeAt(0));
        const whole = redactor.redact(text);
        expect(whole).toBe(naive(secrets, text));
        expect(streamed(redactor, splitAt(text, cuts))).toBe(whole);
        expect(streamed(redactor, [...text])).toBe(whole);
        expect(streamed(redactor, [text])).toBe(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('after a release, text that goes on from a shown prefix but holds no secret is not masked', () => {
    const stream = new Redactor(['abcd']).stream();
    const out = [stream.push('xab'), stream.release(), stream.push('zzz'), stream.push('cd'), stream.flush()];
    expect(out.join('')).toBe('xabzzzcd');
  });

  it('with releases anywhere, a text holding no secret comes out unchanged', () => {
    const first = fc.constantFrom('a', '-', '😀');
    const shared = fc.tuple(first, fc.array(word, { minLength: 1, maxLength: 4 })).map(([f, words]) => words.map((w) => f + w));
    fc.assert(
      fc.property(textArb(fc.oneof(secretsArb, shared)), fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 10 }), ([secrets, text], cuts) => {
        fc.pre(naive(secrets, text) === text);
        const stream = new Redactor(secrets).stream();
        let out = '';
        for (const [i, delta] of splitAt(text, cuts.map(([c]) => c)).entries()) {
          out += stream.push(delta);
          if (cuts[i]?.[1]) out += stream.release();
        }
        expect(out + stream.flush()).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  // What a stream forgotten at a bound and met again starts with (PartRedactor, capture
  // redaction): given where the stream before was, it goes on exactly as that stream would have.
  it('a stream started cut where another stream was goes on exactly as that stream would have', () => {
    fc.assert(
      fc.property(textArb(secretsArb), fc.nat(), fc.array(fc.nat(), { maxLength: 5 }), fc.boolean(), ([secrets, text], c, cuts, twice) => {
        const redactor = new Redactor(secrets);
        const at = c % (text.length + 1);
        const one = redactor.stream();
        one.push(text.slice(0, at));
        one.release();
        const expected = one.push(text.slice(at)) + one.flush();
        const before = redactor.stream();
        before.push(text.slice(0, at));
        before.release();
        const after = redactor.stream();
        after.startCut(before.trieNode);
        // Given twice (two forgotten streams in one slot of a table) it is the same place.
        if (twice) after.startCut(before.trieNode);
        expect(splitAt(text.slice(at), cuts).map((d) => after.push(d)).join('') + after.flush()).toBe(expected);
      }),
      { seed: 25, numRuns: 800 },
    );
  });

  it('a stream started cut anywhere masks whatever its start may finish of any secret, and the rest as usual', () => {
    fc.assert(
      fc.property(textArb(secretsArb), fc.array(fc.nat(), { maxLength: 5 }), ([secrets, text], cuts) => {
        // Reference: the union of every occurrence and of the longest start that is a secret's proper end.
        let reach = 0;
        for (const s of secrets) for (let k = 1; k < s.length; k++) if (text.startsWith(s.slice(k))) reach = Math.max(reach, s.length - k);
        const ranges = coveredRanges(secrets, text);
        let end = reach;
        while (reach > 0 && ranges.length && ranges[0]!.start < end) end = Math.max(end, ranges.shift()!.end);
        if (reach > 0) ranges.unshift({ start: 0, end });
        let expected = '';
        let at = 0;
        for (const range of ranges) {
          expected += text.slice(at, range.start) + REDACTED;
          at = range.end;
        }
        expected += text.slice(at);
        const stream = new Redactor(secrets).stream();
        stream.startCut();
        expect(splitAt(text, cuts).map((d) => stream.push(d)).join('') + stream.flush()).toBe(expected);
      }),
      { seed: 25, numRuns: 800 },
    );
  });

  it('a stream started cut holds its start until it cannot finish a secret, and is not idle until then', () => {
    const redactor = new Redactor(['sk-live-KEY-123']);
    const stream = redactor.stream();
    stream.startCut();
    expect(stream.idle).toBe(false);
    expect(stream.push('KEY-1')).toBe('');
    expect(stream.push('23 and on')).toBe(`${REDACTED} and on`);
    expect(stream.idle).toBe(true);
    // Released at a boundary before it is known, it still masks what the rest finishes.
    const released = redactor.stream();
    released.startCut();
    expect(released.push('live')).toBe('');
    expect(released.release()).toBe('live');
    expect(released.push('-KEY-123 ok')).toBe(`${REDACTED} ok`);
    // A start that cannot finish one goes on at once.
    const plain = redactor.stream();
    plain.startCut();
    expect(plain.push('hello')).toBe('hello');
  });

  it('a stream started cut masks the same with a secret set too large for a transition table', () => {
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), (seed >>> 8) % n);
    const secrets = Array.from({ length: 300 }, () => Array.from({ length: 40 }, () => String.fromCharCode(0x4e00 + random(500))).join(''));
    const redactor = new Redactor(secrets);
    const before = redactor.stream();
    before.push(`x ${secrets[5]!.slice(0, 17)}`);
    before.release();
    for (const at of [before.trieNode, undefined]) {
      const after = redactor.stream();
      after.startCut(at);
      expect([...`${secrets[5]!.slice(17)} y`].map((d) => after.push(d)).join('') + after.flush()).toBe(`${REDACTED} y`);
    }
  });

  it('with releases anywhere, the stream never adds up to a secret', () => {
    fc.assert(
      fc.property(textArb(secretsArb), fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 10 }), ([secrets, text], cuts) => {
        const stream = new Redactor(secrets).stream();
        let out = '';
        for (const [i, delta] of splitAt(text, cuts.map(([c]) => c)).entries()) {
          out += stream.push(delta);
          if (cuts[i]?.[1]) out += stream.release();
        }
        out += stream.flush();
        for (const secret of secrets) if (!REDACTED.includes(secret)) expect(out).not.toContain(secret);
      }),
      { numRuns: 300 },
    );
  });
});
