import { readdirSync, readFileSync } from 'node:fs';
import { frameAll, parseCapture, replayChunks, streamBytes, type Capture, type ContentPart } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { CODEX_PROTOCOL } from './codex-protocol.js';
import { CODEX_CREDENTIAL_VARIABLES } from './codex-invocation.js';
import { replayCodexCapture } from './codex-replay.js';

const text = (parts: ContentPart[]) => parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join('');

describe('CODEX_PROTOCOL', () => {
  const root = new URL('../../../fixtures/codex/', import.meta.url);
  const fixtures = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.capture.jsonl'))
    .map((name) => {
      const parsed = parseCapture(readFileSync(new URL(name, root), 'utf8'));
      if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
      return { name, capture: parsed.value as Capture };
    });

  it('replays every fixture as replayCodexCapture does, and knows its stdout', () => {
    expect(fixtures.length).toBeGreaterThan(50);
    for (const { name, capture } of fixtures) {
      expect(replayChunks(CODEX_PROTOCOL.captureReplay(), capture), name).toEqual(replayCodexCapture(capture));
      const head = new TextDecoder().decode(streamBytes(capture, 'stdout').subarray(0, 4096));
      if (head.includes('"result"')) expect(CODEX_PROTOCOL.looksLikeStream(head), name).toBe(true);
    }
    expect(CODEX_PROTOCOL.credentialVariables).toEqual(CODEX_CREDENTIAL_VARIABLES);
  });

  it("groups every fixture's answer deltas into the text the reader streams", () => {
    let streamed = 0;
    for (const { name, capture } of fixtures) {
      let joined = '';
      // The round's own thread: a subagent's answer is its own, not the round's text.
      let thread: unknown;
      for (const line of frameAll(streamBytes(capture, 'stdout'))) {
        if (!line.ok) continue;
        const value = JSON.parse(line.text) as { method?: string; params?: { threadId?: unknown } };
        if (value.method === 'turn/started') thread ??= value.params?.threadId;
        const event = CODEX_PROTOCOL.deltaLines.read(value);
        if (event?.kind === 'delta' && value.method === 'item/agentMessage/delta' && value.params?.threadId === thread) joined += event.text;
        // What the redactor parses only: a line it passes over unparsed means nothing to it.
        if (event && !CODEX_PROTOCOL.deltaLines.markers.some((marker) => line.text.includes(marker))) throw new Error(`${name}: an event in a line without a marker`);
      }
      // The reader streams the same text; after it, only what came whole (an item completed unstreamed).
      expect(text(replayCodexCapture(capture)).startsWith(joined), name).toBe(true);
      if (joined) streamed++;
    }
    expect(streamed).toBeGreaterThan(30);
  });
});
