import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { ThreadRecordStore } from '../round/thread-record-store.js';
import { startRound } from '../start-round.js';
import { codexMockOptions } from '../test-support/codex-env.js';
import { responsesText, startResponsesMock, type ResponsesMock } from '../test-support/mocks.js';
import { groupMembers, waitUntil } from '../test-support/process-check.js';
import { cancelAtFirstText, collectRound } from '../test-support/collect-round.js';
import { replayedVerdict } from '../test-support/replayed-verdict.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';
import { RETRY_CAUSE } from '../verdict/retry-bound.js';
import { UNSUPPORTED_OPTION_CAUSE } from '../verdict/verdict-causes.js';
import { renderFailure } from '../verdict/render-failure.js';

const history = [
  { role: 'user' as const, text: 'Earlier question' },
  { role: 'assistant' as const, text: 'Earlier answer EARLIER-TURN-17' },
];

describe('codex exec round (codexMode exec) against the real codex and the Responses mock', () => {
  let scratch: Scratch;
  let mock: ResponsesMock | undefined;
  beforeAll(async () => {
    scratch = await makeScratch('codex-exec');
  });
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });
  afterAll(async () => {
    await scratch.remove();
  });

  const exec = { harness: 'codex' as const, codexMode: 'exec' as const };

  it('answers, records its thread and continues it with codex exec resume; its capture replays to the same verdict', async () => {
    mock = await startResponsesMock([responsesText('First answer MARK-1'), responsesText('Second answer')]);
    const capture = new CaptureCollector();
    const first = await collectRound(startRound({ ...exec, message: 'new question', threadKey: 'exec/a', history, capture, cliVersion: '0.171.0', ...codexMockOptions(scratch, mock.url) }));
    expect(first.verdict).toMatchObject({ kind: 'success', message: 'First answer MARK-1', exitCode: 0, subtype: 'completed' });
    expect(first.text).toBe('First answer MARK-1');
    const recorded = await new ThreadRecordStore(scratch.configHome).read('exec/a');
    expect(first.parts.find((p) => p.type === 'session')).toEqual({ type: 'session', sessionId: recorded });
    expect(first.parts.some((p) => p.type === 'usage')).toBe(true);
    // A new thread gets the transcript.
    expect(mock.responseRequests()[0]!.rawBody).toContain('EARLIER-TURN-17');
    const header = capture.captures[0]!.header;
    expect(header).toMatchObject({ harness: 'codex', outputMode: 'exec' });
    expect(header.argv.slice(1, 3)).toEqual(['exec', '--json']);
    expect(replayedVerdict(capture.captures[0]!)).toEqual(first.verdict);

    const second = await collectRound(startRound({ ...exec, message: 'follow-up', threadKey: 'exec/a', history, capture, ...codexMockOptions(scratch, mock.url) }));
    expect(second.verdict).toMatchObject({ kind: 'success', message: 'Second answer' });
    expect(second.parts.find((p) => p.type === 'session')).toEqual({ type: 'session', sessionId: recorded });
    expect(capture.captures[1]!.header.argv).toContain('resume');
    // Resumed, the thread holds the first turn (its transcript once) and gets only the new message.
    const resumed = mock.responseRequests()[1]!.rawBody;
    expect(resumed.split('This conversation continues').length).toBe(2);
    expect(resumed).toContain('"text":"follow-up"');
  });

  it('forgets a record codex has no thread for and starts afresh with the transcript, in the same round', async () => {
    mock = await startResponsesMock([responsesText('Fresh answer')]);
    const records = new ThreadRecordStore(scratch.configHome);
    const stale = '01a00000-0000-7000-8000-000000000000';
    await records.write('exec/stale', stale);
    const result = await collectRound(startRound({ ...exec, message: 'hello again', threadKey: 'exec/stale', history, ...codexMockOptions(scratch, mock.url) }));
    expect(result.verdict).toMatchObject({ kind: 'success', message: 'Fresh answer' });
    const fresh = await records.read('exec/stale');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(stale);
    expect(mock.responseRequests()[0]!.rawBody).toContain('EARLIER-TURN-17');
  });

  it('threadRecords false writes no record; threadRetry false ends a lost thread resume-not-found, one process, no fresh start', async () => {
    mock = await startResponsesMock([responsesText('Unrecorded answer')]);
    const records = new ThreadRecordStore(scratch.configHome);
    const unkept = await collectRound(startRound({ ...exec, message: 'hello', threadKey: 'exec/unkept', threadRecords: false, history, ...codexMockOptions(scratch, mock.url) }));
    expect(unkept.verdict.kind).toBe('success');
    expect(await records.read('exec/unkept')).toBeUndefined();

    await records.write('exec/once', '01a00000-0000-7000-8000-000000000002');
    const capture = new CaptureCollector();
    const once = await collectRound(startRound({ ...exec, message: 'hello again', threadKey: 'exec/once', threadRetry: false, history, capture, ...codexMockOptions(scratch, mock.url) }));
    expect(once.verdict.kind).toBe('resume-not-found');
    expect(capture.captures).toHaveLength(1);
    expect(mock.responseRequests()).toHaveLength(1);
    expect(await records.read('exec/once')).toBeUndefined();
  });

  it('refuses approve and autoApprove in a typed verdict before codex starts: exec asks for no approvals', async () => {
    const refused = async (extra: { approve?: () => Promise<'allow'>; autoApprove?: boolean }) =>
      (await collectRound(startRound({ ...exec, message: 'hi', threadKey: 'exec/approve', ...codexMockOptions(scratch, 'http://127.0.0.1:9/v1'), command: '/nonexistent/codex', ...extra }))).verdict;
    const perRequest = await refused({ approve: async () => 'allow' });
    expect(perRequest).toMatchObject({ kind: 'not-started', exitCode: null, cause: { name: UNSUPPORTED_OPTION_CAUSE } });
    expect(perRequest.message).toMatch(/^codex exec asks for no approvals while it runs, so it cannot ask approve about each request: .*--sandbox workspace-write.*codexMode 'app-server'/);
    expect(perRequest.message.split('. ')).toHaveLength(1);
    expect(await refused({ autoApprove: true })).toMatchObject({ kind: 'not-started', cause: { name: UNSUPPORTED_OPTION_CAUSE }, message: expect.stringContaining('autoApprove has nothing to accept') });
  });

  it('runs a command and shows its call and result', async () => {
    mock = await startResponsesMock([{ kind: 'stream', output: [{ type: 'function_call', name: 'exec_command', callId: 'call_1', arguments: { cmd: 'echo exec-made', login: false, tty: false } }] }, responsesText('Ran it.')]);
    const round = await collectRound(startRound({ ...exec, message: 'run it', threadKey: 'exec/tool', ...codexMockOptions(scratch, mock.url) }));
    expect(round.verdict).toMatchObject({ kind: 'success', message: 'Ran it.' });
    expect(round.parts.find((p) => p.type === 'tool-call')).toMatchObject({ toolName: 'shell', input: { command: expect.stringContaining('echo exec-made') } });
    expect(round.parts.find((p) => p.type === 'tool-result')).toMatchObject({ output: 'exec-made\n', isError: false });
  });

  it('fails with the CLI message when the model fails, and reports a 401 as auth-required', async () => {
    mock = await startResponsesMock([{ kind: 'stream', output: [], ending: 'failed', failure: { code: 'server_error', message: 'the model broke' } }]);
    const failed = await collectRound(startRound({ ...exec, message: 'hi', threadKey: 'exec/fail', ...codexMockOptions(scratch, mock.url) }));
    expect(failed.verdict).toMatchObject({ kind: 'failed', subtype: 'failed', exitCode: 1, message: expect.stringContaining('the model broke') });
    await mock.close();
    mock = await startResponsesMock({ replies: [], fallback: { kind: 'http-error', status: 401 } });
    const round = startRound({ ...exec, message: 'hi', threadKey: 'exec/401', locale: 'de', ...codexMockOptions(scratch, mock.url) });
    expect((await collectRound(round)).verdict.kind).toBe('auth-required');
    expect(await round.failureMarkdown()).toContain('nicht angemeldet');
  });

  it('a model that never answers: the idle bound ends the process and the round is incomplete', async () => {
    mock = await startResponsesMock([{ kind: 'stall' }]);
    const { verdict } = await collectRound(startRound({ ...exec, message: 'go', threadKey: 'exec/idle', idleTimeoutMs: 1500, ...codexMockOptions(scratch, mock.url) }));
    expect(verdict).toMatchObject({ kind: 'incomplete', cause: { name: 'IdleTimeoutError' } });
  });

  it('a model stream that keeps breaking: the retry bound ends the round, and its capture replays to the same failure', async () => {
    mock = await startResponsesMock({ replies: [], fallback: { kind: 'stream', output: [], ending: 'drop' } });
    const retries = { 'model_providers.mock.stream_max_retries': '100', 'model_providers.mock.request_max_retries': '100' };
    const capture = new CaptureCollector();
    const { verdict } = await collectRound(startRound({ ...exec, message: 'go', threadKey: 'exec/retry', idleTimeoutMs: 0, retryBoundMs: 1500, capture, ...codexMockOptions(scratch, mock.url, retries) }));
    expect(verdict).toMatchObject({ kind: 'failed', cause: { name: RETRY_CAUSE } });
    const replayed = replayedVerdict(capture.captures[0]!);
    expect(replayed).toEqual(verdict);
    for (const locale of ['en', 'de']) expect(renderFailure(replayed, { locale })).toBe(renderFailure(verdict, { locale }));
  });

  it('cancels mid-stream, and no process outlives the round', async () => {
    mock = await startResponsesMock([responsesText('one two three four', { deltas: ['one ', 'two ', 'three ', 'four'], ending: 'stall' })]);
    const controller = new AbortController();
    const round = startRound({ ...exec, message: 'go', threadKey: 'exec/cancel', signal: controller.signal, ...codexMockOptions(scratch, mock.url) });
    const { pid } = await cancelAtFirstText(round, controller, scratch.cwd);
    const verdict = await round.verdict;
    expect(verdict).toMatchObject({ kind: 'incomplete', cause: { name: 'AbortError' } });
    if (pid !== undefined) expect(await waitUntil(() => groupMembers(pid).length === 0)).toBe(true);
  });
});
