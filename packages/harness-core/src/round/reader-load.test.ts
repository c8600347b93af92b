/**
 * A round spawns its CLI first and loads what reads it (protocol-claude's or protocol-codex's root)
 * right after: here that load is held back until the CLI wrote its stdout, exited, or the round was
 * cancelled, and the round must read as it does when the load is at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptureChunk, CaptureExit } from '@mwh/protocol-core';
import type { CaptureSink } from '../capture/capture-sink.js';
import type { RoundOptions } from './round-options.js';
import { fakeRoundOptions } from '../test-support/fake-cli-path.js';
import { collectRound } from '../test-support/collect-round.js';
import { pidsInCwd, waitUntil } from '../test-support/process-check.js';
import { scratchFor } from '../test-support/scratch.js';

let open: () => void = () => {};

/** The next round's reading code waits (the modules each round loads after its spawn) until `releaseLoad`. */
function holdLoad(): void {
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held = async (importOriginal: () => Promise<unknown>) => {
    await opened;
    return importOriginal();
  };
  vi.doMock('../claude/claude-reading.js', held);
  vi.doMock('../codex/codex-round-runner.js', held);
}

/** The next round's reading code fails to load (a broken install, a missing file). */
function failLoad(): void {
  const failing = async () => {
    throw new Error('the reading code is missing');
  };
  vi.doMock('../claude/claude-reading.js', failing);
  vi.doMock('../codex/codex-round-runner.js', failing);
}

function releaseLoad(): void {
  open();
  vi.doUnmock('../claude/claude-reading.js');
  vi.doUnmock('../codex/codex-round-runner.js');
}

const scratch = scratchFor('reader-load');

/** A capture sink that tells what streamed (the process keeps it while nothing reads it) and how the capture ended. */
function watching(): { sink: CaptureSink; seen: (stream: CaptureChunk['stream'], text: string) => boolean; exits: CaptureExit[] } {
  const streams = { stdin: '', stdout: '', stderr: '' };
  const decoder = new TextDecoder();
  const exits: CaptureExit[] = [];
  return {
    sink: { begin() {}, chunk: (chunk) => void (streams[chunk.stream] += decoder.decode(chunk.bytes)), end: (exit) => void exits.push(exit) } as CaptureSink,
    seen: (stream, text) => streams[stream].includes(text),
    exits,
  };
}

async function round(options: RoundOptions) {
  // Loaded afresh for each round, so the reading code is imported (and held, or not) again.
  vi.resetModules();
  const { startRound } = await import('../start-round.js');
  return startRound(options);
}

afterEach(() => releaseLoad());

describe('a round whose reader loads after the spawn', () => {
  it('reads stdout that came before the reader was loaded, in order, with nothing lost', async () => {
    const options = fakeRoundOptions(scratch, 'echo', { threadKey: 'load/stdout-first' });
    const expected = await collectRound(await round(options));
    expect(expected.verdict.kind).toBe('success');

    const watch = watching();
    holdLoad();
    const held = collectRound(await round({ ...options, threadKey: 'load/stdout-first-held', capture: watch.sink }));
    // The whole answer, its result line too, is written before anything reads it.
    expect(await waitUntil(() => watch.seen('stdout', '"type":"result"'), 10_000)).toBe(true);
    // Held indeed: the CLI waits for the end of its input, which comes once the result is read.
    let settled = false;
    void held.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    releaseLoad();
    const { parts, verdict } = await held;
    expect(verdict.kind).toBe('success');
    expect(parts.filter((p) => p.type === 'text-delta').map((p) => (p.type === 'text-delta' ? p.text : '')).join('')).toBe('hello');
    expect(parts.map((p) => p.type)).toEqual(expected.parts.map((p) => p.type));
  }, 30_000);

  it('reads a CLI that exited before its reader was loaded as one read at once', async () => {
    for (const harness of ['claude', 'codex'] as const) {
      const options = fakeRoundOptions(scratch, 'half-line', { harness, threadKey: `load/exit-${harness}` });
      const expected = await collectRound(await round(options));

      holdLoad();
      const held = collectRound(await round({ ...options, threadKey: `load/exit-${harness}-held` }));
      // The process is gone (it killed itself after its half line) while nothing read it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 10_000)).toBe(true);
      releaseLoad();
      const { parts, verdict } = await held;
      expect(verdict.signal).toBe('SIGKILL');
      expect(verdict.kind).toBe(expected.verdict.kind);
      expect(verdict.stderrTail).toContain('about to crash');
      expect(parts.map((p) => (p.type === 'unknown' ? p.raw : p.type))).toEqual(expected.parts.map((p) => (p.type === 'unknown' ? p.raw : p.type)));
    }
  }, 60_000);

  it('ends a round cancelled before its reader was loaded, its process too', async () => {
    for (const harness of ['claude', 'codex'] as const) {
      const controller = new AbortController();
      const watch = watching();
      holdLoad();
      const mode = harness === 'claude' ? 'hang' : 'codex-turn';
      const held = collectRound(await round(fakeRoundOptions(scratch, mode, { harness, threadKey: `load/cancel-${harness}`, signal: controller.signal, capture: watch.sink })));
      // The CLI runs (claude's wrote its init line; codex waits for a request nothing sent yet).
      if (harness === 'claude') expect(await waitUntil(() => watch.seen('stdout', '"subtype":"init"'), 10_000)).toBe(true);
      else expect(await waitUntil(() => pidsInCwd(scratch.cwd).length > 0, 10_000)).toBe(true);
      controller.abort('user quit');
      // The cancel acts while the load is still held: the process is gone before the reader is there.
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 15_000)).toBe(true);
      releaseLoad();
      const { verdict } = await held;
      expect(verdict.kind).toBe('incomplete');
      expect(verdict.cause?.name).toBe('AbortError');
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 10_000)).toBe(true);
    }
  }, 60_000);

  it("fails a round whose reading code does not load as the harness's own failure, its process ended and its capture too", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for (const harness of ['claude', 'codex'] as const) {
        const watch = watching();
        failLoad();
        const mode = harness === 'claude' ? 'hang' : 'codex-turn';
        const { parts, verdict } = await collectRound(await round(fakeRoundOptions(scratch, mode, { harness, threadKey: `load/fail-${harness}`, capture: watch.sink })));
        releaseLoad();
        expect(verdict.kind).toBe('failed');
        // vitest wraps the factory's error in its own; the round says the import failed as its own failure.
        expect(verdict.message).toMatch(/^The harness failed: /);
        // The process was spawned (the capture began) and ended by the harness, which the capture says.
        expect(watch.exits).toEqual([expect.objectContaining({ intentional: true })]);
        expect(parts.filter((p) => p.type === 'warning')).toEqual([]);
        expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 10_000)).toBe(true);
      }
      // A rejection nobody handled would be reported after a turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 60_000);
});
