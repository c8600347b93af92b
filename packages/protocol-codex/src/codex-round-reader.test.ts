import { LineFramer, LineTooLongError, MAX_KEPT_TEXT_UNITS, summarizeRound, type ContentPart } from '@mwh/protocol-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodexRoundReader, readCodexStream } from './codex-round-reader.js';
import { parseJsonRpcLine, parseServerLine } from './json-rpc-message.js';
import { JsonRpcPeer } from './json-rpc-peer.js';
import { answerServerRequestsOn } from './codex-answers.js';
import {
  THREAD_ID,
  TURN_ID,
  agentDelta,
  agentMessageItem,
  clientRequest,
  commandItem,
  dynamicItem,
  errorNotification,
  errorResponse,
  fileChangeItem,
  itemCompleted,
  itemStarted,
  mcpItem,
  notification,
  readRound,
  reasoningItem,
  reasoningTextDelta,
  response,
  serverRequest,
  summaryDelta,
  summaryPartAdded,
  threadStarted,
  threadStartResult,
  tokenUsage,
  turnCompleted,
  turnStarted,
  usage,
  verdictOf,
  webSearchItem,
  withoutFinish,
} from './test-support/codex-wire.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

/** One line to the reader, parsed as the peer parses it in a live round. */
const accept = (reader: CodexRoundReader, line: string) => reader.accept(parseJsonRpcLine(line));

// One test per message the reader turns into parts or verdict facts; the rest are event or unknown parts.
/** An agent message streamed and completed, then a command run to its end. */
function saidThenRan(id: string, text: string): string[] {
  return [
    agentDelta(id, text),
    itemCompleted(agentMessageItem(id, text)),
    itemStarted(commandItem('call_1', { status: 'inProgress' })),
    itemCompleted(commandItem('call_1', { status: 'completed', aggregatedOutput: 'ok', exitCode: 0 })),
  ];
}

describe('CodexRoundReader: the messages the reader understands', () => {
  it('item/agentMessage/delta: the streamed text, token by token', () => {
    const parts = withoutFinish(readRound([agentDelta('msg_1', 'Hello ther'), agentDelta('msg_1', 'e, world!')]));
    expect(parts).toEqual([
      { type: 'text-delta', id: 'msg_1', text: 'Hello ther' },
      { type: 'text-delta', id: 'msg_1', text: 'e, world!' },
    ]);
  });

  it('item/completed with an agentMessage: yielded only when nothing streamed for that item', () => {
    const streamed = readRound([
      agentDelta('msg_1', 'Hi'),
      itemCompleted(agentMessageItem('msg_1', 'Hi')),
      itemCompleted(agentMessageItem('msg_2', 'Whole answer')),
    ]);
    expect(withoutFinish(streamed)).toEqual([
      { type: 'text-delta', id: 'msg_1', text: 'Hi' },
      // A second message of the turn is its own paragraph.
      { type: 'text-delta', id: 'msg_2', text: '\n\nWhole answer' },
    ]);
  });

  it('two agent messages of a turn are separated by a blank line, in the parts, the summary and the verdict', () => {
    const parts = readRound([
      ...saidThenRan('msg_1', 'Let me update the docs'),
      agentDelta('msg_2', 'Done, '),
      agentDelta('msg_2', 'all tests pass.'),
      itemCompleted(agentMessageItem('msg_2', 'Done, all tests pass.')),
      turnCompleted('completed'),
    ]);
    expect(summarizeRound(parts).text).toBe('Let me update the docs\n\nDone, all tests pass.');
    // The verdict's message is the last message's own text.
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'Done, all tests pass.' });
  });

  it('item/reasoning/summaryTextDelta and textDelta: reasoning, streamed; a completed reasoning item only when nothing streamed', () => {
    const parts = withoutFinish(
      readRound([
        summaryDelta('rs_1', 'thinking '),
        reasoningTextDelta('rs_1', 'hard'),
        itemCompleted(reasoningItem('rs_1', ['thinking '], ['hard'])),
        itemCompleted(reasoningItem('rs_2', ['first', 'second'])),
        itemCompleted(reasoningItem('rs_3', [], ['raw only'])),
        itemCompleted(reasoningItem('rs_4', [], [])),
      ]),
    );
    expect(parts).toEqual([
      { type: 'reasoning-delta', id: 'rs_1', text: 'thinking ' },
      { type: 'reasoning-delta', id: 'rs_1', text: 'hard' },
      { type: 'reasoning-delta', id: 'rs_2', text: 'first\n\nsecond' },
      { type: 'reasoning-delta', id: 'rs_3', text: 'raw only' },
    ]);
  });

  it('item/reasoning/summaryPartAdded: streamed summary parts are set apart by a blank line, as a completed item joins them', () => {
    const summary = ['Deciding how to greet.', 'A short greeting will do.'];
    const streamed = withoutFinish(
      readRound([
        summaryPartAdded('rs_1', 0),
        summaryDelta('rs_1', 'Deciding ', 0),
        summaryDelta('rs_1', 'how to greet.', 0),
        summaryPartAdded('rs_1', 1),
        summaryDelta('rs_1', 'A short ', 1),
        summaryDelta('rs_1', 'greeting will do.', 1),
        itemCompleted(reasoningItem('rs_1', summary)),
      ]),
    );
    expect(streamed).toEqual([
      { type: 'reasoning-delta', id: 'rs_1', text: 'Deciding ' },
      { type: 'reasoning-delta', id: 'rs_1', text: 'how to greet.' },
      { type: 'reasoning-delta', id: 'rs_1', text: '\n\nA short ' },
      { type: 'reasoning-delta', id: 'rs_1', text: 'greeting will do.' },
    ]);
    const whole = withoutFinish(readRound([itemCompleted(reasoningItem('rs_1', summary))]));
    expect(reasoningOf(streamed)).toBe(reasoningOf(whole));
    // Raw reasoning text is split into parts by contentIndex, and joined the same way.
    const raw = withoutFinish(readRound([reasoningTextDelta('rs_2', 'one', 0), reasoningTextDelta('rs_2', 'two', 1)]));
    expect(reasoningOf(raw)).toBe('one\n\ntwo');
  });

  it('commandExecution: a `shell` call (command, cwd) and its result; a non-zero exit code is named', () => {
    const parts = withoutFinish(
      readRound([
        itemStarted(commandItem('call_1', { status: 'inProgress', command: "/bin/bash -c 'echo hi; exit 3'" })),
        itemCompleted(commandItem('call_1', { status: 'failed', aggregatedOutput: 'hi\n', exitCode: 3, command: "/bin/bash -c 'echo hi; exit 3'" })),
        itemStarted(commandItem('call_2', { status: 'inProgress' })),
        itemCompleted(commandItem('call_2', { status: 'completed', aggregatedOutput: 'hi\n', exitCode: 0 })),
      ]),
    );
    expect(parts).toEqual([
      { type: 'tool-call', toolCallId: 'call_1', toolName: 'shell', input: { command: "/bin/bash -c 'echo hi; exit 3'", cwd: '/work/home' } },
      { type: 'tool-result', toolCallId: 'call_1', output: 'hi\nexit code 3', isError: true },
      { type: 'tool-call', toolCallId: 'call_2', toolName: 'shell', input: { command: "/bin/bash -c 'echo hi'", cwd: '/work/home' } },
      { type: 'tool-result', toolCallId: 'call_2', output: 'hi\n', isError: false },
    ]);
  });

  it('item/commandExecution/outputDelta: the result of a command that completes without aggregatedOutput, never twice', () => {
    const output = (id: string, delta: string) => notification('item/commandExecution/outputDelta', { threadId: THREAD_ID, turnId: TURN_ID, itemId: id, delta });
    const results = withoutFinish(
      readRound([
        itemStarted(commandItem('c_null', { status: 'inProgress' })),
        output('c_null', 'conformance-'),
        output('c_null', 'failing\n'),
        itemCompleted(commandItem('c_null', { status: 'failed', aggregatedOutput: null, exitCode: 3 })),
        itemStarted(commandItem('c_both', { status: 'inProgress' })),
        output('c_both', 'streamed\n'),
        itemCompleted(commandItem('c_both', { status: 'completed', aggregatedOutput: 'aggregated\n', exitCode: 0 })),
        // Output after its item completed is of nothing shown.
        output('c_both', 'late\n'),
        itemCompleted(commandItem('c_none', { status: 'completed', aggregatedOutput: null, exitCode: 0 })),
      ]),
    );
    // Each delta is passed on as it streams too.
    expect(results.filter((p) => p.type === 'event' && p.name === 'item/commandExecution/outputDelta')).toHaveLength(4);
    expect(results.filter((p) => p.type === 'tool-result')).toEqual([
      { type: 'tool-result', toolCallId: 'c_null', output: 'conformance-failing\nexit code 3', isError: true },
      { type: 'tool-result', toolCallId: 'c_both', output: 'aggregated\n', isError: false },
      { type: 'tool-result', toolCallId: 'c_none', output: '', isError: false },
    ]);
  });

  it('commandExecution: failed and declined become the fault', () => {
    const parts = withoutFinish(
      readRound([
        itemCompleted(commandItem('c_declined', { status: 'declined' })),
        itemCompleted(commandItem('c_failed', { status: 'failed', aggregatedOutput: null, exitCode: null })),
      ]),
    ).filter((p) => p.type === 'tool-result');
    expect(parts).toEqual([
      { type: 'tool-result', toolCallId: 'c_declined', output: 'The command was declined.', isError: true },
      { type: 'tool-result', toolCallId: 'c_failed', output: 'The command failed.', isError: true },
    ]);
  });

  it('mcpToolCall: mcp__{server}__{tool} with the arguments, and the text content or the error as the fault', () => {
    const parts = withoutFinish(
      readRound([
        itemStarted(mcpItem('m1', { status: 'inProgress', args: { query: 'roadmap' } })),
        itemCompleted(
          mcpItem('m1', {
            status: 'completed',
            args: { query: 'roadmap' },
            result: { content: [{ type: 'text', text: 'line 1' }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }, { type: 'text', text: 'line 2' }] },
          }),
        ),
        itemCompleted(mcpItem('m2', { status: 'failed', error: { message: 'tool exploded' } })),
      ]),
    );
    expect(parts).toEqual([
      { type: 'tool-call', toolCallId: 'm1', toolName: 'mcp__meshweaver__search_nodes', input: { query: 'roadmap' } },
      { type: 'tool-result', toolCallId: 'm1', output: 'line 1\n[image]\nline 2', isError: false },
      { type: 'tool-call', toolCallId: 'm2', toolName: 'mcp__meshweaver__search_nodes', input: { query: 'x' } },
      { type: 'tool-result', toolCallId: 'm2', output: 'tool exploded', isError: true },
    ]);
  });

  it('fileChange: apply_patch with the changed paths and kinds', () => {
    const parts = withoutFinish(readRound([itemStarted(fileChangeItem('p1', 'inProgress')), itemCompleted(fileChangeItem('p1', 'completed')), itemCompleted(fileChangeItem('p2', 'declined'))]));
    const changes = [
      { path: '/work/home/hello.txt', kind: 'add' },
      { path: '/work/home/old.txt', kind: 'update', movePath: '/work/home/new.txt' },
    ];
    expect(parts).toEqual([
      { type: 'tool-call', toolCallId: 'p1', toolName: 'apply_patch', input: { changes } },
      { type: 'tool-result', toolCallId: 'p1', output: 'add /work/home/hello.txt\nupdate /work/home/old.txt -> /work/home/new.txt', isError: false },
      { type: 'tool-call', toolCallId: 'p2', toolName: 'apply_patch', input: { changes } },
      { type: 'tool-result', toolCallId: 'p2', output: 'Declined:\nadd /work/home/hello.txt\nupdate /work/home/old.txt -> /work/home/new.txt', isError: true },
    ]);
  });

  it('webSearch: web_search with the query (shown once the query is known)', () => {
    const parts = withoutFinish(readRound([itemStarted(webSearchItem('ws_1', '')), itemCompleted(webSearchItem('ws_1', 'weather in paris'))]));
    expect(parts).toEqual([
      { type: 'tool-call', toolCallId: 'ws_1', toolName: 'web_search', input: { query: 'weather in paris' } },
      { type: 'tool-result', toolCallId: 'ws_1', output: '', isError: false },
    ]);
  });

  it("dynamicToolCall: the dynamic tool's own name", () => {
    const parts = withoutFinish(
      readRound([
        itemStarted(dynamicItem('d1', { status: 'inProgress' })),
        itemCompleted(dynamicItem('d1', { status: 'completed', success: true, text: 'sunny' })),
        itemCompleted(dynamicItem('d2', { status: 'completed', success: false, text: 'no such city' })),
      ]),
    );
    expect(parts).toEqual([
      { type: 'tool-call', toolCallId: 'd1', toolName: 'lookup_weather', input: { city: 'Paris' } },
      { type: 'tool-result', toolCallId: 'd1', output: 'sunny', isError: false },
      { type: 'tool-call', toolCallId: 'd2', toolName: 'lookup_weather', input: { city: 'Paris' } },
      { type: 'tool-result', toolCallId: 'd2', output: 'no such city', isError: true },
    ]);
  });

  it("thread/tokenUsage/updated: the last request's usage, never the thread's running total", () => {
    const parts = readRound([
      tokenUsage(usage(20, 3), usage(20, 3)),
      tokenUsage(usage(10, 5, 2, 1), usage(30, 8, 2, 1)),
      turnCompleted('completed'),
    ]);
    expect(parts.filter((p) => p.type === 'usage')).toEqual([
      { type: 'usage', usage: { inputTokens: 20, outputTokens: 3, cachedInputTokens: 0, cacheCreationInputTokens: 0, reasoningTokens: 0, totalTokens: 23 } },
      { type: 'usage', usage: { inputTokens: 10, outputTokens: 5, cachedInputTokens: 2, cacheCreationInputTokens: 0, reasoningTokens: 1, totalTokens: 15 } },
    ]);
    // The verdict carries the round's sum of the per-request parts, which equals the thread total here.
    expect(verdictOf(parts).usage).toEqual({ inputTokens: 30, outputTokens: 8, cachedInputTokens: 2, cacheCreationInputTokens: 0, reasoningTokens: 1, totalTokens: 38 });
  });

  it('thread/tokenUsage/updated: how full the context is (the last request\'s tokens of the model\'s window) as a context-window event', () => {
    const parts = readRound([tokenUsage(usage(20, 3), usage(20, 3)), turnCompleted('completed')]);
    expect(parts.filter((p) => p.type === 'event' && p.name === 'context-window')).toEqual([{ type: 'event', name: 'context-window', data: { used: 23, size: 258400 } }]);
  });

  it('error with willRetry false: the error message; a retried one is a warning, not a verdict', () => {
    const retried = readRound([errorNotification('Reconnecting... 1/5', true), turnCompleted('completed')]);
    // The stream shows no thread/start: the thread turn/completed names is the round's session.
    expect(withoutFinish(retried)).toEqual([
      { type: 'warning', code: 'retry', message: 'Reconnecting... 1/5' },
      { type: 'session', sessionId: THREAD_ID },
    ]);
    expect(verdictOf(retried).kind).toBe('success');

    const final = readRound([errorNotification('Reconnecting... 1/5', true), errorNotification('stream disconnected', false)], {
      exitCode: 0, signal: null, stderr: '', intentional: true,
    });
    expect(verdictOf(final)).toMatchObject({ kind: 'failed', message: 'stream disconnected' });
  });

  it('a retried model request takes back what its broken stream had passed on; what came before a tool stays', () => {
    const parts = readRound([
      ...saidThenRan('msg_0', 'Running it.'),
      summaryDelta('rs_1', 'Thinking'),
      agentDelta('msg_1', 'Partial '),
      agentDelta('msg_1', 'answ'),
      itemCompleted(agentMessageItem('msg_1', 'Partial answ')),
      errorNotification('Reconnecting... 1/1', true),
      agentDelta('msg_2', 'The whole answer.'),
      turnCompleted('completed'),
    ]);
    expect(withoutFinish(parts).filter((part) => part.type.endsWith('-retract'))).toEqual([
      { type: 'reasoning-retract', id: 'rs_1', length: 'Thinking'.length },
      // The break before the abandoned message goes with it.
      { type: 'text-retract', id: 'msg_1', length: '\n\nPartial answ'.length },
    ]);
    expect(withoutFinish(parts).filter((part) => part.type === 'warning')).toEqual([
      {
        type: 'warning',
        code: 'stream-abandoned',
        message:
          'Codex abandoned the model response whose stream broke (rs_1, msg_1) and asked again; the text and reasoning it had streamed are not part of the answer and are retracted.',
      },
      { type: 'warning', code: 'retry', message: 'Reconnecting... 1/1' },
    ]);
    expect(summarizeRound(parts)).toMatchObject({ text: 'Running it.\n\nThe whole answer.', reasoning: '' });
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'The whole answer.' });
  });

  it('a tool shown as no tool call (an image viewed, a subagent spawned) also ends the request a retry takes back', () => {
    const collab = { type: 'collabAgentToolCall', id: 'call_2', tool: 'spawnAgent', status: 'completed', senderThreadId: THREAD_ID, receiverThreadIds: [], prompt: 'look', agentsStates: {} };
    const image = { type: 'imageView', id: 'call_1', path: '/tmp/a.png' };
    for (const tool of [[itemStarted(image), itemCompleted(image)], [itemCompleted(image)], [itemStarted(collab), itemCompleted(collab)]]) {
      const parts = readRound([
        agentDelta('msg_0', 'Looking.'),
        itemCompleted(agentMessageItem('msg_0', 'Looking.')),
        ...tool,
        agentDelta('msg_1', 'Partial'),
        errorNotification('Reconnecting... 1/1', true),
        agentDelta('msg_2', 'A cat.'),
        turnCompleted('completed'),
      ]);
      expect(withoutFinish(parts).filter((part) => part.type.endsWith('-retract'))).toEqual([{ type: 'text-retract', id: 'msg_1', length: '\n\nPartial'.length }]);
      expect(summarizeRound(parts).text).toBe('Looking.\n\nA cat.');
    }
  });

  it("a subagent's thread is not the round's: its tool calls nested under the spawn, its text and turn end its own", () => {
    const child = 'thr-child';
    const spawn = (status: string, receivers: string[]) => ({ type: 'collabAgentToolCall', id: 'call_spawn', tool: 'spawnAgent', status, senderThreadId: THREAD_ID, receiverThreadIds: receivers, prompt: 'read it', agentsStates: {} });
    const command = (status: string) => ({ type: 'commandExecution', id: 'call_cat', command: 'cat hello.txt', cwd: '/w', status, aggregatedOutput: status === 'completed' ? 'hello' : null, exitCode: status === 'completed' ? 0 : null });
    const inChild = (method: string, params: Record<string, unknown>) => notification(method, { ...params, threadId: child, turnId: 'turn-child' });
    const parts = readRound([
      threadStarted(),
      itemStarted(spawn('inProgress', [])),
      // The child speaks before its spawn completed: it is the last spawn's.
      inChild('item/started', { item: command('inProgress') }),
      inChild('item/completed', { item: command('completed') }),
      inChild('item/agentMessage/delta', { itemId: 'msg-child', delta: 'It says hello.' }),
      inChild('turn/completed', { turn: { id: 'turn-child', items: [], status: 'completed', error: null } }),
      itemCompleted(spawn('completed', [child])),
      agentDelta('msg_1', 'The subagent read it.'),
      turnCompleted('completed'),
    ]);
    const calls = parts.filter((part) => part.type === 'tool-call' || part.type === 'tool-result');
    expect(calls.map((part) => [part.type, part.toolCallId, part.parentToolCallId])).toEqual([
      ['tool-call', 'call_spawn', undefined],
      ['tool-call', 'call_cat', 'call_spawn'],
      ['tool-result', 'call_cat', 'call_spawn'],
      ['tool-result', 'call_spawn', undefined],
    ]);
    expect(summarizeRound(parts).text).toBe('The subagent read it.');
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'The subagent read it.' });
    // Before the parent's own turn/completed, the child's did not end the round.
    const early = new CodexRoundReader();
    for (const line of [threadStarted(), inChild('turn/completed', { turn: { id: 'turn-child', items: [], status: 'completed', error: null } })]) early.accept(parseJsonRpcLine(line));
    expect(early.isTurnCompleted).toBe(false);
  });

  it('turn/completed: the verdict — completed → success, failed → failed with turn.error, interrupted → incomplete', () => {
    const ok = readRound([agentDelta('msg_1', 'Done.'), turnCompleted('completed')]);
    expect(verdictOf(ok)).toMatchObject({ kind: 'success', message: 'Done.', subtype: 'completed', isError: false, durationMs: 1154 });

    const failed = readRound([errorNotification('boom', false), turnCompleted('failed', { message: 'the model broke', codexErrorInfo: 'other' })]);
    expect(verdictOf(failed)).toMatchObject({ kind: 'failed', message: 'the model broke', subtype: 'failed', isError: true });

    const onlyNotified = readRound([errorNotification('boom', false), turnCompleted('failed', null)]);
    expect(verdictOf(onlyNotified)).toMatchObject({ kind: 'failed', message: 'boom' });

    const interrupted = readRound([agentDelta('msg_1', 'Working on it'), turnCompleted('interrupted')]);
    expect(verdictOf(interrupted)).toMatchObject({ kind: 'incomplete', subtype: 'interrupted', message: 'The turn was interrupted.', unexplained: true });
  });

  it('turn/completed failed with a 401 from the model API: auth-required', () => {
    const info = { httpConnectionFailed: { httpStatusCode: 401 } };
    const parts = readRound([errorNotification('unexpected status 401 Unauthorized', false, info), turnCompleted('failed', { message: 'unexpected status 401 Unauthorized', codexErrorInfo: info })]);
    expect(verdictOf(parts)).toMatchObject({ kind: 'auth-required', message: 'unexpected status 401 Unauthorized' });
  });

  it('model/rerouted: a warning, and the model actually used', () => {
    const parts = withoutFinish(
      readRound([threadStarted('gpt-5.5'), notification('model/rerouted', { threadId: THREAD_ID, turnId: TURN_ID, fromModel: 'gpt-5.5', toModel: 'gpt-5.5-mini', reason: 'highRiskCyberActivity' })]),
    );
    expect(parts).toEqual([
      { type: 'session', sessionId: THREAD_ID, model: 'gpt-5.5' },
      { type: 'warning', code: 'model-rerouted', message: 'Codex rerouted the turn from gpt-5.5 to gpt-5.5-mini (highRiskCyberActivity).' },
      { type: 'session', sessionId: THREAD_ID, model: 'gpt-5.5-mini' },
    ]);
  });

  it("mcpServer/startupStatus/updated: each state as a part, and a warning when it failed (the round runs without that server)", () => {
    const status = (s: string, error: string | null) =>
      notification('mcpServer/startupStatus/updated', { threadId: THREAD_ID, name: 'meshweaver', environmentId: null, status: s, error, failureReason: null });
    const parts = withoutFinish(readRound([status('starting', null), status('failed', 'handshake failed'), status('ready', null)]));
    expect(parts).toEqual([
      { type: 'mcp-server', name: 'meshweaver', status: 'starting' },
      { type: 'mcp-server', name: 'meshweaver', status: 'failed', message: 'handshake failed' },
      { type: 'warning', code: 'mcp-server-failed', message: 'MCP server meshweaver failed to start: handshake failed' },
      { type: 'mcp-server', name: 'meshweaver', status: 'ready' },
    ]);
  });

  it('thread/started: a session part with the thread id (once per thread and model)', () => {
    const parts = withoutFinish(
      readRound([response(1, threadStartResult('gpt-5.5')), threadStarted('gpt-5.5')], undefined, {
        clientLines: [clientRequest(1, 'thread/start', {})],
      }),
    );
    expect(parts).toEqual([{ type: 'session', sessionId: THREAD_ID, model: 'gpt-5.5' }]);
  });

  it('anything else passes on, typed when known, raw when not — rate limits, thread status, config warnings, non-JSON lines, unknown methods fault nothing', () => {
    // As codex 0.171.0 sent them in the recorded rounds.
    const rateLimits = { rateLimits: { limitId: 'codex', limitName: null, normalModelSlug: null, primary: null, secondary: null, credits: null, individualLimit: null, spendControlReached: null, planType: null, rateLimitReachedType: null } };
    const threadStatus = { threadId: THREAD_ID, status: { type: 'active', activeFlags: [] } };
    const remoteControl = { status: 'disabled', serverName: 'vm', installationId: '92fadc2d-d314-4ace-902f-0d83943d8af4', environmentId: null };
    const configWarning = { summary: 'Codex could not find bubblewrap on PATH.', details: null };
    const parts = readRound([
      notification('account/rateLimits/updated', rateLimits),
      notification('thread/status/changed', threadStatus),
      notification('remoteControl/status/changed', remoteControl),
      notification('configWarning', configWarning),
      'WARNING: not json at all',
      notification('thread/brandNew/thing', { x: 1 }),
      serverRequest(7, 'item/tool/call', { threadId: THREAD_ID, turnId: TURN_ID, callId: 'c', tool: 'x', arguments: {} }),
      agentDelta('msg_1', 'fine'),
      turnCompleted('completed'),
    ]);
    expect(withoutFinish(parts)).toEqual([
      { type: 'event', name: 'account/rateLimits/updated', data: rateLimits },
      { type: 'event', name: 'thread/status/changed', data: threadStatus },
      { type: 'event', name: 'remoteControl/status/changed', data: remoteControl },
      { type: 'event', name: 'configWarning', data: configWarning },
      { type: 'unknown', reason: 'not-json', raw: 'WARNING: not json at all' },
      { type: 'unknown', reason: 'unknown-event', raw: notification('thread/brandNew/thing', { x: 1 }) },
      { type: 'text-delta', id: 'msg_1', text: 'fine' },
      { type: 'session', sessionId: THREAD_ID },
    ]);
    expect(verdictOf(parts).kind).toBe('success');
  });

  it("takes the thread a turn's notifications name as the session where no thread/start came before, and never another over the round's", () => {
    const lone = readRound([turnCompleted('completed')]);
    expect(withoutFinish(lone)).toEqual([{ type: 'session', sessionId: THREAD_ID }]);
    const started = readRound([notification('turn/started', { threadId: THREAD_ID, turn: { id: TURN_ID, items: [], status: 'inProgress', error: null } }), agentDelta('msg_1', 'fine'), turnCompleted('completed')]);
    expect(withoutFinish(started)).toEqual([{ type: 'session', sessionId: THREAD_ID }, { type: 'text-delta', id: 'msg_1', text: 'fine' }]);
  });

  it('a `warning` notification becomes a warning part', () => {
    const parts = withoutFinish(readRound([notification('warning', { threadId: THREAD_ID, message: 'Unknown model slug' })]));
    expect(parts).toEqual([{ type: 'warning', code: 'codex-warning', message: 'Unknown model slug' }]);
  });
});

describe('CodexRoundReader: server requests', () => {
  it('item/tool/requestUserInput surfaces the question', () => {
    const params = {
      threadId: THREAD_ID, turnId: TURN_ID, itemId: 'call_q', isBlocking: true,
      questions: [{ id: 'color', header: 'Color', question: 'Which color should the button be?', options: [{ label: 'Blue (Recommended)', description: '' }, { label: 'Red', description: '' }] }],
    };
    const parts = withoutFinish(readRound([serverRequest(0, 'item/tool/requestUserInput', params)]));
    expect(parts).toEqual([{ type: 'question', id: 'call_q', text: 'Color: Which color should the button be?\n- Blue (Recommended)\n- Red' }]);
  });

  it('approvals, elicitations and unknown server requests add no part (an unknown method is an unknown part)', () => {
    const parts = withoutFinish(
      readRound([
        serverRequest(0, 'item/commandExecution/requestApproval', { threadId: THREAD_ID, turnId: TURN_ID, itemId: 'c', startedAtMs: 1 }),
        serverRequest(1, 'item/fileChange/requestApproval', { threadId: THREAD_ID, turnId: TURN_ID, itemId: 'p', startedAtMs: 1 }),
        serverRequest(2, 'mcpServer/elicitation/request', { threadId: THREAD_ID, turnId: TURN_ID, serverName: 'm', mode: 'url', elicitationId: 'e', message: 'Sign in', url: 'https://example.com' }),
        serverRequest(3, 'future/request', {}),
      ]),
    );
    expect(parts).toEqual([{ type: 'unknown', reason: 'unknown-event', raw: serverRequest(3, 'future/request', {}) }]);
  });
});

describe('CodexRoundReader: responses matched to the client requests', () => {
  it('thread/resume answering -32600 "no rollout found" → resume-not-found', () => {
    const parts = readRound([errorResponse(1, -32600, 'no rollout found for thread id 0199a000-0000-7000-8000-000000000000')], undefined, {
      clientLines: [clientRequest(0, 'initialize', {}), clientRequest(1, 'thread/resume', { threadId: '0199a000-0000-7000-8000-000000000000' })],
    });
    expect(withoutFinish(parts)).toEqual([{ type: 'warning', code: 'resume-not-found', message: 'no rollout found for thread id 0199a000-0000-7000-8000-000000000000' }]);
    expect(verdictOf(parts)).toMatchObject({ kind: 'resume-not-found', message: 'no rollout found for thread id 0199a000-0000-7000-8000-000000000000' });
  });

  it('a resume that found no rollout, then a fresh thread that completed: success', () => {
    const parts = readRound(
      [errorResponse(1, -32600, 'no rollout found for thread id X'), response(2, threadStartResult()), response(3, { turn: { id: TURN_ID, status: 'inProgress' } }), agentDelta('m', 'fresh'), turnCompleted('completed')],
      undefined,
      { clientLines: [clientRequest(1, 'thread/resume', {}), clientRequest(2, 'thread/start', {}), clientRequest(3, 'turn/start', {})] },
    );
    expect(verdictOf(parts)).toMatchObject({ kind: 'success', message: 'fresh' });
  });

  it('a server request with the id of a pending client request is told apart by `method`', () => {
    const reader = new CodexRoundReader();
    reader.sent(clientRequest(0, 'turn/start', {}));
    accept(reader, serverRequest(0, 'item/commandExecution/requestApproval', { threadId: THREAD_ID, turnId: TURN_ID, itemId: 'c', startedAtMs: 1 }));
    expect(reader.outstanding).toEqual(['turn/start']);
    accept(reader, response(0, { turn: { id: TURN_ID, status: 'inProgress' } }));
    expect(reader.outstanding).toEqual([]);
    expect(reader.turnId).toBe(TURN_ID);
  });

  it('without the client lines (withoutClientLines), responses are recognised by their shape', () => {
    const reader = new CodexRoundReader({ withoutClientLines: true });
    expect(accept(reader, response(5, threadStartResult()))).toEqual([{ type: 'session', sessionId: THREAD_ID, model: 'gpt-5.5' }]);
    accept(reader, turnStarted());
    expect(reader.turnId).toBe(TURN_ID);
  });

  it('an error answering no request the client sent is an unknown part and leaves the verdict alone', () => {
    const stray = JSON.stringify({ id: 'never-sent', error: { code: -32603, message: 'boom' } });
    const parts = readRound([stray], { exitCode: 0, signal: null, stderr: '', intentional: true }, { clientLines: [clientRequest(1, 'thread/start', {})] });
    expect(withoutFinish(parts)).toEqual([{ type: 'unknown', reason: 'unknown-event', raw: stray }]);
    expect(verdictOf(parts).kind).toBe(verdictOf(readRound([], { exitCode: 0, signal: null, stderr: '', intentional: true })).kind);
    expect(verdictOf(parts).kind).toBe('incomplete');
  });

  it('a stray result.thread names no session, a stray turn starts nothing, a stray "no rollout" resumes nothing', () => {
    const reader = new CodexRoundReader();
    reader.sent(clientRequest(1, 'thread/start', {}));
    const strays = [
      response(9, { thread: { id: 'forged-thread' }, model: 'evil' }),
      response('x', { turn: { id: 'forged-turn' } }),
      errorResponse(7, -32600, 'no rollout found for thread id X'),
      JSON.stringify({ id: null, error: { code: -32700, message: 'Parse error' } }),
    ];
    for (const line of strays) expect(accept(reader, line)).toEqual([{ type: 'unknown', reason: 'unknown-event', raw: line }]);
    expect(reader.threadId).toBeNull();
    expect(reader.turnId).toBeNull();
    expect(reader.outstanding).toEqual(['thread/start']);
    expect(reader.finish(null)[0]).toMatchObject({ verdict: { kind: 'incomplete' } });
  });

  it('a second response to the same request is stray: it cannot replace the session', () => {
    const parts = withoutFinish(
      readRound([response(1, threadStartResult()), response(1, { thread: { id: 'forged' }, model: 'evil' })], null, {
        clientLines: [clientRequest(1, 'thread/start', {})],
      }),
    );
    expect(parts).toEqual([
      { type: 'session', sessionId: THREAD_ID, model: 'gpt-5.5' },
      { type: 'unknown', reason: 'unknown-event', raw: response(1, { thread: { id: 'forged' }, model: 'evil' }) },
    ]);
  });

  // The client's lines that begin as encodeRequest writes requests are read off the text; every
  // JSON line must be read as parsing it does: the id and method it names, or no request at all.
  const memberArb = fc.tuple(
    fc.constantFrom('id', 'method', 'jsonrpc', 'params', 'result', 'x'),
    fc.boolean(),
    fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string(), fc.constantFrom('2.0', 'turn/start', null), fc.jsonValue()),
  );
  const keyText = (name: string, escaped: boolean) => (escaped ? `"\\u00${name.charCodeAt(0).toString(16)}${name.slice(1)}"` : JSON.stringify(name));
  const clientLineArb = fc
    .tuple(
      fc.oneof(fc.nat(), fc.integer({ min: -5, max: 5 }), fc.constantFrom(2 ** 53, 1e21, 0.5), fc.string()),
      fc.oneof(fc.constantFrom('initialize', 'thread/start', 'turn/start'), fc.string({ unit: 'binary' })),
      fc.array(memberArb, { maxLength: 3 }),
      fc.boolean(),
      // Lines without an id or a method member too (notifications, answers): they are passed
      // over unparsed, and must still read as no request, or as the request a later member makes.
      fc.constantFrom('both', 'no-id', 'no-method'),
    )
    .map(([id, method, more, ownOrder, members]) => {
      const both = ownOrder ? [`"id":${JSON.stringify(id)}`, `"method":${JSON.stringify(method)}`] : [`"method":${JSON.stringify(method)}`, `"id":${JSON.stringify(id)}`];
      const head = members === 'both' ? both : members === 'no-id' ? [`"method":${JSON.stringify(method)}`] : [`"id":${JSON.stringify(id)}`];
      return `{${[...head, ...more.map(([name, escaped, value]) => `${keyText(name, escaped)}:${JSON.stringify(value)}`)].join(',')}}`;
    });

  it('reads a client line as parsing it does, whether or not it is read off the text', () => {
    const ownLine = clientRequest(3, 'turn/start', { input: [{ type: 'text', text: '"id":9' }] });
    fc.assert(
      fc.property(fc.oneof(clientLineArb, fc.constant(ownLine)), (line) => {
        const parsed = parseJsonRpcLine(line);
        const request = parsed.ok && parsed.message.kind === 'request' ? parsed.message : null;
        const reader = new CodexRoundReader();
        reader.sent(line);
        expect(reader.outstanding).toEqual(request ? [request.method] : []);
        if (!request) return;
        accept(reader, JSON.stringify({ id: request.id, error: { code: -32603, message: 'failed' } }));
        expect(reader.outstanding).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('another failed request is the verdict when nothing else is', () => {
    const parts = readRound([errorResponse(2, -32602, 'invalid params: cwd')], { exitCode: 0, signal: null, stderr: '', intentional: true }, {
      clientLines: [clientRequest(2, 'thread/start', {})],
    });
    expect(verdictOf(parts)).toMatchObject({ kind: 'failed', message: 'thread/start failed (-32602): invalid params: cwd' });
  });
});

describe('CodexRoundReader: a message that fails its schema', () => {
  it('is an invalid unknown part carrying the raw line, and what can be trusted of it is still read', () => {
    // `delta` retyped: nothing to read, but the line is shown.
    const retyped = notification('item/agentMessage/delta', { itemId: 'm', delta: 42 });
    expect(withoutFinish(readRound([retyped]))).toEqual([{ type: 'unknown', reason: 'invalid', raw: retyped }]);
    // A required member missing (threadId, turnId): the text is still the answer.
    const partial = notification('item/agentMessage/delta', { itemId: 'm', delta: 'Hello' });
    expect(withoutFinish(readRound([partial]))).toEqual([
      { type: 'unknown', reason: 'invalid', raw: partial },
      { type: 'text-delta', id: 'm', text: 'Hello' },
    ]);
  });

  it('keeps the verdict a turn/completed of another shape gives, reading each field only at its expected type', () => {
    const completed = notification('turn/completed', { threadId: THREAD_ID, turn: { id: TURN_ID, status: 'failed', error: { message: 'broke' }, durationMs: 'soon' } });
    const parts = readRound([completed], { exitCode: 0, signal: null, stderr: '', intentional: true });
    expect(parts[0]).toEqual({ type: 'unknown', reason: 'invalid', raw: completed });
    const verdict = verdictOf(parts);
    expect(verdict).toMatchObject({ kind: 'failed', message: 'broke', subtype: 'failed' });
    expect(verdict).not.toHaveProperty('durationMs');
  });

  it('is checked in a response and a server request too, and an event it would have been is the invalid part alone', () => {
    const response = JSON.stringify({ id: 1, result: { thread: { id: 'thr_x' } } });
    const started = readRound([response], null, { clientLines: [clientRequest(1, 'thread/start', {})] });
    expect(withoutFinish(started)).toEqual([
      { type: 'unknown', reason: 'invalid', raw: response },
      { type: 'session', sessionId: 'thr_x' },
    ]);
    const question = serverRequest(4, 'item/tool/requestUserInput', { itemId: 'q', questions: [{ id: 'a', question: 'Which?' }] });
    expect(withoutFinish(readRound([question]))).toEqual([
      { type: 'unknown', reason: 'invalid', raw: question },
      { type: 'question', id: 'q', text: 'Which?' },
    ]);
    const status = notification('thread/status/changed', { threadId: 7 });
    expect(withoutFinish(readRound([status]))).toEqual([{ type: 'unknown', reason: 'invalid', raw: status }]);
  });

  it('members a newer CLI adds do not make a message invalid', () => {
    const line = JSON.stringify({ method: 'item/agentMessage/delta', params: { threadId: THREAD_ID, turnId: TURN_ID, itemId: 'm', delta: 'x', brandNew: true }, emittedAtMs: 1 });
    expect(withoutFinish(readRound([line]))).toEqual([{ type: 'text-delta', id: 'm', text: 'x' }]);
  });
});

describe('CodexRoundReader: bookkeeping', () => {
  it('finish is idempotent and a line too long is an unknown part', () => {
    const reader = new CodexRoundReader();
    const tooLong = parseServerLine({ ok: false, error: new LineTooLongError(65, 64), head: '{"method":' })!;
    expect(reader.accept(tooLong)).toEqual([{ type: 'unknown', reason: 'line-too-long', raw: '{"method":', bytes: 65, limit: 64 }]);
    expect(reader.finish(null)).toHaveLength(1);
    expect(reader.finish(null)).toEqual([]);
  });

  it("accept reads the message it is handed (the peer's parse) and parses nothing again; raw is the line's text for unknown parts", () => {
    const reader = new CodexRoundReader();
    const line = parseJsonRpcLine(agentDelta('m', 'hi'));
    expect(reader.accept({ ...line, raw: 'not json' } as typeof line)).toEqual([{ type: 'text-delta', id: 'm', text: 'hi' }]);
    const unknown = parseJsonRpcLine(notification('future/thing', {}));
    expect(reader.accept(unknown)).toEqual([{ type: 'unknown', reason: 'unknown-event', raw: unknown.raw }]);
  });

  it('reports turn completion for the harness to end the process', () => {
    const reader = new CodexRoundReader();
    accept(reader, turnStarted());
    expect(reader.isTurnCompleted).toBe(false);
    accept(reader, turnCompleted('completed'));
    expect(reader.isTurnCompleted).toBe(true);
  });
});

// ---- properties ---------------------------------------------------------------------------

const reasoningOf = (parts: ContentPart[]) => parts.map((p) => (p.type === 'reasoning-delta' ? p.text : '')).join('');

const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'ö', '—', '✓', '🎉', '\n', '"', '\\'), minLength: 1, maxLength: 8 });
const itemId = fc.constantFrom('msg_1', 'msg_2', 'rs_1', 'call_1', 'call_2');

/** One message of a plausible round, as codex writes it. */
const serverLineArb: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(itemId, text).map(([id, t]) => agentDelta(id, t)),
  fc.tuple(itemId, text).map(([id, t]) => itemCompleted(agentMessageItem(id, t))),
  fc.tuple(itemId, text).map(([id, t]) => summaryDelta(id, t)),
  fc.tuple(itemId, text).map(([id, t]) => itemCompleted(reasoningItem(id, [t]))),
  itemId.map((id) => itemStarted(commandItem(id, { status: 'inProgress' }))),
  fc.tuple(itemId, text, fc.constantFrom(0, 1, null)).map(([id, out, code]) =>
    itemCompleted(commandItem(id, { status: code ? 'failed' : 'completed', aggregatedOutput: out, exitCode: code })),
  ),
  itemId.map((id) => itemCompleted(mcpItem(id, { status: 'completed', result: { content: [{ type: 'text', text: 'ok' }] } }))),
  fc.nat(100).map((n) => tokenUsage(usage(n, n + 1), usage(n * 2, n + 2))),
  text.map((t) => errorNotification(t, true)),
  fc.constant(threadStarted()),
  fc.constant(turnStarted()),
);

const roundArb = fc.tuple(
  fc.array(serverLineArb, { maxLength: 25 }),
  fc.option(fc.constantFrom('completed', 'failed', 'interrupted'), { nil: undefined }),
).map(([lines, status]) => (status ? [...lines, turnCompleted(status, status === 'failed' ? { message: 'broke' } : null)] : lines));

function readBytes(chunks: Uint8Array[]): ContentPart[] {
  return readCodexStream(chunks, { exitCode: 0, signal: null, stderr: '', intentional: true });
}

describe('CodexRoundReader: properties', () => {
  it('any split of the byte stream gives the same parts as the whole lines', () => {
    fc.assert(
      fc.property(roundArb, fc.array(fc.nat(), { maxLength: 40 }), fc.boolean(), (lines, offsets, crlf) => {
        const whole = readRound(lines, { exitCode: 0, signal: null, stderr: '', intentional: true });
        const bytes = new TextEncoder().encode(lines.map((l) => l + (crlf ? '\r\n' : '\n')).join(''));
        expect(readBytes(splitAt(bytes, offsets))).toEqual(whole);
        // One byte at a time, the worst case.
        expect(readBytes([...bytes].map((b) => Uint8Array.of(b)))).toEqual(whole);
      }),
      { numRuns: 100 },
    );
  });

  const unknownArb = fc.oneof(
    fc.constantFrom('future/thing', 'thread/brandNew', 'item/hologram/delta').map((m) => notification(m, { threadId: THREAD_ID })),
    fc.constantFrom('account/rateLimits/updated', 'thread/status/changed', 'configWarning', 'serverRequest/resolved').map((m) =>
      notification(m, { threadId: THREAD_ID }),
    ),
    fc.tuple(fc.nat(50), fc.constantFrom('future/request', 'item/tool/call', 'attestation/generate')).map(([id, m]) => serverRequest(id, m, {})),
    fc.constantFrom('not json', '{"half":', '[]', '{}'),
  );

  it('unknown notifications, server requests and junk interleaved anywhere change nothing else', () => {
    fc.assert(
      fc.property(roundArb, fc.array(fc.tuple(fc.nat(), unknownArb), { maxLength: 10 }), (lines, insertions) => {
        const mixed = [...lines];
        for (const [at, line] of insertions) mixed.splice(at % (mixed.length + 1), 0, line);
        // Noise adds `unknown` parts, and `event` parts for the known methods among it.
        const content = (parts: ContentPart[]) => parts.filter((p) => p.type !== 'unknown' && p.type !== 'event');
        const base = content(readRound(lines));
        const withNoise = content(readRound(mixed));
        expect(withNoise).toEqual(base);
        // And live, each server request among them gets exactly one answer.
        const answers: string[] = [];
        const peer = new JsonRpcPeer({ send: (l) => answers.push(l) });
        answerServerRequestsOn(peer, { autoApprove: false });
        for (const line of mixed) peer.receive(line);
        const asked = insertions.filter(([, line]) => line.includes('"id":') && line.includes('"method":')).length;
        expect(answers).toHaveLength(asked);
      }),
      { numRuns: 150 },
    );
  });

  // Responses to ids the client never used: errors, threads, turns, a missing rollout, id null.
  const strayArb = fc.tuple(fc.oneof(fc.integer({ min: 100, max: 200 }), fc.constantFrom('never-sent', 'x')), fc.nat(4)).map(([id, kind]) =>
    kind === 0 ? errorResponse(id, -32603, 'stray failure')
    : kind === 1 ? response(id, { thread: { id: 'forged-thread' }, model: 'forged' })
    : kind === 2 ? response(id, { turn: { id: 'forged-turn', status: 'inProgress' } })
    : kind === 3 ? errorResponse(id, -32600, 'no rollout found for thread id forged')
    : JSON.stringify({ id: null, error: { code: -32700, message: 'Parse error' } }),
  );

  it('responses to requests never sent, interleaved anywhere, add only unknown parts and never change the verdict', () => {
    const clientLines = [clientRequest(0, 'initialize', {}), clientRequest(1, 'thread/start', {}), clientRequest(2, 'turn/start', {})];
    const answers = [response(0, { userAgent: 'codex/0.171.0' }), response(1, threadStartResult()), response(2, { turn: { id: TURN_ID, status: 'inProgress' } })];
    fc.assert(
      fc.property(roundArb, fc.nat(3), fc.array(fc.tuple(fc.nat(), strayArb), { maxLength: 8 }), fc.boolean(), (lines, answered, strays, exited) => {
        const round = [...answers.slice(0, answered), ...lines];
        const mixed = [...round];
        for (const [at, line] of strays) mixed.splice(at % (mixed.length + 1), 0, line);
        const outcome = exited ? { exitCode: 0, signal: null, stderr: '', intentional: true } : null;
        const base = readRound(round, outcome, { clientLines });
        const withStrays = readRound(mixed, outcome, { clientLines });
        expect(withStrays.filter((p) => p.type !== 'unknown')).toEqual(base.filter((p) => p.type !== 'unknown'));
        expect(withStrays.filter((p) => p.type === 'unknown')).toHaveLength(base.filter((p) => p.type === 'unknown').length + strays.length);
      }),
      { numRuns: 150 },
    );
  });

  it('a reasoning summary streamed in parts reads as the completed item does, with or without summaryPartAdded', () => {
    // Each part is cut into deltas at arbitrary points; codex sends summaryPartAdded before each part.
    const partArb = fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(partArb, { minLength: 1, maxLength: 5 }), fc.boolean(), (parts, announced) => {
        const lines = parts.flatMap(([text, cuts], index) => {
          const points = [...new Set(cuts.map((c) => c % text.length))].filter((p) => p > 0).sort((a, b) => a - b);
          const deltas = [0, ...points].map((from, i, all) => text.slice(from, all[i + 1]));
          return [...(announced ? [summaryPartAdded('rs_1', index)] : []), ...deltas.map((d) => summaryDelta('rs_1', d, index))];
        });
        const summary = parts.map(([text]) => text);
        const streamed = readRound([...lines, itemCompleted(reasoningItem('rs_1', summary))]);
        const whole = readRound([itemCompleted(reasoningItem('rs_1', summary))]);
        expect(reasoningOf(streamed)).toBe(reasoningOf(whole));
        expect(reasoningOf(streamed)).toBe(summary.join('\n\n'));
      }),
      { numRuns: 150 },
    );
  });

  it('whenever the process dies, the round ends with exactly one verdict, from turn/completed when it came', () => {
    const outcomeArb = fc.record({
      exitCode: fc.option(fc.constantFrom(0, 1, 137), { nil: null }),
      signal: fc.option(fc.constantFrom('SIGKILL', 'SIGTERM'), { nil: null }),
      stderr: fc.constantFrom('', 'Error: CODEX_HOME points to "/x", but that path does not exist\n'),
      intentional: fc.boolean(),
    });
    fc.assert(
      fc.property(roundArb, fc.nat(), outcomeArb, (lines, at, outcome) => {
        const cutAt = at % (lines.length + 1);
        const parts = readRound(lines.slice(0, cutAt), outcome);
        const finishes = parts.filter((p) => p.type === 'finish');
        expect(finishes).toHaveLength(1);
        expect(parts.at(-1)!.type).toBe('finish');
        const completed = lines.slice(0, cutAt).find((l) => l.includes('"method":"turn/completed"'));
        const kind = verdictOf(parts).kind;
        if (!completed) expect(['incomplete', 'failed']).toContain(kind);
        else if (completed.includes('"status":"completed"')) expect(kind).toBe('success');
        expect(verdictOf(parts).exitCode).toBe(outcome.exitCode);
      }),
      { numRuns: 150 },
    );
  });
});

describe('hostile input', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('a notification or server request nested 100,000 deep is an invalid line carrying its raw text', () => {
    {
      const line = notification('item/completed', { threadId: THREAD_ID, turnId: TURN_ID, item: 'DEEP' }).replace('"DEEP"', deep(100_000));
      const request = serverRequest(9, 'item/tool/call', { threadId: THREAD_ID, arguments: 'DEEP' }).replace('"DEEP"', deep(100_000));
      const parts = readRound([line, request], null);
      expect(parts.filter((p) => p.type === 'unknown')).toEqual([
        { type: 'unknown', reason: 'invalid', raw: line },
        { type: 'unknown', reason: 'invalid', raw: request },
      ]);
    }
  });

  it('an agent message whose deltas were repeated, altered or lost says its completed text once, never text no line said', () => {
    const said = (lines: string[]) => {
      const parts = readRound(lines);
      return { text: summarizeRound(parts).text, warned: parts.some((p) => p.type === 'warning' && p.code === 'stream-mismatch') };
    };
    const completed = itemCompleted(agentMessageItem('m', 'Hello, wörld'));
    expect(said([agentDelta('m', 'Hel'), agentDelta('m', 'Hel'), agentDelta('m', 'lo, wörld'), completed])).toEqual({ text: 'Hello, wörld', warned: true });
    expect(said([agentDelta('m', 'Hello, '), agentDelta('m', 'wXYZrld'), completed])).toEqual({ text: 'Hello, wörld', warned: true });
    // A delta lost at the end: the completed text says the rest.
    expect(said([agentDelta('m', 'Hello, '), completed])).toEqual({ text: 'Hello, wörld', warned: false });
    // Deltas repeated after the completion add nothing; a message before keeps its break.
    const before = [agentDelta('a', 'First.'), itemCompleted(agentMessageItem('a', 'First.'))];
    expect(said([...before, agentDelta('m', 'Hello, wörld'), completed, agentDelta('m', 'Hello, wörld'), completed])).toEqual({ text: 'First.\n\nHello, wörld', warned: false });
    expect(said([...before, agentDelta('m', 'Hello'), agentDelta('m', 'Hello'), completed])).toEqual({ text: 'First.\n\nHello, wörld', warned: true });
  });

  it('a reasoning item completed twice, or completed before its deltas, says its reasoning once', () => {
    const twice = readRound([itemCompleted(reasoningItem('r_1', ['Think'])), itemCompleted(reasoningItem('r_1', ['Think']))]);
    expect(summarizeRound(twice).reasoning).toBe('Think');
    const early = readRound([itemCompleted(reasoningItem('r_1', ['First', 'second'])), summaryDelta('r_1', 'Fir'), summaryDelta('r_1', 'st'), summaryDelta('r_1', 'second', 1)]);
    expect(summarizeRound(early).reasoning).toBe('First\n\nsecond');
    const longer = readRound([itemCompleted(reasoningItem('r_1', ['First'])), summaryDelta('r_1', 'First'), summaryDelta('r_1', 'more', 1)]);
    expect(summarizeRound(longer).reasoning).toBe('First\n\nmore');
  });

  it('a reasoning item completed with its summary before raw content deltas keeps them whole', () => {
    const parts = readRound([itemCompleted(reasoningItem('r_1', ['Summary'], ['raw thinking'])), reasoningTextDelta('r_1', 'raw '), reasoningTextDelta('r_1', 'thinking')]);
    expect(summarizeRound(parts).reasoning).toBe('Summaryraw thinking');
  });

  it('an agent message completed twice, or completed before its deltas, says its text once', () => {
    const twice = readRound([itemCompleted(agentMessageItem('msg_1', 'Hello')), itemCompleted(agentMessageItem('msg_1', 'Hello')), turnCompleted('completed')]);
    expect(summarizeRound(twice).text).toBe('Hello');
    const early = readRound([itemCompleted(agentMessageItem('msg_1', 'Hello')), agentDelta('msg_1', 'Hel'), agentDelta('msg_1', 'lo'), turnCompleted('completed')]);
    expect(summarizeRound(early).text).toBe('Hello');
    expect(verdictOf(early).message).toBe('Hello');
    // Deltas that go on past the completed text add only what goes beyond it.
    const longer = readRound([itemCompleted(agentMessageItem('msg_1', 'Hello')), agentDelta('msg_1', 'Hel'), agentDelta('msg_1', 'lo, world'), turnCompleted('completed')]);
    expect(summarizeRound(longer).text).toBe('Hello, world');
    expect(verdictOf(longer).message).toBe('Hello, world');
  });

  // Items streamed or not, with thinking; their item/completed lines repeated anywhere later or
  // moved before their deltas: the text and reasoning are still said exactly once.
  it('any repetition of item/completed and any move of it before its deltas says everything once', () => {
    const piece = fc.string({ minLength: 1, maxLength: 4 });
    const item = fc.record({ reasoning: fc.boolean(), streamed: fc.boolean(), early: fc.boolean(), pieces: fc.array(piece, { minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }), (items, copies) => {
        const lines: string[] = [];
        const completions: string[] = [];
        items.forEach((it, i) => {
          const whole = it.pieces.join('');
          const completed = itemCompleted(it.reasoning ? reasoningItem(`r_${i}`, [whole]) : agentMessageItem(`msg_${i}`, whole));
          completions.push(completed);
          if (it.streamed && it.early) lines.push(completed);
          if (it.streamed) for (const p of it.pieces) lines.push(it.reasoning ? summaryDelta(`r_${i}`, p) : agentDelta(`msg_${i}`, p));
          if (!it.streamed || !it.early) lines.push(completed);
        });
        for (const [which, to] of copies) {
          const line = completions[which % completions.length]!;
          lines.splice(Math.max(lines.indexOf(line) + 1, to % (lines.length + 1)), 0, line);
        }
        const got = summarizeRound(readRound([...lines, turnCompleted('completed')]));
        const texts = items.filter((it) => !it.reasoning).map((it) => it.pieces.join(''));
        expect(got.text).toBe(texts.reduce((out, text) => (out === '' ? text : `${out}\n\n${text}`), ''));
        expect(got.reasoning).toBe(items.filter((it) => it.reasoning).map((it) => it.pieces.join('')).join(''));
      }),
      { seed: 20, numRuns: 300 },
    );
  });

  it('keeps per-item state only for recent items, however many the turn has', () => {
    const reader = new CodexRoundReader();
    for (let i = 0; i < 20_000; i++) {
      const id = `msg_${i}`;
      reader.accept(parseJsonRpcLine(agentDelta(id, 'x')));
      reader.accept(parseJsonRpcLine(itemCompleted(agentMessageItem(id, 'x'))));
      reader.accept(parseJsonRpcLine(itemCompleted(agentMessageItem(`done_${i}`, 'y'))));
      reader.accept(parseJsonRpcLine(summaryDelta(`r_${i}`, 'z')));
      reader.accept(parseJsonRpcLine(itemCompleted(reasoningItem(`r_${i}`, ['z']))));
      reader.accept(parseJsonRpcLine(itemCompleted(reasoningItem(`q_${i}`, ['w']))));
      reader.accept(parseJsonRpcLine(itemCompleted(commandItem(`call_${i}`, { status: 'completed', aggregatedOutput: 'ok', exitCode: 0 }))));
    }
    const state = reader as unknown as Record<string, { size: number }>;
    for (const name of ['streamedText', 'streamedReasoning', 'completedText', 'completedReasoning', 'reasoningParts', 'calledTools', 'answeredTools', 'agentText', 'attempt']) {
      expect(state[name]!.size, name).toBeLessThanOrEqual(4096);
    }
  });

  it('a response nested 100,000 deep, or a line read from bytes, is an invalid line carrying its raw text', () => {
    {
      const line = notification('item/completed', { threadId: THREAD_ID, turnId: TURN_ID, item: 'DEEP' }).replace('"DEEP"', deep(100_000));
      const response = JSON.stringify({ id: 1, result: 'DEEP' }).replace('"DEEP"', deep(100_000));
      const parts = readCodexStream([new TextEncoder().encode(`${line}\n${response}\n`)], null, { sent: [clientRequest(1, 'thread/start', {})] });
      expect(parts.filter((p) => p.type === 'unknown')).toEqual([
        { type: 'unknown', reason: 'invalid', raw: line },
        { type: 'unknown', reason: 'invalid', raw: response },
      ]);
    }
  });
});

describe('bounds on what the client sent', () => {
  const exit = { exitCode: 1, signal: null, stderr: '' };

  // A capture with 10^6 requests never answered printed a verdict of 16 MB (346 MB RSS).
  it('names at most a few outstanding requests and counts the rest, at a million of them', () => {
    const reader = new CodexRoundReader();
    for (let i = 0; i < 1_000_000; i++) reader.sent(clientRequest(i, i < 2 ? 'initialize' : 'x'));
    expect(reader.outstandingCount).toBe(1_000_000);
    expect(verdictOf(reader.end(exit)).message).toBe('codex app-server exited with code 1 while "initialize", "initialize", "x" and 999997 more were outstanding.');
  });

  // 260 requests with methods of 2 MiB ended in 'mwh: unexpected failure: Invalid string length'
  // (1.28 GB), a RangeError out of CodexCaptureReplay.end.
  it('quotes a method of 2 MiB short, and keeps no more of it', () => {
    const reader = new CodexRoundReader();
    const method = 'm'.repeat(2 * 1024 * 1024);
    const line = new TextEncoder().encode(`${clientRequest(0, method)}\n`);
    const framer = new LineFramer();
    for (let i = 0; i < 260; i++) for (const framed of framer.push(line)) if (framed.ok) reader.sent(framed.text.replace('"id":0', `"id":${i}`));
    const message = verdictOf(reader.end(exit)).message;
    expect(message).toBe(`codex app-server exited with code 1 while "${'m'.repeat(64)}…", "${'m'.repeat(64)}…", "${'m'.repeat(64)}…" and 257 more were outstanding.`);
    expect(reader.outstanding.every((shown) => shown.length === 65)).toBe(true);
  });

  // The bounds at, below and above them: the requests named (3), a method's length (64), the
  // requests tracked (4,096, past which a response matches nothing and is refused).
  it('keeps each bound at, below and above it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, 3, 4, 4095, 4096, 4097),
        fc.constantFrom(1, 63, 64, 65),
        fc.nat({ max: 4200 }),
        (count, length, answered) => {
          const reader = new CodexRoundReader();
          const method = 't'.repeat(length);
          for (let i = 0; i < count; i++) reader.sent(clientRequest(i, method));
          const tracked = Math.min(count, 4096);
          const parts = reader.push(new TextEncoder().encode(`${errorResponse(answered, -1, 'no')}\n`));
          const matched = answered < tracked;
          // A response to a request past the tracked ones answers nothing the reader knows.
          expect(parts.some((part) => part.type === 'unknown')).toBe(!matched);
          const left = count - (matched ? 1 : 0);
          expect(reader.outstandingCount).toBe(left);
          const message = verdictOf(reader.end(exit)).message;
          const shown = length > 64 ? `"${'t'.repeat(64)}…"` : `"${method}"`;
          if (matched) expect(message).toBe(`${shown.slice(1, -1)} failed (-1): no`);
          else if (left === 0) expect(message).toBe('codex app-server exited with code 1 before a turn started.');
          else {
            const named = Math.min(left, 3);
            const rest = left > named ? ` and ${left - named} more` : '';
            expect(message).toBe(`codex app-server exited with code 1 while ${Array(named).fill(shown).join(', ')}${rest} ${left > 1 ? 'were' : 'was'} outstanding.`);
          }
          expect(message.length).toBeLessThan(400);
        },
      ),
      { seed: 25, numRuns: 200 },
    );
  });
});

describe('bounds on the answer kept for the verdict', () => {
  // An agent message of 600 M characters ended a plain `mwh replay` of it in 'Invalid string length', thrown out of push.
  it.each([-1, 0, 1])('keeps an agent message of the bound %i units whole up to the bound, and counts the rest', (beyond) => {
    const reader = new CodexRoundReader();
    const piece = 'abcdefgh'.repeat(128 * 1024);
    const pieces = MAX_KEPT_TEXT_UNITS / piece.length;
    for (let i = 0; i < pieces; i++) reader.accept(parseJsonRpcLine(agentDelta('msg_1', i === pieces - 1 && beyond < 0 ? piece.slice(0, beyond) : piece)));
    if (beyond > 0) reader.accept(parseJsonRpcLine(agentDelta('msg_1', '😀')));
    reader.accept(parseJsonRpcLine(turnCompleted('completed')));
    const parts = reader.end({ exitCode: 0, signal: null, stderr: '' });
    const message = verdictOf(parts).message;
    expect(message.length).toBe(MAX_KEPT_TEXT_UNITS + (beyond < 0 ? beyond : 0) + (beyond > 0 ? ' (2 more characters not kept)'.length + 1 : 0));
    if (beyond > 0) expect(message.endsWith('h… (2 more characters not kept)')).toBe(true);
  });

  it('goes on reading past the bound without building a longer string, for a message of 600 M characters', () => {
    const reader = new CodexRoundReader();
    const line = parseJsonRpcLine(agentDelta('msg_1', 'x'.repeat(6_000_000)));
    for (let i = 0; i < 100; i++) reader.accept(line);
    reader.accept(parseJsonRpcLine(turnCompleted('completed')));
    const verdict = verdictOf(reader.end({ exitCode: 0, signal: null, stderr: '' }));
    expect(verdict.kind).toBe('success');
    expect(verdict.message.endsWith(`x… (${600_000_000 - MAX_KEPT_TEXT_UNITS} more characters not kept)`)).toBe(true);
  });
});
