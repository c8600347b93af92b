import fc from 'fast-check';
import { streamBytes, type ContentPart } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { splitAt } from '../../../scripts/test-support/split-at.js';
import { GeminiRoundReader, readGeminiStream } from './gemini-round-reader.js';
import type { GeminiProcessOutcome } from './gemini-verdict.js';
import { geminiFixture } from './test-support/fixtures.js';

const enc = (text: string) => new TextEncoder().encode(text);
const OK: GeminiProcessOutcome = { exitCode: 0, signal: null, stderr: '' };
const read = (lines: string[], outcome = OK) => readGeminiStream([enc(lines.join('\n') + '\n')], outcome);
const verdictOf = (parts: ContentPart[]) => parts.find((p): p is Extract<ContentPart, { type: 'finish' }> => p.type === 'finish')!.verdict;
const textOf = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : [])).join('');

const at = '"timestamp":"2026-12-07T18:00:00.000Z"';
const INIT = `{"type":"init",${at},"session_id":"s-1","model":"gemini-2.5-flash"}`;
const PROMPT = `{"type":"message",${at},"role":"user","content":"list files"}`;
const say = (text: string) => `{"type":"message",${at},"role":"assistant","content":${JSON.stringify(text)},"delta":true}`;
const RESULT = `{"type":"result",${at},"status":"success","stats":{"total_tokens":26,"input_tokens":20,"output_tokens":6,"cached":4,"input":16,"duration_ms":733,"tool_calls":1,"models":{}}}`;
const TOOL_ROUND = [
  INIT,
  PROMPT,
  say('Let me look.'),
  `{"type":"tool_use",${at},"tool_name":"list_directory","tool_id":"list_directory__c1","parameters":{"dir_path":"."}}`,
  `{"type":"tool_result",${at},"tool_id":"list_directory__c1","status":"success"}`,
  say('The folder '),
  say('holds notes.txt.'),
  RESULT,
];

describe('GeminiRoundReader', () => {
  it('reads a round: session, text once with a break between messages, tool call and result, usage, success', () => {
    const parts = read(TOOL_ROUND);
    expect(parts.filter((p) => p.type !== 'finish')).toEqual([
      { type: 'session', sessionId: 's-1', model: 'gemini-2.5-flash' },
      { type: 'text-delta', id: 'm0', text: 'Let me look.' },
      { type: 'tool-call', toolCallId: 'list_directory__c1', toolName: 'list_directory', input: { dir_path: '.' } },
      { type: 'tool-result', toolCallId: 'list_directory__c1', output: '', isError: false },
      { type: 'text-delta', id: 'm1', text: '\n\nThe folder ' },
      { type: 'text-delta', id: 'm1', text: 'holds notes.txt.' },
      { type: 'usage', usage: { inputTokens: 20, outputTokens: 6, cachedInputTokens: 4, totalTokens: 26 } },
    ]);
    // The answer is the last message's text, as gemini's own JSON output gives it.
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'The folder holds notes.txt.', subtype: 'success', exitCode: 0, durationMs: 733, isError: false });
  });

  it('shows a tool call the CLI could not run as a failed result and a warning, the round still a success', () => {
    const parts = read([
      INIT,
      `{"type":"tool_use",${at},"tool_name":"run_shell_command","tool_id":"r1","parameters":{"command":"echo hi"}}`,
      `{"type":"tool_result",${at},"tool_id":"r1","status":"error","output":"Tool \\"run_shell_command\\" not found.","error":{"type":"tool_not_registered","message":"Tool \\"run_shell_command\\" not found."}}`,
      say('I could not run it.'),
      RESULT,
    ]);
    expect(parts.find((p) => p.type === 'tool-result')).toEqual({ type: 'tool-result', toolCallId: 'r1', output: 'Tool "run_shell_command" not found.', isError: true });
    expect(parts.find((p) => p.type === 'warning')).toMatchObject({ code: 'tool-unavailable', message: expect.stringContaining('run_shell_command') });
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'I could not run it.' });
  });

  it('passes warning events on, and decides by an error event when no result came', () => {
    const parts = read([INIT, `{"type":"error",${at},"severity":"warning","message":"Loop detected"}`, `{"type":"error",${at},"severity":"error","message":"Fatal: quota"}`], { exitCode: 1, signal: null, stderr: '' });
    expect(parts.filter((p) => p.type === 'warning')).toEqual([
      { type: 'warning', code: 'gemini-warning', message: 'Loop detected' },
      { type: 'warning', code: 'gemini-error', message: 'Fatal: quota' },
    ]);
    expect(verdictOf(parts)).toMatchObject({ kind: 'failed', message: 'Fatal: quota' });
  });

  it('ignores the prompt echoed back and shows each tool call and result once when lines repeat', () => {
    const parts = read([...TOOL_ROUND.slice(0, 5), ...TOOL_ROUND.slice(3, 5), ...TOOL_ROUND.slice(5)]);
    expect(parts.filter((p) => p.type === 'tool-call')).toHaveLength(1);
    expect(parts.filter((p) => p.type === 'tool-result')).toHaveLength(1);
    expect(textOf(parts)).not.toContain('list files');
  });

  it('reads a last line without a newline, and reads nothing after the verdict', () => {
    const reader = new GeminiRoundReader();
    reader.push(enc(`${INIT}\n${say('Hi')}\n${RESULT}`));
    const parts = reader.finish(OK);
    expect(parts.map((p) => p.type)).toEqual(['usage', 'finish']);
    expect(reader.push(enc(`${say('late')}\n`))).toEqual([]);
    expect(reader.finish(OK)).toEqual([]);
  });

  it('reads the recorded rounds of the real CLI as they are meant to end', () => {
    for (const [name, kind, text] of [
      ['0.61.0/text-streamed', 'success', 'Hello, wörld: ✓ 日本語 done.'],
      ['0.61.0/tool-call', 'success', 'The folder holds notes.txt.'],
      ['0.61.0/shell-yolo', 'success', 'It printed from-the-shell.'],
      ['0.61.0/tool-not-registered', 'success', 'I could not run it.'],
    ] as const) {
      const capture = geminiFixture(name);
      const parts = readGeminiStream([streamBytes(capture, 'stdout')], { exitCode: capture.exit?.code ?? null, signal: null, stderr: new TextDecoder().decode(streamBytes(capture, 'stderr')) });
      expect(verdictOf(parts), name).toMatchObject({ kind, message: text });
      expect(textOf(parts), name).toBe(text);
      expect(parts.filter((p) => p.type === 'unknown'), name).toEqual([]);
    }
  });

  describe('hostile input', () => {
    const whole = enc(TOOL_ROUND.join('\n') + '\n');
    const once = read(TOOL_ROUND);

    it('reads the same parts however the stdout is split, inside lines and characters too', () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
          expect(readGeminiStream(splitAt(whole, cuts), OK)).toEqual(once);
        }),
      );
    });

    it('shows text once per line and each tool once, whatever lines are duplicated', () => {
      fc.assert(
        fc.property(fc.array(fc.nat({ max: TOOL_ROUND.length - 1 }), { maxLength: 6 }), (dups) => {
          const lines = [...TOOL_ROUND];
          for (const at of [...dups].sort((a, b) => b - a)) lines.splice(at, 0, lines[at]!);
          const parts = read(lines);
          expect(parts.filter((p) => p.type === 'tool-call')).toHaveLength(1);
          expect(parts.filter((p) => p.type === 'tool-result')).toHaveLength(1);
          expect(verdictOf(parts).kind).toBe('success');
        }),
      );
    });

    it('never throws on any lines, deep nesting and wrong kinds included', () => {
      const line = fc.oneof(
        fc.json(),
        fc.constantFrom(...TOOL_ROUND),
        fc.nat({ max: 200_000 }).map((depth) => `{"type":"tool_use","tool_name":"t","tool_id":"d","parameters":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`),
        fc.record({ type: fc.constantFrom('init', 'message', 'tool_use', 'tool_result', 'error', 'result'), role: fc.anything(), content: fc.anything(), tool_id: fc.anything(), status: fc.anything(), stats: fc.anything(), error: fc.anything() }).map((o) => JSON.stringify(o)),
      );
      fc.assert(
        fc.property(fc.array(line, { maxLength: 10 }), fc.option(fc.integer({ min: -1, max: 300 })), (lines, code) => {
          const parts = read(lines, { exitCode: code ?? null, signal: null, stderr: '' });
          expect(parts[parts.length - 1]!.type).toBe('finish');
        }),
        { numRuns: 60 },
      );
    });
  });
});
