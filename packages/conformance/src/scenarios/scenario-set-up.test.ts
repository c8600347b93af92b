import { describe, expect, it } from 'vitest';
import type { Capture } from '@mwh/protocol-core';
import { checkSetUp, describeSetUp, orderedLines, type SetUpCheck } from './scenario-set-up.js';
import { captureOf, fixtureCaptures } from '../test-support/captures.js';

const served = { modelRequests: 2, unservedReplies: 0 };
/** The set-up sentences alone, for checks mwh's own part of which held. */
const notSetUp = (...args: Parameters<typeof checkSetUp>) => {
  const { notSetUp: missing, mwhFailed } = checkSetUp(...args);
  expect(mwhFailed).toEqual([]);
  return missing;
};
const fixture = (harness: 'claude' | 'codex', version: string, scenario: string): Capture => fixtureCaptures(harness, version).find((capture) => capture.header.scenario === scenario)!;

/** The capture without the lines `drop` picks: the same run, had the CLI not written them. */
function without(capture: Capture, drop: (line: Record<string, unknown>) => boolean): Capture {
  const lines = orderedLines(capture).filter((line) => !drop(line.value));
  return captureOf(capture.header.harness, lines.map((line) => [line.stream, line.value]));
}

describe('checkSetUp on real captures', () => {
  it('holds on each CLI version that reached the situation: a break after text, a cancel after text, an approval answered', () => {
    for (const version of ['2.1.269', '2.1.332']) {
      expect(notSetUp([{ kind: 'text-before-break', text: 'Partial answer that breaks' }], 'claude', [fixture('claude', version, 'stream-dropped')], served)).toEqual([]);
      expect(notSetUp([{ kind: 'cancel-after-text' }], 'claude', [fixture('claude', version, 'interrupted-control')], served)).toEqual([]);
      expect(notSetUp([{ kind: 'request-answered' }], 'claude', [fixture('claude', version, 'permission-prompt')], served)).toEqual([]);
      expect(notSetUp([{ kind: 'resumed' }], 'claude', [fixture('claude', version, 'resume-known')], served)).toEqual([]);
    }
    for (const version of ['0.154.0', '0.171.0']) {
      expect(notSetUp([{ kind: 'text-before-break', text: 'Partial answ' }], 'codex', [fixture('codex', version, 'stream-dropped')], served)).toEqual([]);
      expect(notSetUp([{ kind: 'cancel-after-text' }], 'codex', [fixture('codex', version, 'interrupted')], served)).toEqual([]);
      expect(notSetUp([{ kind: 'request-answered' }], 'codex', [fixture('codex', version, 'command-approval-declined')], served)).toEqual([]);
    }
  });

  it('says what did not happen when the lines that show it are missing', () => {
    const claudeDelta = (line: Record<string, unknown>) => line.type === 'stream_event' && JSON.stringify(line).includes('text_delta');
    expect(notSetUp([{ kind: 'text-before-break', text: 'Partial answer that breaks' }], 'claude', [without(fixture('claude', '2.1.332', 'stream-dropped'), claudeDelta)], served)).toEqual([
      'the CLI streamed no text of the answer before it broke (the break came first)',
    ]);
    // Only the first text the CLI streamed counts: a lone space, or a piece of the answer asked for again, is not the broken answer's start.
    const delta = (text: string) => ['stdout', { method: 'item/agentMessage/delta', params: { delta: text } }] as [string, unknown];
    const breakAfter = (lines: [string, unknown][]) => notSetUp([{ kind: 'text-before-break', text: 'Partial answ' }], 'codex', [captureOf('codex', lines as never)], served);
    expect(breakAfter([delta('Partial '), delta('Whole')])).toEqual([]);
    expect(breakAfter([delta(' '), delta('Partial ')])).toHaveLength(1);
    expect(breakAfter([delta(''), delta('The whole'), delta('answ')])).toHaveLength(1);
    // The text of the answer the CLI asked for again is not the broken answer's.
    expect(notSetUp([{ kind: 'text-before-break', text: 'Partial' }], 'codex', [fixture('codex', '0.171.0', 'text-deltas')], served)).toHaveLength(1);
    expect(notSetUp([{ kind: 'request-answered' }], 'claude', [fixture('claude', '2.1.332', 'text-streamed')], served)).toEqual(['the CLI asked for no approval']);
    const unanswered = without(fixture('codex', '0.171.0', 'command-approval-declined'), (line) => line.method === undefined && 'result' in line && typeof line.id === 'number' && line.id === 0 && !('thread' in (line.result as object)));
    // What mwh itself had to do is a failure, never "not set up": a regression of mwh must fail.
    expect(checkSetUp([{ kind: 'request-answered' }], 'codex', [unanswered], served)).toEqual({
      notSetUp: [],
      mwhFailed: [{ expectation: 'the approval request', expected: 'answered', got: 'no answer went back' }],
    });
    expect(checkSetUp([{ kind: 'resumed' }], 'codex', [fixture('codex', '0.171.0', 'text-deltas')], served)).toEqual({
      notSetUp: [],
      mwhFailed: [{ expectation: 'the second round', expected: 'the thread of the first resumed', got: 'a new thread started' }],
    });
    expect(notSetUp([{ kind: 'script-served' }, { kind: 'model-asked' }], 'codex', [], { modelRequests: 0, unservedReplies: 2 })).toEqual([
      'the CLI never asked for 2 of the scripted model replies',
      'the CLI sent the model no request',
    ]);
  });

  it('reads a cancel by where it stands among the lines: early or missing is mwh\'s failure, a turn that ended first or no text is not set up', () => {
    const text = { method: 'item/agentMessage/delta', params: { delta: 'Working ' } };
    const cancel = { id: 3, method: 'turn/interrupt', params: {} };
    const ended = { method: 'turn/completed', params: {} };
    const check: SetUpCheck[] = [{ kind: 'cancel-after-text' }];
    const codex = (lines: [string, unknown][]) => checkSetUp(check, 'codex', [captureOf('codex', lines as never)], served);
    const early = { expectation: 'the cancel', expected: 'sent to the CLI after its first text', got: 'it reached the CLI before its first text' };
    expect(codex([['stdout', text], ['stdin', cancel], ['stdout', ended]])).toEqual({ notSetUp: [], mwhFailed: [] });
    expect(codex([['stdin', cancel], ['stdout', text], ['stdout', ended]])).toEqual({ notSetUp: [], mwhFailed: [early] });
    expect(codex([['stdin', cancel], ['stdout', ended]])).toEqual({ notSetUp: [], mwhFailed: [early] });
    expect(codex([['stdout', text], ['stdout', ended], ['stdin', cancel]])).toEqual({ notSetUp: ['the turn had ended before the cancel reached the CLI'], mwhFailed: [] });
    expect(codex([['stdout', text], ['stdout', ended]])).toEqual({ notSetUp: ['the turn had ended before the cancel reached the CLI'], mwhFailed: [] });
    expect(codex([['stdout', text]])).toEqual({ notSetUp: [], mwhFailed: [{ ...early, got: 'none reached the CLI' }] });
    expect(codex([['stdout', ended]])).toEqual({ notSetUp: ['the CLI streamed no text'], mwhFailed: [] });
  });

  it('orders a stdin line between the stdout lines around it, even when a stdout line spans chunks', () => {
    const encoder = new TextEncoder();
    const capture = captureOf('codex', []);
    capture.chunks = [
      { stream: 'stdout', t: 0, bytes: encoder.encode('{"method":"a"}\n{"meth') },
      { stream: 'stdin', t: 1, bytes: encoder.encode('{"method":"b"}\n') },
      { stream: 'stdout', t: 2, bytes: encoder.encode('od":"c"}\nnot json\n') },
    ];
    expect(orderedLines(capture).map((line) => `${line.stream}:${String(line.value.method)}`)).toEqual(['stdout:a', 'stdin:b', 'stdout:c']);
  });

  it('holds when the CLI started each MCP server it was given, and fails naming those it never started', () => {
    const check = [{ kind: 'mcp-started' }] as const;
    expect(checkSetUp(check, 'claude', [], { ...served, mcpNotStarted: [] })).toEqual({ notSetUp: [], mwhFailed: [] });
    // The servers were configured as users configure them: a CLI that ignores that configuration fails, it is no set-up gap.
    expect(checkSetUp(check, 'codex', [], { ...served, mcpNotStarted: ['a', 'b'] })).toEqual({
      notSetUp: [],
      mwhFailed: [{ expectation: 'the MCP servers mwh configured', expected: 'started by the CLI', got: 'never started: a, b' }],
    });
    // A record without the fact (a scenario that gave no servers) cannot hold it vacuously.
    expect(checkSetUp(check, 'codex', [], served).notSetUp).toEqual(['no record says which MCP servers the CLI started']);
  });

  it('has words for every check', () => {
    const kinds: SetUpCheck[] = [{ kind: 'model-asked' }, { kind: 'script-served' }, { kind: 'text-before-break', text: 'x' }, { kind: 'cancel-after-text' }, { kind: 'request-answered' }, { kind: 'resumed' }, { kind: 'mcp-started' }];
    expect(new Set(kinds.map(describeSetUp)).size).toBe(kinds.length);
  });

  it("sees gemini's cancel as the harness ending its process for the caller's abort, after its first text and before a result", () => {
    const served = { modelRequests: 1, unservedReplies: 0 };
    const text = { type: 'message', role: 'assistant', content: 'Working', delta: true };
    const gemini = (lines: [string, unknown][], stop: boolean) => {
      const capture = captureOf('gemini', lines as never);
      capture.exit = { t: 9, code: null, signal: 'SIGTERM', ...(stop ? { intentional: true, stop: { by: 'abort' as const } } : {}) };
      return checkSetUp([{ kind: 'cancel-after-text' }], 'gemini', [capture], served);
    };
    expect(gemini([['stdout', text]], true)).toEqual({ notSetUp: [], mwhFailed: [] });
    expect(gemini([['stdout', text], ['stdout', { type: 'result', status: 'success' }]], true).notSetUp).toEqual(['the turn had ended before the cancel reached the CLI']);
    expect(gemini([['stdout', text]], false).mwhFailed).toEqual([expect.objectContaining({ got: 'none reached the CLI' })]);
    expect(gemini([], true).mwhFailed).toEqual([expect.objectContaining({ got: 'it reached the CLI before its first text' })]);
  });
});
