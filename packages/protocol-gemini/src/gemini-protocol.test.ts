import { frameAll, replayChunks, streamBytes, type ContentPart } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { GEMINI_PROTOCOL } from './gemini-protocol.js';
import { GEMINI_CLI } from './gemini-cli.js';
import { GEMINI_CREDENTIAL_VARIABLES } from './gemini-invocation.js';
import { replayGeminiCapture } from './gemini-replay.js';
import { geminiFixtures } from './test-support/fixtures.js';

const text = (parts: ContentPart[]) => parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join('');

describe('GEMINI_PROTOCOL', () => {
  const fixtures = geminiFixtures();

  it('replays every fixture as replayGeminiCapture does, and knows its stdout as its one stream kind', () => {
    expect(fixtures.length).toBeGreaterThan(10);
    const [kind] = GEMINI_PROTOCOL.streamKinds;
    for (const { name, capture } of fixtures) {
      expect(replayChunks(GEMINI_PROTOCOL.captureReplay(), capture), name).toEqual(replayGeminiCapture(capture));
      const head = new TextDecoder().decode(streamBytes(capture, 'stdout').subarray(0, 4096));
      if (head !== '') {
        expect(GEMINI_PROTOCOL.looksLikeStream(head), name).toBe(true);
        expect(kind!.looksLike(head), name).toBe(true);
      }
    }
    expect(GEMINI_PROTOCOL.streamKinds.map((k) => k.kind)).toEqual(['gemini-stdout']);
    expect(GEMINI_PROTOCOL.credentialVariables).toEqual(GEMINI_CREDENTIAL_VARIABLES);
  });

  it('is the description with its reading code, frozen through and through', () => {
    for (const key of Object.keys(GEMINI_CLI) as (keyof typeof GEMINI_CLI)[]) expect(GEMINI_PROTOCOL[key]).toBe(GEMINI_CLI[key]);
    expect(GEMINI_CLI.harness).toBe('gemini');
    // Every spawn of it, not only a round's, keeps it one process (`--help`, `--version` relaunch otherwise).
    expect(GEMINI_CLI.launchEnv).toEqual({ GEMINI_CLI_NO_RELAUNCH: 'true' });
    expect(Object.isFrozen(GEMINI_PROTOCOL.deltaLines.markers)).toBe(true);
    expect(Object.isFrozen(GEMINI_PROTOCOL.wireUse.reads)).toBe(true);
  });

  it("groups every fixture's answer deltas into the text the reader streams, ending a message where the reader does", () => {
    let streamed = 0;
    for (const { name, capture } of fixtures) {
      // Each run's messages (a resumed run is another round, read by another reader).
      const runs: string[][] = [[]];
      let open = false;
      for (const line of frameAll(streamBytes(capture, 'stdout'))) {
        if (!line.ok) continue;
        const value = JSON.parse(line.text) as unknown;
        const event = GEMINI_PROTOCOL.deltaLines.read(value);
        // What the redactor parses only: a line it passes over unparsed means nothing to it.
        if (event && !GEMINI_PROTOCOL.deltaLines.markers.some((marker) => line.text.includes(marker))) throw new Error(`${name}: an event in a line without a marker`);
        const messages = runs[runs.length - 1]!;
        if (event?.kind === 'delta') {
          if (!open) messages.push('');
          open = true;
          messages[messages.length - 1] += event.text;
        } else if (event?.kind === 'end') {
          open = false;
          if (event.final) runs.push([]);
        }
      }
      // The reader puts a blank line between two messages of a run; the streams join them one after another.
      expect(text(replayGeminiCapture(capture)), name).toBe(runs.map((messages) => messages.join('\n\n')).join(''));
      if (runs.some((messages) => messages.length > 0)) streamed++;
    }
    expect(streamed).toBeGreaterThan(5);
  });
});
