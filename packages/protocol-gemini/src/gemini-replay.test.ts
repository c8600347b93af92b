import { captureHeader, type Capture, type ContentPart } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { GeminiReplay, replayGeminiCapture } from './gemini-replay.js';
import { GEMINI_PROTOCOL } from './gemini-protocol.js';
import { geminiFixture, geminiFixtures } from './test-support/fixtures.js';

const enc = (text: string) => new TextEncoder().encode(text);
const at = '"timestamp":"t"';
const turn = (session: string, text: string) => [
  `{"type":"init",${at},"session_id":"${session}","model":"gemini-2.5-flash"}`,
  `{"type":"message",${at},"role":"user","content":"q"}`,
  `{"type":"message",${at},"role":"assistant","content":"${text}","delta":true}`,
  `{"type":"result",${at},"status":"success","stats":{"total_tokens":3,"input_tokens":1,"output_tokens":2,"cached":0,"input":1,"duration_ms":1,"tool_calls":0,"models":{}}}`,
];
const capture = (stdout: string, exit: Capture['exit'] = { t: 1, code: 0, signal: null }): Capture => ({
  header: captureHeader({ harness: 'gemini', cli: { name: 'gemini', version: '0.61.0' }, argv: ['gemini', '--output-format', 'stream-json'], env: [], startedAt: new Date(0).toISOString() }),
  chunks: [
    { stream: 'stderr', t: 0, bytes: enc('Ripgrep is not available. Falling back to GrepTool.\n') },
    { stream: 'stdout', t: 0, bytes: enc(stdout) },
  ],
  ...(exit ? { exit } : {}),
});
const finishes = (parts: ContentPart[]) => parts.filter((p): p is Extract<ContentPart, { type: 'finish' }> => p.type === 'finish').map((p) => p.verdict);

describe('GeminiReplay', () => {
  it('replays a capture as the live reader read it, its exit and stderr in the verdict', () => {
    const parts = replayGeminiCapture(capture(turn('s1', 'Hello.').join('\n') + '\n'));
    expect(parts.filter((p) => p.type === 'text-delta')).toEqual([{ type: 'text-delta', id: 'm0', text: 'Hello.' }]);
    expect(finishes(parts)).toEqual([expect.objectContaining({ kind: 'success', message: 'Hello.', exitCode: 0, stderrTail: '' })]);
  });

  it('replays runs appended to one file (a resumed session) as one round a run', () => {
    const parts = replayGeminiCapture(capture([...turn('s1', 'First.'), ...turn('s1', 'Second.')].join('\n') + '\n'));
    expect(finishes(parts).map((v) => [v.kind, v.message, v.exitCode])).toEqual([
      ['success', 'First.', null],
      ['success', 'Second.', 0],
    ]);
  });

  it('ends a run cut off before its result as incomplete when the next one begins', () => {
    const parts = replayGeminiCapture(capture([...turn('s1', 'Partial.').slice(0, 3), ...turn('s2', 'Whole.')].join('\n') + '\n'));
    expect(finishes(parts).map((v) => v.kind)).toEqual(['incomplete', 'success']);
  });

  it('reads every recorded fixture to the verdict (and subtype) it was recorded to show', () => {
    for (const { name, capture: recorded } of geminiFixtures()) {
      const expected = recorded.expect!;
      const verdicts = finishes(replayGeminiCapture(recorded));
      const last = verdicts[verdicts.length - 1]!;
      expect(last.kind, name).toBe(expected.verdict);
      if (typeof expected.text === 'string') expect(last.message, name).toBe(expected.text);
      if (typeof expected.subtype === 'string') expect(last.subtype, name).toBe(expected.subtype);
      if (typeof expected.turns === 'number') expect(verdicts, name).toHaveLength(expected.turns);
    }
  });

  it('replays the same fed chunk by chunk as whole, through the descriptor too', () => {
    const recorded = geminiFixture('0.61.0/resume-2');
    const replay = new GeminiReplay();
    const parts: ContentPart[] = [];
    for (const chunk of recorded.chunks) parts.push(...replay.chunk(chunk));
    parts.push(...replay.end(recorded.exit));
    expect(parts).toEqual(replayGeminiCapture(recorded));
    const described = GEMINI_PROTOCOL.captureReplay();
    const viaDescriptor: ContentPart[] = [];
    for (const chunk of recorded.chunks) viaDescriptor.push(...described.chunk(chunk));
    viaDescriptor.push(...described.end(recorded.exit));
    expect(viaDescriptor).toEqual(parts);
  });
});
