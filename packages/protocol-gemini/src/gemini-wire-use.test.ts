/**
 * GEMINI_WIRE_USE against the code: every fixture's stdout is read by the reader with each event
 * a view that reports what is read of it, and invocations are taken apart for their flags; the
 * lists must say exactly that, beyond what no fixture records.
 */
import { LineFramer, listsPath, recordReads, streamBytes } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { decodeGeminiLine } from './gemini-event.js';
import { geminiInvocation } from './gemini-invocation.js';
import { GeminiRoundReader } from './gemini-round-reader.js';
import { GEMINI_WIRE_USE } from './gemini-wire-use.js';
import { geminiFixtures } from './test-support/fixtures.js';

const reads: Record<string, readonly string[]> = GEMINI_WIRE_USE.reads;

/** Listed, but no fixture has the event or member read so: gemini 0.61.0 wrote no `error` event in any scenario recorded. */
const NOT_RECORDED = new Set(['error severity', 'error message']);

function readsOfFixtures(): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const { capture } of geminiFixtures()) {
    const reader = new GeminiRoundReader();
    const framer = new LineFramer();
    for (const framed of [...framer.push(streamBytes(capture, 'stdout')), ...framer.end()]) {
      const line = decodeGeminiLine(framed);
      if (!line?.ok) continue;
      const key = line.type;
      const noted = seen.get(key) ?? new Set<string>();
      seen.set(key, noted);
      reader.accept({ ...line, event: recordReads(line.event, (path) => noted.add(path)) });
    }
    reader.finish(null);
  }
  return seen;
}

describe('GEMINI_WIRE_USE', () => {
  const seen = readsOfFixtures();

  it('lists every member the reader reads of each event', () => {
    const unlisted = [...seen].flatMap(([key, paths]) => [...paths].filter((path) => !listsPath(reads[key], path)).map((path) => `${key} ${path}`));
    expect(unlisted).toEqual([]);
  });

  it('lists nothing the reader does not read, but what no fixture records', () => {
    const unread = Object.entries(reads).flatMap(([key, paths]) => paths.filter((path) => !seen.get(key)?.has(path)).map((path) => `${key} ${path}`));
    expect(unread.filter((entry) => !NOT_RECORDED.has(entry))).toEqual([]);
    expect(unread.filter((entry) => NOT_RECORDED.has(entry))).toEqual([...NOT_RECORDED]);
  });

  it('lists exactly the flags an invocation passes', () => {
    const args = geminiInvocation({ message: 'hi', model: 'm', approvalMode: 'yolo', sessionId: 's' }).args.concat(geminiInvocation({ message: 'hi', resumeSessionId: 's' }).args);
    const flags = new Set(args.filter((arg) => arg.startsWith('--')).map((arg) => arg.split('=')[0]!));
    expect([...flags].sort()).toEqual([...GEMINI_WIRE_USE.flags].sort());
    expect(GEMINI_WIRE_USE.sends).toEqual({});
  });
});
