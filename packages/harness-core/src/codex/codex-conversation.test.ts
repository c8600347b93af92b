import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { replayedTurns } from '../test-support/replayed-verdict.js';
import { startCodexConversation } from './codex-conversation.js';
import { codexMockOptions } from '../test-support/codex-env.js';
import { responsesText, startResponsesMock, type ResponsesMock } from '../test-support/mocks.js';
import { cancelAtFirstText, collectRound, firstTurnAfterStartKilled, startOnSilentCli, usageOf } from '../test-support/collect-round.js';
import { groupMembers, pidsInCwd, waitUntil } from '../test-support/process-check.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';
import { LiveCapture } from '../test-support/live-capture.js';
import { THREAD_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

describe('a codex conversation: several turns on one thread of one real app-server', () => {
  let scratch: Scratch;
  let mock: ResponsesMock | undefined;
  beforeAll(async () => {
    scratch = await makeScratch('codex');
  });
  afterAll(async () => {
    await mock?.close();
    await scratch.remove();
  });

  it('answers three messages in one process, each once, the usage summed, the earlier turns in each request', async () => {
    mock = await startResponsesMock([responsesText('One MARK-1'), responsesText('Two MARK-2'), responsesText('Three')]);
    const capture = new CaptureCollector();
    const conversation = startCodexConversation({ harness: 'codex', threadKey: 'conversation/a', capture, ...codexMockOptions(scratch, mock.url) });
    const turns = [];
    for (const message of ['first', 'second', 'third']) turns.push(await collectRound(conversation.send(message)));
    expect(turns.map((t) => [t.verdict.kind, t.text])).toEqual([
      ['success', 'One MARK-1'],
      ['success', 'Two MARK-2'],
      ['success', 'Three'],
    ]);
    expect(turns[2]!.verdict.exitCode).toBeNull();
    // Every turn names the thread, as every round does.
    const threads = turns.map((t) => t.parts.find((p) => p.type === 'session'));
    expect(threads.every((part) => part?.type === 'session' && part.sessionId === (threads[0] as { sessionId: string }).sessionId)).toBe(true);
    const sum = usageOf(turns.flatMap((t) => t.parts));
    expect(sum.outputTokens).toBeGreaterThan(0);
    expect(conversation.usage).toEqual(sum);
    expect(turns.map((t) => usageOf(t.parts).outputTokens)).toEqual(turns.map(() => expect.any(Number)));
    const bodies = mock.responseRequests().map((r) => JSON.stringify(r.body));
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toContain('MARK-1');
    expect(bodies[2]).toContain('MARK-2');
    await conversation.close();
    expect(capture.captures).toHaveLength(1);
    // The capture replays as its turns, each read as the live turn was.
    expect(replayedTurns(capture.captures[0]!)).toEqual(turns.map((t) => ({ text: t.text, kind: t.verdict.kind, exitCode: t.verdict.exitCode })).with(-1, { text: 'Three', kind: 'success', exitCode: expect.any(Number) }));
    expect(capture.captures[0]!.exit).toMatchObject({ intentional: true });
    expect((await conversation.send('fourth').verdict).kind).toBe('failed');
    await mock.close();
    mock = undefined;
  });

  it('interrupts a cancelled turn and answers the next message in the same process', async () => {
    mock = await startResponsesMock([responsesText('Working on it', { ending: 'stall' }), responsesText('Back again.')]);
    const capture = new CaptureCollector();
    const conversation = startCodexConversation({ harness: 'codex', threadKey: 'conversation/b', capture, ...codexMockOptions(scratch, mock.url) });
    const controller = new AbortController();
    const { parts, pid } = await cancelAtFirstText(conversation.send('Tell a long story.', { signal: controller.signal }), controller, scratch.cwd);
    expect(parts.at(-1)).toMatchObject({ type: 'finish', verdict: { kind: 'incomplete' } });
    expect(pid).toBeDefined();
    expect(groupMembers(pid!).length).toBeGreaterThan(0);
    const second = await collectRound(conversation.send('Just say you are back.'));
    expect([second.verdict.kind, second.text]).toEqual(['success', 'Back again.']);
    const firstText = parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('');
    expect(JSON.stringify(mock.responseRequests().at(-1)!.body)).toContain('Tell a long story.');
    await conversation.close();
    expect(capture.captures).toHaveLength(1);
    expect(replayedTurns(capture.captures[0]!).map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: firstText, kind: 'incomplete' },
      { text: 'Back again.', kind: 'success' },
    ]);
    await waitUntil(() => groupMembers(pid!).length === 0);
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    await mock.close();
    mock = undefined;
  });

  it('start spawns the app-server and opens the thread before the first message, settling then; the first message goes on that thread in that process, which is recorded only then', async () => {
    mock = await startResponsesMock([responsesText('Early START-MARK'), responsesText('Second on it.')]);
    const capture = new LiveCapture();
    const conversation = startCodexConversation({ harness: 'codex', threadKey: 'conversation/early', capture, ...codexMockOptions(scratch, mock.url) });
    await conversation.start();
    // The set-up: the app-server runs before any message, and no model request was made.
    const [pid] = pidsInCwd(scratch.cwd);
    expect(pid).toBeDefined();
    expect(mock.responseRequests()).toHaveLength(0);
    // Ready when start settled: codex had answered initialize (its user agent) and opened the thread, not yet recorded.
    expect(capture.text('stdout')).toContain('"userAgent"');
    const threadId = /"thread":\{"id":"([^"]+)"/.exec(capture.text('stdout'))?.[1];
    expect(threadId).toBeDefined();
    const records = new ThreadRecordStore(scratch.configHome, THREAD_RECORD_DIR);
    expect(await records.read('conversation/early')).toBeUndefined();
    const first = await collectRound(conversation.send('first'));
    expect([first.verdict.kind, first.text], first.verdict.message).toEqual(['success', 'Early START-MARK']);
    // The turn went on the thread opened ahead (one thread/start in all), told as its own, and recorded it.
    expect(first.parts.find((p) => p.type === 'session')).toMatchObject({ sessionId: threadId });
    expect(capture.text('stdin').match(/"thread\/start"/g)).toHaveLength(1);
    expect(await records.read('conversation/early')).toBe(threadId);
    const second = await collectRound(conversation.send('second'));
    expect([second.verdict.kind, second.text]).toEqual(['success', 'Second on it.']);
    expect(JSON.stringify(mock.responseRequests().at(-1)!.body)).toContain('START-MARK');
    expect(pidsInCwd(scratch.cwd)).toEqual([pid]);
    await conversation.close();
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    await mock.close();
    mock = undefined;
  });

  it('an app-server started ahead that went away before the first message: the turn starts another', async () => {
    mock = await startResponsesMock([responsesText('Answered anyway.')]);
    const conversation = startCodexConversation({ harness: 'codex', threadKey: 'conversation/early-gone', ...codexMockOptions(scratch, mock.url) });
    const { turn, left } = await firstTurnAfterStartKilled(conversation, scratch.cwd);
    expect([turn.verdict.kind, turn.text], turn.verdict.message).toEqual(['success', 'Answered anyway.']);
    expect(left).toEqual([]);
    await mock.close();
    mock = undefined;
  });

  it('a key codex cannot write while start opens ahead: the first turn fails with codex\'s own message, as it would without start', async () => {
    mock = await startResponsesMock([responsesText('Never asked.')]);
    const failing = await makeScratch('codex-login-fails');
    try {
      // The set-up: auth.json a directory, so codex's own login (the key written through it) fails.
      await mkdir(join(failing.configHome, 'auth.json'), { recursive: true });
      const options = { harness: 'codex' as const, threadKey: 'conversation/login-fails', ...codexMockOptions(failing, mock.url), credential: { type: 'api-key' as const, apiKey: 'sk-not-writable-1234567890' } };
      const plain = startCodexConversation(options);
      const without = await collectRound(plain.send('first'));
      await plain.close();
      const conversation = startCodexConversation(options);
      await conversation.start();
      const first = await collectRound(conversation.send('first'));
      await conversation.close();
      expect(without.verdict.kind).toBe('failed');
      // codex's own answer to the login, not a verdict of ours.
      expect(without.verdict.message).toContain('account/login/start');
      expect([first.verdict.kind, first.verdict.message]).toEqual([without.verdict.kind, without.verdict.message]);
      expect(mock.responseRequests()).toHaveLength(0);
      expect(pidsInCwd(failing.cwd)).toEqual([]);
    } finally {
      await failing.remove();
    }
    await mock.close();
    mock = undefined;
  });

  it('threadRetry false: a recorded thread codex cannot find, met while start opens ahead, is kept for the first turn, which ends resume-not-found', async () => {
    mock = await startResponsesMock([responsesText('Never asked.')]);
    const records = new ThreadRecordStore(scratch.configHome, THREAD_RECORD_DIR);
    const stale = '01a00000-0000-7000-8000-000000000002';
    await records.write('conversation/stale', stale);
    const capture = new LiveCapture();
    const conversation = startCodexConversation({ harness: 'codex', threadKey: 'conversation/stale', threadRetry: false, capture, ...codexMockOptions(scratch, mock.url) });
    await conversation.start();
    // The set-up: codex was asked to resume the recorded thread ahead, and the record is still there.
    expect(capture.text('stdin')).toContain(stale);
    expect(await records.read('conversation/stale')).toBe(stale);
    const first = await collectRound(conversation.send('first'));
    expect(first.verdict.kind, first.verdict.message).toBe('resume-not-found');
    expect(capture.text('stdin')).not.toContain('"method":"thread/start"');
    expect(mock.responseRequests()).toHaveLength(0);
    await conversation.close();
    await mock.close();
    mock = undefined;
  });

  it('start settles within the idle bound when the app-server is up but never answers', async () => {
    const { during, left } = await startOnSilentCli('codex', startCodexConversation);
    // The set-up: the process was up and never answered (start settled by the bound, not an exit).
    expect(during).toHaveLength(1);
    expect(left).toEqual([]);
  });

  it('a turn after the process went away resumes the thread in a new one', async () => {
    mock = await startResponsesMock([responsesText('Before RESUME-MARK'), responsesText('After the crash.')]);
    const capture = new CaptureCollector();
    const conversation = startCodexConversation({ harness: 'codex', threadKey: 'conversation/c', capture, ...codexMockOptions(scratch, mock.url) });
    expect((await conversation.send('first').verdict).kind).toBe('success');
    const pid = pidsInCwd(scratch.cwd)[0]!;
    process.kill(-pid, 'SIGKILL');
    await waitUntil(() => groupMembers(pid).length === 0);
    const second = await collectRound(conversation.send('second'));
    expect([second.verdict.kind, second.text], second.verdict.message).toEqual(['success', 'After the crash.']);
    expect(JSON.stringify(mock.responseRequests().at(-1)!.body)).toContain('RESUME-MARK');
    await conversation.close();
    expect(capture.captures).toHaveLength(2);
    await mock.close();
    mock = undefined;
  });
});
