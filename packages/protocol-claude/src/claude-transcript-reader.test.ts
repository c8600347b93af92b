import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noisyFile } from '../../../scripts/test-support/noisy-lines.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';
import { RoundList, type ContentPart, type RoundSummary } from '@mwh/protocol-core';
import { ClaudeTranscriptReader } from './claude-transcript-reader.js';

// Hand-written after the shapes of real transcripts (Claude Code 1.0 to 2.1): a transcript is
// what the CLI keeps of a session, which no scenario of ours records.
const sample = readFileSync(new URL('./test-support/claude-transcript.sample.jsonl', import.meta.url));

function read(chunks: Iterable<Uint8Array>): ContentPart[] {
  const reader = new ClaudeTranscriptReader();
  const parts: ContentPart[] = [];
  for (const chunk of chunks) parts.push(...reader.push(chunk));
  parts.push(...reader.end());
  return parts;
}

/** The parts as turns, as a replay lists them. */
function turns(parts: ContentPart[]): (RoundSummary & { prompt?: string })[] {
  const rounds = new RoundList();
  for (const part of parts) rounds.add(part);
  return rounds.list().map(({ summary, prompt }) => ({ ...summary, ...(prompt !== undefined ? { prompt } : {}) }));
}

const text = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value) + '\n');

describe('ClaudeTranscriptReader', () => {
  it('reads a session per turn: the prompt, the answer, tool calls and results, usage once per request, and no verdict', () => {
    const parts = read([sample]);
    expect(parts.some((part) => part.type === 'finish')).toBe(false);
    const [first, second, ...rest] = turns(parts);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      prompt: 'Fix the parser please',
      sessionId: 'sess-1',
      model: 'claude-sonnet-4-6',
      text: 'Let me look.\n\nFixed.',
      reasoning: 'Look first.',
      // msg_1's three lines repeat its usage (the last says it whole), msg_2's comes once.
      usage: { inputTokens: 60, outputTokens: 37, cachedInputTokens: 3 },
      verdict: null,
    });
    // The sub-agent's work nests under its Task call; its words are not the turn's answer.
    expect(first!.toolCalls).toEqual([
      { id: 'toolu_1', name: 'Task', arguments: { prompt: 'search' } },
      { id: 'toolu_s', name: 'Grep', arguments: { pattern: 'x' }, parentId: 'toolu_1' },
    ]);
    expect(first!.toolResults).toEqual([
      { id: 'toolu_s', isError: false, output: 'found', parentId: 'toolu_1' },
      { id: 'toolu_1', isError: false, output: 'sub result' },
    ]);
    expect(first!.text).not.toContain('sub says hi');
    // The CLI's caveat (isMeta) begins no turn; its API error is a warning, not the answer.
    expect(second).toMatchObject({ prompt: 'Thanks, now the tests', text: 'Tests pass.', warnings: [{ code: 'api-error', message: 'API Error: 529 overloaded' }] });
    // Bookkeeping passes as events, never as unknown.
    expect(parts.filter((part) => part.type === 'unknown')).toEqual([]);
    expect(parts.filter((part) => part.type === 'event' && part.name !== 'turn').map((part) => part.type === 'event' && part.name)).toEqual(['summary', 'file-history-snapshot', 'system']);
  });

  it("reads a sub-agent's own transcript (its first message a sidechain's) as its thread: its task the prompt, its words the text", () => {
    const line = (fields: Record<string, unknown>) => text({ parentUuid: null, isSidechain: true, sessionId: 'sess-a', version: '2.0.28', ...fields });
    const parts = read([
      line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'Run the test suite' } }),
      line({ type: 'assistant', uuid: 'a1', message: { id: 'msg_a', role: 'assistant', model: 'm', content: [{ type: 'text', text: "I'll run the test suite." }, { type: 'tool_use', id: 'toolu_b', name: 'Bash', input: {} }] } }),
    ]);
    expect(turns(parts).map(({ prompt, text: said, sessionId, toolCalls }) => ({ prompt, said, sessionId, calls: toolCalls.map((call) => [call.name, call.parentId]) }))).toEqual([
      { prompt: 'Run the test suite', said: "I'll run the test suite.", sessionId: 'sess-a', calls: [['Bash', undefined]] },
    ]);
    // In a session's own file, whose first message is the main thread's, a sidechain stays apart (the sample above).
  });

  it('reads the same parts however the bytes are split', () => {
    const whole = read([sample]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (cuts) => {
        expect(read(splitAt(sample, cuts))).toEqual(whole);
      }),
    );
    expect(read(Array.from(sample, (_, i) => sample.subarray(i, i + 1)))).toEqual(whole);
  });

  it('passes over lines of types and fields it does not know, and lines that are not JSON, keeping what it reads', () => {
    const whole = turns(read([sample])).map(({ text, toolCalls, prompt }) => ({ text, toolCalls, prompt }));
    const later = fc.record({ type: fc.constantFrom('attachment', 'queue-operation', 'progress', 'x-later'), uuid: fc.uuid(), sessionId: fc.constant('sess-1'), isSidechain: fc.boolean(), payload: fc.jsonValue() });
    fc.assert(
      fc.property(noisyFile(sample, later.map((line) => JSON.stringify(line))), (noisy) => {
        expect(turns(read([noisy])).map(({ text, toolCalls, prompt }) => ({ text, toolCalls, prompt }))).toEqual(whole);
      }),
    );
  });

  it('says where a cut-off file stopped, and where lines of another kind were passed over', () => {
    const cut = sample.subarray(0, sample.lastIndexOf(0x0a, sample.length - 2) + 20);
    const lineCount = cut.toString().split('\n').length;
    const parts = read([cut]);
    expect(parts.at(-1)).toEqual({ type: 'warning', code: 'cut-off', message: `The file ends in a cut-off line (line ${lineCount}); it was read up to the line before.` });
    const mixed = read([sample, text({ type: 'result', subtype: 'success', session_id: 's' }), text({ method: 'turn/started' })]);
    const count = sample.toString().split('\n').length;
    expect(mixed.filter((part) => part.type === 'warning' && part.code === 'foreign-lines')).toEqual([
      { type: 'warning', code: 'foreign-lines', message: `Line ${count} and 1 more line after it are not lines of a Claude Code transcript; they were passed over.` },
    ]);
  });

  it('reads a line nested 100,000 deep without recursing, and a line of no object', () => {
    const deep = `{"type":"user","sessionId":"s","uuid":"d","message":{"role":"user","content":${'['.repeat(100_000)}${']'.repeat(100_000)}}}\n`;
    const parts = read([text(deep), text('[1,2]\n'), text({ type: 'user', sessionId: 's', uuid: 'u', isSidechain: false, message: { role: 'user', content: 'hi' } })]);
    expect(parts.filter((part) => part.type === 'unknown').map((part) => part.type === 'unknown' && part.reason)).toEqual(['invalid', 'not-json']);
    expect(turns(parts).at(-1)?.prompt).toBe('hi');
  });
});
