import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addUsage, parseCapture, streamBytes, summarizeRound, type ContentPart, type Usage } from '@mwh/protocol-core';
import { replayCodexCapture } from './codex-replay.js';
import { readCodexStream } from './codex-round-reader.js';
import { toUsage } from './codex-usage.js';
import { notification, readRound, THREAD_ID, TURN_ID, tokenUsage, turnCompleted, usage } from './test-support/codex-wire.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

const usageParts = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'usage' ? [p.usage] : []));
const warnings = (parts: ContentPart[]) => parts.flatMap((p) => (p.type === 'warning' && p.code === 'usage-mismatch' ? [p.message] : []));
const fixturesRoot = fileURLToPath(new URL('../../../fixtures/codex/', import.meta.url));

describe('toUsage', () => {
  it("maps codex's breakdown to the shared names (cache writes, reasoning output)", () => {
    const breakdown = { totalTokens: 30, inputTokens: 20, cachedInputTokens: 5, cacheWriteInputTokens: 2, outputTokens: 10, reasoningOutputTokens: 4 };
    expect(toUsage(breakdown)).toEqual({
      totalTokens: 30,
      inputTokens: 20,
      cachedInputTokens: 5,
      cacheCreationInputTokens: 2,
      outputTokens: 10,
      reasoningTokens: 4,
    });
  });

  it('keeps only the counts that are there; nothing countable is null', () => {
    expect(toUsage({ outputTokens: 3, inputTokens: 'many' })).toEqual({ outputTokens: 3 });
    for (const value of [undefined, null, 7, 'x', [], {}, { brandNew: 1 }]) expect(toUsage(value)).toBeNull();
  });
});

describe("a round's usage as codex counts it: what the thread's running total grew by", () => {
  it("every recorded round: one part per request, none repeated, adding up to what each thread's total grew by", () => {
    let held = 0;
    for (const version of readdirSync(fixturesRoot)) {
      for (const folder of ['', 'rounds/']) {
        const dir = `${fixturesRoot}${version}/${folder}`;
        if (!existsSync(dir)) continue;
        for (const name of readdirSync(dir).filter((n) => n.endsWith('.capture.jsonl'))) {
          const parsed = parseCapture(readFileSync(`${dir}${name}`, 'utf8'));
          if (!parsed.ok) throw new Error(name);
          const parts = replayCodexCapture(parsed.value);
          expect(warnings(parts), name).toEqual([]);
          // Each thread's growth: its last total, less what it stood at before its first request.
          const first = new Map<string, Usage>();
          const last = new Map<string, Usage>();
          for (const line of new TextDecoder().decode(streamBytes(parsed.value, 'stdout')).split('\n')) {
            if (!line.includes('thread/tokenUsage/updated')) continue;
            const { params } = JSON.parse(line) as { params: { threadId: string; tokenUsage: { last: unknown; total: unknown } } };
            const total = toUsage(params.tokenUsage.total)!;
            if (!first.has(params.threadId)) first.set(params.threadId, Object.fromEntries(Object.entries(total).map(([k, n]) => [k, n - (toUsage(params.tokenUsage.last)![k as keyof Usage] ?? 0)])));
            last.set(params.threadId, total);
          }
          if (last.size === 0) continue;
          let grown: Usage = {};
          for (const [thread, total] of last) grown = addUsage(grown, Object.fromEntries(Object.entries(total).map(([k, n]) => [k, n - (first.get(thread)![k as keyof Usage] ?? 0)])));
          expect(summarizeRound(parts).usage, `${version}/${folder}${name}`).toEqual(grown);
          held++;
        }
      }
    }
    expect(held).toBeGreaterThan(20);
  });

  it('an update that repeats the one before (the same total, no request since) is not counted again', () => {
    const parts = readRound([tokenUsage(usage(20, 3), usage(20, 3)), tokenUsage(usage(20, 3), usage(20, 3)), tokenUsage(usage(10, 5), usage(30, 8)), turnCompleted('completed')]);
    expect(usageParts(parts).map((u) => u.inputTokens)).toEqual([20, 10]);
    expect(summarizeRound(parts).usage).toMatchObject({ inputTokens: 30, outputTokens: 8 });
    expect(warnings(parts)).toEqual([]);
  });

  it("a request's usage that is not what the total grew by: the total's figures, and one warning naming both", () => {
    const parts = readRound([tokenUsage(usage(20, 3), usage(20, 3)), tokenUsage(usage(10, 5), usage(50, 13)), turnCompleted('completed')]);
    expect(usageParts(parts).map((u) => [u.inputTokens, u.outputTokens])).toEqual([[20, 3], [30, 10]]);
    expect(warnings(parts)).toEqual([
      "usage: the request's usage (last) says 10 input and 5 output tokens, the thread's running total grew by 30 input and 10 output tokens; the total's figures are used.",
    ]);
  });

  it("a resumed thread's first update: its total holds the earlier turns, its last is the request's", () => {
    const parts = readRound([tokenUsage(usage(100, 11), usage(300, 73)), turnCompleted('completed')]);
    expect(usageParts(parts).map((u) => u.outputTokens)).toEqual([11]);
  });

  it("a subagent's thread keeps its own total, and its requests count as the round's", () => {
    const other = (last: Record<string, number>, total: Record<string, number>) =>
      notification('thread/tokenUsage/updated', { threadId: 'sub-thread', turnId: TURN_ID, tokenUsage: { total, last, modelContextWindow: 258400 } });
    const parts = readRound([tokenUsage(usage(20, 3), usage(20, 3)), other(usage(5, 1), usage(5, 1)), other(usage(5, 2), usage(10, 3)), tokenUsage(usage(20, 4), usage(40, 7)), turnCompleted('completed')]);
    expect(summarizeRound(parts).usage).toMatchObject({ inputTokens: 50, outputTokens: 10 });
    expect(warnings(parts)).toEqual([]);
    expect(THREAD_ID).not.toBe('sub-thread');
  });

  it('any split of the bytes gives the same usage', () => {
    const lines = [tokenUsage(usage(20, 3), usage(20, 3)), tokenUsage(usage(20, 3), usage(20, 3)), tokenUsage(usage(10, 5), usage(50, 13)), turnCompleted('completed')];
    const bytes = new TextEncoder().encode(lines.map((l) => `${l}\n`).join(''));
    const outcome = { exitCode: 0, signal: null, stderr: '', intentional: true };
    const whole = readCodexStream([bytes], outcome);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const parts = readCodexStream(splitAt(bytes, cuts), outcome);
        expect(usageParts(parts)).toEqual(usageParts(whole));
        expect(warnings(parts)).toEqual(warnings(whole));
      }),
      { seed: 41, numRuns: 150 },
    );
  });
});
