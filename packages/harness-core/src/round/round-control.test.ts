/**
 * Stopping and ordering rounds through the public API with fake CLIs: a cancel that comes
 * while the round is still being set up, a consumer that leaves the loop, two rounds of one
 * thread at once.
 */
import { describe, expect, it } from 'vitest';
import { streamBytes, type Harness } from '@mwh/protocol-core';
import { CaptureCollector } from '../capture/capture-sink.js';
import type { RoundOptions } from './round-options.js';
import { startRound } from '../start-round.js';
import { lockedThreadCount } from './thread-lock.js';
import { ThreadRecordStore } from './thread-record-store.js';
import { fakeRoundOptions } from '../test-support/fake-cli-path.js';
import { collectRound } from '../test-support/collect-round.js';
import { pidsInCwd, waitUntil, within } from '../test-support/process-check.js';
import { scratchFor } from '../test-support/scratch.js';

const scratch = scratchFor('control');

/** A round with a fake CLI that streams until it is interrupted. */
function endless(harness: Harness, extra: Partial<RoundOptions> = {}): RoundOptions {
  return fakeRoundOptions(scratch, harness === 'claude' ? 'interruptible' : 'codex-turn', {
    harness,
    threadKey: `control/${harness}/${Math.random()}`,
    args: [],
    ...extra,
    env: { FAKE_STREAM: 'forever', ...extra.env },
  });
}

function sessionOf(parts: { type: string }[]): string | undefined {
  return (parts.find((p) => p.type === 'session') as { sessionId?: string } | undefined)?.sessionId;
}

describe('a cancel while the round is being set up', () => {
  for (const harness of ['claude', 'codex'] as const) {
    for (const ms of [0, 1, 5]) {
      it(`${harness}: an abort after ${ms} ms ends the round incomplete, and leaves no process`, async () => {
        const controller = new AbortController();
        const round = startRound(endless(harness, { signal: controller.signal }));
        setTimeout(() => controller.abort(), ms);
        const verdict = await within(round.verdict, 8000);
        expect(verdict.kind).toBe('incomplete');
        expect(verdict.cause?.name).toBe('AbortError');
        expect(pidsInCwd(scratch.cwd)).toEqual([]);
      });
    }

    it(`${harness}: an aborted signal spawns nothing`, async () => {
      const capture = new CaptureCollector();
      const round = startRound(endless(harness, { signal: AbortSignal.abort(), capture }));
      const { parts, verdict } = await within(collectRound(round), 2000);
      expect(verdict).toMatchObject({ kind: 'incomplete', exitCode: null, cause: { name: 'AbortError' } });
      expect(parts.map((p) => p.type)).toEqual(['finish']);
      expect(capture.captures).toEqual([]);
    });
  }
});

describe('a cancel at the first text', () => {
  it('codex: interrupts the turn even when the text came before turn/start was answered', async () => {
    const controller = new AbortController();
    const capture = new CaptureCollector();
    const round = startRound(endless('codex', { signal: controller.signal, capture, env: { FAKE_DELTA_BEFORE_TURN_ANSWER: '1' } }));
    for await (const part of round) if (part.type === 'text-delta') controller.abort();
    const verdict = await within(round.verdict, 8000);
    expect(verdict).toMatchObject({ kind: 'incomplete', cause: { name: 'AbortError' } });
    // The turn ended through codex's own interrupt, not only by the process going away.
    expect(new TextDecoder().decode(streamBytes(capture.captures[0]!, 'stdin'))).toContain('"method":"turn/interrupt"');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });
});

describe('a consumer that leaves the loop', () => {
  for (const harness of ['claude', 'codex'] as const) {
    it(`${harness}: a break cancels the round, and no process is left`, async () => {
      const round = startRound(endless(harness));
      let pid: number | undefined;
      for await (const part of round) {
        if (part.type !== 'text-delta') continue;
        pid = pidsInCwd(scratch.cwd)[0];
        break;
      }
      expect(pid).toBeDefined();
      const verdict = await within(round.verdict, 8000).catch((error: unknown) => {
        round.cancel();
        throw error;
      });
      expect(verdict.kind).toBe('incomplete');
      expect(verdict.cause?.name).toBe('AbortError');
      expect(verdict.message).toContain('the consumer stopped reading');
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0)).toBe(true);
    });
  }
});

describe('two rounds of one thread at once', () => {
  it('run one after the other: the second resumes the thread the first started and recorded', async () => {
    const threadKey = 'control/concurrent';
    // A slow thread/start: without the lock, both rounds would find no record and start one each.
    const options = { ...endless('codex', { threadKey, env: { FAKE_STREAM: '', FAKE_TEXT: 'answer', FAKE_THREAD_DELAY_MS: '300' } }) };
    const captures = [new CaptureCollector(), new CaptureCollector()] as const;
    const [first, second] = await within(
      Promise.all([collectRound(startRound({ ...options, capture: captures[0] })), collectRound(startRound({ ...options, capture: captures[1] }))]),
      10_000,
    );
    expect(first.verdict.kind).toBe('success');
    expect(second.verdict.kind).toBe('success');
    const thread = sessionOf(first.parts);
    expect(thread).toBeDefined();
    expect(sessionOf(second.parts)).toBe(thread);
    expect(await new ThreadRecordStore(scratch.configHome).read(threadKey)).toBe(thread);
    const stdin = (capture: CaptureCollector) => Buffer.from(streamBytes(capture.captures[0]!, 'stdin')).toString();
    expect(stdin(captures[0])).toContain('"method":"thread/start"');
    expect(stdin(captures[1])).toContain('"method":"thread/resume"');
    expect(lockedThreadCount()).toBe(0);
  });

  it('a round cancelled while it waits for the thread never starts', async () => {
    const threadKey = 'control/waiting';
    const running = startRound(endless('claude', { threadKey }));
    const capture = new CaptureCollector();
    const controller = new AbortController();
    const waiting = startRound(endless('claude', { threadKey, capture, signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    const verdict = await within(waiting.verdict, 2000);
    expect(verdict).toMatchObject({ kind: 'incomplete', exitCode: null, cause: { name: 'AbortError' } });
    expect(capture.captures).toEqual([]);
    running.cancel();
    expect((await within(running.verdict, 8000)).kind).toBe('incomplete');
    expect(lockedThreadCount()).toBe(0);
  });
});
