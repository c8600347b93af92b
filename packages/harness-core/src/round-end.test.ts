import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCapture, type Capture, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { RoundEnder, endRound, isProducedOutput, replayCapture } from './round-end.js';
import { ABORT_CAUSE, IDLE_CAUSE } from './verdict-causes.js';

const fixture = (path: string): Capture => {
  const parsed = parseCapture(readFileSync(new URL(`../../../fixtures/${path}.capture.jsonl`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
const verdict = (over: Partial<Verdict> = {}): Verdict => ({ kind: 'failed', message: '', exitCode: null, signal: 'SIGTERM', stderrTail: '', ...over });
const finish = (v: Verdict): ContentPart => ({ type: 'finish', verdict: v });
const idle = { by: 'idle', idleTimeoutMs: 5000 } as const;
const verdictOf = (parts: ContentPart[]) => parts.filter((p) => p.type === 'finish').map((p) => p.verdict)[0]!;

describe('produced output, one definition for both CLIs', () => {
  it('counts text, reasoning, tool calls and results, and questions; not bookkeeping', () => {
    const counted: ContentPart[] = [
      { type: 'text-delta', id: 't', text: 'a' },
      { type: 'reasoning-delta', id: 'r', text: 'a' },
      { type: 'tool-call', toolCallId: 'c', toolName: 'Bash', input: {} },
      { type: 'tool-result', toolCallId: 'c', output: '', isError: false },
      { type: 'question', id: 'q', text: '?' },
    ];
    const not: ContentPart[] = [
      { type: 'session', sessionId: 's' },
      { type: 'usage', usage: {} },
      { type: 'warning', code: 'retry', message: 'x' },
      { type: 'event', name: 'system/status', data: {} },
      { type: 'text-retract', id: 't', length: 1 },
    ];
    expect(counted.every(isProducedOutput)).toBe(true);
    expect(not.some(isProducedOutput)).toBe(false);
  });

  // The same stream shapes as each CLI's reader gives before it goes quiet.
  const claudeQuiet: ContentPart[] = [{ type: 'session', sessionId: 's' }, { type: 'event', name: 'system/status', data: {} }];
  const codexQuiet: ContentPart[] = [{ type: 'session', sessionId: 't' }, { type: 'usage', usage: {} }];
  for (const [cli, quiet] of [['claude', claudeQuiet], ['codex', codexQuiet]] as const) {
    it(`${cli}: after the idle bound, nothing produced is failed, some text is incomplete`, () => {
      const silent = new RoundEnder([], idle).push([...quiet, finish(verdict())]);
      expect(verdictOf(silent)).toMatchObject({ kind: 'failed', cause: { name: IDLE_CAUSE } });
      const spoke = new RoundEnder([], idle).push([...quiet, { type: 'text-delta', id: 'x', text: 'half' }, finish(verdict())]);
      expect(verdictOf(spoke)).toMatchObject({ kind: 'incomplete', cause: { name: IDLE_CAUSE } });
    });
  }
});

describe('endRound', () => {
  it('says an exit-after-success warning once, as a part, and keeps the answer', () => {
    const end = endRound({ verdict: verdict({ kind: 'success', message: 'hi', exitCode: 3, signal: null, warning: 'exited with 3' }), producedOutput: true });
    expect(end.verdict.kind).toBe('success');
    expect(end.parts).toEqual([{ type: 'warning', code: 'exit-after-success', message: 'exited with 3' }]);
  });

  it('names a cancel as the cause, and leaves a success standing', () => {
    const stop = { by: 'abort', reason: new Error('stop it') } as const;
    expect(endRound({ verdict: verdict(), producedOutput: true, stop }).verdict).toMatchObject({ kind: 'incomplete', cause: { name: ABORT_CAUSE } });
    expect(endRound({ verdict: verdict({ kind: 'success' }), producedOutput: true, stop }).verdict.kind).toBe('success');
  });
});

describe('replayCapture', () => {
  it('replays both CLIs through the live end of a round, redacting parts and verdict', () => {
    for (const path of ['claude/2.1.332/text-streamed', 'codex/0.171.0/text-deltas']) {
      const parts = replayCapture(fixture(path));
      const text = parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : [])).join('');
      expect(verdictOf(parts).kind).toBe('success');
      const word = text.trim().split(/\s+/)[0]!;
      const hidden = replayCapture(fixture(path), { secrets: [word] });
      expect(JSON.stringify(hidden)).not.toContain(word);
      expect(hidden.at(-1)?.type).toBe('finish');
    }
  });

  it('names the cancel a capture recorded, as the live round did', () => {
    const capture = fixture('claude/2.1.332/interrupted-sigint');
    const parts = replayCapture({ ...capture, exit: { ...capture.exit!, stop: { by: 'abort', reason: 'user quit' } } });
    expect(verdictOf(parts)).toMatchObject({ kind: 'incomplete', cause: { name: ABORT_CAUSE } });
    expect(verdictOf(parts).message).toContain('The round was cancelled: user quit.');
  });

  it('shows the exit-after-success warning a live round showed', () => {
    const capture = fixture('claude/2.1.332/text-streamed');
    const parts = replayCapture({ ...capture, exit: { ...capture.exit!, code: 3 } });
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', exitCode: 3 });
    expect(parts.filter((p) => p.type === 'warning' && p.code === 'exit-after-success')).toHaveLength(1);
  });
});
