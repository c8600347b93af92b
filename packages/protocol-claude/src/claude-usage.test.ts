import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addUsage, streamBytes, summarizeRound, type ContentPart, type Usage } from '@mwh/protocol-core';
import { replayClaudeCapture } from './claude-replay.js';
import { readClaudeStream } from './claude-round-reader.js';
import { toUsage } from './claude-usage.js';
import { fixtureFiles, loadFixture, readCaptureFile } from './test-support/fixtures.js';
import { assistant, init, lines, messageDelta, messageStart, outcome, result, text, textDelta, toolResult, toolUse } from './test-support/streams.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

const usageParts = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'usage' ? [p.usage] : []));
/** The counts of a usage that are not zero: a count the result says is 0 and the stream never named is the same figure. */
const figures = (usage: Usage) => Object.fromEntries(Object.entries(usage).filter(([, n]) => n !== 0));
const mismatches = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'warning' && p.code === 'result-mismatch' ? [p.message] : []));

/** The `result` lines of a capture's stdout, as JSON. */
function resultLines(bytes: Uint8Array): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const line of new TextDecoder().decode(bytes).split('\n')) {
    if (!line.includes('"result"')) continue;
    try {
      const value = JSON.parse(line) as Record<string, unknown>;
      if (value.type === 'result') found.push(value);
    } catch {
      // Not JSON: not a result.
    }
  }
  return found;
}

// The shape of Claude Code's real stdout without --include-partial-messages (the design's
// protocol-facts; the agent SDK's sdk.d.ts gives SDKAssistantMessage the API message as the CLI
// holds it when a block ends, and SDKResultMessage the turn's usage): no stream events, one
// assistant line per content block whose usage is the request's start (2.1.3xx writes
// message_start's figures there: 1 to 6 output tokens), and only the result line with the totals.
// The figures are the issue's: the assistant lines said 2 output tokens, the result 171.
const unstreamed = [
  init(),
  assistant('msg_01', [text('Let me look.')], {}, { input_tokens: 1200, output_tokens: 2, cache_read_input_tokens: 300 }),
  assistant('msg_01', [toolUse('toolu_1', 'Bash', { command: 'ls' })], {}, { input_tokens: 1200, output_tokens: 2, cache_read_input_tokens: 300 }),
  toolResult('toolu_1', 'a.txt'),
  assistant('msg_02', [text('There is a.txt.')], {}, { input_tokens: 1350, output_tokens: 1, cache_read_input_tokens: 300 }),
  result({ result: 'There is a.txt.', usage: { input_tokens: 2550, output_tokens: 171, cache_read_input_tokens: 600 } }),
];

describe("usage as the CLI counts it: the result line's totals", () => {
  it("without partial messages: the round's usage is the result's, the last request carrying what its lines did not say, and no warning (the lines' figures are snapshots)", () => {
    const parts = readClaudeStream([lines(...unstreamed)], outcome());
    expect(usageParts(parts)).toEqual([
      { inputTokens: 1200, outputTokens: 2, cachedInputTokens: 300, totalTokens: 1202 },
      { inputTokens: 1350, outputTokens: 169, cachedInputTokens: 300, totalTokens: 1519 },
    ]);
    expect(summarizeRound(parts).usage).toEqual({ inputTokens: 2550, outputTokens: 171, cachedInputTokens: 600, totalTokens: 2721 });
    expect(mismatches(parts)).toEqual([]);
  });

  it('without partial messages, a result saying less than the lines is a disagreement, said after the parts it speaks of', () => {
    const less = [...unstreamed.slice(0, -1), result({ result: 'There is a.txt.', usage: { input_tokens: 2550, output_tokens: 2, cache_read_input_tokens: 600 } })];
    const parts = readClaudeStream([lines(...less)], outcome());
    expect(mismatches(parts)).toEqual([expect.stringContaining("the stream's requests add up to 3 output tokens, the CLI's result line says 2 output tokens")]);
    expect(parts.findIndex((p) => p.type === 'warning')).toBeGreaterThan(parts.findLastIndex((p) => p.type === 'usage'));
    // The lines' input counts are final: a result counting more input is a disagreement too.
    const moreInput = [...unstreamed.slice(0, -1), result({ result: 'There is a.txt.', usage: { input_tokens: 2600, output_tokens: 171, cache_read_input_tokens: 600 } })];
    expect(mismatches(readClaudeStream([lines(...moreInput)], outcome()))).toEqual([expect.stringContaining("add up to 2550 input tokens and 3 output tokens, the CLI's result line says 2600 input tokens and 171 output tokens")]);
  });

  it('any split of the bytes gives the same usage', () => {
    const streams = [lines(...unstreamed), streamBytes(loadFixture('text-unstreamed'), 'stdout'), streamBytes(loadFixture('bash-tool'), 'stdout')];
    for (const whole of streams) {
      const expected = readClaudeStream([whole], outcome());
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
          const parts = readClaudeStream(splitAt(whole, cuts), outcome());
          expect(usageParts(parts)).toEqual(usageParts(expected));
          expect(mismatches(parts)).toEqual(mismatches(expected));
        }),
        { seed: 41, numRuns: 150 },
      );
    }
  });

  it("the recorded rounds without partial messages add up to their result line's usage, on every version", () => {
    for (const version of ['2.1.269', '2.1.290', '2.1.332']) {
      for (const name of ['text-unstreamed', 'thinking-unstreamed']) {
        const capture = loadFixture(name, version);
        const parts = replayClaudeCapture(capture);
        const [said] = resultLines(streamBytes(capture, 'stdout'));
        expect(figures(summarizeRound(parts).usage), `${version}/${name}`).toEqual(figures(toUsage(said!.usage as never)));
        // Their assistant lines said 1 output token (a snapshot), the result 8 (or 12): the totals, no disagreement.
        expect(mismatches(parts), `${version}/${name}`).toEqual([]);
      }
    }
  });

  it("every recorded round with its main-thread requests' totals streamed agrees with its result line: no warning, the figures as before", () => {
    let held = 0;
    let interrupted = 0;
    for (const file of fixtureFiles({ rounds: true })) {
      const capture = readCaptureFile(file);
      const parts = replayClaudeCapture(capture);
      if (/unstreamed/.test(file.pathname)) continue;
      // Each result line counts its own turn; a subagent's requests are not in it.
      const said = resultLines(streamBytes(capture, 'stdout')).map((line) => toUsage(line.usage as never));
      if (said.some((usage) => Object.keys(figures(usage)).length === 0)) {
        // An interrupted turn's result says all zeros, though its requests' message_start said
        // more (its modelUsage counts them): a figure, the CLI's, and the warning names both. A
        // request whose message_delta came was reported then: its counts stay the stream's.
        for (const message of mismatches(parts)) expect(message, file.pathname).toMatch(/the CLI's result line says 0 [a-z -]+ tokens.*; the (result's figures are used|stream's figures are kept)\.$/);
        interrupted++;
        continue;
      }
      expect(mismatches(parts), file.pathname).toEqual([]);
      if (said.length === 0 || /subagent/.test(file.pathname)) continue;
      expect(figures(summarizeRound(parts).usage), file.pathname).toEqual(figures(said.reduce((sum, usage) => addUsage(sum, usage), {})));
      held++;
    }
    expect(held).toBeGreaterThan(30);
    expect(interrupted).toBeGreaterThan(0);
  });

  it('a result of all zeros is a figure: the round says 0, and where the stream said more, the warning names both', () => {
    // A local command that asked the model nothing (/compact on an empty session, untether's 2.1.285 fixture).
    const nothing = readClaudeStream([lines(init(), result({ result: '', usage: { input_tokens: 0, output_tokens: 0 } }))], outcome());
    expect(summarizeRound(nothing).usage).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
    expect(mismatches(nothing)).toEqual([]);
    // An interrupted turn: its request's message_start said 10 and 1.
    const cut = readClaudeStream([lines(init(), messageStart('m', { input_tokens: 10, output_tokens: 1 }), textDelta('Par', 0, 'm'), result({ subtype: 'error_during_execution', result: '', usage: { input_tokens: 0, output_tokens: 0 } }))], outcome());
    expect(summarizeRound(cut).usage).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
    expect(mismatches(cut)).toEqual([
      expect.stringContaining("usage: the stream's requests add up to 10 input tokens and 1 output token, the CLI's result line says 0 input tokens and 0 output tokens; the result's figures are used."),
    ]);
  });

  it("a result saying less than the requests' lines: the round's usage is the result's, their requests one part", () => {
    // takopi's hand-written session: two messages said 123/42 and 130/76, the result 130/76.
    const parts = readClaudeStream([lines(init(), assistant('a', [text('Sure.')], {}, { input_tokens: 123, output_tokens: 42 }), assistant('b', [text('Done.')], {}, { input_tokens: 130, output_tokens: 76 }), result({ result: 'Done.', usage: { input_tokens: 130, output_tokens: 76 } }))], outcome());
    expect(usageParts(parts)).toEqual([{ inputTokens: 130, outputTokens: 76, totalTokens: 206 }]);
    expect(mismatches(parts)).toEqual([expect.stringContaining("add up to 253 input tokens and 118 output tokens, the CLI's result line says 130 input tokens and 76 output tokens; the result's figures are used.")]);
  });

  it("a subagent's requests count beside the result's, which leaves them out", () => {
    const capture = readCaptureFile(new URL('../../../fixtures/claude/2.1.332/rounds/subagent.capture.jsonl', import.meta.url));
    const parts = replayClaudeCapture(capture);
    // The result: 200 input and 49 output tokens, the main thread's two requests; the subagent's line said 100 and 1.
    expect(summarizeRound(parts).usage).toMatchObject({ inputTokens: 300, outputTokens: 50 });
    expect(mismatches(parts)).toEqual([]);
  });

  it('a result counting requests the stream never showed: one more part with the rest, said', () => {
    const parts = readClaudeStream([lines(init(), result({ usage: { input_tokens: 10, output_tokens: 5 } }))], outcome());
    expect(usageParts(parts)).toEqual([{ inputTokens: 10, outputTokens: 5, totalTokens: 15 }]);
    expect(mismatches(parts)).toEqual([
      expect.stringContaining("usage: the stream's requests add up to 0 input tokens and 0 output tokens, the CLI's result line says 10 input tokens and 5 output tokens, the rest for requests the stream gave no figures for; the result's figures are used."),
    ]);
  });

  it("a result saying less than the stream's final figures: the stream's are kept, and said", () => {
    const parts = readClaudeStream([lines(messageStart('m', { input_tokens: 10, output_tokens: 1 }), textDelta('Hi', 0, 'm'), messageDelta({ output_tokens: 9 }, 'm'), result({ result: 'Hi', usage: { input_tokens: 10, output_tokens: 4 } }))], outcome());
    expect(usageParts(parts)).toEqual([{ inputTokens: 10, outputTokens: 9, totalTokens: 19 }]);
    expect(mismatches(parts)).toEqual([expect.stringContaining("add up to 9 output tokens, the CLI's result line says 4 output tokens; the stream's figures are kept.")]);
  });

  it('several turns: each result line holds only its own turn, the requests since the one before', () => {
    const turn = (id: string, said: number) => [assistant(id, [text(id)], {}, { input_tokens: 10, output_tokens: 1 }), result({ result: id, usage: { input_tokens: 10, output_tokens: said } })];
    const parts = readClaudeStream([lines(init(), ...turn('a', 7), ...turn('b', 3))], outcome());
    expect(usageParts(parts).map((u) => u.outputTokens)).toEqual([7, 3]);
  });
});
