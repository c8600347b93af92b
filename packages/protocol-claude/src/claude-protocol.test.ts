import { describe, expect, it } from 'vitest';
import { frameAll, replayChunks, streamBytes, type ContentPart } from '@mwh/protocol-core';
import { CLAUDE_PROTOCOL } from './claude-protocol.js';
import { CLAUDE_CREDENTIAL_VARIABLES } from './claude-invocation.js';
import { replayClaudeCapture } from './claude-replay.js';
import { fixtureFiles, readCaptureFile } from './test-support/fixtures.js';

const text = (parts: ContentPart[]) => parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join('');

describe('CLAUDE_PROTOCOL', () => {
  const fixtures = fixtureFiles({ rounds: true }).map((file) => ({ name: file.pathname.split('/fixtures/')[1]!, capture: readCaptureFile(file) }));

  it('replays every fixture as replayClaudeCapture does, and knows its stdout', () => {
    expect(fixtures.length).toBeGreaterThan(100);
    for (const { name, capture } of fixtures) {
      expect(replayChunks(CLAUDE_PROTOCOL.captureReplay(), capture), name).toEqual(replayClaudeCapture(capture));
      const head = new TextDecoder().decode(streamBytes(capture, 'stdout').subarray(0, 4096));
      if (head.includes('"system"')) expect(CLAUDE_PROTOCOL.looksLikeStream(head), name).toBe(true);
    }
    expect(CLAUDE_PROTOCOL.credentialVariables).toEqual(CLAUDE_CREDENTIAL_VARIABLES);
  });

  it("groups every fixture's text deltas into the text the reader streams, a repeated line once", () => {
    let streamed = 0;
    for (const { name, capture } of fixtures) {
      const ids = new Set<string>();
      let joined = '';
      for (const line of frameAll(streamBytes(capture, 'stdout'))) {
        if (!line.ok) continue;
        const value: unknown = JSON.parse(line.text);
        const id = CLAUDE_PROTOCOL.deltaLines.lineId?.(value);
        if (id !== undefined && (ids.has(id) || !ids.add(id))) continue;
        const event = CLAUDE_PROTOCOL.deltaLines.read(value);
        if (event?.kind === 'delta' && event.streamed?.field === 'text') joined += event.text;
        // What the redactor parses only: a line it passes over unparsed means nothing to it.
        if (event && !CLAUDE_PROTOCOL.deltaLines.markers.some((marker) => line.text.includes(marker))) throw new Error(`${name}: an event in a line without a marker`);
      }
      // The reader streams the same text; after it, only what came whole, unstreamed (a retry
      // without streaming after a dropped stream).
      expect(text(replayClaudeCapture(capture)).startsWith(joined), name).toBe(true);
      if (joined) streamed++;
    }
    expect(streamed).toBeGreaterThan(50);
  });
});
