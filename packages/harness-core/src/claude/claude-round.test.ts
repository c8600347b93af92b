import { access, stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamBytes } from '@mwh/protocol-core';
import { CaptureCollector } from '../capture/capture-sink.js';
import { startRound } from '../start-round.js';
import { claudeFilesDir, removeFilesDir } from './claude-round.js';
import type { ApprovalRequest } from '../round/round-options.js';
import { claudeSessionId } from '../round/session-id.js';
import { CLAUDE_SESSION_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { claudeMockOptions, MOCK_ANTHROPIC_KEY } from '../test-support/claude-env.js';
import { anthropicError, anthropicText, isMainTurn, startAnthropicMock, toolUseMessage, type AnthropicMock } from '../test-support/mocks.js';
import { groupMembers, waitUntil } from '../test-support/process-check.js';
import { cancelAtFirstText, collectRound } from '../test-support/collect-round.js';
import { replayedVerdict } from '../test-support/replayed-verdict.js';
import { renderFailure } from '../verdict/render-failure.js';
import { RETRY_CAUSE } from '../verdict/retry-bound.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';


function requestText(body: unknown): string {
  return JSON.stringify(body);
}

describe('claudeFilesDir', () => {
  it('makes no folder for a round without files, and a private one for an MCP config', async () => {
    expect(await claudeFilesDir({})).toBeUndefined();
    const dir = await claudeFilesDir({ mcpServers: { s: { type: 'http', url: 'http://127.0.0.1:1/' } } });
    expect(dir).toBeDefined();
    expect((await stat(dir!)).mode & 0o777).toBe(0o700);
    await removeFilesDir(dir);
    await expect(access(dir!)).rejects.toThrow();
  });
});

describe('claude round against the real CLI and the Anthropic mock', () => {
  let scratch: Scratch;
  let mock: AnthropicMock;
  beforeAll(async () => {
    scratch = await makeScratch('claude');
  });
  afterAll(async () => {
    await mock?.close();
    await scratch.remove();
  });

  it('starts a new thread under --session-id with the transcript in one spawn, then resumes it', async () => {
    mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: anthropicText('side') }],
      replies: [anthropicText(['First ', 'answer ', 'MARK-1']), anthropicText(['Second ', 'answer']), anthropicText(['Third ', 'answer'])],
    });
    const capture = new CaptureCollector();
    const history = [
      { role: 'user' as const, text: 'What is the earlier question?' },
      { role: 'assistant' as const, text: 'It was about EARLIER-TURN-42.' },
    ];
    const first = await collectRound(
      startRound({ harness: 'claude', message: 'new question', threadKey: 'thread/a', history, capture, ...claudeMockOptions(scratch, mock) }),
    );
    expect(first.verdict).toMatchObject({ kind: 'success', message: 'First answer MARK-1', exitCode: 0 });
    // The pinned CLI is inside the range mwh checked: no cli-version-unchecked warning.
    expect(first.parts.filter((p) => p.type === 'warning')).toEqual([]);
    expect(first.text).toBe('First answer MARK-1');
    const session = first.parts.find((p) => p.type === 'session');
    expect(session).toMatchObject({ sessionId: claudeSessionId('thread/a') });
    expect(first.parts[0]!.type).toBe('session');
    const main = mock.messageRequests().filter(isMainTurn);
    expect(main).toHaveLength(1);
    expect(requestText(main[0]!.body)).toContain('EARLIER-TURN-42');
    expect(requestText(main[0]!.body)).toContain('new question');
    // No session recorded for the thread: one process, started under the thread's session id.
    expect(capture.captures).toHaveLength(1);
    expect(capture.captures[0]!.header.argv).toContain('--session-id');
    expect(capture.captures[0]!.header.argv).not.toContain('--resume');
    expect(capture.captures[0]!.header.cli.version).toBe('2.1.332');
    const records = new ThreadRecordStore(scratch.configHome, CLAUDE_SESSION_RECORD_DIR);
    expect(await records.read('thread/a')).toBe(claudeSessionId('thread/a'));
    expect(JSON.stringify(capture.captures.map((c) => c.chunks.map((k) => Buffer.from(k.bytes).toString())))).not.toContain(MOCK_ANTHROPIC_KEY);

    const resumeCapture = new CaptureCollector();
    const second = await collectRound(
      startRound({ harness: 'claude', message: 'follow-up', threadKey: 'thread/a', history, capture: resumeCapture, ...claudeMockOptions(scratch, mock) }),
    );
    expect(second.verdict.kind).toBe('success');
    expect(resumeCapture.captures).toHaveLength(1);
    expect(resumeCapture.captures[0]!.header.argv).toContain('--resume');
    expect(second.text).toBe('Second answer');
    const resumed = mock.messageRequests().filter(isMainTurn).at(-1)!;
    // Resumed: the CLI sends its own history (the first message with its transcript, once),
    // and the new message goes without one.
    expect(requestText(resumed.body)).toContain('MARK-1');
    expect(requestText(resumed.body).split('This conversation continues').length).toBe(2);

    // A conversation no record names (a lost record, an mwh from before records): the start
    // meets the CLI's own session under that id, and a resume carries on with it.
    await records.forget('thread/a');
    const third = await collectRound(startRound({ harness: 'claude', message: 'again', threadKey: 'thread/a', history, ...claudeMockOptions(scratch, mock) }));
    expect(third.verdict.kind).toBe('success');
    expect(third.text).toBe('Third answer');
    const again = mock.messageRequests().filter(isMainTurn).at(-1)!;
    expect(requestText(again.body)).toContain('MARK-1');
    expect(requestText(again.body)).toContain('again');
    expect(await records.read('thread/a')).toBe(claudeSessionId('thread/a'));
    await mock.close();
  });

  it('threadRecords false writes no record; threadRetry false spawns once, neither resuming a taken id nor restarting a lost session', async () => {
    mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: anthropicText('side') }],
      replies: [anthropicText('Unrecorded answer'), anthropicText('Resumed answer')],
    });
    const records = new ThreadRecordStore(scratch.configHome, CLAUDE_SESSION_RECORD_DIR);
    const unkept = { threadKey: 'thread/unkept', threadRecords: false, ...claudeMockOptions(scratch, mock) };
    const first = await collectRound(startRound({ harness: 'claude', message: 'first', ...unkept }));
    expect(first.verdict.kind).toBe('success');
    await expect(access(records.pathFor('thread/unkept'))).rejects.toThrow();

    // No record: the next round starts under the same session id, which the CLI refuses; tried once, that is the verdict.
    const once = new CaptureCollector();
    const refused = await collectRound(startRound({ harness: 'claude', message: 'second', threadRetry: false, capture: once, ...unkept }));
    expect(refused.verdict.kind).toBe('failed');
    expect(once.captures).toHaveLength(1);
    expect(once.captures[0]!.header.argv).not.toContain('--resume');

    // With the retry, the same round resumes the session, and still keeps no record.
    const twice = new CaptureCollector();
    const resumed = await collectRound(startRound({ harness: 'claude', message: 'third', capture: twice, ...unkept }));
    expect(resumed.verdict.kind).toBe('success');
    expect(resumed.text).toBe('Resumed answer');
    expect(twice.captures.map((c) => c.header.argv.includes('--resume'))).toEqual([false, true]);
    await expect(access(records.pathFor('thread/unkept'))).rejects.toThrow();

    // A recorded session the CLI does not have: resume-not-found, its record forgotten, no fresh start.
    await records.write('thread/lost', claudeSessionId('thread/lost'));
    const lostCapture = new CaptureCollector();
    const lost = await collectRound(startRound({ harness: 'claude', message: 'hello', threadKey: 'thread/lost', threadRetry: false, capture: lostCapture, ...claudeMockOptions(scratch, mock) }));
    expect(lost.verdict.kind).toBe('resume-not-found');
    expect(lostCapture.captures).toHaveLength(1);
    expect(await records.read('thread/lost')).toBeUndefined();
    expect(mock.messageRequests().filter(isMainTurn)).toHaveLength(2);
    await mock.close();
  });

  it('redacts the MCP token and secrets split across streamed deltas', async () => {
    const token = 'mcp-bearer-SECRET-777';
    mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: anthropicText('side') }],
      replies: [anthropicText(['the token is mcp-be', 'arer-SEC', 'RET-777 and ', 'user-sec', 'ret ok'])],
    });
    const result = await collectRound(
      startRound({
        harness: 'claude',
        message: 'leak it',
        threadKey: 'thread/redact',
        mcp: { name: 'mesh', url: 'http://127.0.0.1:9/mcp', token },
        secrets: ['user-secret'],
        ...claudeMockOptions(scratch, mock),
      }),
    );
    expect(result.text).toBe('the token is [REDACTED] and [REDACTED] ok');
    expect(JSON.stringify(result.parts)).not.toMatch(/mcp-bearer-SECRET-777|user-secret/);
    expect(result.verdict.kind).toBe('success');
    await mock.close();
  });

  it('answers permission prompts by autoApprove, and redacts tool arguments and results', async () => {
    const secret = 'tool-SECRET-31337';
    const side = { name: 'side', match: (r: { body: unknown }) => !isMainTurn(r as never), reply: anthropicText('side') };
    const script = () => ({
      routes: [side],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_1', input: { command: `echo ${secret} > out.txt && cat out.txt`, description: 'write and read' } }]), anthropicText('done')],
    });
    mock = await startAnthropicMock(script());
    const allowed = await collectRound(
      startRound({ harness: 'claude', message: 'run it', threadKey: 'thread/tools-yes', autoApprove: true, secrets: [secret], ...claudeMockOptions(scratch, mock) }),
    );
    expect(allowed.verdict.kind).toBe('success');
    expect(allowed.parts.find((p) => p.type === 'tool-call')).toMatchObject({ toolName: 'Bash', input: { command: 'echo [REDACTED] > out.txt && cat out.txt' } });
    expect(allowed.parts.find((p) => p.type === 'tool-result')).toMatchObject({ toolCallId: 'toolu_1', isError: false, output: '[REDACTED]' });
    expect(JSON.stringify(allowed.parts)).not.toContain(secret);
    await mock.close();

    mock = await startAnthropicMock(script());
    const denied = await collectRound(
      startRound({ harness: 'claude', message: 'run it', threadKey: 'thread/tools-no', secrets: [secret], ...claudeMockOptions(scratch, mock) }),
    );
    expect(denied.parts.find((p) => p.type === 'tool-result')).toMatchObject({ toolCallId: 'toolu_1', isError: true });
    expect((denied.parts.find((p) => p.type === 'tool-result') as { output: string }).output).toContain('needs approval');
    await mock.close();
  });

  it('asks approve for each permission prompt, redacted, and answers the CLI as it decides', async () => {
    const secret = 'approve-SECRET-4242';
    const side = { name: 'side', match: (r: { body: unknown }) => !isMainTurn(r as never), reply: anthropicText('side') };
    const script = () => ({
      routes: [side],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_ask', input: { command: `echo ${secret}-ran > asked.txt && cat asked.txt`, description: 'write and read' } }]), anthropicText('done')],
    });
    for (const decision of ['allow', 'deny'] as const) {
      mock = await startAnthropicMock(script());
      const asked: ApprovalRequest[] = [];
      const round = await collectRound(
        startRound({
          harness: 'claude', message: 'run it', threadKey: `thread/approve-${decision}`, secrets: [secret], ...claudeMockOptions(scratch, mock),
          approve: async (request) => {
            asked.push(request);
            return decision;
          },
        }),
      );
      expect(round.verdict.kind).toBe('success');
      expect(asked).toEqual([expect.objectContaining({ toolCallId: 'toolu_ask', toolName: 'Bash', input: expect.objectContaining({ command: 'echo [REDACTED]-ran > asked.txt && cat asked.txt' }) })]);
      const result = round.parts.find((p) => p.type === 'tool-result');
      if (decision === 'allow') expect(result).toMatchObject({ toolCallId: 'toolu_ask', isError: false, output: '[REDACTED]-ran' });
      else expect(result).toMatchObject({ toolCallId: 'toolu_ask', isError: true, output: expect.stringContaining('Bash was not approved.') });
      await mock.close();
    }
  });

  it('reports a 401 as auth-required', async () => {
    mock = await startAnthropicMock({ replies: [], fallback: anthropicError(401) });
    const round = startRound({ harness: 'claude', message: 'hi', threadKey: 'thread/401', ...claudeMockOptions(scratch, mock) });
    const { verdict } = await collectRound(round);
    expect(verdict.kind).toBe('auth-required');
    expect(verdict.exitCode).toBe(1);
    expect(await round.failureMarkdown()).toContain('not signed in');
    await mock.close();
  });

  it('a model that hangs before any output: the idle bound ends the round incomplete', async () => {
    // The tool call's arguments stop after their first piece: the CLI has shown no part yet.
    mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: anthropicText('side') }],
      replies: [toolUseMessage([{ name: 'Bash', input: { command: 'ls' } }], { interrupt: { afterDeltas: 1, mode: 'stall' } })],
    });
    const { parts, verdict } = await collectRound(startRound({ harness: 'claude', message: 'go', threadKey: 'thread/idle', idleTimeoutMs: 1500, ...claudeMockOptions(scratch, mock) }));
    expect(parts.some((p) => ['text-delta', 'tool-call', 'reasoning-delta'].includes(p.type))).toBe(false);
    expect(verdict).toMatchObject({ kind: 'incomplete', cause: { name: 'IdleTimeoutError' } });
    // What the CLI wrote after the interrupt is its state dump, not an error message.
    expect(verdict.message).toBe('The CLI wrote nothing for 1.5 s (the idle bound) and was stopped. The turn was interrupted.');
    await mock.close();
  });

  it('a model API that keeps answering 529: the retry bound ends the round, and its capture replays to the same failure', async () => {
    mock = await startAnthropicMock({ replies: [], fallback: anthropicError(529) });
    const options = claudeMockOptions(scratch, mock);
    const capture = new CaptureCollector();
    const round = startRound({
      harness: 'claude',
      message: 'go',
      threadKey: 'thread/retry',
      idleTimeoutMs: 0,
      retryBoundMs: 1500,
      capture,
      ...options,
      // Retries enough to outlast the bound; the idle bound is off: only the retry bound ends it.
      env: { ...options.env, CLAUDE_CODE_MAX_RETRIES: '100' },
    });
    const { verdict } = await collectRound(round);
    expect(verdict).toMatchObject({ kind: 'failed', cause: { name: RETRY_CAUSE } });
    const replayed = replayedVerdict(capture.captures.at(-1)!);
    expect(replayed).toEqual(verdict);
    for (const locale of ['en', 'de']) expect(renderFailure(replayed, { locale })).toBe(renderFailure(verdict, { locale }));
    await mock.close();
  });

  it('cancels mid-stream: asks the CLI to stop, and no process outlives the round', async () => {
    mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: anthropicText('side') }],
      replies: [anthropicText(['one ', 'two ', 'three'], { interrupt: { afterDeltas: 1, mode: 'stall' } })],
    });
    const controller = new AbortController();
    const recording = new CaptureCollector();
    const round = startRound({ harness: 'claude', message: 'go', threadKey: 'thread/cancel', signal: controller.signal, capture: recording, ...claudeMockOptions(scratch, mock) });
    const { parts, pid } = await cancelAtFirstText(round, controller, scratch.cwd);
    const verdict = await round.verdict;
    expect(parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('')).toBe('one ');
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.cause?.name).toBe('AbortError');
    const stdin = Buffer.from(streamBytes(recording.captures.at(-1)!, 'stdin')).toString();
    expect(stdin).toContain('"subtype":"interrupt"');
    expect(pid).toBeDefined();
    if (pid !== undefined) expect(await waitUntil(() => groupMembers(pid!).length === 0)).toBe(true);
    await mock.close();
  });
});

