import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendAll, summarizeRound, type ContentPart } from '@mwh/protocol-core';
import { replayClaudeCapture } from './claude-replay.js';
import { ClaudeRoundReader, readClaudeStream } from './claude-round-reader.js';
import { StreamJsonDecoder } from './stream-json-decoder.js';
import {
  assistant,
  blockStop,
  encoder,
  init,
  lines,
  messageDelta,
  messageStart,
  messageStop,
  outcome,
  result,
  streamedAnswer,
  syntheticError,
  text,
  textDelta,
  textOf,
  thinking,
  thinkingDelta,
  toolResult,
  toolUse,
  verdictOf,
} from './test-support/streams.js';
import { loadFixture } from './test-support/fixtures.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

const read = (...messages: unknown[]) => readClaudeStream([lines(...messages)], outcome());
const ofType = <T extends ContentPart['type']>(parts: ContentPart[], type: T) =>
  parts.filter((p): p is Extract<ContentPart, { type: T }> => p.type === type);

// A relay (or an older CLI) that drops every id: message_start's message.id, api_message_id,
// the assistant line's message.id.
const bare = (line: unknown): Record<string, unknown> => {
  const { api_message_id: _, ...rest } = line as Record<string, unknown>;
  const event = rest.event as { message?: Record<string, unknown> } | undefined;
  if (event?.message) {
    const { id: _id, ...message } = event.message;
    return { ...rest, event: { ...event, message } };
  }
  const message = rest.message as Record<string, unknown> | undefined;
  if (rest.type === 'assistant' && message) {
    const { id: _id, ...body } = message;
    return { ...rest, message: body };
  }
  return rest;
};

/** Messages' texts as the answer joins them: a blank line between two, less the newlines the first ends with. */
function withBreaks(texts: string[]): string {
  let out = '';
  for (const text of texts) out += (out === '' ? '' : out.endsWith('\n\n') ? '' : out.endsWith('\n') ? '\n' : '\n\n') + text;
  return out;
}

describe('The events the reader understands', () => {
  it('system/init: the session id and model', () => {
    expect(read(init('claude-x'))[0]).toEqual({ type: 'session', sessionId: init().session_id, model: 'claude-x' });
    expect(ofType(replayClaudeCapture(loadFixture('text-streamed')), 'session')).toHaveLength(1);
  });

  it('system/init slash_commands: passed on as a slash-commands event, again only when the list changes', () => {
    const parts = read({ ...init(), slash_commands: ['compact', 'review'] }, { ...init(), slash_commands: ['compact', 'review'] }, { ...init(), slash_commands: ['compact'] });
    expect(parts.filter((part) => part.type === 'event')).toEqual([
      { type: 'event', name: 'slash-commands', data: ['compact', 'review'] },
      { type: 'event', name: 'slash-commands', data: ['compact'] },
    ]);
  });

  it("system/init mcp_servers: each server's state once, in codex's words, and a warning for one that failed", () => {
    const servers = (...list: [string, string][]) => ({ ...init(), mcp_servers: list.map(([name, status]) => ({ name, status, source: 'dynamic' })) });
    const parts = read(servers(['local', 'pending'], ['broken', 'failed']), servers(['local', 'connected'], ['broken', 'failed']), servers(['local', 'connected'], ['broken', 'failed']));
    expect(parts.filter((part) => part.type === 'mcp-server' || part.type === 'warning')).toEqual([
      { type: 'mcp-server', name: 'local', status: 'starting' },
      { type: 'mcp-server', name: 'broken', status: 'failed' },
      { type: 'warning', code: 'mcp-server-failed', message: 'MCP server broken failed to start.' },
      { type: 'mcp-server', name: 'local', status: 'ready' },
    ]);
    expect(summarizeRound(parts).mcpServers).toEqual([
      { name: 'local', status: 'ready' },
      { name: 'broken', status: 'failed' },
    ]);
  });

  it("a subagent's tool call and result name the call that started it; the main thread's name none", () => {
    const nested = (line: Record<string, unknown>) => ({ ...line, parent_tool_use_id: 'toolu_task' });
    const parts = read(
      init(),
      assistant('msg_1', [toolUse('toolu_task', 'Agent', { prompt: 'p' })]),
      nested(assistant('msg_2', [toolUse('toolu_bash', 'Bash', { command: 'ls' })])),
      nested(toolResult('toolu_bash', 'a.txt')),
      toolResult('toolu_task', 'done'),
    );
    expect(parts.filter((part) => part.type === 'tool-call' || part.type === 'tool-result')).toEqual([
      { type: 'tool-call', toolCallId: 'toolu_task', toolName: 'Agent', input: { prompt: 'p' } },
      { type: 'tool-call', toolCallId: 'toolu_bash', toolName: 'Bash', input: { command: 'ls' }, parentToolCallId: 'toolu_task' },
      { type: 'tool-result', toolCallId: 'toolu_bash', output: 'a.txt', isError: false, parentToolCallId: 'toolu_task' },
      { type: 'tool-result', toolCallId: 'toolu_task', output: 'done', isError: false },
    ]);
    expect(summarizeRound(parts).toolCalls.map((call) => call.parentId)).toEqual([undefined, 'toolu_task']);
  });

  it('stream_event/message_start: the message id names the deltas that follow', () => {
    const parts = read(messageStart('msg_A'), textDelta('Hi'));
    expect(ofType(parts, 'text-delta')).toEqual([{ type: 'text-delta', id: 'msg_A', text: 'Hi' }]);
  });

  it('content_block_delta text_delta: the text, token by token', () => {
    const parts = replayClaudeCapture(loadFixture('text-streamed'));
    expect(ofType(parts, 'text-delta').map((p) => p.text)).toEqual(['Hello', '! How', ' can I help', ' you today?']);
    expect(new Set(ofType(parts, 'text-delta').map((p) => p.id))).toEqual(new Set(['msg_mock_01']));
  });

  it('assistant text: never twice when the message streamed deltas', () => {
    expect(textOf(read(...streamedAnswer('m1', ['a', 'b'])))).toBe('ab');
    // A thinking block then a text block: one assistant line per block, all with the same id.
    const parts = replayClaudeCapture(loadFixture('thinking'));
    expect(textOf(parts)).toBe('6 × 7 = 42.');
    expect(summarizeRound(parts).reasoning).toBe('The user asks for 6 × 7, which is 42.');
  });

  it('assistant text: yielded when the message streamed no deltas (a run without partial messages)', () => {
    const parts = replayClaudeCapture(loadFixture('thinking-unstreamed'));
    expect(ofType(parts, 'text-delta')).toEqual([{ type: 'text-delta', id: 'msg_mock_01', text: '6 × 7 = 42.' }]);
    expect(ofType(parts, 'reasoning-delta')).toEqual([
      { type: 'reasoning-delta', id: 'msg_mock_01', text: 'The user asks for 6 × 7, which is 42.' },
    ]);
  });

  it('assistant text after a broken stream: the retried answer is read from the plain assistant line', () => {
    const parts = replayClaudeCapture(loadFixture('stream-dropped'));
    // The abandoned "Partial " was streamed: a part takes it back, and a warning says so.
    expect(textOf(parts)).toBe('Partial The whole answer, sent again.');
    expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: 'msg_mock_01', length: 8 }]);
    expect(summarizeRound(parts).text).toBe('The whole answer, sent again.');
    expect(ofType(parts, 'warning')).toEqual([
      {
        type: 'warning',
        code: 'stream-abandoned',
        message:
          'Claude Code abandoned the response msg_mock_01 from content block 0 on; the text it had streamed from there is not part of the answer and is retracted.',
      },
    ]);
    // The retraction comes where the stream broke, before the retried answer.
    const retractAt = parts.findIndex((p) => p.type === 'text-retract');
    expect(parts.slice(0, retractAt).filter((p) => p.type === 'text-delta')).toEqual([
      { type: 'text-delta', id: 'msg_mock_01', text: 'Partial ' },
    ]);
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'The whole answer, sent again.' });
  });

  it('an abandoned stream: only what was streamed from the dropped block on is retracted; the warning names the kinds, without a count', () => {
    const parts = read(
      messageStart('m'),
      textDelta('kept', 0, 'm'),
      thinkingDelta('🤔 hm', 1, 'm'),
      textDelta('né', 2, 'm'),
      textDelta('e', 2, 'm'),
      messageStop('m', 1),
    );
    expect(ofType(parts, 'warning').map((p) => p.message)).toEqual([
      'Claude Code abandoned the response m from content block 1 on; the text and reasoning it had streamed from there are not part of the answer and are retracted.',
    ]);
    expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: 'm', length: 3 }]);
    expect(ofType(parts, 'reasoning-retract')).toEqual([{ type: 'reasoning-retract', id: 'm', length: 5 }]);
    expect(summarizeRound(parts)).toMatchObject({ text: 'kept', reasoning: '' });
  });

  it('a dropped block that streamed nothing is not worth a warning', () => {
    const parts = read(messageStart('m'), textDelta('kept', 0, 'm'), messageStop('m', 1));
    expect(ofType(parts, 'warning')).toEqual([]);
  });

  it('assistant tool_use: a tool call with id, name and input, once', () => {
    const parts = replayClaudeCapture(loadFixture('two-tool-calls'));
    expect(ofType(parts, 'tool-call')).toEqual([
      {
        type: 'tool-call',
        toolCallId: 'toolu_mock_01',
        toolName: 'Bash',
        input: { command: 'sleep 1; echo one', description: 'Print one, slowly' },
      },
      { type: 'tool-call', toolCallId: 'toolu_mock_02', toolName: 'Bash', input: { command: 'echo two', description: 'Print two' } },
    ]);
    const again = assistant('m', [toolUse('t1', 'Bash', { command: 'ls' })]);
    expect(ofType(read(again, again), 'tool-call')).toHaveLength(1);
  });

  it('user tool_result: a tool result keyed by call id, is_error as isError', () => {
    // The harness allowed the first call and denied the second through --permission-prompt-tool stdio.
    const parts = replayClaudeCapture(loadFixture('permission-prompt'));
    expect(ofType(parts, 'tool-result')).toEqual([
      { type: 'tool-result', toolCallId: 'toolu_mock_01', output: 'allowed', isError: false },
      { type: 'tool-result', toolCallId: 'toolu_mock_02', output: 'Not allowed by the harness.', isError: true },
    ]);
  });

  it('user tool_result: array content is joined from its text blocks', () => {
    const content = [
      { type: 'text', text: 'line 1' },
      { type: 'image', source: {} },
      { type: 'text', text: 'line 2' },
    ];
    expect(ofType(read(toolResult('t1', content)), 'tool-result')).toEqual([
      { type: 'tool-result', toolCallId: 't1', output: 'line 1\nline 2', isError: false },
    ]);
  });

  it('thinking deltas: reasoning, and the assistant thinking block only when none streamed', () => {
    const streamed = read(messageStart('m'), thinkingDelta('hmm', 0, 'm'), assistant('m', [thinking('hmm')]));
    expect(ofType(streamed, 'reasoning-delta')).toEqual([{ type: 'reasoning-delta', id: 'm', text: 'hmm' }]);
    expect(ofType(read(assistant('m', [thinking('quiet')])), 'reasoning-delta')).toEqual([
      { type: 'reasoning-delta', id: 'm', text: 'quiet' },
    ]);
  });

  it('usage: one part per model request, streamed or not', () => {
    const tool = replayClaudeCapture(loadFixture('two-tool-calls'));
    expect(ofType(tool, 'usage').map((p) => p.usage)).toEqual([
      { inputTokens: 100, outputTokens: 29, cachedInputTokens: 0, cacheCreationInputTokens: 0, totalTokens: 129 },
      { inputTokens: 100, outputTokens: 5, cachedInputTokens: 0, cacheCreationInputTokens: 0, totalTokens: 105 },
    ]);
    // Cache reads are kept apart from fresh input.
    expect(ofType(replayClaudeCapture(loadFixture('text-streamed')), 'usage').map((p) => p.usage)).toEqual([
      { inputTokens: 1234, outputTokens: 8, cachedInputTokens: 200, cacheCreationInputTokens: 0, totalTokens: 1242 },
    ]);
    // Without partial messages: the last assistant line's usage, once for its two lines.
    expect(ofType(replayClaudeCapture(loadFixture('thinking-unstreamed')), 'usage')).toHaveLength(1);
    // A stream cut short still counts its request, and the retry counts as its own.
    expect(ofType(replayClaudeCapture(loadFixture('stream-dropped')), 'usage').map((p) => p.usage.outputTokens)).toEqual([
      1, 8,
    ]);
  });

  it('usage: message_delta numbers win over message_start, where it gives them', () => {
    const parts = read(
      messageStart('m', { input_tokens: 10, output_tokens: 1 }),
      messageDelta({ output_tokens: 9, input_tokens: null }, 'm'),
    );
    expect(ofType(parts, 'usage')).toEqual([
      { type: 'usage', usage: { inputTokens: 10, outputTokens: 9, totalTokens: 19 } },
    ]);
  });

  it('usage: an unstreamed request of the main thread reports at the round\'s end (where a result may change it), with ids or without', () => {
    for (const lineOf of [(line: Record<string, unknown>) => line, bare]) {
      const parts = read(
        ...[
          assistant('a', [text('1')], {}, { input_tokens: 1, output_tokens: 1 }),
          assistant('a', [toolUse('t', 'Bash', {})], {}, { input_tokens: 1, output_tokens: 2 }),
          toolResult('t', 'ok'),
          assistant('b', [text('2')], {}, { input_tokens: 3, output_tokens: 4 }),
        ].map(lineOf),
      );
      expect(ofType(parts, 'usage').map((p) => p.usage.outputTokens)).toEqual([2, 4]);
      expect(parts.findIndex((p) => p.type === 'usage')).toBeGreaterThan(
        parts.findIndex((p) => p.type === 'tool-result'),
      );
    }
  });

  it('result: the verdict with subtype, is_error, text, cost, duration, turns and usage', () => {
    expect(verdictOf(replayClaudeCapture(loadFixture('text-streamed')))).toMatchObject({
      kind: 'success',
      message: 'Hello! How can I help you today?',
      subtype: 'success',
      isError: false,
      costUsd: expect.any(Number),
      durationMs: expect.any(Number),
      numTurns: 1,
      usage: { inputTokens: 1234, outputTokens: 8, cachedInputTokens: 200 },
      exitCode: 0,
    });
  });

  it("result modelUsage: the session model's context window as a context-window event, after the streamed requests' usage", () => {
    const parts = replayClaudeCapture(loadFixture('text-streamed'));
    const window = parts.filter((p) => p.type === 'event' && p.name === 'context-window');
    expect(window).toEqual([{ type: 'event', name: 'context-window', data: { size: expect.any(Number) } }]);
    expect(parts.indexOf(window[0]!)).toBeGreaterThan(parts.findLastIndex((p) => p.type === 'usage'));
  });

  it('system/api_retry: a warning, as the CLI writes it', () => {
    expect(ofType(replayClaudeCapture(loadFixture('api-retry')), 'warning')).toEqual([
      {
        type: 'warning',
        code: 'api-retry',
        message: expect.stringMatching(/^The model API request failed with status 529 \(overloaded\); attempt 1 of 1 in \d+ ms\.$/),
      },
    ]);
  });

  it('system/api_retry: a warning', () => {
    const retry = {
      type: 'system',
      subtype: 'api_retry',
      attempt: 1,
      max_retries: 10,
      retry_delay_ms: 500,
      error_status: 529,
      error: 'overloaded',
    };
    expect(read(retry)).toContainEqual({
      type: 'warning',
      code: 'api-retry',
      message: 'The model API request failed with status 529 (overloaded); attempt 1 of 10 in 500 ms.',
    });
  });

  it('anything else passes on, typed when known, raw when not, and never faults the round', () => {
    const others = [
      { type: 'rate_limit_event', rate_limit_info: { status: 'allowed' } },
      { type: 'system', subtype: 'status', status: 'requesting' },
      { type: 'system', subtype: 'thinking_tokens', estimated_tokens: 2, estimated_tokens_delta: 2 },
      { type: 'system', subtype: 'task_started', task_id: 't' },
      { type: 'system', subtype: 'task_notification', task_id: 't', status: 'completed' },
      { type: 'tool_progress', tool_use_id: 't', tool_name: 'Bash', elapsed_time_seconds: 3 },
      { type: 'keep_alive' },
      { type: 'control_request', request_id: 'r', request: { subtype: 'can_use_tool', tool_name: 'Read', input: {} } },
      { type: 'future_event' },
      { type: 'system', subtype: 'init' },
      'not json at all',
    ];
    const parts = read(...others, ...streamedAnswer('m', ['ok']));
    expect(ofType(parts, 'event').map((p) => p.name)).toEqual([
      'rate_limit_event',
      'system/status',
      'system/thinking_tokens',
      'system/task_started',
      'system/task_notification',
      'tool_progress',
    ]);
    expect(ofType(parts, 'event')[0]!.data).toEqual(others[0]);
    // Control traffic and keep-alives are the harness's exchange with the CLI, not the round's.
    expect(parts.some((part) => part.type === 'event' && /^(control_|keep_alive)/.test(part.name))).toBe(false);
    expect(ofType(parts, 'unknown').map((p) => p.reason)).toEqual(['unknown-event', 'invalid', 'not-json']);
    expect(ofType(parts, 'unknown')[0]!.raw).toBe(JSON.stringify(others[8]));
    expect(verdictOf(parts).kind).toBe('success');
  });

  it('the synthetic assistant message of an API failure is not the answer', () => {
    const parts = replayClaudeCapture(loadFixture('api-401'));
    expect(textOf(parts)).toBe('');
    expect(verdictOf(parts).message).toBe('Invalid API key · Fix external API key');
    expect(textOf(read(syntheticError('API Error: 529 Overloaded', 'overloaded', 529)))).toBe('');
  });

  it("a local command's synthetic assistant line is its output, the turn's text (untether's /compact on an empty session, 2.1.285)", () => {
    const local = { ...syntheticError('Error: No messages to compact'), is_api_error_message: undefined, local_command_run: { command: 'compact', args: '' }, local_command_source: '<local-command-stderr>Error: No messages to compact</local-command-stderr>' };
    const parts = read(init(), local, result({ result: '', usage: { input_tokens: 0, output_tokens: 0 } }));
    expect(textOf(parts)).toBe('Error: No messages to compact');
    expect(verdictOf(parts).kind).toBe('success');
    expect(summarizeRound(parts).usage).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
  });

  it("a turn the CLI's own user line says was interrupted is incomplete, whatever is_error says (2.1.29 writes no terminal_reason)", () => {
    const interrupt = { type: 'user', message: { role: 'user', content: [text('[Request interrupted by user]')] }, parent_tool_use_id: null, session_id: 'S' };
    const parts = read(init(), interrupt, result({ subtype: 'error_during_execution', is_error: false, result: undefined, errors: ['Error: Request was aborted.'], usage: { input_tokens: 0, output_tokens: 0 } }));
    expect(verdictOf(parts)).toMatchObject({ kind: 'incomplete', message: 'Error: Request was aborted.' });
    expect(parts.flatMap((p) => (p.type === 'warning' ? [p.message] : []))).toEqual([expect.stringContaining('the round is read as interrupted (incomplete).')]);
    // The same result without the interrupt line: failed.
    expect(verdictOf(read(init(), result({ subtype: 'error_during_execution', is_error: false, result: undefined, errors: ['boom'] }))).kind).toBe('failed');
    // A sub-agent's interrupted request is not the turn's.
    expect(verdictOf(read(init(), { ...interrupt, parent_tool_use_id: 'toolu_task' }, result({ subtype: 'error_during_execution', is_error: true, errors: ['boom'] }))).kind).toBe('failed');
  });
});

describe('ClaudeRoundReader', () => {
  it('returns nothing after the end', () => {
    const reader = new ClaudeRoundReader();
    expect(reader.end(outcome())).toHaveLength(1);
    expect(reader.push(lines(init()))).toEqual([]);
    expect(reader.end(outcome())).toEqual([]);
  });

  it('gives the same parts through accept and finish as through push and end', () => {
    const bytes = lines(...streamedAnswer('m', ['x', 'y']), { type: 'keep_alive' });
    const decoder = new StreamJsonDecoder();
    const reader = new ClaudeRoundReader();
    const parts = [...decoder.push(bytes), ...decoder.end()].flatMap((line) => reader.accept(line));
    parts.push(...reader.finish(outcome()));
    expect(parts).toEqual(readClaudeStream([bytes], outcome()));
  });
});

// Streams for the properties: hand-made events with multi-byte text, and real captures.
const textArb = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const eventArb = fc.oneof(
  textArb.map((t) => textDelta(t, 0, 'm1')),
  textArb.map((t) => thinkingDelta(t, 0, 'm1')),
  textArb.map((t) => assistant('m2', [text(t)])),
  fc.tuple(fc.uuid(), textArb).map(([id, t]) => assistant('m2', [toolUse(id, 'Bash', { command: t })])),
  fc.tuple(fc.uuid(), textArb, fc.boolean()).map(([id, t, e]) => toolResult(id, t, e)),
  fc.constant(messageStart('m1')),
  fc.constant(messageDelta({ output_tokens: 3 }, 'm1')),
  fc.constant(blockStop(0, 'm1')),
  fc.constant(init()),
  textArb.map((t) => result({ result: t })),
  textArb.map((t) => syntheticError(t, 'authentication_failed', 401)),
);
const streamArb = fc
  .array(fc.tuple(eventArb, fc.boolean()), { maxLength: 12 })
  .map((events) => encoder.encode(events.map(([e, crlf]) => JSON.stringify(e) + (crlf ? '\r\n' : '\n')).join('')));

function oneByteChunks(bytes: Uint8Array): Uint8Array[] {
  return Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
}

describe('properties', () => {
  const ended = outcome({ exitCode: 1, stderr: 'boom' });

  it('any split of the byte stream gives the same parts as the whole', () => {
    fc.assert(
      fc.property(streamArb, fc.array(fc.nat(), { maxLength: 10 }), (bytes, cuts) => {
        const whole = readClaudeStream([bytes], ended);
        expect(readClaudeStream(splitAt(bytes, cuts), ended)).toEqual(whole);
        expect(readClaudeStream(oneByteChunks(bytes), ended)).toEqual(whole);
      }),
    );
  });

  it('any split of a real stream gives the same parts as the whole', () => {
    const captures = ['two-tool-calls', 'thinking', 'stream-dropped', 'api-401'].map((name) => loadFixture(name));
    fc.assert(
      fc.property(fc.constantFrom(...captures), fc.array(fc.nat(), { maxLength: 40 }), (capture, cuts) => {
        const stdout = Buffer.concat(capture.chunks.filter((c) => c.stream === 'stdout').map((c) => c.bytes));
        const whole = readClaudeStream([stdout], ended);
        expect(readClaudeStream(splitAt(stdout, cuts), ended)).toEqual(whole);
        expect(replayClaudeCapture(capture).slice(0, -1)).toEqual(readClaudeStream([stdout], outcome()).slice(0, -1));
      }),
      { numRuns: 50 },
    );
    // Every byte its own chunk, so every multi-byte character and every \r\n is split once.
    const stdout = Buffer.concat(captures[0]!.chunks.filter((c) => c.stream === 'stdout').map((c) => c.bytes));
    expect(readClaudeStream(oneByteChunks(stdout), ended)).toEqual(readClaudeStream([stdout], ended));
  });

  it('unknown events and non-JSON lines anywhere change nothing but the unknown parts they add', () => {
    const noiseArb = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }).filter((s) => s.trim() !== '' && !s.includes('\n')),
      fc
        .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }))
        .map((o) => JSON.stringify({ ...o, type: 'future_event' })),
      fc
        .jsonValue({ maxDepth: 2 })
        .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
        .map((v) => JSON.stringify(v)),
    );
    const withoutUnknown = (parts: ContentPart[]) => parts.filter((p) => p.type !== 'unknown');
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(), noiseArb), { maxLength: 6 }),
        (events, noise) => {
          const base = events.map((e) => JSON.stringify(e));
          const noisy = [...base];
          for (const [at, line] of noise) noisy.splice(at % (noisy.length + 1), 0, line);
          const plain = readClaudeStream([lines(...base)], ended);
          const mixed = readClaudeStream([lines(...noisy)], ended);
          expect(withoutUnknown(mixed)).toEqual(withoutUnknown(plain));
          expect(mixed.length - plain.length).toBe(noise.length);
        },
      ),
    );
  });

  it('never throws on arbitrary JSON values, known types with arbitrary fields, or arbitrary bytes', () => {
    const keys = ['assistant', 'user', 'result', 'stream_event', 'system', 'control_request', 'keep_alive'];
    const shapedArb = fc
      .tuple(
        fc.constantFrom(...keys),
        fc.dictionary(
          fc.constantFrom('message', 'event', 'subtype', 'content', 'session_id', 'result', 'usage', 'id'),
          fc.jsonValue({ maxDepth: 4 }),
        ),
      )
      .map(([type, fields]) => ({ ...fields, type }));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.jsonValue({ maxDepth: 4 }), shapedArb), { maxLength: 10 }), (values) => {
        const parts = readClaudeStream([lines(...values.map((v) => JSON.stringify(v) ?? 'null'))], ended);
        expect(parts.at(-1)?.type).toBe('finish');
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 80 }), { maxLength: 6 }), fc.nat({ max: 64 }), (chunks, cap) => {
        const reader = new ClaudeRoundReader({ maxLineBytes: cap + 1 });
        for (const chunk of chunks) reader.push(chunk);
        expect(reader.end(ended).at(-1)?.type).toBe('finish');
      }),
    );
  });
});

describe('hostile input', () => {
  const nested = (depth: number, leaf: unknown) => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = [{ type: 'tool_result', tool_use_id: `t${i}`, content: value }];
    return value;
  };

  it('a line nested 3,000 deep is an invalid line carrying its raw text, not a stack overflow', () => {
    const deep = { type: 'user', message: { role: 'user', content: nested(1500, 'x') }, session_id: 's' };
    const raw = JSON.stringify(deep);
    const parts = read(init(), deep, result());
    expect(ofType(parts, 'unknown')).toEqual([{ type: 'unknown', reason: 'invalid', raw }]);
    expect(verdictOf(parts).kind).toBe('success');
    // A known line with a tool input 100,000 deep: the same.
    const call = JSON.stringify(assistant('m1', [toolUse('t1', 'Bash', 'DEEP')])).replace('"DEEP"', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(ofType(read(call), 'unknown')).toEqual([{ type: 'unknown', reason: 'invalid', raw: call }]);
  });

  it('a line nested just under the limit is read as usual', () => {
    const input = JSON.parse('['.repeat(400) + ']'.repeat(400)) as unknown;
    expect(ofType(read(assistant('m1', [toolUse('t1', 'Bash', input)])), 'tool-call')).toHaveLength(1);
  });

  it('reads 300,000 small events in one chunk without spreading them into arguments', () => {
    const many = Array.from({ length: 300_000 }, () => '{"type":"tool_progress"}').join('\n');
    const parts = readClaudeStream([encoder.encode(many)], outcome());
    expect(parts).toHaveLength(300_001);
  });
});

describe('text and reasoning exactly once', () => {
  let n = 0;
  const withUuid = <T extends object>(line: T) => ({ ...line, uuid: `u-${n++}` });
  const summary = (...messages: unknown[]) => summarizeRound(read(...messages));

  it('an unstreamed assistant line repeated (another uuid, or none) adds nothing', () => {
    const line = assistant('m1', [text('Hello')]);
    expect(summary(withUuid(line), withUuid(line), line, result()).text).toBe('Hello');
  });

  it('an assistant line before its own deltas: the deltas add nothing it said', () => {
    const parts = read(messageStart('m1'), assistant('m1', [text('Hello')]), textDelta('Hel', 0, 'm1'), textDelta('lo', 0, 'm1'), messageStop('m1'), result());
    expect(ofType(parts, 'text-delta').map((p) => p.text)).toEqual(['Hello']);
    // Half its deltas, then the line, then the rest: the line says the rest once.
    const half = read(messageStart('m1'), textDelta('Hel', 0, 'm1'), assistant('m1', [text('Hello')]), textDelta('lo', 0, 'm1'), result());
    expect(summarizeRound(half).text).toBe('Hello');
  });

  it('deltas with neither message_start nor api_message_id are the message whose assistant line follows', () => {
    const parts = read(textDelta('Hel'), textDelta('lo'), assistant('m1', [text('Hello')]), result());
    expect(summarizeRound(parts).text).toBe('Hello');
    expect(ofType(parts, 'text-retract')).toEqual([]);
  });

  it('lines repeated with the same uuid are read once', () => {
    const lines = streamedAnswer('m1', ['Hel', 'lo']).map((line) => withUuid(line as object));
    const doubled = lines.flatMap((line) => [line, line]);
    expect(summary(...doubled).text).toBe('Hello');
    expect(ofType(read(...doubled), 'usage')).toHaveLength(1);
  });

  it('an old CLI that abandons a stream without saying so: another message starting retracts it', () => {
    // No api_message_id, no abandoned_blocks, no synthetic message_stop: the retry just begins.
    const bare = (line: Record<string, unknown>) => {
      const { api_message_id: _, ...rest } = line;
      return rest;
    };
    for (const retry of [[assistant('m2', [text('The whole answer.')])], [messageStart('m2'), textDelta('The whole answer.', 0, 'm2'), messageDelta(undefined, 'm2'), messageStop('m2')]]) {
      // The result's usage is left out: what each retry spent is not what this test holds.
      const parts = read(init(), messageStart('m1'), bare(textDelta('Partial ')), ...retry.map(bare), result({ result: 'The whole answer.', usage: undefined }));
      expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: 'm1', length: 8 }]);
      expect(ofType(parts, 'warning').map((p) => p.code)).toEqual(['stream-abandoned']);
      expect(summarizeRound(parts).text).toBe('The whole answer.');
      expect(verdictOf(parts).message).toBe('The whole answer.');
    }
  });

  it('a subagent stream beside the main one is not an abandonment, and a finished stream is not either', () => {
    const sub = (line: Record<string, unknown>) => ({ ...line, parent_tool_use_id: 'toolu_1' });
    const parts = read(
      messageStart('m1'),
      textDelta('main ', 0, 'm1'),
      sub(messageStart('s1')),
      sub(textDelta('sub ', 0, 's1')),
      textDelta('more', 0, 'm1'),
      sub(messageDelta(undefined, 's1')),
      sub(messageStop('s1')),
      messageDelta(undefined, 'm1'),
      messageStop('m1'),
      assistant('m2', [text(' next')]),
      result(),
    );
    expect(ofType(parts, 'text-retract')).toEqual([]);
    // Each message's first text after another's starts a paragraph; m1 going on does not.
    expect(summarizeRound(parts).text).toBe('main \n\nsub more\n\n next');
  });

  it('two messages of a turn are separated by a blank line, in the parts, the summary and the verdict', () => {
    const parts = read(
      init(),
      messageStart('m1'),
      textDelta('Let me update the docs', 0, 'm1'),
      messageDelta(undefined, 'm1'),
      messageStop('m1'),
      assistant('m2', [text('Done, all tests pass.')]),
      assistant('m3', [text('Newline ended.\n')]),
      assistant('m4', [text('Last.')]),
      result({ result: 'Last.' }),
    );
    expect(ofType(parts, 'text-delta').map((p) => p.text)).toEqual(['Let me update the docs', '\n\nDone, all tests pass.', '\n\nNewline ended.\n', '\nLast.']);
    expect(summarizeRound(parts).text).toBe('Let me update the docs\n\nDone, all tests pass.\n\nNewline ended.\n\nLast.');
    expect(verdictOf(parts).message).toBe('Last.');
  });

  // A round of streamed and unstreamed messages; each repeated, or its assistant lines moved
  // before their deltas, the text and reasoning are still said exactly once.
  it('any duplication of lines and any move of assistant lines before their deltas says everything once', () => {
    const piece = fc.string({ minLength: 1, maxLength: 4 });
    const message = fc.record({ streamed: fc.boolean(), thinking: fc.option(fc.array(piece, { minLength: 1, maxLength: 3 }), { nil: undefined }), text: fc.array(piece, { minLength: 1, maxLength: 3 }), early: fc.boolean() });
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 8 }), (messages, copies) => {
        const round: Record<string, unknown>[] = [init()];
        messages.forEach((m, i) => {
          const id = `m${i}`;
          const blocks: { kind: 'thinking' | 'text'; pieces: string[] }[] = [...(m.thinking ? [{ kind: 'thinking' as const, pieces: m.thinking }] : []), { kind: 'text', pieces: m.text }];
          if (m.streamed) round.push(messageStart(id));
          blocks.forEach((block, index) => {
            const whole = block.pieces.join('');
            const line = assistant(id, [block.kind === 'text' ? text(whole) : thinking(whole)]);
            if (m.streamed && m.early) round.push(line);
            if (m.streamed) for (const p of block.pieces) round.push(block.kind === 'text' ? textDelta(p, index, id) : thinkingDelta(p, index, id));
            if (!m.streamed || !m.early) round.push(line);
          });
          if (m.streamed) round.push(messageDelta({ output_tokens: 1 }, id), messageStop(id));
        });
        round.push(result());
        const lines: Record<string, unknown>[] = round.map(withUuid);
        for (const [from, to, keepUuid] of copies) {
          const line = lines[from % lines.length]!;
          // A copy without its uuid can only be told by its content: only assistant lines are.
          if (!keepUuid && line.type !== 'assistant') continue;
          const copy = keepUuid ? line : { ...line, uuid: undefined };
          lines.splice(Math.max(from % lines.length, to % (lines.length + 1)), 0, copy);
        }
        const got = summarizeRound(read(...lines));
        expect(got.text).toBe(withBreaks(messages.map((m) => m.text.join(''))));
        expect(got.reasoning).toBe(messages.map((m) => (m.thinking ?? []).join('')).join(''));
      }),
      { seed: 8, numRuns: 300 },
    );
  });
});

describe('messages without an id', () => {
  const readBare = (...messages: unknown[]) => read(...messages.map(bare));

  it('two messages are two, with the blank line between them, where a stream or a user line says one ended', () => {
    const answers = [
      // A stream with neither message_start nor ids, its message_stop, then another.
      readBare(textDelta('First.'), messageDelta(), messageStop(), textDelta('Second.'), messageDelta(), messageStop(), result()),
      // message_start without an id begins another message.
      readBare(messageStart('a'), textDelta('First.'), messageDelta(), messageStop(), messageStart('b'), textDelta('Second.'), messageDelta(), messageStop(), result()),
      // Unstreamed: the user line between them.
      readBare(assistant('a', [text('First.')]), assistant('a', [toolUse('t1', 'Bash', {})]), toolResult('t1', 'ok'), assistant('b', [text('Second.')]), result()),
      // An assistant line after a finished stream.
      readBare(messageStart('a'), textDelta('First.'), messageDelta(), messageStop(), assistant('b', [text('Second.')]), result()),
    ];
    for (const parts of answers) {
      expect(summarizeRound(parts).text).toBe('First.\n\nSecond.');
      expect(ofType(parts, 'text-delta').every((p) => p.id === '')).toBe(true);
      expect(ofType(parts, 'text-retract')).toEqual([]);
    }
  });

  it('one message told in several lines is one: its thinking and text lines say each block once', () => {
    // As the CLI writes a message: its deltas, then each block's assistant line, block by block.
    const parts = readBare(messageStart('a'), thinkingDelta('Hm.', 0), assistant('a', [thinking('Hm.')]), textDelta('Hi', 1), textDelta(' there', 1), assistant('a', [text('Hi there')]), messageDelta(), messageStop(), result());
    expect(summarizeRound(parts).text).toBe('Hi there');
    expect(summarizeRound(parts).reasoning).toBe('Hm.');
    // Two text blocks of one unstreamed message join as with an id, and a repeated line adds nothing.
    const line = assistant('a', [text('One')]);
    expect(summarizeRound(readBare(line, line, assistant('a', [text(' two')]), line, result())).text).toBe('One two');
  });

  it('a message with an id after one without is its own, whether or not the one without streamed', () => {
    expect(summarizeRound(readBare(textDelta('First.'), messageDelta(), messageStop(), assistant('m2', [text('Second.')]), toolResult('t', 'ok'), assistant('m3', [text('Third.')]), result())).text).toBe('First.\n\nSecond.\n\nThird.');
    const parts = read(bare(assistant('a', [text('First.')])), assistant('m2', [text('Second.')]), toolResult('t', 'ok'), bare(assistant('c', [text('Third.')])), result());
    expect(summarizeRound(parts).text).toBe('First.\n\nSecond.\n\nThird.');
  });

  it('an assistant line that only repeats a finished stream without an id is of it, with or without an id of its own', () => {
    const late = [
      // The line after message_delta or message_stop, and the thinking-then-text lines after the whole stream.
      readBare(messageStart('a'), textDelta('Hi'), messageDelta(), assistant('a', [text('Hi')]), messageStop(), result()),
      readBare(messageStart('a'), textDelta('Hi'), messageDelta(), messageStop(), assistant('a', [text('Hi')]), result()),
      readBare(messageStart('a'), thinkingDelta('Hm.', 0), textDelta('H', 1), textDelta('i', 1), messageDelta(), messageStop(), assistant('a', [thinking('Hm.')]), assistant('a', [text('Hi')]), result()),
      read(bare(messageStart('a')), bare(textDelta('Hi')), bare(messageDelta()), assistant('m1', [text('Hi')]), bare(messageStop()), result()),
      read(bare(messageStart('a')), bare(textDelta('Hi')), bare(messageDelta()), bare(messageStop()), assistant('m1', [text('Hi')]), result()),
    ];
    for (const parts of late) {
      expect(summarizeRound(parts).text).toBe('Hi');
      expect(ofType(parts, 'usage')).toHaveLength(1);
    }
  });

  it('an assistant line repeating any block of a finished stream without an id is of it, not only the last block', () => {
    const parts = readBare(messageStart('a'), textDelta('One', 0), textDelta('Two', 1), textDelta('Three', 2), messageDelta(), messageStop(), assistant('a', [text('Two')]), assistant('a', [text('One')]), result());
    expect(summarizeRound(parts).text).toBe('OneTwoThree');
    expect(ofType(parts, 'usage')).toHaveLength(1);
  });

  it('a stream without an id that another message_start cuts short is retracted with its break', () => {
    const parts = readBare(messageStart('a'), textDelta('Done.'), messageDelta(), messageStop(), messageStart('b'), textDelta('Partial'), messageStart('c'), textDelta('Whole.'), messageDelta(), messageStop(), result());
    expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: '', length: 'Partial'.length + 2 }]);
    expect(summarizeRound(parts).text).toBe('Done.\n\nWhole.');
  });

  it('no id, whatever string it is, is taken for a message without one: a NUL, digits, or both', () => {
    // The key of a message without an id was a string, "\u0000" and a count: the id "\u00000"
    // was the first message without one, and their texts ran together without the blank line.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('\u0000', '0', '1', 'a') , minLength: 1, maxLength: 4 }), (id) => {
        const parts = read(bare(assistant('a', [text('First.')])), assistant(id, [text('Second.')]), bare(assistant('b', [text('Third.')])), result({ usage: { input_tokens: 30, output_tokens: 5 } }));
        expect(summarizeRound(parts).text).toBe('First.\n\nSecond.\n\nThird.');
        expect(ofType(parts, 'text-delta').map((p) => p.id)).toEqual(['', id, '']);
        // Three requests, each its own part: the result (30 input tokens for their 10 each) says no less than they do.
        expect(ofType(parts, 'usage')).toHaveLength(3);
      }),
      { seed: 21, numRuns: 200 },
    );
  });

  it('an empty id is no id on every line, as the CLI has it: one message, said once', () => {
    // message_start and the assistant line read '' as no id, api_message_id read it as an id:
    // the deltas began another message, the stream was said twice and its usage counted thrice.
    const withId = (line: Record<string, unknown>) => ({ ...line, api_message_id: '' });
    const parts = read(withId(messageStart('')), withId(textDelta('Hi')), withId(messageDelta()), assistant('', [text('Hi')]), withId(messageStop()), result());
    expect(summarizeRound(parts).text).toBe('Hi');
    expect(ofType(parts, 'usage')).toHaveLength(1);
    expect(ofType(parts, 'text-retract')).toEqual([]);
  });

  it('usage: one part per streamed model request without an id', () => {
    const streamed = readBare(messageStart('a'), textDelta('1'), messageDelta({ output_tokens: 2 }), messageStop(), messageStart('b'), textDelta('2'), messageDelta({ output_tokens: 4 }), messageStop());
    expect(ofType(streamed, 'usage').map((p) => p.usage.outputTokens)).toEqual([2, 4]);
  });

  // The round of the property above with every id dropped. Where nothing on the wire ends a
  // message (an unstreamed one, then one without message_start), a user line does, as a tool
  // result does in a real turn. A copy of a line without its uuid stays within its message:
  // without an id, where a line comes is all that tells whose it is.
  it('any duplication within a message and any move of assistant lines before their deltas says everything once, with the breaks', () => {
    const piece = fc.string({ minLength: 1, maxLength: 4 });
    const message = fc.record({
      streamed: fc.boolean(),
      start: fc.boolean(),
      user: fc.boolean(),
      thinking: fc.option(fc.array(piece, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      text: fc.array(piece, { minLength: 1, maxLength: 3 }),
      early: fc.boolean(),
    });
    let n = 0;
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 8 }), (messages, copies) => {
        const groups: Record<string, unknown>[][] = [[init()]];
        messages.forEach((m, i) => {
          const round: Record<string, unknown>[] = [];
          const previous = messages[i - 1];
          // A user line where nothing else would end the message before.
          if (previous && (m.user || (!previous.streamed && !(m.streamed && m.start)))) round.push(toolResult(`t${i}`, 'ok'));
          const blocks: { kind: 'thinking' | 'text'; pieces: string[] }[] = [...(m.thinking ? [{ kind: 'thinking' as const, pieces: m.thinking }] : []), { kind: 'text', pieces: m.text }];
          if (m.streamed && m.start) round.push(messageStart('x'));
          blocks.forEach((block, index) => {
            const line = assistant('x', [block.kind === 'text' ? text(block.pieces.join('')) : thinking(block.pieces.join(''))]);
            if (m.streamed && m.early) round.push(line);
            if (m.streamed) for (const p of block.pieces) round.push(block.kind === 'text' ? textDelta(p, index) : thinkingDelta(p, index));
            if (!m.streamed || !m.early) round.push(line);
          });
          if (m.streamed) round.push(messageDelta({ output_tokens: 1 }), messageStop());
          groups.push(round.map((line) => ({ ...bare(line), uuid: `u-${n++}` })));
        });
        // Copies without a uuid first, each within its message; then copies with one, anywhere after.
        for (const [from, to, keepUuid] of [...copies.filter((c) => !c[2]), ...copies.filter((c) => c[2])]) {
          const group = groups[from % groups.length]!;
          const at = from % group.length;
          const line = group[at]!;
          const uuid = keepUuid && line.uuid !== undefined;
          if (!uuid && line.type !== 'assistant') continue;
          if (uuid) {
            const later = groups[Math.max(from % groups.length, to % groups.length)]!;
            later.splice(later === group ? Math.max(at, to % (group.length + 1)) : to % (later.length + 1), 0, line);
          } else group.splice(Math.max(at, to % (group.length + 1)), 0, { ...line, uuid: undefined });
        }
        const got = summarizeRound(read(...groups.flat(), result()));
        expect(got.text).toBe(withBreaks(messages.map((m) => m.text.join(''))));
        expect(got.reasoning).toBe(messages.map((m) => (m.thinking ?? []).join('')).join(''));
      }),
      { seed: 20, numRuns: 400 },
    );
  });
});

describe('a stream that breaks, on every Claude Code version', () => {
  // Claude Code before 2.1.312 writes no api_message_id on stream events.
  const withoutApiId = (line: Record<string, unknown>): Record<string, unknown> => {
    const { api_message_id: _, ...rest } = line;
    return rest;
  };
  const RETRY = 'The whole answer, sent again.';

  it('2.1.290: a message_stop without message_delta is the CLI closing a broken stream, and what no assistant line said is retracted', () => {
    // It showed 'Partial \n\nThe whole answer, sent again.': without abandoned_blocks, that
    // message_stop read as the model's end.
    const usage = { input_tokens: 20, output_tokens: 2 };
    const parts = read(init(), ...[messageStart('msg_mock_01'), textDelta('Partial ', 0), blockStop(0), messageStop()].map(withoutApiId), assistant('msg_mock_02', [text(RETRY)]), result({ result: RETRY, usage }));
    expect(summarizeRound(parts).text).toBe(RETRY);
    expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: 'msg_mock_01', length: 8 }]);
    expect(ofType(parts, 'warning').map((p) => p.message)).toEqual([
      'Claude Code abandoned the response msg_mock_01 when it closed the stream itself; the text it had streamed past its assistant lines is not part of the answer and is retracted.',
    ]);
    // The retraction comes where the stream broke, before the retried answer.
    expect(parts.findIndex((p) => p.type === 'text-retract')).toBeLessThan(parts.findIndex((p) => p.type === 'text-delta' && p.id === 'msg_mock_02'));
    expect(summarizeRound(replayClaudeCapture(loadFixture('stream-dropped', '2.1.290'))).text).toBe(RETRY);
  });

  it('2.1.290: the blocks an assistant line said before the stream broke stay, as from_block_index keeps them on 2.1.332', () => {
    const parts = read(...[messageStart('m1'), thinkingDelta('Hm.', 0), assistant('m1', [thinking('Hm.')]), blockStop(0), textDelta('Part', 1), messageStop()].map(withoutApiId), assistant('m2', [text('Whole.')]), result());
    expect(summarizeRound(parts)).toMatchObject({ text: 'Whole.', reasoning: 'Hm.' });
    expect(ofType(parts, 'reasoning-retract')).toEqual([]);
    // An interrupt writes the assistant line of what had streamed, and message_delta before message_stop: all stays.
    const interrupted = read(...[messageStart('m1'), textDelta('Partial ', 0)].map(withoutApiId), assistant('m1', [text('Partial ')]), toolResult('t', 'x'), ...[blockStop(0), messageDelta(), messageStop()].map(withoutApiId), result({ subtype: 'error_during_execution', is_error: true }));
    expect(summarizeRound(interrupted).text).toBe('Partial ');
    expect(ofType(interrupted, 'warning')).toEqual([]);
  });

  it('2.1.269: a stream that never ended when the round does is retracted, past what its assistant lines said', () => {
    // The stream broke, the CLI's retry got a 529 and it wrote no message_stop: the partial
    // text stayed the answer of a failed round, where 2.1.328 retracts it.
    const failed = read(init(), ...[messageStart('msg_mock_01'), textDelta('Partial ', 0)].map(withoutApiId), syntheticError('API Error: 529 Overloaded.'), result({ is_error: true, result: 'API Error: 529 Overloaded.', usage: { input_tokens: 10, output_tokens: 1 } }));
    expect(summarizeRound(failed).text).toBe('');
    expect(ofType(failed, 'text-retract')).toEqual([{ type: 'text-retract', id: 'msg_mock_01', length: 8 }]);
    expect(ofType(failed, 'warning').map((p) => p.message)).toEqual([
      'Claude Code abandoned the response msg_mock_01 before it ended (the round ended first); the text it had streamed past its assistant lines is not part of the answer and is retracted.',
    ]);
    // An interrupt: the CLI wrote the assistant line of the partial text, which stays.
    const interrupted = read(...[messageStart('m1'), textDelta('Partial ', 0)].map(withoutApiId), assistant('m1', [text('Partial ')]), toolResult('t', 'x'), result({ subtype: 'error_during_execution', is_error: true }));
    expect(summarizeRound(interrupted).text).toBe('Partial ');
    expect(ofType(interrupted, 'text-retract')).toEqual([]);
    // Killed: no result line, so nothing says the stream was abandoned.
    expect(textOf(read(...[messageStart('m1'), textDelta('Partial ', 0)].map(withoutApiId)))).toBe('Partial ');
  });

  it('every recorded version reads the stream-dropped-retry-failed round as the pinned one does: failed, no text', () => {
    for (const version of ['2.1.269', '2.1.290', '2.1.332']) {
      const summary = summarizeRound(replayClaudeCapture(loadFixture('stream-dropped-retry-failed', version)));
      expect({ version, verdict: summary.verdict?.kind, text: summary.text }).toEqual({ version, verdict: 'failed', text: '' });
    }
  });
});

describe('lines lost or moved: text no line said, or a line said twice (issue 25, item 6)', () => {
  const literal = (kind: 'text' | 'thinking') => ({
    delta: (t: string) => JSON.stringify({ type: 'stream_event', event: { type: 'content_block_delta', delta: kind === 'text' ? { type: 'text_delta', text: t } : { type: 'thinking_delta', thinking: t } } }),
    line: (t: string, id?: string) => JSON.stringify({ type: 'assistant', message: { ...(id !== undefined ? { id } : {}), content: [kind === 'text' ? { type: 'text', text: t } : { type: 'thinking', thinking: t }] } }),
  });
  const said = (kind: 'text' | 'thinking', parts: ContentPart[]) => (kind === 'text' ? summarizeRound(parts).text : summarizeRound(parts).reasoning);

  it.each(['text', 'thinking'] as const)('%s: a delta, then an assistant line saying something else: the line alone', (kind) => {
    // Gave 'Partial e answer, sent again.': the line went on from the delta's length.
    const { delta, line } = literal(kind);
    const parts = read(delta('Partial '), line('The whole answer, sent again.'));
    expect(said(kind, parts)).toBe('The whole answer, sent again.');
    expect(ofType(parts, 'warning').map((p) => p.code)).toEqual(['stream-mismatch']);
  });

  it.each(['text', 'thinking'] as const)('%s: message_start and message_stop of a message, then a delta without id and the same text in that message\'s line: once', (kind) => {
    // Gave '6 × 7 = 42.\n\n6 × 7 = 42.'.
    const { delta, line } = literal(kind);
    const start = JSON.stringify({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_mock_01' } } });
    const stop = JSON.stringify({ type: 'stream_event', event: { type: 'message_stop' } });
    expect(said(kind, read(start, stop, delta('6 × 7 = 42.'), line('6 × 7 = 42.', 'msg_mock_01')))).toBe('6 × 7 = 42.');
  });

  it.each(['text', 'thinking'] as const)('%s: an assistant line, then a delta without id repeating it: once', (kind) => {
    // Gave 'Partial \n\nPartial '.
    const { delta, line } = literal(kind);
    expect(said(kind, read(line('Partial ', 'm'), delta('Partial ')))).toBe('Partial ');
    // Deltas that go on past the line, or say other text in its place, are not taken.
    expect(said(kind, read(line('Partial ', 'm'), delta('Partial '), delta('more')))).toBe('Partial ');
    expect(said(kind, read(line('Partial ', 'm'), delta('Other   '), delta('more')))).toBe('Partial ');
  });

  it('a line saying other text than deltas that carry its id wins too, and deltas after a line that say otherwise are not taken', () => {
    const parts = read(messageStart('m'), textDelta('Hello', 0, 'm'), assistant('m', [text('Help me')]), messageDelta(undefined, 'm'), messageStop('m'));
    expect(summarizeRound(parts).text).toBe('Help me');
    expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: 'm', length: 5 }]);
    expect(ofType(parts, 'warning').map((p) => p.message)).toEqual([
      "The response m streamed other text than its assistant line says: the text it had streamed past its earlier lines is not part of the answer and is retracted, and the line's is said instead.",
    ]);
    expect(summarizeRound(read(messageStart('m'), assistant('m', [text('Hello')]), textDelta('Help', 0, 'm'), textDelta(' me', 0, 'm'))).text).toBe('Hello');
  });

  // Messages as Claude Code writes them (2.1.332 with every id, 2.1.269 and 2.1.290 without
  // api_message_id, a relay with none), each streamed or not, each block's assistant line after
  // its deltas, some broken off (no line for the block it broke in, no message_delta; the CLI's
  // message_stop or none); then message_starts and message_stops lost or moved anywhere. Each
  // delta says one token no other line says but its block's assistant line, which says the
  // block's tokens, so a token cut is text no line said, and a token twice is a line said twice.
  // (Lines moved before their deltas as well are the property above, without moved bounds.)
  it('any message_start or message_stop lost or moved: every token whole and at most once, and every assistant line said', () => {
    const blockArb = fc.record({ kind: fc.constantFrom('text' as const, 'thinking' as const), pieces: fc.integer({ min: 1, max: 3 }) });
    const messageArb = fc.record({
      ids: fc.constantFrom('all' as const, 'lines' as const, 'none' as const),
      streamed: fc.boolean(),
      broken: fc.constantFrom('no' as const, 'stop' as const, 'silent' as const),
      user: fc.boolean(),
      blocks: fc.array(blockArb, { minLength: 1, maxLength: 3 }),
    });
    const moveArb = fc.record({ which: fc.nat(), to: fc.option(fc.nat(), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(messageArb, { minLength: 1, maxLength: 4 }), fc.array(moveArb, { maxLength: 4 }), (messages, moves) => {
        let token = 0;
        const round: { line: Record<string, unknown>; bound?: true }[] = [{ line: init() }];
        const lineTexts: string[] = [];
        messages.forEach((m, i) => {
          const id = `msg_${i}`;
          const strip = (line: Record<string, unknown>) => (m.ids === 'none' ? bare(line) : m.ids === 'lines' && line.type === 'stream_event' ? { ...line, api_message_id: undefined } : line);
          const push = (line: Record<string, unknown>, bound?: true) => round.push(bound ? { line: strip(line), bound } : { line: strip(line) });
          if (m.user && i > 0) push(toolResult(`t${i}`, 'ok'));
          if (m.streamed) push(messageStart(id), true);
          m.blocks.forEach((block, index) => {
            const pieces = Array.from({ length: block.pieces }, () => `‹${token++}›`);
            const broken = m.streamed && m.broken !== 'no' && index === m.blocks.length - 1;
            const whole = pieces.join('');
            const line = assistant(id, [block.kind === 'text' ? text(whole) : thinking(whole)]);
            if (!broken) lineTexts.push(whole);
            if (m.streamed) for (const piece of broken ? pieces.slice(0, 1) : pieces) push(block.kind === 'text' ? textDelta(piece, index, id) : thinkingDelta(piece, index, id));
            if (!broken) push(line);
          });
          if (m.streamed && m.broken === 'no') push(messageDelta({ output_tokens: 1 }, id));
          if (m.streamed && m.broken !== 'silent') push(messageStop(id), true);
        });
        for (const move of moves) {
          const bounds = round.flatMap((entry, at) => (entry.bound ? [at] : []));
          if (!bounds.length) break;
          const [entry] = round.splice(bounds[move.which % bounds.length]!, 1);
          if (move.to !== undefined) round.splice(1 + (move.to % round.length), 0, { line: entry!.line });
        }
        // A result line without text: where none of the stream's stayed, its text would be the answer.
        const got = summarizeRound(read(...round.map((entry) => entry.line), result({ result: '' })));
        for (const answer of [got.text, got.reasoning]) {
          const joined = answer.replaceAll('\n', '');
          expect(joined).toMatch(/^(‹\d+›)*$/);
          const tokens = joined.match(/‹\d+›/g) ?? [];
          expect(new Set(tokens).size).toBe(tokens.length);
        }
        for (const whole of lineTexts) expect(got.text.replaceAll('\n', '') + got.reasoning).toContain(whole);
      }),
      { seed: 25, numRuns: 2000 },
    );
  });
});

describe('bounded state', () => {
  it('keeps per-message state only for recent messages, however many the round has', () => {
    const reader = new ClaudeRoundReader();
    for (let i = 0; i < 20_000; i++) {
      const id = `m${i}`;
      reader.push(lines({ ...messageStart(id), uuid: `s${i}` }, { ...textDelta('x', 0, id), uuid: `d${i}` }, { ...assistant(id, [text('x')]), uuid: `a${i}` }, messageDelta({ output_tokens: 1 }, id), messageStop(id)));
    }
    const state = reader as unknown as { messages: { size: number }; lines: { size: number }; streaming: { size: number } };
    expect(state.messages.size).toBeLessThanOrEqual(512);
    expect(state.lines.size).toBeLessThanOrEqual(4096);
    expect(state.streaming.size).toBe(0);
  });

  it('streamed requests that never reach message_delta (cut short) wait in bounded state, and each still reports once', () => {
    const reader = new ClaudeRoundReader();
    let usage = 0;
    for (let i = 0; i < 20_000; i++) {
      const id = `m${i}`;
      const parts = reader.push(lines(messageStart(id, { input_tokens: 1, output_tokens: 1 }), textDelta('x', 0, id), messageStop(id)));
      usage += parts.filter((p) => p.type === 'usage').length;
    }
    // Each message_start looked at every request still waiting: 20,000 such messages took 5 s.
    const counter = (reader as unknown as { usage: { pending: { size: number } } }).usage;
    expect(counter.pending.size).toBeLessThanOrEqual(512);
    usage += reader.end(outcome()).filter((p) => p.type === 'usage').length;
    expect(usage).toBe(20_000);
  });

  it('a stream without an id of many blocks, each repeated by a late line, is read once in linear time', () => {
    // Each repeated line walked every block of the message, quadratic in the blocks.
    const blocks = 20_000;
    const stream: Record<string, unknown>[] = [messageStart('a')];
    for (let i = 0; i < blocks; i++) stream.push(textDelta(`b${i} `, i));
    stream.push(messageDelta(), messageStop());
    for (let i = 0; i < blocks; i++) stream.push(assistant('a', [text(`b${i} `)]));
    const parts = read(...stream.map(bare), result());
    expect(ofType(parts, 'usage')).toHaveLength(1);
    expect(summarizeRound(parts).text).toBe(Array.from({ length: blocks }, (_, i) => `b${i} `).join(''));
  });

  it('a message of many blocks keeps what it knows of them in windows, and its abandonment still takes back what it should', () => {
    // Each block index kept its count and its fingerprint for the whole message: some 200 bytes
    // each, 195 MB for a message of a million blocks.
    const reader = new ClaudeRoundReader();
    const parts: ContentPart[] = [];
    const blocks = 50_000;
    appendAll(parts, reader.push(lines(init(), messageStart('m1'))));
    for (let i = 0; i < blocks; i += 1000) {
      const chunk: unknown[] = [];
      for (let j = i; j < i + 1000; j++) chunk.push(textDelta(`b${j} `, j, 'm1'), blockStop(j, 'm1'));
      appendAll(parts, reader.push(lines(...chunk)));
    }
    const state = reader as unknown as { messages: { get(key: string): { kinds: { text: { blocks: Map<number, unknown> } } } }; fingerprints: { streamed: { size: number } } };
    expect(state.messages.get('m1').kinds.text.blocks.size).toBeLessThanOrEqual(64);
    expect(state.fingerprints.streamed.size).toBeLessThanOrEqual(1 << 15);
    // The CLI abandons from the block it broke on: that block alone is taken back.
    appendAll(parts, reader.push(lines(messageStop('m1', blocks - 1))));
    expect(ofType(parts, 'text-retract')).toEqual([{ type: 'text-retract', id: 'm1', length: `b${blocks - 1} `.length }]);
    // A stream that another response cuts short is taken back whole, however many blocks it had.
    appendAll(parts, reader.push(lines(messageStart('m2'), ...Array.from({ length: 300 }, (_, i) => textDelta('x', i, 'm2')), messageStart('m3'))));
    expect(ofType(parts, 'text-retract').at(-1)).toEqual({ type: 'text-retract', id: 'm2', length: 300 + 2 });
  });

  it('never throws, whatever depth a known line nests to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom('[', '{"a":'), (depth, open) => {
        const close = open === '[' ? ']' : '}';
        const deep = open.repeat(depth) + '1' + close.repeat(depth);
        const line = JSON.stringify(assistant('m1', [toolUse('t1', 'Bash', 'DEEP')])).replace('"DEEP"', deep);
        const parts = read(line, result());
        expect(verdictOf(parts).kind).toBe('success');
        const call = ofType(parts, 'tool-call').length + ofType(parts, 'unknown').length;
        expect(call).toBe(1);
      }),
      { seed: 3, numRuns: 40 },
    );
  });
});
