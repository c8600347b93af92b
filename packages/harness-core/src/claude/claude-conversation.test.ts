import { access } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { replayedTurns } from '../test-support/replayed-verdict.js';
import { startClaudeConversation } from './claude-conversation.js';
import { startRound } from '../start-round.js';
import { claudeSessionId } from '../round/session-id.js';
import { CLAUDE_SESSION_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { claudeMockOptions } from '../test-support/claude-env.js';
import { anthropicText, isMainTurn, startAnthropicMock, type AnthropicMock } from '../test-support/mocks.js';
import { cancelAtFirstText, collectRound, firstTurnAfterStartKilled, startOnSilentCli, usageOf, type CollectedRound } from '../test-support/collect-round.js';
import { fakeRoundOptions } from '../test-support/fake-cli-path.js';
import type { ConversationOptions } from '../round/conversation.js';
import { groupMembers, pidsInCwd, waitUntil } from '../test-support/process-check.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';
import { LiveCapture } from '../test-support/live-capture.js';

const side = { name: 'side', match: (r: Parameters<typeof isMainTurn>[0]) => !isMainTurn(r), reply: anthropicText('side') };

describe('a Claude conversation: several turns in one process of the real CLI', () => {
  let scratch: Scratch;
  let mock: AnthropicMock | undefined;
  beforeAll(async () => {
    scratch = await makeScratch('claude');
  });
  afterAll(async () => {
    await mock?.close();
    await scratch.remove();
  });

  it('answers three messages in one process, each once, the usage summed, the earlier turns in each request', async () => {
    mock = await startAnthropicMock({ routes: [side], replies: [anthropicText(['One ', 'MARK-1']), anthropicText(['Two ', 'MARK-2']), anthropicText('Three'), anthropicText('A round after it.')] });
    const capture = new CaptureCollector();
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/a', capture, ...claudeMockOptions(scratch, mock) });
    const turns = [];
    for (const message of ['first', 'second', 'third']) turns.push(await collectRound(conversation.send(message)));
    expect(turns.map((t) => [t.verdict.kind, t.text])).toEqual([
      ['success', 'One MARK-1'],
      ['success', 'Two MARK-2'],
      ['success', 'Three'],
    ]);
    // The turn's verdict says the process goes on: no exit yet.
    expect(turns[2]!.verdict.exitCode).toBeNull();
    for (const turn of turns) expect(turn.parts.find((p) => p.type === 'session')).toMatchObject({ sessionId: claudeSessionId('conversation/a') });
    const sum = usageOf(turns.flatMap((t) => t.parts));
    expect(sum.outputTokens).toBeGreaterThan(0);
    expect(conversation.usage).toEqual(sum);
    // One process for the three turns, and the third request carries the first two.
    const main = mock.messageRequests().filter(isMainTurn);
    expect(main).toHaveLength(3);
    expect(JSON.stringify(main[2]!.body)).toContain('MARK-1');
    expect(JSON.stringify(main[2]!.body)).toContain('MARK-2');
    // The thread is the conversation's until it is closed: a round of it waits.
    let roundDone = false;
    const round = startRound({ harness: 'claude', message: 'fourth', threadKey: 'conversation/a', ...claudeMockOptions(scratch, mock) });
    void round.verdict.then(() => (roundDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(roundDone).toBe(false);
    await conversation.close();
    expect(await round.verdict).toMatchObject({ kind: 'success', message: 'A round after it.' });
    expect(capture.captures).toHaveLength(1);
    // The capture replays as its turns, each read as the live turn was.
    expect(replayedTurns(capture.captures[0]!)).toEqual(turns.map((t) => ({ text: t.text, kind: t.verdict.kind, exitCode: t.verdict.exitCode })).with(-1, { text: 'Three', kind: 'success', exitCode: expect.any(Number) }));
    expect(capture.captures[0]!.exit).toMatchObject({ code: 0 });
    const after = await conversation.send('fourth').verdict;
    expect(after).toMatchObject({ kind: 'failed', message: expect.stringContaining('closed') });
    await mock.close();
    mock = undefined;
  });

  it('interrupts a cancelled turn and answers the next message in the same process', async () => {
    mock = await startAnthropicMock({
      routes: [side],
      replies: [anthropicText(['Partial ', 'answer ', 'never finished'], { interrupt: { afterDeltas: 1, mode: 'stall' } }), anthropicText('Back again.')],
    });
    const capture = new CaptureCollector();
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/b', capture, ...claudeMockOptions(scratch, mock) });
    const controller = new AbortController();
    const first = conversation.send('Tell a long story.', { signal: controller.signal });
    const { parts, pid } = await cancelAtFirstText(first, controller, scratch.cwd);
    const cancelled = parts.at(-1);
    expect(cancelled).toMatchObject({ type: 'finish', verdict: { kind: 'incomplete' } });
    // The process outlived the cancel.
    expect(pid).toBeDefined();
    expect(groupMembers(pid!).length).toBeGreaterThan(0);
    const second = await collectRound(conversation.send('Just say you are back.'));
    expect([second.verdict.kind, second.text]).toEqual(['success', 'Back again.']);
    const firstText = parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('');
    expect(JSON.stringify(mock.messageRequests().filter(isMainTurn).at(-1)!.body)).toContain('Tell a long story.');
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

  it('threadRecords and threadRetry false: no record, and a turn after the process went away is tried once, as a new session the CLI refuses', async () => {
    mock = await startAnthropicMock({ routes: [side], replies: [anthropicText('Before the crash.'), anthropicText('never sent')] });
    const capture = new CaptureCollector();
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/once', threadRecords: false, threadRetry: false, capture, ...claudeMockOptions(scratch, mock) });
    expect((await conversation.send('first').verdict).kind).toBe('success');
    const pid = pidsInCwd(scratch.cwd)[0]!;
    process.kill(-pid, 'SIGKILL');
    await waitUntil(() => groupMembers(pid).length === 0);
    // No record names the session, so the new process starts it again under its id: refused, and not retried as a resume.
    const second = await collectRound(conversation.send('second'));
    expect(second.verdict.kind).toBe('failed');
    await conversation.close();
    expect(capture.captures.map((c) => c.header.argv.includes('--resume'))).toEqual([false, false]);
    expect(mock.messageRequests().filter(isMainTurn)).toHaveLength(1);
    await expect(access(new ThreadRecordStore(scratch.configHome, CLAUDE_SESSION_RECORD_DIR).pathFor('conversation/once'))).rejects.toThrow();
    await mock.close();
    mock = undefined;
  });

  it('start spawns the process before the first message and settles once the CLI answered initialize and the context usage, then answers the message in that process; a session resumed by a later conversation starts resumed', async () => {
    mock = await startAnthropicMock({ routes: [side], replies: [anthropicText('Early START-MARK'), anthropicText('Resumed ahead.')] });
    const capture = new LiveCapture();
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/early', capture, ...claudeMockOptions(scratch, mock) });
    await conversation.start();
    // The set-up: the CLI runs before any message, and no model request was made.
    const [pid] = pidsInCwd(scratch.cwd);
    expect(pid).toBeDefined();
    expect(mock.messageRequests().filter(isMainTurn)).toHaveLength(0);
    // Ready when start settled: the CLI had answered the initialize written to it, and the context
    // usage asked after it (its system prompt built), from local estimates: no token-count call.
    expect(capture.text('stdout')).toMatch(/"type":"control_response".*"request_id":"mwh-initialize-/);
    const context = capture
      .text('stdout')
      .split('\n')
      .filter((line) => line.includes('"request_id":"mwh-context-'))
      .map((line) => JSON.parse(line) as { type: string; response: { subtype: string; response?: { categories?: unknown } } });
    expect(context).toHaveLength(1);
    // An answer, not an error: the usage was counted, so the prompt it counts was built.
    expect(context[0]).toMatchObject({ type: 'control_response', response: { subtype: 'success', response: { categories: expect.anything() } } });
    expect(mock.requests.filter((request) => request.path.includes('count_tokens'))).toEqual([]);
    const first = await collectRound(conversation.send('first'));
    // The answers to start's requests are no part of the turn: its text is the model's alone.
    expect([first.verdict.kind, first.text]).toEqual(['success', 'Early START-MARK']);
    expect(pidsInCwd(scratch.cwd)).toEqual([pid]);
    await conversation.close();
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    // The thread now has a record: a conversation started ahead resumes it.
    const again = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/early', capture, ...claudeMockOptions(scratch, mock) });
    await again.start();
    expect((await again.send('second').verdict).kind).toBe('success');
    expect(JSON.stringify(mock.messageRequests().filter(isMainTurn).at(-1)!.body)).toContain('START-MARK');
    await again.close();
    expect(capture.captures.map((c) => c.header.argv.includes('--resume'))).toEqual([false, true]);
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    await mock.close();
    mock = undefined;
  });

  it('a turn sent as start begins: the context usage is not asked ahead of its message, the turn is the model\'s alone, and start settles', async () => {
    mock = await startAnthropicMock({ routes: [side], replies: [anthropicText('At once.')] });
    const capture = new LiveCapture();
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/at-once', capture, ...claudeMockOptions(scratch, mock) });
    const starting = conversation.start();
    const first = await collectRound(conversation.send('first'));
    await starting;
    expect([first.verdict.kind, first.text], first.verdict.message).toEqual(['success', 'At once.']);
    // The set-up: start asked initialize of the process the turn took; it asked nothing after.
    expect(capture.text('stdin')).toMatch(/"request_id":"mwh-initialize-/);
    expect(capture.text('stdin')).not.toMatch(/mwh-context-/);
    // No answer to start's requests reached the turn.
    expect(first.parts.filter((p) => p.type === 'unknown' || p.type === 'warning')).toEqual([]);
    expect(JSON.stringify(first.parts)).not.toContain('mwh-');
    await conversation.close();
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    await mock.close();
    mock = undefined;
  });

  it('a process started ahead that went away before the first message: the turn starts another', async () => {
    mock = await startAnthropicMock({ routes: [side], replies: [anthropicText('Answered anyway.')] });
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/early-gone', ...claudeMockOptions(scratch, mock) });
    const { turn, left } = await firstTurnAfterStartKilled(conversation, scratch.cwd);
    expect([turn.verdict.kind, turn.text], turn.verdict.message).toEqual(['success', 'Answered anyway.']);
    expect(left).toEqual([]);
    await mock.close();
    mock = undefined;
  });

  it('a turn after the process went away resumes the session in a new one', async () => {
    mock = await startAnthropicMock({ routes: [side], replies: [anthropicText('Before RESUME-MARK'), anthropicText('After the crash.')] });
    const capture = new CaptureCollector();
    const conversation = startClaudeConversation({ harness: 'claude', threadKey: 'conversation/c', capture, ...claudeMockOptions(scratch, mock) });
    expect((await conversation.send('first').verdict).kind).toBe('success');
    const pid = pidsInCwd(scratch.cwd)[0]!;
    process.kill(-pid, 'SIGKILL');
    await waitUntil(() => groupMembers(pid).length === 0);
    const second = await collectRound(conversation.send('second'));
    expect([second.verdict.kind, second.text], second.verdict.message).toEqual(['success', 'After the crash.']);
    expect(JSON.stringify(mock.messageRequests().filter(isMainTurn).at(-1)!.body)).toContain('RESUME-MARK');
    await conversation.close();
    expect(capture.captures.map((c) => c.header.argv.includes('--resume'))).toEqual([false, true]);
    await mock.close();
    mock = undefined;
  });

  it('start waits one idle bound in all: a CLI that answers initialize but never the context usage holds it no longer, and answers the first turn', async () => {
    // Initialize answered two thirds of the bound after the spawn (the bound long enough for the
    // fake CLI to boot on a loaded machine): a bound counted again from then would end at 5/3 of it.
    const bound = 3000;
    const { took, stdin, turn } = await startOnInitializeOnly({ idleTimeoutMs: bound, env: { FAKE_DELAY_MS: String((2 * bound) / 3) } });
    // The set-up: initialize answered, the context usage asked and never answered.
    expect(stdin).toMatch(/"request_id":"mwh-context-/);
    expect(took).toBeLessThan(1.5 * bound);
    expect([turn.verdict.kind, turn.text], turn.verdict.message).toEqual(['success', 'first']);
  });

  it('start asks no context usage of a version older than the claimed range (it would count every category with the API), and settles at the answer to initialize', async () => {
    // A bound start never reaches: settling means it did not wait for an answer that never comes.
    const { stdin, turn } = await startOnInitializeOnly({ idleTimeoutMs: 600_000, cliVersion: '2.1.200' });
    expect(stdin).toMatch(/"request_id":"mwh-initialize-/);
    expect(stdin).not.toMatch(/mwh-context-/);
    expect([turn.verdict.kind, turn.text], turn.verdict.message).toEqual(['success', 'first']);
  });

  it('start settles within the idle bound when the CLI is up but never answers initialize', async () => {
    const capture = new LiveCapture();
    const { during, left } = await startOnSilentCli('claude', (options) => startClaudeConversation({ ...options, capture }));
    // The set-up: the process was up and never answered (start settled by the bound, not an exit).
    expect(during).toHaveLength(1);
    expect(left).toEqual([]);
    // Nothing more was asked of it: another request would have waited a bound of its own.
    expect(capture.text('stdin')).toMatch(/"request_id":"mwh-initialize-/);
    expect(capture.text('stdin')).not.toMatch(/mwh-context-/);
  });
});

/**
 * `start` of a conversation on the fake CLI that answers `initialize` and no other request, then
 * its first turn: how long `start` took, what the conversation wrote to the CLI, and the turn.
 */
async function startOnInitializeOnly(extra: Partial<ConversationOptions>): Promise<{ took: number; stdin: string; turn: CollectedRound }> {
  const scratch = await makeScratch('claude-initialize-only');
  try {
    const capture = new LiveCapture();
    const { message: _, ...options } = fakeRoundOptions(scratch, 'answers-initialize-only', { threadKey: 'conversation/initialize-only', capture, ...extra });
    const conversation = startClaudeConversation(options);
    try {
      const began = Date.now();
      await conversation.start();
      const took = Date.now() - began;
      // Answered before start settled: the CLI was up and reading.
      expect(capture.text('stdout')).toMatch(/"request_id":"mwh-initialize-/);
      const turn = await collectRound(conversation.send('first'));
      return { took, stdin: capture.text('stdin'), turn };
    } finally {
      await conversation.close();
    }
  } finally {
    await scratch.remove();
  }
}
