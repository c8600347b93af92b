import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCapture, type Capture, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { RoundEnder, endRound, replayCapture } from './round-end.js';
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

describe('the idle bound', () => {
  // The same stream shapes as each CLI's reader gives before it goes quiet.
  const claudeQuiet: ContentPart[] = [{ type: 'session', sessionId: 's' }, { type: 'event', name: 'system/status', data: {} }];
  const codexQuiet: ContentPart[] = [{ type: 'session', sessionId: 't' }, { type: 'usage', usage: {} }];
  for (const [cli, quiet] of [['claude', claudeQuiet], ['codex', codexQuiet]] as const) {
    it(`${cli}: a round it cut off is incomplete, whether or not text streamed first`, () => {
      const silent = new RoundEnder([], idle).push([...quiet, finish(verdict())]);
      expect(verdictOf(silent)).toMatchObject({ kind: 'incomplete', cause: { name: IDLE_CAUSE } });
      const spoke = new RoundEnder([], idle).push([...quiet, { type: 'text-delta', id: 'x', text: 'half' }, finish(verdict())]);
      expect(verdictOf(spoke)).toMatchObject({ kind: 'incomplete', cause: { name: IDLE_CAUSE } });
    });
  }

  it('leaves an answer or a sign-in failure the CLI gave before it standing', () => {
    for (const kind of ['success', 'auth-required'] as const) expect(endRound({ verdict: verdict({ kind }), stop: idle }).verdict.kind).toBe(kind);
  });
});

describe('endRound', () => {
  it('says an exit-after-success warning once, as a part, and keeps the answer', () => {
    const end = endRound({ verdict: verdict({ kind: 'success', message: 'hi', exitCode: 3, signal: null, warning: 'exited with 3' }) });
    expect(end.verdict.kind).toBe('success');
    expect(end.parts).toEqual([{ type: 'warning', code: 'exit-after-success', message: 'exited with 3' }]);
  });

  it('names a cancel as the cause, and leaves a success standing', () => {
    const stop = { by: 'abort', reason: new Error('stop it') } as const;
    expect(endRound({ verdict: verdict(), stop }).verdict).toMatchObject({ kind: 'incomplete', cause: { name: ABORT_CAUSE } });
    expect(endRound({ verdict: verdict({ kind: 'success' }), stop }).verdict.kind).toBe('success');
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
