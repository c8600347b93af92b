import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCapture, type Capture, type ContentPart } from '@mwh/protocol-core';
import { CaptureReplay } from './capture-replay.js';
import { replayCapture } from './replay-capture.js';
import { replayCaptureNow } from '../test-support/replay-now.js';
import { loadProtocol } from '../protocol-loader.js';
import { RETRY_CAUSE } from '../verdict/retry-bound.js';
import { ABORT_CAUSE } from '../verdict/verdict-causes.js';

const fixture = (path: string): Capture => {
  const parsed = parseCapture(readFileSync(new URL(`../../../../fixtures/${path}.capture.jsonl`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
const verdictOf = (parts: ContentPart[]) => parts.filter((p) => p.type === 'finish').map((p) => p.verdict)[0]!;

describe('replayCapture', () => {
  it('replays both CLIs through the live end of a round, redacting parts and verdict', async () => {
    for (const path of ['claude/2.1.332/text-streamed', 'codex/0.171.0/text-deltas']) {
      const parts = await replayCapture(fixture(path));
      const text = parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : [])).join('');
      expect(verdictOf(parts).kind).toBe('success');
      const word = text.trim().split(/\s+/)[0]!;
      const hidden = await replayCapture(fixture(path), { secrets: [word] });
      expect(JSON.stringify(hidden)).not.toContain(word);
      expect(hidden.at(-1)?.type).toBe('finish');
    }
  });

  it("redacts stderr before the verdict's tail of it is cut, so the cut shows no end of a secret", () => {
    const secret = 'sk-live-KEY-123456';
    for (const path of ['claude/2.1.332/bash-tool-error', 'codex/0.171.0/killed-mid-turn']) {
      const capture = fixture(path);
      // The tail keeps the last 64 KiB: it begins four characters into the secret.
      const stderr = `${'y'.repeat(1000)}${secret}${'z'.repeat(64 * 1024 - (secret.length - 4))}`;
      const chunks = [...capture.chunks.filter((c) => c.stream !== 'stderr'), { stream: 'stderr' as const, t: 1, bytes: new TextEncoder().encode(stderr) }];
      const tail = verdictOf(replayCaptureNow({ ...capture, chunks }, { secrets: [secret] })).stderrTail;
      expect(tail).not.toContain('KEY-123456');
      expect(tail.endsWith('z'.repeat(100))).toBe(true);
    }
  });

  it("reads a codex capture without the client's lines by its responses' shape when its header says so", async () => {
    const capture = fixture('codex/0.171.0/text-deltas');
    const stdoutOnly = { ...capture, chunks: capture.chunks.filter((chunk) => chunk.stream !== 'stdin') };
    const said = await replayCapture({ ...stdoutOnly, header: { ...capture.header, withoutClientLines: true } });
    expect(said.filter((part) => part.type === 'unknown')).toEqual([]);
    expect(said.find((part) => part.type === 'session')).toEqual((await replayCapture(capture)).find((part) => part.type === 'session'));
    // Unsaid, a response to a request it never saw answers nothing.
    expect((await replayCapture(stdoutOnly)).filter((part) => part.type === 'unknown').length).toBeGreaterThan(0);
  });

  it('names the cancel a capture recorded, as the live round did', () => {
    const capture = fixture('claude/2.1.332/interrupted-sigint');
    const parts = replayCaptureNow({ ...capture, exit: { ...capture.exit!, stop: { by: 'abort', reason: 'user quit' } } });
    expect(verdictOf(parts)).toMatchObject({ kind: 'incomplete', cause: { name: ABORT_CAUSE } });
    expect(verdictOf(parts).message).toContain('The round was cancelled: user quit.');
  });

  it('names the retry bound a capture recorded, as the live round did, and still ignores a stop it does not know', () => {
    const failing = fixture('codex/0.171.0/killed-mid-turn');
    const stop = { by: 'retry', afterMs: 2050, notices: 4, lastNotice: 'Reconnecting... 4/100' } as const;
    const v = verdictOf(replayCaptureNow({ ...failing, exit: { ...failing.exit!, stop } }));
    expect(v).toMatchObject({ kind: 'failed', cause: { name: RETRY_CAUSE } });
    expect(v.message).toContain('The CLI retried for 2.1 s without progress (4 retry notices) and was stopped: it is offline or not signed in.');
    expect(v.message).toContain('Its last notice: Reconnecting... 4/100');
    const unknown = { ...failing, exit: { ...failing.exit!, stop: { by: 'budget' } as never } };
    expect(verdictOf(replayCaptureNow(unknown))).toEqual(verdictOf(replayCaptureNow({ ...failing, exit: { ...failing.exit!, stop: undefined as never } })));
  });

  it('shows the exit-after-success warning a live round showed', () => {
    const capture = fixture('claude/2.1.332/text-streamed');
    const parts = replayCaptureNow({ ...capture, exit: { ...capture.exit!, code: 3 } });
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', exitCode: 3 });
    expect(parts.filter((p) => p.type === 'warning' && p.code === 'exit-after-success')).toHaveLength(1);
  });
});

describe('CaptureReplay', () => {
  it('gives, chunk by chunk, the parts of the whole replay, with stderr and a secret cut across chunks', async () => {
    const secret = 'sk-live-KEY-123456';
    for (const path of ['claude/2.1.332/bash-tool-error', 'codex/0.171.0/killed-mid-turn']) {
      const capture = fixture(path);
      const stderr = new TextEncoder().encode(`before ${secret} after`);
      const cut = [stderr.subarray(0, 10), stderr.subarray(10, 12), stderr.subarray(12)];
      const chunks = [...capture.chunks, ...cut.map((bytes, i) => ({ stream: 'stderr' as const, t: 100 + i, bytes }))];
      const whole = { ...capture, chunks };
      const replay = new CaptureReplay(await loadProtocol(capture.header.harness), { secrets: [secret] });
      const parts: ContentPart[] = [];
      for (const chunk of chunks) for (const part of replay.chunk(chunk)) parts.push(part);
      for (const part of replay.end(capture.exit)) parts.push(part);
      expect(parts).toEqual(await replayCapture(whole, { secrets: [secret] }));
      expect(verdictOf(parts).stderrTail).toContain('before [REDACTED] after');
    }
  });
});
