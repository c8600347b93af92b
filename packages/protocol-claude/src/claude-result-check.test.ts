import { describe, expect, it } from 'vitest';
import { summarizeRound, type ContentPart } from '@mwh/protocol-core';
import { replayClaudeCapture } from './claude-replay.js';
import { readClaudeStream } from './claude-round-reader.js';
import { fixtureFiles, readCaptureFile } from './test-support/fixtures.js';
import { assistant, init, lines, messageDelta, messageStart, outcome, result, streamedAnswer, syntheticError, text, textDelta, toolUse, verdictOf } from './test-support/streams.js';

const read = (...messages: unknown[]) => readClaudeStream([lines(...messages)], outcome());
const mismatches = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'warning' && p.code === 'result-mismatch' ? [p.message] : []));
// A line without the ids a relay or a hand-written stream leaves out.
const bare = (line: Record<string, unknown>) => {
  const { api_message_id: _, ...rest } = line;
  const event = rest.event as { message?: Record<string, unknown> } | undefined;
  if (!event?.message) return rest;
  const { id: _id, ...message } = event.message;
  return { ...rest, event: { ...event, message } };
};
const anonymous = (line: Record<string, unknown>) => {
  const body = line.message as Record<string, unknown>;
  const { id: _id, ...rest } = body;
  return { ...line, message: rest };
};

describe("the reading held to the CLI's result line", () => {
  it('a stream that left no answer text while its result line has one: the result\'s text is the answer, said in one warning', () => {
    // Hand-written (issue 41): no message ids, the text only in deltas, an assistant line
    // without a text block, no message_delta: the streamed text is retracted at the result.
    const parts = read(
      init(),
      bare(messageStart('m', { input_tokens: 10, output_tokens: 1 })),
      bare(textDelta('Hello there')),
      anonymous(assistant('m', [])),
      result({ result: 'Hello there', usage: { input_tokens: 10, output_tokens: 1 } }),
    );
    expect(parts.filter((p) => p.type === 'text-retract')).toHaveLength(1);
    expect(summarizeRound(parts).text).toBe('Hello there');
    expect(mismatches(parts)).toEqual([
      "The CLI's result line and the stream disagree. text: the stream left no answer text, the CLI's result line has \"Hello there\"; the result's text is the answer.",
    ]);
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'Hello there' });
  });

  it("text, usage and error flag disagreeing at once: one warning naming each, the result's text and usage used", () => {
    const parts = read(init(), anonymous(assistant('m', [toolUse('t', 'Bash', {})], {}, { input_tokens: 10, output_tokens: 1 })), result({ result: 'Done.', usage: { input_tokens: 10, output_tokens: 0 } }));
    const said = mismatches(parts);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^The CLI's result line and the stream disagree\. text: .*"Done\.".* usage: the stream's requests add up to 1 output token, the CLI's result line says 0 output tokens; the result's figures are used\.$/);
    expect(summarizeRound(parts)).toMatchObject({ text: 'Done.', usage: { inputTokens: 10, outputTokens: 0 } });
  });

  it("both have text and they differ: the stream's is kept, the warning quotes both, bounded", () => {
    const long = `Streamed ${'x'.repeat(5000)} end.`;
    const parts = read(...streamedAnswer('m', [long]).slice(0, -1), result({ result: `The CLI says ${'y'.repeat(5000)} otherwise.` }));
    expect(summarizeRound(parts).text).toBe(long);
    const [said] = mismatches(parts);
    expect(said).toMatch(/^The CLI's result line and the stream disagree\. text: the stream's answer ends …"x+ end\.", the CLI's result line says "The CLI says y+"…"y+ otherwise\." \(5024 characters\); the stream's text is kept\.$/);
    expect(said!.length).toBeLessThan(400);
  });

  it('the result gives the last message\'s text: a round of several messages agrees with it', () => {
    const parts = read(
      init(),
      messageStart('a'),
      textDelta('Let me check.', 0, 'a'),
      assistant('a', [text('Let me check.')]),
      messageDelta({ output_tokens: 5 }, 'a'),
      messageStart('b', { input_tokens: 0, output_tokens: 1 }),
      textDelta('It is 42.', 0, 'b'),
      assistant('b', [text('It is 42.')]),
      messageDelta({ output_tokens: 0 }, 'b'),
      result({ result: 'It is 42.' }),
    );
    expect(summarizeRound(parts).text).toBe('Let me check.\n\nIt is 42.');
    expect(mismatches(parts)).toEqual([]);
  });

  it('every recorded round agrees with its result line on the text and the error flag', () => {
    let read = 0;
    for (const file of fixtureFiles({ rounds: true })) {
      const said = mismatches(replayClaudeCapture(readCaptureFile(file)));
      // Only the unstreamed rounds' usage differs (their assistant lines carry no totals).
      expect(said.filter((message) => /text:|error:/.test(message)), file.pathname).toEqual([]);
      read++;
    }
    expect(read).toBeGreaterThan(60);
  });

  it("a failure's result text is the CLI's account, not an answer: no text is taken from it", () => {
    const parts = read(init(), syntheticError('API Error: 529 Overloaded.'), result({ is_error: true, result: 'API Error: 529 Overloaded.', usage: undefined }));
    expect(summarizeRound(parts).text).toBe('');
    expect(mismatches(parts)).toEqual([]);
  });

  it('an error subtype under is_error false: read as failed, and the flag the CLI set named', () => {
    const parts = read(init(), result({ subtype: 'error_max_turns', is_error: false, result: '', usage: undefined }));
    expect(verdictOf(parts).kind).toBe('failed');
    expect(mismatches(parts)).toEqual([
      "The CLI's result line and the stream disagree. error: the CLI's result line says is_error false, but its subtype is \"error_max_turns\"; the round is read as failed.",
    ]);
  });

  it('a result line without text says nothing of the text (an interrupt, a turn that ended in a tool call)', () => {
    const parts = read(init(), assistant('m', [text('Partial')]), result({ result: '', usage: undefined }));
    expect(summarizeRound(parts).text).toBe('Partial');
    expect(mismatches(parts)).toEqual([]);
  });
});
