import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamBytes, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { readClaudeStream } from './claude-round-reader.js';
import { salvageClaudeEvent } from './claude-salvage.js';
import { decodeStreamJsonLine } from './stream-json-decoder.js';
import { loadFixture } from './test-support/fixtures.js';
import {
  assistant,
  init,
  lines,
  messageStart,
  outcome,
  result,
  syntheticError,
  text,
  textDelta,
  textOf,
  thinking,
  toolResult,
  toolUse,
  verdictOf,
} from './test-support/streams.js';

const read = (...messages: unknown[]) => readClaudeStream([lines(...messages)], outcome());
const unknownReasons = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'unknown' ? [p.reason] : []));
const withoutUnknown = (parts: ContentPart[]) => parts.filter((p) => p.type !== 'unknown');

describe('a known line that fails its schema', () => {
  it('result: the verdict is still read, field by field, and the line is still shown as invalid', () => {
    const parts = read(
      init(),
      assistant('m', [text('Hello')]),
      result({ errors: [1, 'x'], usage: { input_tokens: '10', output_tokens: 5, output_tokens_details: 'none' } }),
    );
    expect(unknownReasons(parts)).toEqual(['invalid']);
    expect(verdictOf(parts)).toMatchObject({
      kind: 'success',
      message: 'Hello',
      subtype: 'success',
      isError: false,
      costUsd: 0.0002,
      durationMs: 361,
      numTurns: 1,
      usage: { outputTokens: 5 },
    });
    expect(verdictOf(parts).usage).toEqual({ outputTokens: 5 });
  });

  it('result: an error verdict keeps the strings of its error list', () => {
    const resumeMissing = result({
      subtype: 'error_during_execution',
      is_error: true,
      result: undefined,
      errors: ['No conversation found with session ID 1234', { code: 7 }],
      num_turns: 'zero',
    });
    expect(verdictOf(read(resumeMissing))).toMatchObject({
      kind: 'resume-not-found',
      message: 'No conversation found with session ID 1234',
      subtype: 'error_during_execution',
      isError: true,
    });
    // A lone string where the list was.
    const failed = read(result({ subtype: 'error_max_turns', is_error: true, result: undefined, errors: 'Reached max turns' }));
    expect(verdictOf(failed)).toMatchObject({ kind: 'failed', message: 'Reached max turns' });
  });

  it('result: without a string subtype there is no verdict to read', () => {
    const parts = read(assistant('m', [text('Hello')]), result({ subtype: 7 }));
    expect(unknownReasons(parts)).toEqual(['invalid']);
    expect(verdictOf(parts).kind).toBe('incomplete');
  });

  it('system/init: the session id and model', () => {
    const parts = read({ ...init('claude-x'), tools: 'all' });
    expect(parts.slice(0, 2)).toEqual([
      { type: 'unknown', reason: 'invalid', raw: JSON.stringify({ ...init('claude-x'), tools: 'all' }) },
      { type: 'session', sessionId: init().session_id, model: 'claude-x' },
    ]);
    // Without a session id there is nothing to name the session by.
    expect(read({ ...init(), session_id: 42 }).filter((p) => p.type === 'session')).toEqual([]);
  });

  it('assistant: the blocks it understands are read, the others dropped', () => {
    const parts = read(
      assistant('m', [text('one'), { type: 'text', text: 5 }, toolUse('t1', 'Bash', { command: 'ls' }), { type: 'tool_use', id: 't2' }], {
        parent_tool_use_id: 3,
      }),
    );
    expect(unknownReasons(parts)).toEqual(['invalid']);
    expect(textOf(parts)).toBe('one');
    expect(parts.filter((p) => p.type === 'tool-call')).toEqual([
      { type: 'tool-call', toolCallId: 't1', toolName: 'Bash', input: { command: 'ls' } },
    ]);
  });

  it('assistant: never twice, when the message streamed its text', () => {
    const parts = read(messageStart('m'), textDelta('Hi', 0, 'm'), assistant('m', [text('Hi'), thinking('x')], { session_id: 1 }));
    expect(textOf(parts)).toBe('Hi');
  });

  it('assistant: a message id or model of another type gives nothing, so an answer is never read twice nor a notice as the answer', () => {
    const badId = assistant('m', [text('Hi')]);
    (badId.message as Record<string, unknown>).id = 7;
    const notice = syntheticError('Invalid API key', 'authentication_failed', 401);
    (notice.message as Record<string, unknown>).model = { name: '<synthetic>' };
    const parts = read(badId, notice);
    expect(unknownReasons(parts)).toEqual(['invalid', 'invalid']);
    expect(textOf(parts)).toBe('');
  });

  it('the synthetic notice of an API failure is still the notice, not the answer', () => {
    const parts = read({ ...syntheticError('Invalid API key', 'authentication_failed', 401), is_api_error_message: 'yes' });
    expect(textOf(parts)).toBe('');
    expect(verdictOf(parts)).toMatchObject({ kind: 'auth-required', message: 'Invalid API key' });
  });

  it('user: a tool result is read with its call id and fault; one whose fault is not true or false is dropped', () => {
    const line = toolResult('t1', 'done', true);
    const parts = read(
      { ...line, parent_tool_use_id: 9 },
      {
        ...line,
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't2', content: 'x', is_error: 'yes' }] },
        isSynthetic: 'no',
      },
    );
    expect(unknownReasons(parts)).toEqual(['invalid', 'invalid']);
    expect(parts.filter((p) => p.type === 'tool-result')).toEqual([
      { type: 'tool-result', toolCallId: 't1', output: 'done', isError: true },
    ]);
  });

  it('stream_event content_block_delta: the text is still streamed', () => {
    const parts = read(messageStart('m'), { ...textDelta('Hi', 0, 'm'), ttft_ms: 'soon' });
    expect(unknownReasons(parts)).toEqual(['invalid']);
    expect(parts.filter((p) => p.type === 'text-delta')).toEqual([{ type: 'text-delta', id: 'm', text: 'Hi' }]);
  });

  it('salvages a message that fits the schema of its own key, or nothing', () => {
    const line = decodeStreamJsonLine(JSON.stringify(result({ usage: [] })));
    expect(line.kind).toBe('invalid');
    if (line.kind !== 'invalid') return;
    expect(salvageClaudeEvent(line)).toMatchObject({ kind: 'event', key: 'result', message: { subtype: 'success' } });
    expect(salvageClaudeEvent(line)?.message).not.toHaveProperty('usage');
    const control = decodeStreamJsonLine('{"type":"control_request","request_id":5,"request":{"subtype":"can_use_tool"}}');
    expect(control.kind === 'invalid' && salvageClaudeEvent(control)).toBeUndefined();
  });
});

describe('properties', () => {
  // A real round: its result line, mutated, in place of the recorded one.
  const stdout = new TextDecoder().decode(streamBytes(loadFixture('text-streamed'), 'stdout'));
  const stdoutLines = stdout.split('\n');
  const resultAt = stdoutLines.findIndex((line) => line.includes('"type":"result"'));
  const resultLine = JSON.parse(stdoutLines[resultAt]!) as Record<string, unknown>;
  const withResult = (value: Record<string, unknown>) => {
    const copy = [...stdoutLines];
    copy[resultAt] = JSON.stringify(value);
    return new TextEncoder().encode(copy.join('\n'));
  };
  const base = readClaudeStream([withResult(resultLine)], outcome());
  // The verdict fields each result field feeds; the rest of the verdict must not move.
  const feeds: Record<string, (keyof Verdict)[]> = {
    is_error: ['kind', 'message', 'isError'],
    api_error_status: ['kind', 'message'],
    result: ['message'],
    total_cost_usd: ['costUsd'],
    duration_ms: ['durationMs'],
    num_turns: ['numTurns'],
    usage: ['usage'],
  };
  const omit = (verdict: Verdict, keys: (keyof Verdict)[]) =>
    Object.fromEntries(Object.entries(verdict).filter(([key]) => !keys.includes(key as keyof Verdict)));

  it('the recorded result line is a success', () => {
    expect(verdictOf(base).kind).toBe('success');
    expect(resultAt).toBeGreaterThan(0);
  });

  it('any non-discriminant field of a success result set to any JSON value never makes the round incomplete, nor throws', () => {
    const fields = Object.keys(resultLine).filter((key) => key !== 'type' && key !== 'subtype');
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 }).filter((k) => k !== 'type' && k !== 'subtype')),
        fc.jsonValue({ maxDepth: 3 }),
        (field, value) => {
          const parts = readClaudeStream([withResult({ ...resultLine, [field]: value })], outcome());
          const verdict = verdictOf(parts);
          expect(verdict.kind).not.toBe('incomplete');
          // Only an error flag or an API error status can turn the success into a failure.
          const turnsIt = (field === 'is_error' && value === true) || (field === 'api_error_status' && typeof value === 'number');
          if (!turnsIt) expect(verdict.kind).toBe('success');
          const fed = Object.hasOwn(feeds, field) ? feeds[field]! : [];
          expect(omit(verdict, fed)).toEqual(omit(verdictOf(base), fed));
          // Beyond an `invalid` unknown part for the line, and for a field the reading is held to
          // (the text, the error flag, the usage) the usage made the result's and one
          // result-mismatch warning saying so, the round reads as it did.
          const held = ['result', 'is_error', 'api_error_status', 'usage'].includes(field);
          // A modelUsage of another shape may name no context window.
          const compared = (of: ContentPart[]) =>
            withoutUnknown(of).filter((p) => (!held || (p.type !== 'usage' && !(p.type === 'warning' && p.code === 'result-mismatch'))) && !(field === 'modelUsage' && p.type === 'event' && p.name === 'context-window'));
          expect(compared(parts).slice(0, -1)).toEqual(compared(base).slice(0, -1));
          expect(parts.length - base.length).toBeLessThanOrEqual(held ? 2 : 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
