import { captureHeader, type Capture, type ContentPart } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { CODEX_PROTOCOL } from './codex-protocol.js';
import { CodexExecReplay, replayCodexExecCapture } from './codex-exec-replay.js';
import { CODEX_EXEC_OUTPUT_MODE } from './codex-exec-mode.js';

const enc = (text: string) => new TextEncoder().encode(text);
const turn = (thread: string, text: string) => [
  `{"type":"thread.started","thread_id":"${thread}"}`,
  '{"type":"turn.started"}',
  `{"type":"item.completed","item":{"id":"item_0","type":"agent_message","text":"${text}"}}`,
  '{"type":"turn.completed","usage":{"input_tokens":1,"output_tokens":2}}',
];
const capture = (stdout: string, exit = { t: 1, code: 0, signal: null }): Capture => ({
  header: { ...captureHeader({ harness: 'codex', cli: { name: 'codex', version: '0.171.0' }, argv: ['exec', '--json'], env: [], startedAt: new Date(0).toISOString() }), outputMode: CODEX_EXEC_OUTPUT_MODE },
  chunks: [
    { stream: 'stdout', t: 0, bytes: enc(stdout) },
    { stream: 'stderr', t: 0, bytes: enc('Reading additional input from stdin...\n') },
  ],
  exit,
});
const finishes = (parts: ContentPart[]) => parts.filter((p): p is Extract<ContentPart, { type: 'finish' }> => p.type === 'finish').map((p) => p.verdict);

describe('CodexExecReplay', () => {
  it('replays a capture as the live reader read it, its exit and stderr in the verdict', () => {
    const parts = replayCodexExecCapture(capture(turn('t1', 'Hello.').join('\n') + '\n'));
    expect(parts.filter((p) => p.type === 'text-delta')).toEqual([{ type: 'text-delta', id: 'item_0', text: 'Hello.' }]);
    expect(finishes(parts)).toEqual([expect.objectContaining({ kind: 'success', message: 'Hello.', exitCode: 0, stderrTail: 'Reading additional input from stdin...\n' })]);
  });

  it('replays runs appended to one file as one round a turn', () => {
    const parts = replayCodexExecCapture(capture([...turn('t1', 'First.'), ...turn('t1', 'Second.')].join('\n') + '\n'));
    expect(finishes(parts).map((v) => [v.kind, v.message, v.exitCode])).toEqual([
      ['success', 'First.', null],
      ['success', 'Second.', 0],
    ]);
    expect(parts.filter((p) => p.type === 'session')).toHaveLength(2);
  });

  it('is what CODEX_PROTOCOL replays for the exec output mode, and what it says a raw exec stdout is', () => {
    const stdout = turn('t1', 'Hi.').join('\n');
    expect(CODEX_PROTOCOL.captureReplay({ outputMode: CODEX_EXEC_OUTPUT_MODE })).toBeInstanceOf(CodexExecReplay);
    expect(CODEX_PROTOCOL.looksLikeStream(stdout)).toBe(true);
    expect(CODEX_PROTOCOL.outputModeOf?.(stdout)).toBe(CODEX_EXEC_OUTPUT_MODE);
    expect(CODEX_PROTOCOL.outputModeOf?.('{"id":0,"result":{}}')).toBeUndefined();
  });
});
