import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { captureHeader, parseCapture, type Capture, type ContentPart } from '@mwh/protocol-core';
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

  it('reads a run cut off before its turn ended, then another run of another thread, as two rounds', () => {
    const cut = turn('t1', 'Partial.').slice(0, 3);
    const parts = replayCodexExecCapture(capture([...cut, ...turn('t2', 'Whole.')].join('\n') + '\n'));
    expect(finishes(parts).map((v) => [v.kind, v.message])).toEqual([
      ['incomplete', expect.any(String)],
      ['success', 'Whole.'],
    ]);
    expect(parts.filter((p) => p.type === 'text-delta').map((p) => (p as { text: string }).text)).toEqual(['Partial.', 'Whole.']);
  });

  it('gives a turn with no thread.started of its own the thread the file began', () => {
    const [, ...second] = turn('t1', 'Second.');
    const parts = replayCodexExecCapture(capture([...turn('t1', 'First.'), ...second].join('\n') + '\n'));
    expect(finishes(parts).map((v) => v.message)).toEqual(['First.', 'Second.']);
    const rounds = parts.map((p) => p.type).join(' ').split('finish').map((round) => round.includes('session'));
    expect(rounds).toEqual([true, true, false]);
    expect(parts.filter((p) => p.type === 'session')).toEqual([{ type: 'session', sessionId: 't1' }, { type: 'session', sessionId: 't1' }]);
  });

  it('reads runs that failed before their thread began (an error, then turn.failed, twice) as two rounds, each saying the API\'s sentence', () => {
    const body = (message: string) => JSON.stringify(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message, param: 'tools' }, status: 400 }, null, 2));
    const run = (message: string) => [`{"type":"error","message":${body(message)}}`, `{"type":"turn.failed","error":{"message":${body(message)}}}`];
    const parts = replayCodexExecCapture(capture([...run('First refusal.'), ...run('Second refusal.')].join('\n') + '\n'));
    const verdicts = finishes(parts);
    expect(verdicts.map((v) => [v.kind, v.message])).toEqual([
      ['failed', 'First refusal.'],
      ['failed', 'Second refusal.'],
    ]);
    // The body codex passed on stays with the verdict, codes and all.
    expect(JSON.parse(verdicts[0]!.rawMessage!)).toMatchObject({ error: { type: 'invalid_request_error', message: 'First refusal.' }, status: 400 });
    expect(parts.filter((p) => p.type === 'warning').map((p) => (p as { message: string }).message)).toEqual(['First refusal.', 'Second refusal.']);
    expect(parts.filter((p) => p.type === 'session')).toEqual([]);
  });

  it('keeps an error after the turn ended, followed by nothing, with that run, and 65 of them begin another', () => {
    const ended = [...turn('t1', 'Done.'), '{"type":"error","message":"exited after the turn"}'];
    const parts = replayCodexExecCapture(capture(ended.join('\n') + '\n'));
    expect(finishes(parts).map((v) => [v.kind, v.message, v.exitCode])).toEqual([['success', 'Done.', 0]]);
    expect(parts.filter((p) => p.type === 'warning')).toEqual([{ type: 'warning', code: 'codex-error', message: 'exited after the turn' }]);
    const many = [...turn('t1', 'Done.'), ...Array.from({ length: 65 }, () => '{"type":"error","message":"again"}')];
    expect(finishes(replayCodexExecCapture(capture(many.join('\n') + '\n'))).map((v) => v.kind)).toEqual(['success', 'failed']);
  });

  it('is what CODEX_PROTOCOL replays for the exec output mode, and the kind it says a raw exec stdout is', () => {
    const stdout = turn('t1', 'Hi.').join('\n');
    expect(CODEX_PROTOCOL.captureReplay({ outputMode: CODEX_EXEC_OUTPUT_MODE })).toBeInstanceOf(CodexExecReplay);
    expect(CODEX_PROTOCOL.looksLikeStream(stdout)).toBe(true);
    const kind = CODEX_PROTOCOL.streamKinds.find((known) => known.looksLike(stdout));
    expect(kind).toMatchObject({ kind: 'codex-exec', outputMode: CODEX_EXEC_OUTPUT_MODE });
    expect(kind!.replay()).toBeInstanceOf(CodexExecReplay);
    expect(CODEX_PROTOCOL.streamKinds.find((known) => known.looksLike('{"id":0,"result":{}}'))?.kind).toBe('codex-app-server');
  });
});

/** The recorded exec rounds of the oldest claimed and the pinned codex, against the mock (pnpm fixtures:record-rounds exec-...). */
const fixturesRoot = fileURLToPath(new URL('../../../fixtures/codex/', import.meta.url));
const execFixtures = ['0.154.0', '0.171.0'].flatMap((version) => {
  const dir = `${fixturesRoot}${version}/rounds/`;
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('exec-') && f.endsWith('.capture.jsonl')).map((f) => [`${version}/${f}`, dir + f]) : [];
});

/** What each recorded situation must show, whichever version recorded it. */
const SEEN: Record<string, { kind: string; text: string; tools?: string[]; output?: string; message?: string }> = {
  'exec-text-answer': { kind: 'success', text: 'Hello from the mock.' },
  'exec-shell-command': { kind: 'success', text: 'Done.', tools: ['shell'], output: 'conformance-ok' },
  'exec-model-failure': { kind: 'failed', text: '', message: 'The mock model failed.' },
  'exec-auth-required': { kind: 'auth-required', text: '', message: 'status 401' },
  'exec-resume': { kind: 'success', text: 'First answer RESUME-MARK' },
  'exec-resume-2': { kind: 'success', text: 'Second answer' },
};

describe('CodexExecReplay over the recorded exec rounds', () => {
  it('has them for both versions', () => {
    expect(execFixtures.length).toBe(2 * Object.keys(SEEN).length);
  });

  it.each(execFixtures)('%s replays to its verdict, text and tools', (_name, path) => {
    const parsed = parseCapture(readFileSync(path!, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.header.outputMode).toBe(CODEX_EXEC_OUTPUT_MODE);
    const seen = SEEN[path!.split('/').at(-1)!.replace('.capture.jsonl', '')]!;
    const parts = replayCodexExecCapture(parsed.value);
    const [verdict] = finishes(parts);
    expect(verdict!.kind).toBe(seen.kind);
    expect(parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : [])).join('')).toBe(seen.text);
    expect(parts.flatMap((p) => (p.type === 'tool-call' ? [p.toolName] : []))).toEqual(seen.tools ?? []);
    if (seen.output) expect(parts.find((p) => p.type === 'tool-result')).toMatchObject({ isError: false, output: expect.stringContaining(seen.output) });
    if (seen.message) expect(verdict!.message).toContain(seen.message);
    expect(parts.filter((p) => p.type === 'unknown')).toEqual([]);
  });
});
