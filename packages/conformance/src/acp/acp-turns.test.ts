import { captureHeader, type Capture } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { readAcpTurns } from './acp-turns.js';

/** A capture of ACP lines, each its own chunk, in the order given. */
function acpCapture(lines: readonly ['stdin' | 'stdout', unknown][]): Capture {
  const encoder = new TextEncoder();
  return {
    header: captureHeader({ harness: 'claude', cli: { name: 'agent', version: '1.0.0' }, argv: ['/bin/sh', '-c', 'agent'], env: [], startedAt: '2026-01-01T00:00:00.000Z' }),
    chunks: lines.map(([stream, value], index) => ({ stream, t: index, bytes: encoder.encode(`${JSON.stringify(value)}\n`) })),
  };
}

const update = (update: Record<string, unknown>): ['stdout', unknown] => ['stdout', { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's1', update } }];
const chunk = (kind: string, text: string) => update({ sessionUpdate: kind, content: { type: 'text', text } });

describe('readAcpTurns', () => {
  it('reads text, reasoning, tool calls, a permission and the stop reason of each prompt, and updates after the answer', () => {
    const [turn] = readAcpTurns(
      acpCapture([
        ['stdin', { jsonrpc: '2.0', id: 2, method: 'session/prompt', params: { sessionId: 's1', prompt: [] } }],
        chunk('agent_thought_chunk', 'Thinking.'),
        update({ sessionUpdate: 'tool_call', toolCallId: 't1', title: 'echo hi', kind: 'execute', status: 'pending' }),
        ['stdout', { jsonrpc: '2.0', id: 7, method: 'session/request_permission', params: { sessionId: 's1', toolCall: { toolCallId: 't1' }, options: [{ optionId: 'yes', kind: 'allow_once', name: 'Allow' }] } }],
        ['stdin', { jsonrpc: '2.0', id: 7, result: { outcome: { outcome: 'selected', optionId: 'yes' } } }],
        update({ sessionUpdate: 'tool_call_update', toolCallId: 't1', status: 'completed', content: [{ type: 'content', content: { type: 'text', text: 'hi' } }] }),
        update({ sessionUpdate: 'tool_call', toolCallId: 't2', title: 'Write a.txt', kind: 'edit', status: 'failed', content: [{ type: 'diff', path: '/w/a.txt', newText: 'new' }] }),
        chunk('agent_message_chunk', 'Hello '),
        chunk('agent_message_chunk', 'there.'),
        ['stdout', { jsonrpc: '2.0', id: 2, result: { stopReason: 'end_turn' } }],
        chunk('agent_message_chunk', 'late'),
      ]),
    );
    expect(turn).toMatchObject({
      sessionId: 's1',
      end: { stopReason: 'end_turn' },
      text: 'Hello there.',
      firstText: 'Hello ',
      reasoning: 'Thinking.',
      toolCalls: [
        { toolCallId: 't1', kind: 'execute', status: 'completed', output: 'hi' },
        { toolCallId: 't2', kind: 'edit', status: 'failed', output: '/w/a.txt\nnew' },
      ],
      permissions: [{ toolCallId: 't1', answer: 'allow_once' }],
      lateUpdates: 1,
      loaded: false,
    });
  });

  it('reads an error answer, the cancel and the order of text, cancel and answer', () => {
    const [turn] = readAcpTurns(
      acpCapture([
        ['stdin', { jsonrpc: '2.0', id: 1, method: 'session/load', params: { sessionId: 's1' } }],
        ['stdout', { jsonrpc: '2.0', id: 1, result: {} }],
        ['stdin', { jsonrpc: '2.0', id: 2, method: 'session/prompt', params: { sessionId: 's1', prompt: [] } }],
        chunk('agent_message_chunk', 'Part'),
        ['stdin', { jsonrpc: '2.0', method: 'session/cancel', params: { sessionId: 's1' } }],
        ['stdout', { jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'Internal error' } }],
      ]),
    );
    expect(turn!.end).toEqual({ error: { code: -32603, message: 'Internal error' } });
    expect(turn!.order).toEqual({ firstText: 3, cancel: 4, end: 5 });
    expect(turn!.loaded).toBe(true);
  });
});
