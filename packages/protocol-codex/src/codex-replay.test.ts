import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCapture, replayChunks, summarizeRound, turnOf, utf8Bytes, type Capture } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { CodexCaptureReplay, replayCodexCapture } from './codex-replay.js';
import { agentDelta, clientRequest, errorResponse, response, turnCompleted, turnStarted } from './test-support/codex-wire.js';

const manifest = JSON.parse(readFileSync(new URL('../schemas/manifest.json', import.meta.url), 'utf8')) as { codexVersion: string };
const fixturesRoot = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const codexDir = `${fixturesRoot}codex/${manifest.codexVersion}/`;
const codexFixtures = existsSync(codexDir) ? readdirSync(codexDir).filter((f) => f.endsWith('.capture.jsonl')).sort() : [];
// Every recorded version, so a misread of an older codex fails a test rather than pass unnoticed.
const otherVersions = existsSync(`${fixturesRoot}codex/`)
  ? readdirSync(`${fixturesRoot}codex/`).filter((name) => /^\d+\.\d+\.\d+/.test(name) && name !== manifest.codexVersion)
  : [];

function load(path: string): Capture {
  const parsed = parseCapture(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  return parsed.value;
}

/** Replays a recorded fixture and holds it to the verdict, text and reasoning the fixture expects. */
function expectReplayAsRecorded(recorded: Capture): ReturnType<typeof summarizeRound> {
  const summary = summarizeRound(replayCodexCapture(recorded));
  expect(recorded.expect, 'the fixture records what it expects').toBeDefined();
  expect(summary.verdict?.kind).toBe(recorded.expect!.verdict);
  if (recorded.expect!.text !== undefined) expect(summary.text).toBe(recorded.expect!.text);
  if (typeof recorded.expect!.reasoning === 'string') expect(summary.reasoning).toBe(recorded.expect!.reasoning);
  return summary;
}

function capture(chunks: [Capture['chunks'][number]['stream'], string][], exit?: Capture['exit']): Capture {
  const encoder = new TextEncoder();
  return {
    header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'codex', cli: { name: 'codex', version: '0.171.0' }, argv: [], env: [], startedAt: '2026-12-02T00:00:00Z' },
    chunks: chunks.map(([stream, text], i) => ({ stream, t: i, bytes: encoder.encode(text) })),
    ...(exit ? { exit } : {}),
  };
}

describe(`replayCodexCapture over fixtures/codex/${manifest.codexVersion}`, () => {
  it('has recorded fixtures when the directory exists', () => {
    if (existsSync(codexDir)) expect(codexFixtures.length).toBeGreaterThanOrEqual(1);
  });

  it.each(codexFixtures)('%s replays to its expected verdict and text', (name) => {
    const summary = expectReplayAsRecorded(load(codexDir + name));
    // Every message matched the pinned schema: none is an invalid (or unknown) part.
    expect(summary.unknownEvents).toBe(0);
  });
});

describe.each(otherVersions)('replayCodexCapture over fixtures/codex/%s', (version) => {
  const dir = `${fixturesRoot}codex/${version}/`;
  const files = readdirSync(dir).filter((f) => f.endsWith('.capture.jsonl')).sort();
  it.each(files)('%s replays to its expected verdict and text', (name) => {
    // Messages another version adds or reshapes are drift for mwh conformance, not a misread:
    // unlike the pinned version's, its unknown parts are not counted.
    expectReplayAsRecorded(load(dir + name));
  });
});

describe.each([manifest.codexVersion, ...otherVersions])('replayCodexCapture of a dropped stream (codex %s)', (version) => {
  it('says the streamed text it retracts, as the Claude reader does', () => {
    const path = `${fixturesRoot}codex/${version}/stream-dropped.capture.jsonl`;
    if (!existsSync(path)) return;
    const parts = replayCodexCapture(load(path));
    const retractAt = parts.findIndex((p) => p.type === 'text-retract');
    expect(parts[retractAt]).toEqual({ type: 'text-retract', id: 'msg_mock_0_0', length: 'Partial answ'.length });
    expect(parts.filter((p) => p.type === 'warning')).toEqual([
      {
        type: 'warning',
        code: 'stream-abandoned',
        message:
          'Codex abandoned the model response whose stream broke (msg_mock_0_0) and asked again; the text it had streamed is not part of the answer and is retracted.',
      },
      { type: 'warning', code: 'retry', message: 'Reconnecting... 1/1' },
    ]);
    // The warning follows the retraction, as on the Claude side.
    expect(parts.findIndex((p) => p.type === 'warning')).toBe(retractAt + 1);
  });
});

describe('replayCodexCapture', () => {
  it("replays a conversation's capture as its turns: a turn/start after the turn before completed begins the next", () => {
    const turn = (id: number, text: string): [Capture['chunks'][number]['stream'], string][] => [
      ['stdin', `${clientRequest(id, 'turn/start', { threadId: 'thr', input: [] })}\n`],
      ['stdout', `${response(id, { turn: { id: 'turn', items: [], status: 'inProgress', error: null } })}\n${turnStarted()}\n${agentDelta('msg', text)}\n${turnCompleted('completed')}\n`],
    ];
    // A turn/start while a turn runs (no client of mwh's sends one) begins nothing.
    const early: [Capture['chunks'][number]['stream'], string] = ['stdin', `${clientRequest(9, 'turn/start', { threadId: 'thr', input: [] })}\n`];
    const parts = replayCodexCapture(capture([...turn(1, 'One').slice(0, 1), early, ...turn(1, 'One').slice(1), ...turn(2, 'Two')], { t: 9, code: 0, signal: null, intentional: true }));
    const finishes = parts.filter((part) => part.type === 'finish');
    expect(finishes.map((part) => [part.verdict.kind, part.verdict.message, part.verdict.exitCode])).toEqual([
      ['success', 'One', null],
      ['success', 'Two', 0],
    ]);
    expect(parts.findIndex((part) => part.type === 'finish')).toBeLessThan(parts.findIndex((part) => part.type === 'text-delta' && part.text === 'Two'));
  });

  it("reads a raw stdout of several turns (no turn/start to go by) as its turns: the server's turn/started after a completed turn begins the next", () => {
    const recorded = load(`${codexDir}rounds/several-turns.capture.jsonl`);
    const raw: Capture = { ...recorded, chunks: recorded.chunks.filter((chunk) => chunk.stream === 'stdout') };
    const parts = replayChunks(new CodexCaptureReplay({ withoutClientLines: true }), raw);
    const finishes = parts.filter((part) => part.type === 'finish');
    // As the capture with its client lines reads: each turn its own text and verdict.
    expect(finishes.map((part) => [part.verdict.kind, part.verdict.message])).toEqual(
      replayCodexCapture(recorded)
        .filter((part) => part.type === 'finish')
        .map((part) => [part.verdict.kind, part.verdict.message]),
    );
    expect(finishes.map((part) => part.verdict.message)).toEqual(['First answer MARK-1', 'Second answer MARK-2', 'Third answer']);
    expect(parts.filter((part) => turnOf(part) !== undefined)).toHaveLength(2);
  });

  it('matches responses to the requests on stdin, and decides the verdict from the exit and stderr', () => {
    const parts = replayCodexCapture(
      capture(
        [
          ['stdin', `${clientRequest(0, 'initialize', {})}\n`],
          ['stdout', '{"id":0,"result":{"userAgent":"x"}}\n'],
          ['stdin', `${clientRequest(1, 'thread/resume', { threadId: 'gone' })}\n`],
          ['stdout', `${errorResponse(1, -32600, 'no rollout found for thread id gone').slice(0, 20)}`],
          ['stdout', `${errorResponse(1, -32600, 'no rollout found for thread id gone').slice(20)}\n`],
          ['stderr', 'bye'],
        ],
        { t: 9, code: 0, signal: null },
      ),
    );
    expect(parts.at(-1)).toMatchObject({ type: 'finish', verdict: { kind: 'resume-not-found', exitCode: 0, stderrTail: 'bye' } });
  });

  it('a stray response in a capture is unknown; a raw stdout said to be one reads responses by their shape', () => {
    const stray = errorResponse('never-sent', -32603, 'boom');
    const sent: [Capture['chunks'][number]['stream'], string] = ['stdin', `${clientRequest(0, 'initialize', {})}\n`];
    const withStdin = replayCodexCapture(capture([sent, ['stdout', `${stray}\n`]], { t: 1, code: 0, signal: null }));
    expect(withStdin).toEqual([{ type: 'unknown', reason: 'unknown-event', raw: stray }, ...replayCodexCapture(capture([sent], { t: 1, code: 0, signal: null }))]);
    const thread = response(1, { thread: { id: 'thr' }, model: 'gpt-5.5' });
    // A capture without stdin chunks is still a capture: the client sent nothing this answers.
    expect(replayCodexCapture(capture([['stdout', `${thread}\n`]]))[0]).toEqual({ type: 'unknown', reason: 'unknown-event', raw: thread });
    const rawStdout = replayCodexCapture(capture([['stdout', `${thread}\n`]]), { withoutClientLines: true });
    expect(rawStdout[0]).toEqual({ type: 'session', sessionId: 'thr', model: 'gpt-5.5' });
  });

  // It was guessed from the stdout before the first stdin chunk: from 16 MiB of it on, a capture
  // was read as a raw stdout, and a forged response named the session ('── session thread-FORGED').
  it.each([15, 16, 17])('never takes a capture for a raw stdout, whatever its size: %i MiB of stdout before any stdin', (mib) => {
    const forged = '{"id":777,"result":{"thread":{"id":"thread-FORGED"}}}';
    const replay = new CodexCaptureReplay();
    const parts = [...replay.chunk({ stream: 'stdout', t: 0, bytes: utf8Bytes(`${forged}\n`) })];
    const blank = new Uint8Array(1024 * 1024).fill(0x20);
    for (let i = 0; i < mib; i++) parts.push(...replay.chunk({ stream: 'stdout', t: 0, bytes: blank }));
    parts.push(...replay.chunk({ stream: 'stdout', t: 0, bytes: utf8Bytes('\n') }));
    parts.push(...replay.chunk({ stream: 'stdin', t: 1, bytes: utf8Bytes(`${clientRequest(0, 'initialize', {})}\n`) }));
    parts.push(...replay.end({ t: 2, code: 0, signal: null }));
    expect(parts.filter((part) => part.type === 'session')).toEqual([]);
    expect(parts[0]).toEqual({ type: 'unknown', reason: 'unknown-event', raw: forged });
    expect(summarizeRound(parts).sessionId).toBeNull();
  });

  it('keeps of stderr only the end a live round keeps: its memory is bounded, and its verdict is the live one', () => {
    // The whole stderr was kept as text: a capture of 600 MiB of it died of 'Invalid string
    // length', and an error line further back than a live round keeps was named in the verdict.
    const replay = new CodexCaptureReplay();
    const noise = utf8Bytes('warning: noisy\n'.repeat(4096));
    const parts = [replay.chunk({ stream: 'stderr', t: 0, bytes: utf8Bytes('Error: long ago\n') })];
    for (let i = 0; i < 200; i++) {
      parts.push(replay.chunk({ stream: 'stderr', t: 0, bytes: noise }));
      expect((replay as unknown as { stderr: { text: string } }).stderr.text.length).toBeLessThanOrEqual(3 * 64 * 1024);
    }
    parts.push(replay.end({ t: 1, code: 1, signal: null }));
    const verdict = summarizeRound(parts.flat()).verdict!;
    expect(verdict.message).not.toContain('long ago');
    expect(verdict.stderrTail).toBe('warning: noisy\n'.repeat(4096 * 200).slice(-64 * 1024));
  });

  it('a stream cut before its exit record ends incomplete; a last line without newline still counts', () => {
    const parts = replayCodexCapture(capture([['stdout', `${agentDelta('m', 'hi')}\n${turnCompleted('completed')}`]]));
    expect(summarizeRound(parts)).toMatchObject({ text: 'hi', verdict: { kind: 'success' } });
    const cut = replayCodexCapture(capture([['stdout', `${agentDelta('m', 'hi')}\n`]]));
    expect(cut.at(-1)).toMatchObject({ type: 'finish', verdict: { kind: 'incomplete' } });
  });

  it('the capture exit record may say the harness ended the process itself', () => {
    const exit = { t: 1, code: null, signal: 'SIGTERM', intentional: true } as Capture['exit'];
    const parts = replayCodexCapture(capture([['stdin', `${clientRequest(0, 'turn/start', {})}\n`], ['stdout', `${response(0, { turn: { id: 'u' } })}\n`]], exit));
    expect(parts.at(-1)).toMatchObject({ type: 'finish', verdict: { kind: 'incomplete', message: 'The round was ended before the turn completed.' } });
  });
});
