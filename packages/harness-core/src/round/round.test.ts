import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor, parseCapture, summarizeRound, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { ClaudeRoundReader, replayClaudeCapture } from '@mwh/protocol-claude';
import { replayCodexCapture } from '@mwh/protocol-codex';
import { RoundOutput, createRound } from './round.js';
import { splitAt } from '../../../../scripts/test-support/split-at.js';

const ok: Verdict = { kind: 'success', message: '', exitCode: 0, signal: null, stderrTail: '' };

async function drain(iterable: AsyncIterable<ContentPart>): Promise<ContentPart[]> {
  const parts: ContentPart[] = [];
  for await (const part of iterable) parts.push(part);
  return parts;
}

/** A Claude stream whose text arrives as exactly these deltas. */
function claudeStream(deltas: string[]): Buffer {
  const lines = [
    { type: 'system', subtype: 'init', session_id: 's', model: 'm' },
    { type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1', usage: { input_tokens: 1, output_tokens: 1 } } } },
    ...deltas.map((text) => ({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } } })),
    { type: 'assistant', message: { id: 'msg_1', role: 'assistant', model: 'm', content: [{ type: 'text', text: deltas.join('') }] } },
    { type: 'result', subtype: 'success', is_error: false, result: deltas.join(''), session_id: 's' },
  ];
  return Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', 'utf8');
}

describe("the round's part pipeline", () => {
  it('for any split of deltas and bytes, streamed redaction equals redacting the whole text', async () => {
    const secretArb = fc.string({ minLength: 2, maxLength: 10, unit: fc.constantFrom('s', 'k', '-', '7', 'ä', '🔑') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(secretArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(fc.string({ maxLength: 6, unit: fc.constantFrom('a', 's', 'k', ' ', 'ä', '🔑') }), fc.nat({ max: 2 })), { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (secrets, pieces, deltaCuts, byteCuts) => {
          const whole = pieces.map((p) => (typeof p === 'number' ? secrets[p % secrets.length]! : p)).join('');
          // Deltas cut on code points, as the API sends them; bytes cut anywhere.
          const deltas = splitAt(Array.from(whole), deltaCuts)
            .map((points) => points.join(''))
            .filter(Boolean);
          const reader = new ClaudeRoundReader();
          const output = new RoundOutput(secrets);
          for (const chunk of splitAt(claudeStream(deltas), byteCuts)) for (const part of reader.push(chunk)) output.emit(part);
          const end = reader.end({ exitCode: 0, signal: null, stderr: '' });
          for (const part of end) if (part.type !== 'finish') output.emit(part);
          output.finish(ok);
          const parts = await drain(output.queue);
          const expected = new Redactor(secrets).redact(whole);
          expect(parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('')).toBe(expected);
          expect(output.text).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('holds an attempt, then releases or discards it keeping warnings', async () => {
    const output = new RoundOutput([]);
    output.hold();
    output.emit({ type: 'text-delta', id: 'a', text: 'dropped' });
    output.emit({ type: 'warning', code: 'w', message: 'kept' });
    output.discard();
    output.hold();
    output.emit({ type: 'text-delta', id: 'b', text: 'released' });
    output.release();
    output.finish(ok);
    expect((await drain(output.queue)).map((p) => p.type)).toEqual(['warning', 'text-delta', 'finish']);
  });

  it('refuses new secrets once anything streamed', () => {
    const output = new RoundOutput(['a1']);
    output.addSecrets(['b2']);
    output.emit({ type: 'text-delta', id: 'x', text: 'b2' });
    expect(() => output.addSecrets(['c3'])).toThrow(/before the round streams/);
    expect(() => output.addSecrets(['a1'])).not.toThrow();
  });

  it('turns a driver that throws into a failed verdict', async () => {
    const round = createRound({ harness: 'claude', threadKey: 't' }, ['tok'], async () => {
      throw new Error('disk full near tok');
    });
    const parts = await drain(round);
    const verdict = await round.verdict;
    expect(parts).toEqual([{ type: 'finish', verdict }]);
    expect(verdict.kind).toBe('failed');
    expect(verdict.message).toBe('The harness failed: disk full near [REDACTED]');
    expect(await round.failureMarkdown()).toContain('disk full near [REDACTED]');
  });
});

describe("a round's text", () => {
  // Recorded streams that broke after some text, retried and answered whole: the reader retracts
  // the abandoned text. A secret in that text makes the redacted retraction count too.
  // codex's recording ends at the retry (its error after it): no answer, and no text either.
  for (const [harness, replay, secret, whole] of [
    ['claude', replayClaudeCapture, 'Partial', 'The whole answer, sent again.'],
    ['codex', replayCodexCapture, 'Partial answ', ''],
  ] as const) {
    it(`${harness}: leaves out what the reader retracted, as the round's summary does, and so does failureMarkdown`, async () => {
      const parsed = parseCapture(readFileSync(new URL(`../../../../fixtures/${harness}/${harness === 'claude' ? '2.1.332' : '0.171.0'}/stream-dropped.capture.jsonl`, import.meta.url), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error);
      const recorded = replay(parsed.value);
      expect(recorded.some((p) => p.type === 'text-retract')).toBe(true);
      const failed: Verdict = { kind: 'failed', message: 'it broke later', exitCode: 1, signal: null, stderrTail: '' };
      const round = createRound({ harness, threadKey: `retract-${harness}` }, [secret], async (output) => {
        for (const part of recorded) if (part.type !== 'finish') output.emit(part);
        return failed;
      });
      const parts = await drain(round);
      const answer = summarizeRound(parts).text;
      expect(answer).toBe(whole);
      expect(round.text).toBe(answer);
      const markdown = await round.failureMarkdown();
      expect(markdown).toContain(answer);
      expect(markdown).toContain('it broke later');
      expect(markdown).not.toMatch(/Partial|REDACTED/);
    });
  }
});
