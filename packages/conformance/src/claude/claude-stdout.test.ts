import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture } from '@mwh/protocol-core';
import type { Capture } from '@mwh/protocol-core';
import { stdoutJson, summarizeAnswer } from './claude-stdout.js';
import { findRepoRoot } from '../support/repo-root.js';

function capture(stdout: string): Capture {
  return {
    header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version: '0' }, argv: [], env: [], startedAt: '' },
    // Split inside the first line and inside a multi-byte character, as a pipe may.
    chunks: [Buffer.from(stdout.slice(0, 7)), Buffer.from(stdout.slice(7))].map((bytes, t) => ({ stream: 'stdout' as const, t, bytes: new Uint8Array(bytes) })),
  };
}

const line = (value: unknown) => JSON.stringify(value) + '\n';

describe('summarizeAnswer', () => {
  it('takes streamed text once on versions that write no api_message_id (2.1.269)', () => {
    const stdout = [
      line({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1' } } }),
      line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hello' } } }),
      line({ type: 'assistant', message: { id: 'msg_1', model: 'claude', content: [{ type: 'text', text: 'Hello' }] } }),
    ].join('');
    expect(summarizeAnswer(stdoutJson(capture(stdout))).text).toBe('Hello');
  });

  it('takes streamed text once, whole messages that were not streamed, and never a synthetic notice', () => {
    const stdout = [
      line({ type: 'stream_event', api_message_id: 'm1', event: { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'hmm' } } }),
      line({ type: 'stream_event', api_message_id: 'm1', event: { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Grü' } } }),
      'debug output that is not JSON\n',
      line({ type: 'assistant', message: { id: 'm1', model: 'claude', content: [{ type: 'text', text: 'Grü' }] } }),
      line({ type: 'assistant', message: { id: 'm2', model: 'claude', content: [{ type: 'text', text: 'ße' }, { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } }] } }),
      line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'x', is_error: true }] } }),
      line({ type: 'assistant', message: { id: 'm3', model: '<synthetic>', content: [{ type: 'text', text: 'Invalid API key' }] } }),
      line({ subtype: 'success', type: 'result', is_error: true }),
    ].join('');
    const lines = stdoutJson(capture(stdout));
    expect(lines).toHaveLength(7);
    expect(summarizeAnswer(lines)).toEqual({
      text: 'Grüße',
      reasoning: 'hmm',
      toolCalls: [{ id: 't1', name: 'Bash', input: { command: 'ls' } }],
      toolResults: [{ id: 't1', isError: true, content: 'x' }],
      result: { subtype: 'success', type: 'result', is_error: true },
    });
  });

  it('takes the thinking blocks of a message that streamed no thinking', () => {
    const stdout = [
      line({ type: 'assistant', message: { id: 'm1', model: 'claude', content: [{ type: 'thinking', thinking: 'quiet', signature: 's' }] } }),
      line({ type: 'assistant', message: { id: 'm1', model: 'claude', content: [{ type: 'text', text: 'Answer' }] } }),
      line({ type: 'stream_event', api_message_id: 'm2', event: { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'loud' } } }),
      line({ type: 'assistant', message: { id: 'm2', model: 'claude', content: [{ type: 'thinking', thinking: 'loud', signature: 's' }] } }),
    ].join('');
    expect(summarizeAnswer(stdoutJson(capture(stdout)))).toMatchObject({ text: 'Answer', reasoning: 'quietloud' });
  });

  it('leaves out what a broken stream said past its assistant lines, on versions without abandoned_blocks', () => {
    const event = (value: object) => line({ type: 'stream_event', event: value });
    const start = event({ type: 'message_start', message: { id: 'msg_1' } });
    const delta = (text: string, index = 0) => event({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
    const assistant = (id: string, text: string) => line({ type: 'assistant', message: { id, model: 'claude', content: [{ type: 'text', text }] } });
    const result = line({ type: 'result', subtype: 'success', is_error: false });
    // 2.1.290: the CLI's own message_stop, with no message_delta before it, then the retry's line.
    // Read as the model's end, it made 'Partial The whole answer.'.
    expect(summarizeAnswer(stdoutJson(capture([start, delta('Partial '), event({ type: 'message_stop' }), assistant('msg_2', 'The whole answer.'), result].join('')))).text).toBe('The whole answer.');
    // 2.1.269: no message_stop; the retry failed, so the round ends with the stream still open.
    expect(summarizeAnswer(stdoutJson(capture([start, delta('Partial '), result].join('')))).text).toBe('');
    // An interrupt: the line of what had streamed, which stays, and the block after it does not.
    expect(summarizeAnswer(stdoutJson(capture([start, delta('Kept '), assistant('msg_1', 'Kept '), delta('cut', 1), result].join('')))).text).toBe('Kept ');
    // The model's end: message_delta, then message_stop.
    expect(summarizeAnswer(stdoutJson(capture([start, delta('Done.'), event({ type: 'message_delta', delta: {} }), event({ type: 'message_stop' }), result].join('')))).text).toBe('Done.');
  });

  it('reads a recorded fixture', () => {
    const file = join(findRepoRoot(), 'fixtures', 'claude', '2.1.332', 'stream-dropped.capture.jsonl');
    const parsed = parseCapture(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(summarizeAnswer(stdoutJson(parsed.value)).text).toBe(parsed.value.expect?.text);
  });
});
