import { describe, expect, it } from 'vitest';
import { ABORT_CAUSE } from '@mwh/harness-core';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { checkExpectation, failureSentence } from './user-expectations.js';

const verdict = (kind: Verdict['kind'], more: Partial<Verdict> = {}): Verdict => ({ kind, message: '', exitCode: 0, signal: null, stderrTail: '', ...more });
const finish = (v: Verdict): ContentPart => ({ type: 'finish', verdict: v }) as ContentPart;

describe('checkExpectation', () => {
  it('reads the text as a user is left with it: retracted text is not shown twice', () => {
    const parts: ContentPart[] = [
      { type: 'text-delta', id: 'a', text: 'Partial ' },
      { type: 'text-retract', id: 'a', length: 8 },
      { type: 'text-delta', id: 'b', text: 'Whole.' },
      { type: 'reasoning-delta', id: 'r', text: 'Hmm.' },
      finish(verdict('success')),
    ];
    expect(checkExpectation({ verdict: 'success', text: 'Whole.', reasoning: 'Hmm.' }, { last: { parts, verdict: verdict('success') } })).toEqual([]);
    const unretracted = parts.filter((part) => part.type !== 'text-retract');
    expect(checkExpectation({ verdict: 'success', text: 'Whole.' }, { last: { parts: unretracted, verdict: verdict('success') } }).map(failureSentence)).toEqual([
      'text, exactly once: expected "Whole.", got "Partial Whole."',
    ]);
  });

  it('where text is to be taken back, wants a retraction: a break that left nothing to take back tests nothing', () => {
    const parts: ContentPart[] = [{ type: 'text-delta', id: 'b', text: 'Whole.' }, finish(verdict('success'))];
    expect(checkExpectation({ verdict: 'success', text: 'Whole.', retracts: true }, { last: { parts, verdict: verdict('success') } }).map(failureSentence)).toEqual([
      'streamed text taken back: expected a text-retract part, got none',
    ]);
  });

  it('a cancelled round says so and its process is gone; files a tool must (not) have made', () => {
    const cancelled = verdict('incomplete', { exitCode: null, signal: 'SIGTERM', cause: { name: ABORT_CAUSE, message: 'The round was cancelled.' } });
    const parts = [finish(cancelled)];
    expect(
      checkExpectation({ verdict: 'incomplete', cancelled: true, failureIncludes: 'The answer was cancelled.', files: { 'a.txt': false } }, { last: { parts, verdict: cancelled }, files: { 'a.txt': false } }),
    ).toEqual([]);
    const idle = verdict('incomplete', { exitCode: null, signal: null });
    expect(
      checkExpectation({ verdict: 'incomplete', cancelled: true, failureIncludes: 'The answer was cancelled.', files: { 'a.txt': true } }, { last: { parts: [finish(idle)], verdict: idle }, files: { 'a.txt': false } }).map(
        failureSentence,
      ),
    ).toEqual([
      `the verdict says the round was cancelled: expected cause ${ABORT_CAUSE}, got no cause`,
      'no process left: expected an exit code or signal, got neither',
      'the failure a user reads: expected text with "The answer was cancelled.", got "The assistant CLI stopped before it finished this answer."',
      'a.txt in the working directory: expected present, got absent',
    ]);
  });

  it("MCP servers' last states and the warnings a round must give", () => {
    const parts: ContentPart[] = [
      { type: 'mcp-server', name: 'a', status: 'starting' },
      { type: 'mcp-server', name: 'a', status: 'ready' },
      { type: 'mcp-server', name: 'b', status: 'failed' },
      { type: 'warning', code: 'mcp-server-failed', message: 'MCP server b failed to start.' },
      finish(verdict('success')),
    ];
    const seen = { last: { parts, verdict: verdict('success') } };
    expect(checkExpectation({ verdict: 'success', mcpServers: { a: 'ready', b: 'failed' }, warnings: ['mcp-server-failed'] }, seen)).toEqual([]);
    expect(checkExpectation({ verdict: 'success', mcpServers: { a: 'failed', c: 'ready' }, warnings: ['api-retry'] }, seen).map(failureSentence)).toEqual([
      "MCP server a's state: expected failed, got \"ready\"",
      "MCP server c's state: expected ready, got never said",
      'a api-retry warning: expected api-retry, got ["mcp-server-failed"]',
    ]);
  });

  it("a subagent's calls: nested under an earlier call, each result nested alike and as expected", () => {
    const call = (toolCallId: string, toolName: string, parentToolCallId?: string): ContentPart => ({ type: 'tool-call', toolCallId, toolName, input: {}, ...(parentToolCallId ? { parentToolCallId } : {}) });
    const result = (toolCallId: string, output: string, parentToolCallId?: string): ContentPart => ({ type: 'tool-result', toolCallId, output, isError: false, ...(parentToolCallId ? { parentToolCallId } : {}) });
    const wanted = { verdict: 'success' as const, nestedToolCalls: [{ toolName: 'Bash', result: { isError: false, includes: 'hello' } }] };
    const judge = (parts: ContentPart[]) => checkExpectation(wanted, { last: { parts: [...parts, finish(verdict('success'))], verdict: verdict('success') } }).map(failureSentence);
    expect(judge([call('t', 'Agent'), call('b', 'Bash', 't'), result('b', 'hello', 't'), result('t', 'done')])).toEqual([]);
    // Not nested at all: a subagent whose calls a reader flattened into the main thread.
    expect(judge([call('t', 'Agent'), call('b', 'Bash'), result('b', 'hello'), result('t', 'done')])).toEqual(['tool calls nested in a subagent, in order: expected ["Bash"], got []']);
    expect(judge([call('b', 'Bash', 'x'), result('b', 'bye', 't')])).toEqual([
      'nested call "b": expected under an earlier call of the round, got under "x", no call of the round',
      'nested result "b": expected under "x", got under "t"',
      'nested result "b": expected a success with "hello", got a success: "bye"',
    ]);
    expect(judge([call('t', 'Agent'), call('b', 'Bash', 't')])).toEqual(['nested result "b": expected a result, got none']);
  });
});
