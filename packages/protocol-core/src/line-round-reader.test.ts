import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentPart } from './content-part.js';
import { LineRoundReader } from './line-round-reader.js';
import type { FramedLine } from './line-framer.js';
import type { ProcessOutcome, Verdict } from './verdict.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

const enc = (s: string) => new TextEncoder().encode(s);

/** A protocol of one kind of line: each non-blank line is said as text; the verdict quotes the lines read. */
class EchoReader extends LineRoundReader<string, [outcome?: ProcessOutcome | null]> {
  readonly seen: string[] = [];

  constructor(maxLineBytes?: number) {
    super(maxLineBytes === undefined ? {} : { maxLineBytes });
  }

  protected override decode(framed: FramedLine): string | undefined {
    if (!framed.ok) return `!${framed.head}`;
    return framed.text === '' ? undefined : framed.text;
  }

  protected override read(line: string, out: ContentPart[]): void {
    this.seen.push(line);
    out.push({ type: 'text-delta', id: 'm', text: line });
  }

  protected override decide(out: ContentPart[], outcome: ProcessOutcome | null = null): Verdict {
    out.push({ type: 'warning', code: 'end', message: 'ending' });
    return { kind: 'success', message: this.seen.join('|'), exitCode: outcome?.exitCode ?? null, signal: null, stderrTail: '' };
  }
}

const textOf = (parts: ContentPart[]) => parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : []));

describe('LineRoundReader', () => {
  it('reads each framed line once, a last one without a newline at the end, then the verdict as the last part', () => {
    const reader = new EchoReader();
    const parts = [...reader.push(enc('a\n\nb')), ...reader.finish({ exitCode: 0, signal: null, stderr: '' })];
    expect(textOf(parts)).toEqual(['a', 'b']);
    expect(parts.slice(-2).map((part) => part.type)).toEqual(['warning', 'finish']);
    expect(parts.at(-1)).toMatchObject({ type: 'finish', verdict: { message: 'a|b', exitCode: 0 } });
  });

  it('reads nothing after its end, and ends once', () => {
    const reader = new EchoReader();
    const { parts, verdict } = reader.conclude();
    expect(parts).toEqual([{ type: 'warning', code: 'end', message: 'ending' }]);
    expect(reader.push(enc('late\n'))).toEqual([]);
    expect(reader.accept('late')).toEqual([]);
    expect(reader.finish()).toEqual([]);
    expect(reader.conclude()).toEqual({ parts: [], verdict });
    expect(reader.seen).toEqual([]);
  });

  it('takes lines decoded already, in order with pushed ones', () => {
    const reader = new EchoReader();
    expect(textOf([...reader.push(enc('a\n')), ...reader.accept('b'), ...reader.push(enc('c\n'))])).toEqual(['a', 'b', 'c']);
  });

  it('passes an over-long line to the decode as what the framer made of it', () => {
    const reader = new EchoReader(4);
    expect(textOf(reader.push(enc('0123456789\nok\n')))).toEqual(['!01234', 'ok']);
  });

  it('gives the same parts for any split of the bytes', () => {
    const line = fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => text.replace(/[\r\n]/g, ''));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.boolean(), fc.array(fc.nat(), { maxLength: 20 }), (lines, trailing, cuts) => {
        const bytes = enc(lines.join('\n') + (trailing ? '\n' : ''));
        const whole = new EchoReader();
        const expected = [...whole.push(bytes), ...whole.finish(null)];
        const split = new EchoReader();
        const parts = [...splitAt(bytes, cuts).flatMap((chunk) => split.push(chunk)), ...split.finish(null)];
        expect(parts).toEqual(expected);
      }),
    );
  });
});
