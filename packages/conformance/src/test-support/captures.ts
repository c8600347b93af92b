/** Captures for the drift tests: the committed fixtures, and small ones built from lines. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCapture, type Capture, type CaptureStream, type Harness } from '@mwh/protocol-core';
import { findRepoRoot } from '../support/repo-root.js';

/** The fixtures of a version (`folder` 'rounds': its round catalogue's captures). */
export function fixtureCaptures(harness: Harness, version: string, folder = ''): Capture[] {
  const dir = join(findRepoRoot(), 'fixtures', harness, version, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.capture.jsonl'))
    .sort()
    .map((f) => {
      const parsed = parseCapture(readFileSync(join(dir, f), 'utf8'));
      if (!parsed.ok) throw new Error(`${f}: ${parsed.error}`);
      return parsed.value;
    });
}

/** A capture holding the given lines, each as one chunk of its stream. */
export function captureOf(harness: Harness, lines: [CaptureStream, unknown][], scenario = 'made-up'): Capture {
  const encoder = new TextEncoder();
  return {
    header: { type: 'header', format: 'mwh-capture', version: 1, harness, cli: { name: harness, version: '0.0.0' }, argv: [harness], env: [], startedAt: '2026-01-01T00:00:00.000Z', scenario },
    chunks: lines.map(([stream, value], i) => ({ stream, t: i, bytes: encoder.encode(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`) })),
  };
}
