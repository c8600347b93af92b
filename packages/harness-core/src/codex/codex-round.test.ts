import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streamBytes } from '@mwh/protocol-core';
import { CaptureCollector } from '../capture/capture-sink.js';
import { CredentialStore } from '../secrets/credential-store.js';
import type { RoundCredential } from '../round/round-options.js';
import { startRound } from '../start-round.js';
import type { ApprovalRequest } from '../round/round-options.js';
import { ThreadRecordStore, codexThreadName } from '../round/thread-record-store.js';
import { codexMockOptions, MOCK_OPENAI_KEY } from '../test-support/codex-env.js';
import { responsesText, startResponsesMock, type ResponsesMock } from '../test-support/mocks.js';
import { groupMembers, waitUntil } from '../test-support/process-check.js';
import { cancelAtFirstText, collectRound } from '../test-support/collect-round.js';
import { replayedVerdict } from '../test-support/replayed-verdict.js';
import { renderFailure } from '../verdict/render-failure.js';
import { RETRY_CAUSE } from '../verdict/retry-bound.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';


const history = [
  { role: 'user' as const, text: 'Earlier question' },
  { role: 'assistant' as const, text: 'Earlier answer EARLIER-TURN-17' },
];

describe('codex round against the real app-server and the Responses mock', () => {
  let scratch: Scratch;
  let mock: ResponsesMock | undefined;
  beforeAll(async () => {
    scratch = await makeScratch('codex');
  });
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });
  afterAll(async () => {
    await scratch.remove();
  });

  it('starts, names and records a thread, then resumes it with only the new message', async () => {
    mock = await startResponsesMock([responsesText('First answer MARK-1'), responsesText('Second answer')]);
    const capture = new CaptureCollector();
    const first = await collectRound(
      startRound({ harness: 'codex', message: 'new question', threadKey: 'thread/a', history, capture, ...codexMockOptions(scratch, mock.url) }),
    );
    expect(first.verdict).toMatchObject({ kind: 'success', message: 'First answer MARK-1', exitCode: 0 });
    // The pinned CLI is inside the range mwh checked: no cli-version-unchecked warning.
    expect(first.parts.filter((p) => p.type === 'warning')).toEqual([]);
    expect(first.text).toBe('First answer MARK-1');
    const session = first.parts.find((p) => p.type === 'session');
    const recorded = await new ThreadRecordStore(scratch.configHome).read('thread/a');
    expect(session).toMatchObject({ sessionId: recorded, model: 'gpt-5.5' });
    const stdin = Buffer.from(streamBytes(capture.captures[0]!, 'stdin')).toString();
    expect(stdin).toContain(`"name":"${codexThreadName('thread/a')}"`);
    expect(capture.captures[0]!.header.cli.version).toBe('0.171.0');
    // A new thread gets the transcript.
    expect(mock.responseRequests()[0]!.rawBody).toContain('EARLIER-TURN-17');

    const second = await collectRound(startRound({ harness: 'codex', message: 'follow-up', threadKey: 'thread/a', history, ...codexMockOptions(scratch, mock.url) }));
    expect(second.verdict.kind).toBe('success');
    expect(second.text).toBe('Second answer');
    expect(second.parts.find((p) => p.type === 'session')).toMatchObject({ sessionId: recorded });
    const resumed = mock.responseRequests()[1]!.rawBody;
    expect(resumed).toContain('MARK-1');
    expect(resumed).toContain('follow-up');
    expect(resumed.split('This conversation continues').length).toBe(2);
  });

  it('forgets a record codex has no rollout for and starts afresh with the transcript, in the same round', async () => {
    mock = await startResponsesMock([responsesText('Fresh answer')]);
    const records = new ThreadRecordStore(scratch.configHome);
    const stale = '01a00000-0000-7000-8000-000000000000';
    await records.write('thread/stale', stale);
    const result = await collectRound(startRound({ harness: 'codex', message: 'hello again', threadKey: 'thread/stale', history, ...codexMockOptions(scratch, mock.url) }));
    expect(result.verdict.kind).toBe('success');
    expect(result.text).toBe('Fresh answer');
    expect(result.parts.some((p) => p.type === 'warning' && p.code === 'resume-not-found')).toBe(true);
    const fresh = await records.read('thread/stale');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(stale);
    expect(mock.responseRequests()[0]!.rawBody).toContain('EARLIER-TURN-17');
  });

  it('threadRecords false writes no record; threadRetry false ends a lost thread resume-not-found without starting afresh', async () => {
    mock = await startResponsesMock([responsesText('Unrecorded answer')]);
    const records = new ThreadRecordStore(scratch.configHome);
    const unkept = await collectRound(startRound({ harness: 'codex', message: 'hello', threadKey: 'thread/unkept', threadRecords: false, history, ...codexMockOptions(scratch, mock.url) }));
    expect(unkept.verdict.kind).toBe('success');
    expect(existsSync(records.pathFor('thread/unkept'))).toBe(false);

    const stale = '01a00000-0000-7000-8000-000000000001';
    await records.write('thread/once', stale);
    const capture = new CaptureCollector();
    const once = await collectRound(startRound({ harness: 'codex', message: 'hello again', threadKey: 'thread/once', threadRetry: false, history, capture, ...codexMockOptions(scratch, mock.url) }));
    expect(once.verdict.kind).toBe('resume-not-found');
    const stdin = Buffer.from(streamBytes(capture.captures[0]!, 'stdin')).toString();
    expect(stdin).toContain('"method":"thread/resume"');
    expect(stdin).not.toContain('"method":"thread/start"');
    expect(mock.responseRequests()).toHaveLength(1);
    expect(await records.read('thread/once')).toBeUndefined();
  });

  it('asks approve for a command outside the sandbox and answers codex as it decides', async () => {
    for (const decision of ['allow', 'deny'] as const) {
      const call = { type: 'function_call' as const, name: 'exec_command', callId: `call_${decision}`, arguments: { cmd: `touch ${decision}.txt && echo made`, login: false, tty: false, sandbox_permissions: 'require_escalated', justification: 'The test asks.' } };
      mock = await startResponsesMock({ replies: [{ kind: 'stream', output: [call] }, responsesText('Over.')] });
      const asked: ApprovalRequest[] = [];
      const round = await collectRound(
        startRound({
          harness: 'codex', message: 'make it', threadKey: `thread/approve-${decision}`, ...codexMockOptions(scratch, mock.url),
          approve: async (request) => {
            asked.push(request);
            return decision;
          },
        }),
      );
      expect(round.verdict.kind).toBe('success');
      const toolCall = round.parts.find((p) => p.type === 'tool-call');
      expect(toolCall).toMatchObject({ toolName: 'shell' });
      expect(asked).toEqual([expect.objectContaining({ toolName: 'shell', toolCallId: (toolCall as { toolCallId: string }).toolCallId, input: expect.objectContaining({ command: expect.stringContaining(`touch ${decision}.txt`) }) })]);
      expect(round.parts.find((p) => p.type === 'tool-result')).toMatchObject({ isError: decision === 'deny' });
      expect(existsSync(join(scratch.cwd, `${decision}.txt`))).toBe(decision === 'allow');
      await mock.close();
      mock = undefined;
    }
  });

  it('reports a 401 from the model as auth-required', async () => {
    mock = await startResponsesMock({ replies: [], fallback: { kind: 'http-error', status: 401 } });
    const round = startRound({ harness: 'codex', message: 'hi', threadKey: 'thread/401', locale: 'de', ...codexMockOptions(scratch, mock.url) });
    const { verdict } = await collectRound(round);
    expect(verdict.kind).toBe('auth-required');
    expect(await round.failureMarkdown()).toContain('nicht angemeldet');
  });

  it('a model that never answers: the idle bound interrupts the turn and the round is incomplete', async () => {
    mock = await startResponsesMock([{ kind: 'stall' }]);
    const { parts, verdict } = await collectRound(startRound({ harness: 'codex', message: 'go', threadKey: 'thread/idle', idleTimeoutMs: 1500, ...codexMockOptions(scratch, mock.url) }));
    expect(parts.some((p) => ['text-delta', 'tool-call', 'reasoning-delta'].includes(p.type))).toBe(false);
    expect(verdict).toMatchObject({ kind: 'incomplete', subtype: 'interrupted', cause: { name: 'IdleTimeoutError' } });
  });

  it('a model stream that keeps breaking: the retry bound ends the round, and its capture replays to the same failure', async () => {
    // Every stream breaks after its headers and codex may retry many times; the idle bound is
    // off: only the retry bound can end this round.
    mock = await startResponsesMock({ replies: [], fallback: { kind: 'stream', output: [], ending: 'drop' } });
    const retries = { 'model_providers.mock.stream_max_retries': '100', 'model_providers.mock.request_max_retries': '100' };
    const capture = new CaptureCollector();
    const round = startRound({ harness: 'codex', message: 'go', threadKey: 'thread/retry', idleTimeoutMs: 0, retryBoundMs: 1500, capture, ...codexMockOptions(scratch, mock.url, retries) });
    const { verdict } = await collectRound(round);
    expect(verdict).toMatchObject({ kind: 'failed', cause: { name: RETRY_CAUSE } });
    const replayed = replayedVerdict(capture.captures[0]!);
    expect(replayed).toEqual(verdict);
    for (const locale of ['en', 'de']) expect(renderFailure(replayed, { locale })).toBe(renderFailure(verdict, { locale }));
  });

  it('cancels mid-stream with turn/interrupt, and no process outlives the round', async () => {
    mock = await startResponsesMock([responsesText('one two three four', { deltas: ['one ', 'two ', 'three ', 'four'], ending: 'stall' })]);
    const controller = new AbortController();
    const recording = new CaptureCollector();
    const round = startRound({ harness: 'codex', message: 'go', threadKey: 'thread/cancel', signal: controller.signal, capture: recording, ...codexMockOptions(scratch, mock.url) });
    const { pid } = await cancelAtFirstText(round, controller, scratch.cwd);
    const verdict = await round.verdict;
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.cause?.name).toBe('AbortError');
    expect(verdict.subtype).toBe('interrupted');
    expect(Buffer.from(streamBytes(recording.captures[0]!, 'stdin')).toString()).toContain('"method":"turn/interrupt"');
    expect(pid).toBeDefined();
    expect(await waitUntil(() => groupMembers(pid!).length === 0)).toBe(true);
  });

  it('writes a stored API key into CODEX_HOME on the first round, through codex, and redacts it', async () => {
    mock = await startResponsesMock([responsesText('key used')]);
    const apiKey = 'sk-proj-stored-key-ABCDEF123456';
    await new CredentialStore(scratch.configHome).write('openai-api-key', apiKey);
    const capture = new CaptureCollector();
    const options = { ...codexMockOptions(scratch, mock.url), credential: { type: 'stored' as const } };
    const result = await collectRound(startRound({ harness: 'codex', message: 'hi', threadKey: 'thread/key', capture, ...options }));
    expect(result.verdict.kind).toBe('success');
    const auth = JSON.parse(await readFile(join(scratch.configHome, 'auth.json'), 'utf8')) as Record<string, unknown>;
    expect(auth.OPENAI_API_KEY).toBe(apiKey);
    const recorded = JSON.stringify(capture.captures.map((c) => c.chunks.map((k) => Buffer.from(k.bytes).toString())));
    expect(recorded).toContain('account/login/start');
    expect(recorded).not.toContain(apiKey);
    expect(recorded).not.toContain(MOCK_OPENAI_KEY);
  });

  it('writes a replaced key into CODEX_HOME again, through codex, and redacts it', async () => {
    mock = await startResponsesMock([responsesText('one'), responsesText('two')]);
    const store = new CredentialStore(scratch.configHome);
    const authKey = async () => (JSON.parse(await readFile(join(scratch.configHome, 'auth.json'), 'utf8')) as Record<string, unknown>).OPENAI_API_KEY;
    const round = async (credential: RoundCredential) => {
      const capture = new CaptureCollector();
      const result = await collectRound(
        startRound({ harness: 'codex', message: 'hi', threadKey: 'thread/key-replaced', capture, ...codexMockOptions(scratch, mock!.url), credential }),
      );
      expect(result.verdict.kind).toBe('success');
      return JSON.stringify(capture.captures.map((c) => c.chunks.map((k) => Buffer.from(k.bytes).toString())));
    };
    await store.write('openai-api-key', 'sk-proj-first-key-111111');
    await round({ type: 'stored' });
    expect(await authKey()).toBe('sk-proj-first-key-111111');
    await store.write('openai-api-key', 'sk-proj-second-key-222222');
    const second = await round({ type: 'stored' });
    expect(await authKey()).toBe('sk-proj-second-key-222222');
    expect(second).toContain('account/login/start');
    expect(second).not.toContain('sk-proj-second-key-222222');
  });
});

