import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeRound, type Capture } from '@mwh/protocol-core';
import { captureOutcome, replayClaudeCapture } from './claude-capture-replay.js';
import { captureNames, loadCapture, readCaptureFile } from './test-support/streams.js';

const fixturesDir = new URL('../../../fixtures/claude/', import.meta.url);
const PINNED_CLI = '2.1.332';

/** Every committed fixture, any CLI version: `fixtures/claude/<version>/*.capture.jsonl`. */
function fixtureFiles(): URL[] {
  if (!existsSync(fixturesDir)) return [];
  return readdirSync(fixturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(new URL(`${dir.name}/`, fixturesDir))
        .filter((name) => name.endsWith('.capture.jsonl'))
        .map((name) => new URL(`${dir.name}/${name}`, fixturesDir)),
    );
}

function expectAsRecorded(capture: Capture, label: string): void {
  expect(capture.expect, `${label} has no expect record`).toBeDefined();
  const summary = summarizeRound(replayClaudeCapture(capture));
  expect(summary.verdict?.kind, `${label}: ${summary.verdict?.message}`).toBe(capture.expect!.verdict);
  if (capture.expect!.text !== undefined) expect(summary.text, label).toBe(capture.expect!.text);
}

describe('replayClaudeCapture', () => {
  it('replays every test capture to the verdict and text it was recorded with', () => {
    expect(captureNames().length).toBeGreaterThan(0);
    for (const name of captureNames()) expectAsRecorded(loadCapture(name), name);
  });

  it('replays every committed fixture to its expected verdict and text', () => {
    const files = fixtureFiles().filter((url) => readCaptureFile(url).header.harness === 'claude');
    if (existsSync(new URL(`${PINNED_CLI}/`, fixturesDir))) expect(files.length).toBeGreaterThan(0);
    for (const url of files) expectAsRecorded(readCaptureFile(url), url.pathname);
  });

  it('takes the line cap from its options', () => {
    // The init line (several KB) and the result are over the cap; the text in between is read.
    const parts = replayClaudeCapture(loadCapture('text'), { maxLineBytes: 1000 });
    expect(parts.filter((p) => p.type === 'unknown' && p.reason === 'line-too-long')).toHaveLength(2);
    expect(summarizeRound(parts)).toMatchObject({
      sessionId: null,
      text: 'Hello wörld €ok',
      verdict: { kind: 'incomplete' },
    });
  });
});

describe('captureOutcome', () => {
  it('is the recorded exit and all of stderr', () => {
    expect(captureOutcome(loadCapture('resume-unknown'))).toEqual({
      exitCode: 1,
      signal: null,
      stderr: 'No conversation found with session ID: 11111111-2222-4333-8444-555555555555\n',
    });
  });

  it('has neither code nor signal for a capture cut off before the exit', () => {
    const { exit: _exit, ...cut } = loadCapture('text');
    expect(captureOutcome(cut)).toMatchObject({ exitCode: null, signal: null });
    expect(summarizeRound(replayClaudeCapture(cut)).verdict?.kind).toBe('success');
  });
});
