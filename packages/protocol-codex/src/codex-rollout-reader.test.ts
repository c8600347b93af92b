import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noisyFile } from '../../../scripts/test-support/noisy-lines.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';
import { RoundList, type ContentPart } from '@mwh/protocol-core';
import { CodexRolloutReader } from './codex-rollout-reader.js';

// Hand-written after the shapes of real rollouts (wrapped `{timestamp, type, payload}` lines, and
// the unwrapped items codex wrote before): a rollout is what codex keeps of a session, which no
// scenario of ours records.
const sample = readFileSync(new URL('./test-support/codex-rollout.sample.jsonl', import.meta.url));
const early = readFileSync(new URL('./test-support/codex-rollout-early.sample.jsonl', import.meta.url));

function read(chunks: Iterable<Uint8Array>): ContentPart[] {
  const reader = new CodexRolloutReader();
  const parts: ContentPart[] = [];
  for (const chunk of chunks) parts.push(...reader.push(chunk));
  parts.push(...reader.end());
  return parts;
}

function rounds(parts: ContentPart[]) {
  const list = new RoundList();
  for (const part of parts) list.add(part);
  return list.list().map(({ summary, prompt }) => ({ prompt, sessionId: summary.sessionId, model: summary.model, text: summary.text, reasoning: summary.reasoning, toolCalls: summary.toolCalls, toolResults: summary.toolResults, usage: summary.usage, warnings: summary.warnings, verdict: summary.verdict }));
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CodexRolloutReader', () => {
  it("reads the context codex writes as the user's (AGENTS.md instructions, environment context) before the first user_message as context, not as a prompt", () => {
    const user = (text: string) => JSON.stringify({ timestamp: 't', type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
    const lines = [
      JSON.stringify({ timestamp: 't', type: 'session_meta', payload: { id: 's-1' } }),
      user('# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nBe brief.\n</INSTRUCTIONS>'),
      user('<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>'),
      user('What is in this directory?'),
      JSON.stringify({ timestamp: 't', type: 'event_msg', payload: { type: 'user_message', message: 'What is in this directory?' } }),
    ];
    const read1 = rounds(read([bytes(lines.join('\n') + '\n')]));
    expect(read1.map(({ prompt, sessionId }) => ({ prompt, sessionId }))).toEqual([{ prompt: 'What is in this directory?', sessionId: 's-1' }]);
  });

  it('reads a rollout per turn: the prompt once (codex writes it twice), the answer, the calls with their outputs, usage per request, and no verdict', () => {
    expect(rounds(read([sample]))).toEqual([
      {
        prompt: 'List the files',
        sessionId: '0199-abc',
        model: 'gpt-5-codex',
        text: 'Two files: a and b.',
        reasoning: '**Listing**',
        toolCalls: [{ id: 'call_1', name: 'shell', arguments: { command: ['ls'] } }],
        // The shell output's JSON wrapping, as some versions write it, is read for its output and exit code.
        toolResults: [{ id: 'call_1', isError: false, output: 'a\nb\n' }],
        usage: { inputTokens: 100, cachedInputTokens: 20, outputTokens: 10, reasoningTokens: 5, totalTokens: 110 },
        warnings: [],
        verdict: null,
      },
      {
        prompt: 'Now delete b',
        sessionId: '0199-abc',
        model: 'gpt-5-codex',
        text: '',
        reasoning: '',
        toolCalls: [],
        toolResults: [],
        usage: {},
        warnings: [{ code: 'turn-aborted', message: 'The turn was aborted (interrupted).' }],
        verdict: null,
      },
    ]);
  });

  it('reads an early rollout (the items unwrapped, a user item the prompt unless it is the context codex writes)', () => {
    const read2 = rounds(read([early]));
    expect(read2.map(({ prompt, text, sessionId }) => ({ prompt, text, sessionId }))).toEqual([
      { prompt: 'What is 2+2?', text: '4', sessionId: '0197-early' },
      { prompt: 'And 3+3?', text: '6', sessionId: '0197-early' },
    ]);
    expect(read2[1]!.toolResults).toEqual([{ id: 'call_9', isError: true, output: '6\n' }]);
    expect(read([early]).filter((part) => part.type === 'unknown')).toEqual([]);
  });

  it('reads the same parts however the bytes are split', () => {
    for (const file of [sample, early]) {
      const whole = read([file]);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 30 }), (cuts) => {
          expect(read(splitAt(file, cuts))).toEqual(whole);
        }),
      );
      expect(read(Array.from(file, (_, i) => file.subarray(i, i + 1)))).toEqual(whole);
    }
  });

  it('passes over lines and payloads of types it does not know, and lines that are not JSON, keeping what it reads', () => {
    const whole = rounds(read([sample])).map(({ prompt, text, toolCalls }) => ({ prompt, text, toolCalls }));
    const later = fc.record({ timestamp: fc.constant('t'), type: fc.constantFrom('event_msg', 'response_item', 'x_later'), payload: fc.record({ type: fc.constantFrom('x_later', 'exec_command_end', 'ghost_snapshot'), data: fc.jsonValue() }) });
    fc.assert(
      fc.property(noisyFile(sample, later.map((line) => JSON.stringify(line))), (noisy) => {
        expect(rounds(read([noisy])).map(({ prompt, text, toolCalls }) => ({ prompt, text, toolCalls }))).toEqual(whole);
      }),
    );
  });

  it('says where a cut-off rollout stopped and where lines of another kind were passed over', () => {
    const cut = sample.subarray(0, sample.lastIndexOf(0x0a, sample.length - 2) + 15);
    expect(read([cut]).at(-1)).toEqual({ type: 'warning', code: 'cut-off', message: `The file ends in a cut-off line (line ${cut.toString().split('\n').length}); it was read up to the line before.` });
    const count = sample.toString().split('\n').length;
    const mixed = read([sample, bytes('{"type":"system","subtype":"init","session_id":"s"}\n')]);
    expect(mixed.filter((part) => part.type === 'warning' && part.code === 'foreign-lines').map((part) => part.type === 'warning' && part.message)).toEqual([`Line ${count} is not a line of a codex rollout; it was passed over.`]);
  });

  it('reads arguments nested 100,000 deep without recursing', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const line = JSON.stringify({ timestamp: 't', type: 'response_item', payload: { type: 'function_call', name: 'f', arguments: deep, call_id: 'c' } });
    const parts = read([bytes(`${line}\n`)]);
    expect(parts.find((part) => part.type === 'tool-call')).toMatchObject({ toolCallId: 'c', input: deep });
  });
});
