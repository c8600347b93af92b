/**
 * A round spawns its CLI first and loads what reads it (protocol-claude's or protocol-codex's root)
 * right after: here that load is held back until the CLI wrote its stdout, exited, or the round was
 * cancelled, and the round must read as it does when the load is at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptureChunk } from '@mwh/protocol-core';
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

function releaseLoad(): void {
  open();
  vi.doUnmock('../claude/claude-reading.js');
  vi.doUnmock('../codex/codex-round-runner.js');
}

const scratch = scratchFor('reader-load');

/** A capture sink that tells what streamed (the process keeps it while nothing reads it). */
function watching(): { sink: CaptureSink; seen: (stream: CaptureChunk['stream'], text: string) => boolean } {
  const streams = { stdin: '', stdout: '', stderr: '' };
  const decoder = new TextDecoder();
  return {
    sink: { begin() {}, chunk: (chunk) => void (streams[chunk.stream] += decoder.decode(chunk.bytes)), end() {} } as CaptureSink,
    seen: (stream, text) => streams[stream].includes(text),
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
      releaseLoad();
      const { verdict } = await held;
      expect(verdict.kind).toBe('incomplete');
      expect(verdict.cause?.name).toBe('AbortError');
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 10_000)).toBe(true);
    }
  }, 60_000);
});
