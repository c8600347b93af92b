import fc from 'fast-check';
import type { ContentPart } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { CodexExecRoundReader, readCodexExecStream } from './codex-exec-round-reader.js';

const enc = (text: string) => new TextEncoder().encode(text);
const read = (lines: string[], outcome = { exitCode: 0, signal: null, stderr: '' }) => readCodexExecStream([enc(lines.join('\n') + '\n')], outcome);
const verdictOf = (parts: ContentPart[]) => parts.find((p): p is Extract<ContentPart, { type: 'finish' }> => p.type === 'finish')!.verdict;

const START = ['{"type":"thread.started","thread_id":"019a-thread"}', '{"type":"turn.started"}'];
const TOOL_ROUND = [
  ...START,
  '{"type":"item.started","item":{"id":"item_0","type":"command_execution","command":"/bin/bash -c \'echo hi\'","aggregated_output":"","exit_code":null,"status":"in_progress"}}',
  '{"type":"item.completed","item":{"id":"item_0","type":"command_execution","command":"/bin/bash -c \'echo hi\'","aggregated_output":"hi\\n","exit_code":0,"status":"completed"}}',
  '{"type":"item.completed","item":{"id":"item_1","type":"reasoning","text":"Thinking it over."}}',
  '{"type":"item.completed","item":{"id":"item_2","type":"agent_message","text":"Done."}}',
  '{"type":"turn.completed","usage":{"input_tokens":2400,"cached_input_tokens":100,"cache_write_input_tokens":0,"output_tokens":60,"reasoning_output_tokens":7}}',
];

describe('CodexExecRoundReader', () => {
  it('reads a round: session, tool call and result, reasoning, text once, usage, success', () => {
    const parts = read(TOOL_ROUND);
    expect(parts.filter((p) => p.type !== 'finish')).toEqual([
      { type: 'session', sessionId: '019a-thread' },
      { type: 'tool-call', toolCallId: 'item_0', toolName: 'shell', input: { command: "/bin/bash -c 'echo hi'" } },
      { type: 'tool-result', toolCallId: 'item_0', output: 'hi\n', isError: false },
      { type: 'reasoning-delta', id: 'item_1', text: 'Thinking it over.' },
      { type: 'text-delta', id: 'item_2', text: 'Done.' },
      { type: 'usage', usage: { inputTokens: 2400, cachedInputTokens: 100, cacheCreationInputTokens: 0, outputTokens: 60, reasoningTokens: 7 } },
    ]);
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'Done.', subtype: 'completed', exitCode: 0, usage: { inputTokens: 2400 } });
  });

  it('shows each item once, whichever events carry it', () => {
    const parts = read([
      ...START,
      '{"type":"item.completed","item":{"id":"item_0","type":"file_change","changes":[{"path":"a.txt","kind":"add"}],"status":"completed"}}',
      '{"type":"item.completed","item":{"id":"item_0","type":"file_change","changes":[{"path":"a.txt","kind":"add"}],"status":"completed"}}',
      '{"type":"item.started","item":{"id":"item_1","type":"mcp_tool_call","server":"s","tool":"t","arguments":{"q":1},"status":"in_progress"}}',
      '{"type":"item.updated","item":{"id":"item_1","type":"mcp_tool_call","server":"s","tool":"t","arguments":{"q":1},"status":"in_progress"}}',
      '{"type":"item.completed","item":{"id":"item_1","type":"mcp_tool_call","server":"s","tool":"t","arguments":{"q":1},"error":{"message":"no such tool"},"status":"failed"}}',
      '{"type":"item.started","item":{"id":"item_2","type":"web_search","query":"mwh"}}',
      '{"type":"item.completed","item":{"id":"item_2","type":"web_search","query":"mwh"}}',
      '{"type":"item.completed","item":{"id":"item_3","type":"agent_message","text":"A"}}',
      '{"type":"item.completed","item":{"id":"item_3","type":"agent_message","text":"A"}}',
      '{"type":"turn.completed","usage":{}}',
    ]);
    expect(parts.filter((p) => p.type === 'tool-call').map((p) => (p as { toolName: string }).toolName)).toEqual(['apply_patch', 'mcp__s__t', 'web_search']);
    expect(parts.filter((p) => p.type === 'tool-result')).toEqual([
      { type: 'tool-result', toolCallId: 'item_0', output: 'add a.txt', isError: false },
      { type: 'tool-result', toolCallId: 'item_1', output: 'no such tool', isError: true },
      { type: 'tool-result', toolCallId: 'item_2', output: '', isError: false },
    ]);
    expect(parts.filter((p) => p.type === 'text-delta')).toHaveLength(1);
  });

  it('gives a failing command its exit code as an error', () => {
    const parts = read([...START, '{"type":"item.completed","item":{"id":"c","type":"command_execution","command":"false","aggregated_output":"","exit_code":1,"status":"failed"}}']);
    expect(parts.find((p) => p.type === 'tool-result')).toEqual({ type: 'tool-result', toolCallId: 'c', output: 'exit code 1', isError: true });
  });

  it('passes warnings, to-do lists, unknown items and events on, deciding nothing', () => {
    const parts = read([
      ...START,
      '{"type":"error","message":"Reconnecting... 1/5 (stream disconnected)"}',
      '{"type":"item.completed","item":{"id":"w","type":"error","message":"model rerouted"}}',
      '{"type":"item.started","item":{"id":"td","type":"todo_list","items":[{"text":"a","completed":false}]}}',
      '{"type":"item.completed","item":{"id":"p","type":"plan","text":"a plan"}}',
      '{"type":"request_user_input","id":"x","call_id":"y","questions":[]}',
      '{"type":"item.completed","item":{"id":"m","type":"agent_message","text":"ok"}}',
      '{"type":"turn.completed","usage":{"input_tokens":1}}',
    ]);
    expect(parts).toContainEqual({ type: 'warning', code: 'retry', message: 'Reconnecting... 1/5 (stream disconnected)' });
    expect(parts).toContainEqual({ type: 'warning', code: 'codex-warning', message: 'model rerouted' });
    expect(parts).toContainEqual({ type: 'event', name: 'item.started:todo_list', data: { id: 'td', type: 'todo_list', items: [{ text: 'a', completed: false }] } });
    expect(parts.filter((p) => p.type === 'unknown').map((p) => (p as { reason: string }).reason)).toEqual(['unknown-event', 'unknown-event']);
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'ok' });
  });

  it('fails with the CLI message on turn.failed, and on an error the stream ended after', () => {
    const failed = read([...START, '{"type":"error","message":"boom"}', '{"type":"turn.failed","error":{"message":"boom"}}'], { exitCode: 1, signal: null, stderr: '' });
    expect(verdictOf(failed)).toMatchObject({ kind: 'failed', message: 'boom', subtype: 'failed', exitCode: 1 });
    expect(verdictOf(failed).unexplained).toBeUndefined();
    const errorOnly = read([...START, '{"type":"error","message":"quota exceeded"}'], { exitCode: 1, signal: null, stderr: '' });
    expect(verdictOf(errorOnly)).toMatchObject({ kind: 'failed', message: 'quota exceeded' });
    const unauthorized = read([...START, '{"type":"turn.failed","error":{"message":"unexpected status 401 Unauthorized: bad key"}}'], { exitCode: 1, signal: null, stderr: '' });
    expect(verdictOf(unauthorized).kind).toBe('auth-required');
  });

  it('is incomplete when the stream ends without a turn end, and says how the process ended', () => {
    const cut = read([...START, '{"type":"error","message":"Reconnecting... 2/5 (offline)"}'], { exitCode: null, signal: 'SIGKILL', stderr: '' } as never);
    expect(verdictOf(cut)).toMatchObject({ kind: 'incomplete', message: 'codex exec was ended by SIGKILL before the turn completed.', unexplained: true });
    const early = read([], { exitCode: 1, signal: null, stderr: 'Error finding codex home: CODEX_HOME points to "/x", but that path does not exist\n' });
    expect(verdictOf(early)).toMatchObject({ kind: 'failed', message: 'codex exec exited with code 1 before a turn started: Error finding codex home: CODEX_HOME points to "/x", but that path does not exist' });
    expect(verdictOf(readCodexExecStream([enc(START.join('\n'))], null))).toMatchObject({ kind: 'incomplete', message: 'The stream ended before the turn completed.' });
    const spawn = readCodexExecStream([], { exitCode: null, signal: null, stderr: '', spawnError: { name: 'Error', message: 'spawn codex ENOENT', code: 'ENOENT' } });
    expect(verdictOf(spawn)).toMatchObject({ kind: 'not-started', message: 'spawn codex ENOENT' });
  });

  it('says a resume found no thread when exec said so on stderr', () => {
    const stderr = 'Error: thread/resume: thread/resume failed: no rollout found for thread id 01a2 (code -32600)\n';
    expect(verdictOf(read([], { exitCode: 1, signal: null, stderr }))).toMatchObject({ kind: 'resume-not-found', message: stderr.trim() });
  });

  it('warns of a non-zero exit after a completed turn', () => {
    const parts = read([...START, '{"type":"item.completed","item":{"id":"m","type":"agent_message","text":"ok"}}', '{"type":"turn.completed","usage":{}}'], { exitCode: 3, signal: null, stderr: '' });
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', warning: 'codex exec exited with code 3 after the turn completed' });
  });

  it('gives the same parts however the stdout is split', () => {
    const bytes = enc(TOOL_ROUND.join('\n'));
    const whole = readCodexExecStream([bytes], { exitCode: 0, signal: null, stderr: '' });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 10 }), (cuts) => {
        const sorted = cuts.sort((a, b) => a - b);
        const chunks = [...sorted, bytes.length].map((cut, i) => bytes.subarray(i === 0 ? 0 : sorted[i - 1], cut));
        expect(readCodexExecStream(chunks, { exitCode: 0, signal: null, stderr: '' })).toEqual(whole);
      }),
      { seed: 43, numRuns: 200 },
    );
  });

  it('never throws, whatever the lines say', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom('thread.started', 'turn.started', 'turn.completed', 'turn.failed', 'item.started', 'item.updated', 'item.completed', 'error', 'x'), item: fc.anything(), usage: fc.anything(), error: fc.anything(), message: fc.anything(), thread_id: fc.anything() }), { maxLength: 20 }), (events) => {
        const reader = new CodexExecRoundReader();
        reader.push(enc(events.map((e) => JSON.stringify(e)).join('\n')));
        expect(reader.finish(null).at(-1)?.type).toBe('finish');
      }),
      { seed: 44, numRuns: 300 },
    );
  });
});
