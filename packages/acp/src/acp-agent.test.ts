import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ndJsonStream, RequestError, type ContentBlock, type McpServer, type SessionUpdate } from '@agentclientprotocol/sdk';
import {
  errorResponse,
  execCommandCall,
  isMainTurn,
  startAnthropicMock,
  startResponsesMock,
  textMessage,
  textReply,
  toolUseMessage,
  type AnthropicMockScript,
  type ResponsesMockScript,
  type ResponsesReplyFor,
} from '@mwh/mock-servers';
import type { Harness } from '@mwh/protocol-core';
import { claudeSessionId, registrationOf } from '@mwh/harness-core';
import { MAX_LIVE_CLIS, MAX_LIVE_SESSIONS, serveAcp, type AcpAgentOptions } from './acp-agent.js';
import { MAX_PROMPT_CHARS } from './prompt-input.js';
import { SessionStore } from './session-store.js';
import { TAKEN_BACK } from './session-updates.js';
import { TOOL_CANCELLED } from './update-pump.js';
import { allow, allowAlways, chunkText, inProcessAgent, initialized, reject, statuses, type TestClient } from './test-support/acp-client.js';
import { cliAgainstMock, clisInCwd, commandsInCwd, makeScratch, pidsInCwd, waitUntil, type Scratch } from './test-support/live-cli.js';

// The ACP SDK's client against the agent in this process, the real pinned CLIs behind it, each
// pointed at a loopback model mock that scripts what the model says.

const RED_SQUARE = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=';
const SECRET = 'sk-live-SECRET-ACP-7731';

/** What each CLI's model mock is told to say, scenario by scenario, and what it was asked. */
interface ModelScripts {
  /** Two tool calls that need approval, one after the other, each writing its file, then an answer. */
  twoApprovals(first: string, second: string): unknown;
  /** A tool call that needs approval and runs for a long time. */
  longTool(): unknown;
  /** A tool that writes `file` in `cwd`: asked about in the CLI's default mode, not in `mode`. */
  edit(cwd: string, file: string): unknown;
  text(): unknown;
  reasoning(): unknown;
  /** A tool call that needs the user's approval, writing `file`, then an answer. */
  approval(file: string): unknown;
  /** Text that stops after its first piece and hangs; the next request is answered `Back again.` */
  hang(): unknown;
  two(first: string, second: string): unknown;
  answer(text: string): unknown;
  refused(): unknown;
  secret(): unknown;
  /** The stream breaks after its first delta and the CLI gives the whole answer again (Claude Code only). */
  dropped?(): unknown;
}

interface Model {
  url: string;
  /** The main model requests' bodies, as JSON text. */
  bodies(): string[];
  close(): Promise<void>;
}

const side = { name: 'side', match: (r: Parameters<typeof isMainTurn>[0]) => !isMainTurn(r), reply: textMessage('side') };
/** A command that runs a minute (not `sleep`, which Claude Code refuses to run in the foreground). */
const LONG_COMMAND = `'${process.execPath}' -e 'setTimeout(() => {}, 60000)'`;
const claudeBash = (id: string, command: string) => ({ name: 'Bash', id, input: { command, description: 'a command' } });
const claudeScripts: ModelScripts = {
  twoApprovals: (first, second) => ({
    routes: [side],
    replies: [toolUseMessage([claudeBash('toolu_one', `echo one > ${first}`)]), toolUseMessage([claudeBash('toolu_two', `echo two > ${second}`)]), textMessage('Over.')],
  }),
  longTool: () => ({ routes: [side], replies: [toolUseMessage([claudeBash('toolu_long', LONG_COMMAND)]), textMessage('Over.')] }),
  edit: (cwd, file) => ({
    routes: [side],
    replies: [1, 2].flatMap((n) => [toolUseMessage([{ name: 'Write', id: `toolu_write${n}`, input: { file_path: join(cwd, file), content: 'made' } }]), textMessage('Over.')]),
  }),
  text: () => ({ routes: [side], replies: [textMessage(['Hello ', 'from the mock.'])] }),
  reasoning: () => ({ routes: [side], replies: [{ type: 'message', content: [{ type: 'thinking', thinking: ['Weighing ', 'it up.'], signature: 'sig' }, { type: 'text', text: 'Thought it over.' }] }] }),
  approval: (file) => ({
    routes: [side],
    replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_acp', input: { command: `echo made > ${file} && cat ${file}`, description: 'make the file' } }]), textMessage('Over.')],
  }),
  hang: () => ({ routes: [side], replies: [textMessage(['one ', 'two ', 'three'], { interrupt: { afterDeltas: 1, mode: 'stall' } }), textMessage('Back again.')] }),
  two: (first, second) => ({ routes: [side], replies: [textMessage(first), textMessage(second)] }),
  answer: (text) => ({ routes: [side], replies: [textMessage(text)] }),
  refused: () => ({ routes: [side], replies: [], fallback: errorResponse(401) }),
  secret: () => ({ routes: [side], replies: [textMessage(['The key is sk-live-SEC', 'RET-ACP-7731, keep it.'])] }),
  // As the catalogue's stream-dropped: the pause lets the first delta reach the CLI in its own
  // read and be shown before the drop (25 ms was too short for a CLI already up when the prompt came).
  dropped: () => ({
    routes: [side],
    replies: [textMessage(['Partial ', 'answer ', 'that breaks'], { interrupt: { afterDeltas: 1, mode: 'drop' }, eventDelayMs: 250 }), textMessage('The whole answer, sent again.')],
  }),
};
const codexExec = (callId: string, cmd: string) => ({ type: 'function_call' as const, name: 'exec_command', callId, arguments: { cmd, login: false, tty: false, sandbox_permissions: 'require_escalated', justification: 'The test asks.' } });
const codexScripts: ModelScripts = {
  twoApprovals: (first, second) => ({
    replies: [{ kind: 'stream', output: [codexExec('call_one', `echo one > ${first}`)] }, { kind: 'stream', output: [codexExec('call_two', `echo two > ${second}`)] }, textReply('Over.')] satisfies ResponsesReplyFor[],
  }),
  longTool: () => ({ replies: [{ kind: 'stream', output: [codexExec('call_long', LONG_COMMAND)] }, textReply('Over.')] satisfies ResponsesReplyFor[] }),
  edit: (_cwd, file) => ({ replies: [{ kind: 'stream', output: [execCommandCall(`echo made > ${file}`, 'call_edit')] }, textReply('Over.'), { kind: 'stream', output: [execCommandCall(`echo made > ${file}`, 'call_edit2')] }, textReply('Over.')] satisfies ResponsesReplyFor[] }),
  text: () => ({ replies: [textReply('Hello from the mock.', { deltas: ['Hello ', 'from the mock.'] })] }),
  reasoning: () => ({ replies: [{ kind: 'stream', output: [{ type: 'reasoning', summary: ['Weighing it up.'] }, { type: 'message', text: 'Thought it over.' }] }] }),
  approval: (file) => ({
    replies: [
      {
        kind: 'stream',
        output: [{ type: 'function_call', name: 'exec_command', callId: 'call_acp', arguments: { cmd: `echo made > ${file} && cat ${file}`, login: false, tty: false, sandbox_permissions: 'require_escalated', justification: 'The test asks.' } }],
      },
      textReply('Over.'),
    ] satisfies ResponsesReplyFor[],
  }),
  hang: () => ({ replies: [textReply('one two three', { deltas: ['one ', 'two ', 'three'], ending: 'stall' }), textReply('Back again.')] }),
  two: (first, second) => ({ replies: [textReply(first), textReply(second)] }),
  answer: (text) => ({ replies: [textReply(text)] }),
  refused: () => ({ replies: [], fallback: { kind: 'http-error', status: 401 } }),
  secret: () => ({ replies: [textReply('The key is sk-live-SECRET-ACP-7731, keep it.', { deltas: ['The key is sk-live-SEC', 'RET-ACP-7731, keep it.'] })] }),
};

async function startModel(harness: Harness, script: unknown): Promise<Model> {
  if (harness === 'claude') {
    const mock = await startAnthropicMock(script as AnthropicMockScript);
    return { url: mock.url, bodies: () => mock.messageRequests().filter(isMainTurn).map((r) => JSON.stringify(r.body)), close: () => mock.close() };
  }
  const mock = await startResponsesMock(script as ResponsesMockScript);
  return { url: mock.url, bodies: () => mock.responseRequests().map((r) => JSON.stringify(r.body)), close: () => mock.close() };
}

describe.each(['claude', 'codex'] as const)('mwh acp agent for %s, through the ACP client', (harness) => {
  const scripts = harness === 'claude' ? claudeScripts : codexScripts;
  let scratch: Scratch;
  let model: Model | undefined;
  let client: InProcess | undefined;
  beforeEach(async () => {
    scratch = await makeScratch(harness);
  });
  afterEach(async () => {
    const done = client;
    client?.close();
    await client?.served;
    client = undefined;
    await model?.close();
    model = undefined;
    await scratch.remove();
    // Whatever the test did, every message the agent wrote was valid ACP without a control character.
    if (done) expectValidAcp(done);
  });

  /** The agent, its CLI pointed at a model mock with this script; `env` adds to the agent's environment. */
  async function agentFor(script: unknown, env: Record<string, string> = {}): Promise<TestClient> {
    model = await startModel(harness, script);
    client = anotherAgent(env);
    await initialized(client);
    return client;
  }

  /** An agent as an editor started anew: the same model, sessions folder and cwd. */
  function anotherAgent(env: Record<string, string> = {}, more: Partial<AcpAgentOptions> = {}): InProcess {
    const options: AcpAgentOptions = { harness, sessionsDir: scratch.sessionsDir, ...cliAgainstMock(harness, scratch, model!.url), ...more };
    return inProcessAgent({ ...options, env: { ...options.env, ...env } });
  }

  /**
   * A prompt whose answer (`scripts.hang()`) stops after its first piece: `then` runs once that
   * piece is shown, when the CLI runs in the session's cwd; the processes there then, and the answer.
   */
  async function hangThen(test: TestClient, sessionId: string, then: () => void): Promise<{ running: number[]; answer: unknown }> {
    let running: number[] = [];
    test.onUpdate = (id, update) => {
      if (id !== sessionId || update.sessionUpdate !== 'agent_message_chunk' || running.length) return;
      running = clisInCwd(scratch.cwd);
      then();
    };
    const answer = await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Go on.' }] }).catch((error: unknown) => error);
    test.onUpdate = undefined;
    return { running, answer };
  }

  /**
   * The model request carries `earlier` as a turn of its own, before `now`: the CLI resumed its
   * conversation, not given a transcript (which holds both in the new message's text).
   */
  function resumedWith(body: string, earlier: string, now: string): boolean {
    const texts: string[] = [];
    const pending: unknown[] = [JSON.parse(body)];
    while (pending.length) {
      const value = pending.pop();
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') pending.push(...Object.values(value));
    }
    return texts.some((text) => text.includes(earlier) && !text.includes(now)) && texts.some((text) => text.includes(now) && !text.includes(earlier));
  }

  /** The client goes away: the agent stops once no CLI process of its sessions is left. */
  async function goneLeavesNoCli(): Promise<void> {
    client!.close();
    await client!.served;
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  }

  async function newSession(test: TestClient): Promise<string> {
    return (await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] })).sessionId;
  }

  /** Two prompts of the session (the model scripted `two('First answer MARK-ONE.', 'Second answer.')`), `between` run after the first: the second is answered, and its request carries the first turn. */
  async function promptTwice(test: TestClient, sessionId: string, between: () => unknown): Promise<void> {
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Remember MARK-ONE.' }] })).stopReason).toBe('end_turn');
    await between();
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'What did I ask?' }] })).stopReason).toBe('end_turn');
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe('First answer MARK-ONE.Second answer.');
    const bodies = model!.bodies();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain('First answer MARK-ONE.');
  }

  it('advertises what it does: images, embedded context, loadSession, no audio', async () => {
    const test = await agentFor(scripts.text());
    const init = await test.agent.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
    expect(init.protocolVersion).toBe(1);
    expect(init.agentCapabilities).toMatchObject({ loadSession: true, promptCapabilities: { image: true, audio: false, embeddedContext: true } });
    expect(init.agentInfo?.name).toBe(`mwh-${harness}`);
  });

  it('streams a text answer as agent_message_chunks and ends the turn', async () => {
    const test = await agentFor(scripts.text());
    const sessionId = await newSession(test);
    const response = await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Say hello.' }] });
    expect(response.stopReason).toBe('end_turn');
    const chunks = (test.updates.get(sessionId) ?? []).filter((u) => u.sessionUpdate === 'agent_message_chunk');
    expect(chunks.length).toBeGreaterThanOrEqual(1);
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe('Hello from the mock.');
    expect(model!.bodies().join('')).toContain('Say hello.');
    // How full the model's context is, as the CLI says it: what the request used of its window.
    const usage = (test.updates.get(sessionId) ?? []).filter((u) => u.sessionUpdate === 'usage_update');
    expect(usage.length).toBeGreaterThanOrEqual(1);
    const last = usage.at(-1)!;
    if (last.sessionUpdate !== 'usage_update') throw new Error('not a usage update');
    expect(last.used).toBeGreaterThan(0);
    expect(last.size).toBeGreaterThan(last.used);
  });

  it('streams reasoning as agent_thought_chunks before the answer', async () => {
    const test = await agentFor(scripts.reasoning());
    const sessionId = await newSession(test);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Think.' }] })).stopReason).toBe('end_turn');
    const updates = test.updates.get(sessionId) ?? [];
    expect(chunkText(updates, 'agent_thought_chunk')).toBe('Weighing it up.');
    expect(chunkText(updates, 'agent_message_chunk')).toBe('Thought it over.');
    expect(updates.findIndex((u) => u.sessionUpdate === 'agent_thought_chunk')).toBeLessThan(updates.findIndex((u) => u.sessionUpdate === 'agent_message_chunk'));
  });

  it.each([
    ['allowed', allow, true],
    ['rejected', reject, false],
  ] as const)('asks the client before a tool runs; %s, the CLI does as told', async (_, policy, runs) => {
    const file = `asked-${runs ? 'yes' : 'no'}.txt`;
    const test = await agentFor(scripts.approval(file));
    test.policy = policy;
    const sessionId = await newSession(test);
    // What the client had been sent when it was asked: the tool call comes first.
    const before: SessionUpdate[][] = [];
    const answer = test.policy;
    test.policy = (request) => {
      before.push([...(test.updates.get(sessionId) ?? [])]);
      return answer(request);
    };
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Make the file.' }] })).stopReason).toBe('end_turn');
    expect(test.permissions).toHaveLength(1);
    const asked = test.permissions[0]!;
    expect(asked.sessionId).toBe(sessionId);
    expect(asked.options.map((o) => o.kind)).toEqual(['allow_once', 'allow_always', 'reject_once']);
    expect(asked.toolCall).toMatchObject({ kind: 'execute', status: 'pending' });
    expect(asked.toolCall.title).toContain(file);
    const announced = before[0]!.find((u) => u.sessionUpdate === 'tool_call');
    expect(announced).toMatchObject({ sessionUpdate: 'tool_call', toolCallId: asked.toolCall.toolCallId, kind: 'execute', status: 'pending' });
    const updates = test.updates.get(sessionId) ?? [];
    // The call's statuses as the client saw them: pending, running once allowed, then its end.
    expect(statuses(updates, asked.toolCall.toolCallId!)).toEqual(runs ? ['pending', 'in_progress', 'completed'] : ['pending', 'failed']);
    expect(existsSync(join(scratch.cwd, file))).toBe(runs);
    expect(chunkText(updates, 'agent_message_chunk')).toBe('Over.');
  });

  it('a cancel mid-answer: the prompt says cancelled, the same CLI process answers the next prompt, and none is left once the client goes', async () => {
    const test = await agentFor(scripts.hang());
    const sessionId = await newSession(test);
    const { running, answer } = await hangThen(test, sessionId, () => void test.agent.notify('session/cancel', { sessionId }));
    expect(answer).toMatchObject({ stopReason: 'cancelled' });
    // What streamed before the model hung (codex shows it all, Claude Code the first delta), and no more.
    const cancelled = chunkText(test.updates.get(sessionId), 'agent_message_chunk');
    expect('one two three'.startsWith(cancelled)).toBe(true);
    expect(cancelled).toMatch(/^one /);
    expect(running.length).toBeGreaterThan(0);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Are you back?' }] })).stopReason).toBe('end_turn');
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe(`${cancelled}Back again.`);
    expect(clisInCwd(scratch.cwd)).toEqual(running);
    await goneLeavesNoCli();
  });

  it('two prompts of a session run in one CLI process, started at session/new; the client gone, it is gone', async () => {
    const test = await agentFor(scripts.two('First answer MARK-ONE.', 'Second answer.'));
    const sessionId = await newSession(test);
    // Started before any prompt: the CLI boots while the client sets up, and asks the model nothing yet.
    expect(await waitUntil(() => clisInCwd(scratch.cwd).length > 0)).toBe(true);
    const started = clisInCwd(scratch.cwd);
    expect(started).toHaveLength(1);
    expect(model!.bodies()).toEqual([]);
    await promptTwice(test, sessionId, () => expect(clisInCwd(scratch.cwd)).toEqual(started));
    expect(clisInCwd(scratch.cwd)).toEqual(started);
    await goneLeavesNoCli();
  });

  /** An agent run in the session's folder (`cwd`, as `mwh acp` gives its own), initialized: its CLI started ahead is there, in that folder. */
  async function agentStartingAhead(script: unknown): Promise<{ test: TestClient; ahead: number[] }> {
    model = await startModel(harness, script);
    client = anotherAgent({}, { cwd: scratch.cwd });
    await initialized(client);
    // The set-up: a CLI runs before any session, and has asked the model nothing.
    expect(await waitUntil(() => clisInCwd(scratch.cwd).length > 0)).toBe(true);
    const ahead = clisInCwd(scratch.cwd);
    expect(ahead).toHaveLength(1);
    expect(model.bodies()).toEqual([]);
    return { test: client, ahead };
  }

  it('a CLI started ahead at initialize in the agent\'s folder: the first session there takes it and its prompt runs in it; the client gone, it is gone; a load resumes its conversation', async () => {
    const { test, ahead } = await agentStartingAhead(scripts.two('First answer MARK-ONE.', 'Second answer.'));
    const sessionId = await newSession(test);
    expect(clisInCwd(scratch.cwd)).toEqual(ahead);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Remember MARK-ONE.' }] })).stopReason).toBe('end_turn');
    expect(clisInCwd(scratch.cwd)).toEqual(ahead);
    await goneLeavesNoCli();
    // The session is the thread the CLI was started on: a load of it, in an agent started anew, resumes that conversation.
    client = anotherAgent();
    await initialized(client);
    await client.agent.request('session/load', { sessionId, cwd: scratch.cwd, mcpServers: [] });
    expect((await client.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'What did I ask?' }] })).stopReason).toBe('end_turn');
    expect(chunkText(client.updates.get(sessionId), 'agent_message_chunk')).toBe('First answer MARK-ONE.Second answer.');
    const bodies = model!.bodies();
    expect(bodies).toHaveLength(2);
    expect(resumedWith(bodies[1]!, 'Remember MARK-ONE.', 'What did I ask?')).toBe(true);
    await goneLeavesNoCli();
  });

  /** An MCP server over HTTP that is not there: the CLI starts no process for it, and goes on without it. */
  const NO_SERVER: McpServer = { type: 'http', name: 'none', url: 'http://127.0.0.1:1/mcp', headers: [] };

  it('a session/new with MCP servers does not take the CLI started ahead (started without them): that one is ended, and the session runs its own', async () => {
    const { test, ahead } = await agentStartingAhead(scripts.text());
    const { sessionId } = await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [NO_SERVER] });
    expect(await waitUntil(() => clisInCwd(scratch.cwd).length === 1 && !clisInCwd(scratch.cwd).some((pid) => ahead.includes(pid)))).toBe(true);
    expect(pidsInCwd(scratch.cwd).some((pid) => ahead.includes(pid))).toBe(false);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Say hello.' }] })).stopReason).toBe('end_turn');
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe('Hello from the mock.');
    await goneLeavesNoCli();
  });

  it('the client gone while session/new takes the CLI started ahead: that CLI is gone once the agent has stopped', async () => {
    const { test, ahead } = await agentStartingAhead(scripts.text());
    // The client goes away at the one moment a session/new holds the CLI started ahead and no
    // session owns it yet: as the session's file is made (a moment no real client can be made to hit).
    const create = SessionStore.prototype.create;
    let resolveSeen: (seen: { taking: boolean; left: number[] }) => void = () => undefined;
    const seen = new Promise<{ taking: boolean; left: number[] }>((resolve) => (resolveSeen = resolve));
    const spy = vi.spyOn(SessionStore.prototype, 'create').mockImplementation(async function (this: SessionStore, ...args: Parameters<SessionStore['create']>) {
      // The set-up: the session is made for the CLI started ahead, which still runs.
      const taking = args[2] !== undefined && clisInCwd(scratch.cwd).some((pid) => ahead.includes(pid));
      client!.close();
      await client!.served;
      resolveSeen({ taking, left: pidsInCwd(scratch.cwd) });
      return create.apply(this, args);
    });
    try {
      void test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] }).catch(() => undefined);
      const { taking, left } = await seen;
      expect(taking).toBe(true);
      expect(left).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a session opening in another folder does not take the CLI started ahead: that one is ended, and the session runs its own there', async () => {
    const { test, ahead } = await agentStartingAhead(scripts.text());
    const elsewhere = join(scratch.root, 'elsewhere');
    mkdirSync(elsewhere);
    const { sessionId } = await test.agent.request('session/new', { cwd: elsewhere, mcpServers: [] });
    expect(await waitUntil(() => clisInCwd(scratch.cwd).length === 0)).toBe(true);
    expect(pidsInCwd(scratch.cwd).some((pid) => ahead.includes(pid))).toBe(false);
    expect(await waitUntil(() => clisInCwd(elsewhere).length === 1)).toBe(true);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Say hello.' }] })).stopReason).toBe('end_turn');
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe('Hello from the mock.');
    client!.close();
    await client!.served;
    expect(pidsInCwd(elsewhere)).toEqual([]);
  });

  it('a CLI started ahead that no session took is ended when the client goes away', async () => {
    await agentStartingAhead(scripts.text());
    await goneLeavesNoCli();
  });

  it('the CLI killed between prompts: the next prompt starts it again, resuming the conversation', async () => {
    const test = await agentFor(scripts.two('First answer MARK-ONE.', 'Second answer.'));
    const sessionId = await newSession(test);
    let killed: number[] = [];
    // The new process resumed the CLI's conversation: the second request carries the first turn.
    await promptTwice(test, sessionId, async () => {
      killed = pidsInCwd(scratch.cwd);
      expect(killed.length).toBeGreaterThan(0);
      for (const pid of killed) process.kill(pid, 'SIGKILL');
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0)).toBe(true);
    });
    expect(pidsInCwd(scratch.cwd).some((pid) => killed.includes(pid))).toBe(false);
  });

  // Claude's only: its command line names the session (--session-id / --resume), so the test sees
  // which session's CLI runs; what is ended and when is the agent's doing, the same for both CLIs.
  if (harness === 'claude') it(`runs at most ${MAX_LIVE_CLIS} CLIs at once: the least recently used idle session's ends, and its next prompt starts it again`, async () => {
    const test = await agentFor(scripts.two('First answer.', 'Second answer.'));
    const ids: string[] = [];
    for (let i = 0; i <= MAX_LIVE_CLIS; i++) ids.push(await newSession(test));
    const running = () => {
      const commands = commandsInCwd(scratch.cwd);
      return ids.filter((id) => commands.some((command) => command.includes(claudeSessionId(`acp/${id}`))));
    };
    expect(await waitUntil(() => running().join() === ids.slice(1).join())).toBe(true);
    // The oldest session's CLI was ended: its prompt starts it again, and the next oldest idle one's ends.
    expect((await test.agent.request('session/prompt', { sessionId: ids[0]!, prompt: [{ type: 'text', text: 'Are you there?' }] })).stopReason).toBe('end_turn');
    expect(chunkText(test.updates.get(ids[0]!), 'agent_message_chunk')).toBe('First answer.');
    expect(await waitUntil(() => running().join() === [ids[0], ...ids.slice(2)].join())).toBe(true);
  });

  it('a client that goes away mid-answer leaves no CLI process behind', async () => {
    const test = await agentFor(scripts.hang());
    const sessionId = await newSession(test);
    const { running } = await hangThen(test, sessionId, () => client!.close());
    await client!.served;
    expect(running.length).toBeGreaterThan(0);
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('"allow always" is remembered for the session: the second call of that tool runs without asking', async () => {
    const test = await agentFor(scripts.twoApprovals('first.txt', 'second.txt'));
    test.policy = allowAlways;
    const sessionId = await newSession(test);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Make both files.' }] })).stopReason).toBe('end_turn');
    expect(test.permissions).toHaveLength(1);
    expect(readFileSync(join(scratch.cwd, 'first.txt'), 'utf8')).toBe('one\n');
    expect(readFileSync(join(scratch.cwd, 'second.txt'), 'utf8')).toBe('two\n');
    const updates = test.updates.get(sessionId) ?? [];
    const calls = updates.flatMap((u) => (u.sessionUpdate === 'tool_call' ? [u.toolCallId] : []));
    expect(calls).toHaveLength(2);
    for (const id of calls) expect(statuses(updates, id)).toEqual(['pending', 'in_progress', 'completed']);
    // Another session asks again: "always" was for the one session.
    const other = await newSession(test);
    test.policy = reject;
    await test.agent.request('session/prompt', { sessionId: other, prompt: [{ type: 'text', text: 'Hello.' }] });
  });

  it('a tool cancelled while it runs ends as cancelled, not with the CLI\'s words about a refused tool', async () => {
    const test = await agentFor(scripts.longTool());
    test.policy = allow;
    const sessionId = await newSession(test);
    test.onUpdate = (id, update) => {
      // The tool runs: cancel now.
      if (id === sessionId && update.sessionUpdate === 'tool_call_update' && update.status === 'in_progress') void test.agent.notify('session/cancel', { sessionId });
    };
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Wait a minute.' }] })).stopReason).toBe('cancelled');
    const updates = test.updates.get(sessionId) ?? [];
    const id = updates.find((u) => u.sessionUpdate === 'tool_call')!;
    expect(id).toBeDefined();
    const toolCallId = (id as { toolCallId: string }).toolCallId;
    expect(statuses(updates, toolCallId)).toEqual(['pending', 'in_progress', 'failed']);
    const end = updates.filter((u) => u.sessionUpdate === 'tool_call_update' && u.toolCallId === toolCallId).at(-1)!;
    expect(end).toMatchObject({ status: 'failed', content: [{ type: 'content', content: { type: 'text', text: TOOL_CANCELLED } }], _meta: { mwh: { cancelled: true } } });
    // The tool's command is gone; the CLI is kept for the next prompt until the client goes.
    expect(await waitUntil(() => commandsInCwd(scratch.cwd).every((command) => !command.includes('60000')))).toBe(true);
    await goneLeavesNoCli();
  });

  it('session/new offers the CLI\'s modes and models; a mode chosen runs the next prompt\'s tool without asking', async () => {
    const test = await agentFor(scripts.edit(scratch.cwd, 'edited.txt'));
    const created = await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    const { sessionId } = created;
    expect(created.modes?.currentModeId).toBe('default');
    const modeOption = created.configOptions?.find((o) => o.id === 'mode');
    expect(modeOption).toMatchObject({ type: 'select', category: 'mode', currentValue: 'default' });
    expect(created.configOptions?.find((o) => o.id === 'model')).toMatchObject({ type: 'select', category: 'model', currentValue: 'default' });
    await expect(test.agent.request('session/set_config_option', { sessionId, configId: 'mode', value: 'no-such-mode' })).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/is no mode of this agent/) });
    // First a mode where the edit does not happen: Claude Code asks (the client rejects), codex's read-only sandbox refuses the write.
    const [guarded, unattended] = harness === 'claude' ? ['default', 'acceptEdits'] : ['read-only', 'full-access'];
    await test.agent.request('session/set_config_option', { sessionId, configId: 'mode', value: guarded });
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Make the file.' }] })).stopReason).toBe('end_turn');
    expect(existsSync(join(scratch.cwd, 'edited.txt'))).toBe(false);
    const askedBefore = test.permissions.length;
    const set = await test.agent.request('session/set_config_option', { sessionId, configId: 'mode', value: unattended });
    expect(set.configOptions.find((o) => o.id === 'mode')).toMatchObject({ currentValue: unattended });
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Make the file now.' }] })).stopReason).toBe('end_turn');
    // Asked of nobody, and done.
    expect(test.permissions).toHaveLength(askedBefore);
    expect(existsSync(join(scratch.cwd, 'edited.txt'))).toBe(true);
    // Run without asking, it is still said to run, once, before its result.
    const updates = test.updates.get(sessionId) ?? [];
    const unasked = updates.flatMap((u) => (u.sessionUpdate === 'tool_call' ? [u.toolCallId] : [])).at(-1)!;
    expect(statuses(updates, unasked)).toEqual(['pending', 'in_progress', 'completed']);
    // The choice is the session's: a load in another agent process keeps it.
    client!.close();
    await client!.served;
    client = anotherAgent();
    await initialized(client);
    const loaded = await client.agent.request('session/load', { sessionId, cwd: scratch.cwd, mcpServers: [] });
    expect(loaded.modes?.currentModeId).toBe(unattended);
  });

  it('the model chosen through the session configuration is the one the CLI asks for', async () => {
    model = await startModel(harness, scripts.two('One.', 'Two.'));
    client = anotherAgent({}, { model: 'mock-model-b' });
    const test = client;
    await initialized(test);
    const created = await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    const { sessionId } = created;
    expect(created.configOptions?.find((o) => o.id === 'model')).toMatchObject({ currentValue: 'mock-model-b' });
    // The CLI's own model first, then the one chosen: the resumed conversation runs with it.
    await test.agent.request('session/set_config_option', { sessionId, configId: 'model', value: 'default' });
    await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'One?' }] });
    await test.agent.request('session/set_config_option', { sessionId, configId: 'model', value: 'mock-model-b' });
    await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Two?' }] });
    const [first, second] = model.bodies().map((body) => (JSON.parse(body) as { model?: string }).model);
    expect(first).toBeTruthy();
    expect(first).not.toBe('mock-model-b');
    expect(second).toBe('mock-model-b');
    // Claude Code reports its slash commands at each start: the client is sent them once, not per prompt. codex reports none.
    const commands = (test.updates.get(sessionId) ?? []).filter((u) => u.sessionUpdate === 'available_commands_update');
    if (harness === 'claude') {
      expect(commands).toHaveLength(1);
      const names = commands[0]!.sessionUpdate === 'available_commands_update' ? commands[0]!.availableCommands.map((c) => c.name) : [];
      expect(names).toContain('compact');
      expect(names.every((name) => !name.startsWith('/'))).toBe(true);
    } else expect(commands).toEqual([]);
  });

  it('embedded resources and resource links reach the model as text, and control sequences never reach the client', async () => {
    const test = await agentFor(scripts.answer('\x1b[31mRed\x1b[0m and \x07plain.\r\nDone.'));
    const sessionId = await newSession(test);
    const prompt: ContentBlock[] = [
      { type: 'text', text: 'What does the file say?' },
      { type: 'resource', resource: { uri: 'file:///w/notes.md', mimeType: 'text/markdown', text: 'The password is NOTE-4411.' } },
      { type: 'resource_link', uri: 'file:///w/other.ts', name: 'other.ts' },
    ];
    expect((await test.agent.request('session/prompt', { sessionId, prompt })).stopReason).toBe('end_turn');
    const body = model!.bodies()[0]!;
    expect(body).toContain('NOTE-4411');
    expect(body).toContain('file:///w/notes.md');
    expect(body).toContain('file:///w/other.ts');
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe('Red and plain.\nDone.');
  });

  it('session/load replays the session and the next prompt resumes it, remembering the earlier turn', async () => {
    const first = await agentFor(scripts.two('First answer MARK-ONE.', 'Second answer.'));
    const sessionId = await newSession(first);
    await first.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Remember MARK-ONE.' }] });
    first.close();
    await client!.served;
    // Another agent, as an editor started anew, with the same sessions folder.
    client = anotherAgent();
    const second = client;
    await initialized(second);
    await second.agent.request('session/load', { sessionId, cwd: scratch.cwd, mcpServers: [] });
    const replayed = second.updates.get(sessionId) ?? [];
    expect(chunkText(replayed, 'user_message_chunk')).toBe('Remember MARK-ONE.');
    expect(chunkText(replayed, 'agent_message_chunk')).toBe('First answer MARK-ONE.');
    expect((await second.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'What did I ask?' }] })).stopReason).toBe('end_turn');
    expect(chunkText(second.updates.get(sessionId), 'agent_message_chunk')).toBe('First answer MARK-ONE.Second answer.');
    const bodies = model!.bodies();
    expect(bodies).toHaveLength(2);
    // The CLI resumed its conversation: the second model request carries the first turn.
    expect(bodies[1]).toContain('First answer MARK-ONE.');
    expect(bodies[1]).toContain('What did I ask?');
  });

  it('session/load of a session it does not have is an error, not an empty session', async () => {
    const test = await agentFor(scripts.text());
    await expect(test.agent.request('session/load', { sessionId: '00000000-0000-4000-8000-000000000000', cwd: scratch.cwd, mcpServers: [] })).rejects.toThrow(/not found/i);
  });

  it('an image in the prompt reaches the model', async () => {
    const test = await agentFor(scripts.answer('A red square.'));
    const sessionId = await newSession(test);
    const prompt: ContentBlock[] = [
      { type: 'text', text: 'What is in this picture?' },
      { type: 'image', mimeType: 'image/png', data: RED_SQUARE },
    ];
    expect((await test.agent.request('session/prompt', { sessionId, prompt })).stopReason).toBe('end_turn');
    const body = model!.bodies()[0]!;
    expect(body).toContain(RED_SQUARE);
    expect(body).toContain('What is in this picture?');
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe('A red square.');
  });

  it('a round the model refuses (401) is a JSON-RPC error in harness-core words', async () => {
    const test = await agentFor(scripts.refused());
    const sessionId = await newSession(test);
    const failure = await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Hello?' }] }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RequestError);
    const error = failure as RequestError;
    // ACP's auth-required code, and harness-core's sentence for a CLI that is not signed in.
    expect(error.code).toBe(-32000);
    expect(error.message).toMatch(/not signed in/);
    expect(error.data).toMatchObject({ verdict: { kind: 'auth-required' } });
    expect(model!.bodies().length).toBeGreaterThan(0);
  });

  it('keeps a secret of its environment out of every update, also split across deltas', async () => {
    // The secret is the value of a secret-looking variable of the agent's environment, as mwh acp gets it.
    const test = await agentFor(scripts.secret(), { MWH_ACP_TEST_TOKEN: SECRET });
    const sessionId = await newSession(test);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Tell me the key.' }] })).stopReason).toBe('end_turn');
    const updates = test.updates.get(sessionId) ?? [];
    expect(chunkText(updates, 'agent_message_chunk')).toBe('The key is [REDACTED], keep it.');
    expect(JSON.stringify(updates)).not.toContain(SECRET);
    // Nor is it kept for a replay.
    const kept = readdirSync(scratch.sessionsDir);
    expect(kept).toEqual([`${sessionId}.jsonl`]);
    expect(readFileSync(join(scratch.sessionsDir, kept[0]!), 'utf8')).not.toContain(SECRET);
  });

  it('keeps a secret the user put in the prompt out of the session file and its replay', async () => {
    const test = await agentFor(scripts.answer('Noted.'), { MWH_ACP_TEST_TOKEN: SECRET });
    const sessionId = await newSession(test);
    const prompt = `Use the key ${SECRET} for it.`;
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: prompt }] })).stopReason).toBe('end_turn');
    // The set-up: the model was given the secret (the user meant it to be).
    expect(model!.bodies().join('')).toContain(SECRET);
    const file = readFileSync(join(scratch.sessionsDir, `${sessionId}.jsonl`), 'utf8');
    expect(file).toContain('Use the key [REDACTED] for it.');
    expect(file).not.toContain(SECRET);
    await test.agent.request('session/load', { sessionId, cwd: scratch.cwd, mcpServers: [] });
    const replayed = test.updates.get(sessionId) ?? [];
    expect(chunkText(replayed, 'user_message_chunk')).toBe('Use the key [REDACTED] for it.');
    expect(JSON.stringify(replayed)).not.toContain(SECRET);
  });

  // Claude's script only: codex shows a broken stream's text only when the break waits for the
  // client to have seen it (the catalogue's cue), and the codex catalogue through mwh acp runs
  // stream-dropped. What is remembered is the agent's doing, the same for both CLIs.
  if (harness === 'claude') it('remembers the round\'s answer, not the text the CLI took back nor the line saying so', async () => {
    const test = await agentFor(scripts.dropped!());
    const sessionId = await newSession(test);
    expect((await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Say hello.' }] })).stopReason).toBe('end_turn');
    // The set-up: the client was shown the abandoned start and the line after it.
    expect(chunkText(test.updates.get(sessionId), 'agent_message_chunk')).toBe(`Partial ${TAKEN_BACK}The whole answer, sent again.`);
    const turns = readFileSync(join(scratch.sessionsDir, `${sessionId}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        const parsed = JSON.parse(line) as { turn?: unknown };
        return parsed.turn ? [parsed.turn] : [];
      });
    expect(turns).toEqual([
      { role: 'user', text: 'Say hello.' },
      { role: 'assistant', text: 'The whole answer, sent again.' },
    ]);
  });
});

type InProcess = ReturnType<typeof inProcessAgent>;

function expectValidAcp(client: InProcess): void {
  expect(client.schema.problems).toEqual([]);
  expect(client.schema.checked).toBeGreaterThan(0);
}

describe('mwh acp agent: sessions, without a CLI run', () => {
  let scratch: Scratch;
  let client: InProcess | undefined;
  beforeEach(async () => {
    scratch = await makeScratch('sessions');
  });
  afterEach(async () => {
    const done = client;
    client?.close();
    await client?.served;
    client = undefined;
    await scratch.remove();
    if (done) expectValidAcp(done);
  });

  /** An agent whose CLI never runs in these tests: nothing here gets as far as a round. */
  async function agent(): Promise<TestClient> {
    client = inProcessAgent({ harness: 'claude', command: '/bin/false', env: {}, sessionsDir: scratch.sessionsDir });
    await initialized(client);
    return client;
  }

  async function storedSession(text: string): Promise<string> {
    const session = await new SessionStore(scratch.sessionsDir).create('claude', scratch.cwd);
    session.record({ sessionUpdate: 'user_message_chunk', content: { type: 'text', text } });
    await session.flush();
    return session.id;
  }

  it('answers pipelined requests in order: session/new sent in the same write as initialize, before its answer', async () => {
    // Raw lines, as a client writes them in one go: the SDK's client would wait for nothing either.
    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const gone = new AbortController();
    const served = serveAcp({ harness: 'claude', command: '/bin/false', env: {}, sessionsDir: scratch.sessionsDir }, ndJsonStream(toClient.writable, toAgent.readable), gone.signal);
    const writer = toAgent.writable.getWriter();
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: 1, clientCapabilities: {} } },
      { jsonrpc: '2.0', id: 2, method: 'session/new', params: { cwd: scratch.cwd, mcpServers: [] } },
    ];
    await writer.write(new TextEncoder().encode(lines.map((line) => `${JSON.stringify(line)}\n`).join('')));
    const answers: { id: number; result?: { sessionId?: string }; error?: unknown }[] = [];
    const reader = toClient.readable.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    while (answers.length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
        answers.push(JSON.parse(buffer.slice(0, at)) as (typeof answers)[number]);
        buffer = buffer.slice(at + 1);
      }
    }
    await writer.close();
    gone.abort();
    await served;
    expect(answers.map((answer) => answer.id)).toEqual([1, 2]);
    expect(answers.map((answer) => answer.error)).toEqual([undefined, undefined]);
    expect(answers[1]!.result?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers session/new within its bound when the CLI never gets ready, and the first prompt says the CLI failed; none is left once the client goes', async () => {
    // A fault no real CLI can be made to show: a program that starts, reads nothing and never answers.
    const silent = join(scratch.root, 'silent-cli');
    writeFileSync(silent, `#!${process.execPath}\nsetInterval(() => {}, 60000);\n`);
    chmodSync(silent, 0o755);
    client = inProcessAgent({ harness: 'claude', command: silent, env: {}, sessionsDir: scratch.sessionsDir, readyBoundMs: 300, idleTimeoutMs: 1000 });
    await initialized(client);
    const { sessionId } = await client.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    // The set-up: the CLI was running (and not ready) when session/new answered.
    expect(pidsInCwd(scratch.cwd)).toHaveLength(1);
    const answer = await client.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Hello?' }] }).catch((error: unknown) => error);
    expect(answer).toBeInstanceOf(RequestError);
    client.close();
    await client.served;
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('answers session/new once its CLI is ready: the CLI had answered initialize by then', async () => {
    // A CLI whose readiness is seen from outside: it marks a file, then answers the initialize it
    // was asked, after a pause, and answers any other control request at once (what a real Claude
    // Code does, but for the file and the answers' contents).
    const marker = join(scratch.root, 'answered-initialize');
    const cli = join(scratch.root, 'slow-ready-cli');
    writeFileSync(
      cli,
      `#!${process.execPath}
const { writeFileSync } = require('node:fs');
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let at = buffer.indexOf('\\n'); at >= 0; at = buffer.indexOf('\\n')) {
    const line = JSON.parse(buffer.slice(0, at));
    buffer = buffer.slice(at + 1);
    if (line.type === 'control_request' && line.request.subtype === 'initialize') {
      setTimeout(() => {
        writeFileSync(${JSON.stringify(marker)}, 'yes');
        process.stdout.write(JSON.stringify({ type: 'control_response', response: { subtype: 'success', request_id: line.request_id, response: {} } }) + '\\n');
      }, 500);
    } else if (line.type === 'control_request') {
      process.stdout.write(JSON.stringify({ type: 'control_response', response: { subtype: 'success', request_id: line.request_id, response: {} } }) + '\\n');
    }
  }
});
setInterval(() => {}, 60000);
`,
      { mode: 0o755 },
    );
    client = inProcessAgent({ harness: 'claude', command: cli, env: {}, sessionsDir: scratch.sessionsDir, readyBoundMs: 60_000 });
    await initialized(client);
    await client.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    expect(existsSync(marker)).toBe(true);
    expect(pidsInCwd(scratch.cwd)).toHaveLength(1);
    client.close();
    await client.served;
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('for a CLI that takes no MCP servers with a round (Gemini CLI): offers none, and refuses them at session/new and session/load in harness-core\'s sentence', async () => {
    client = inProcessAgent({ harness: 'gemini', command: '/bin/false', env: {}, sessionsDir: scratch.sessionsDir });
    const init = await client.agent.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
    expect(init.agentCapabilities?.mcpCapabilities).toBeUndefined();
    const refused = registrationOf('gemini').mcpServersRefused!;
    expect(refused).toMatch(/settings files/);
    const servers = [{ name: 'a', command: '/bin/true', args: [], env: [] }];
    await expect(client.agent.request('session/new', { cwd: scratch.cwd, mcpServers: servers })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining(refused) });
    expect(existsSync(scratch.sessionsDir) ? readdirSync(scratch.sessionsDir) : []).toEqual([]);
    // The set-up: without servers the session opens, and loads.
    const { sessionId } = await client.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    await expect(client.agent.request('session/load', { sessionId, cwd: scratch.cwd, mcpServers: servers })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining(refused) });
    await client.agent.request('session/load', { sessionId, cwd: scratch.cwd, mcpServers: [] });
    // A CLI that takes them offers them.
    const claude = inProcessAgent({ harness: 'claude', command: '/bin/false', env: {}, sessionsDir: scratch.sessionsDir });
    expect((await claude.agent.request('initialize', { protocolVersion: 1, clientCapabilities: {} })).agentCapabilities?.mcpCapabilities).toEqual({ http: true, sse: false });
    claude.close();
    await claude.served;
  });

  it('refuses a cwd that is not absolute, does not exist or is no folder, with a sentence (-32602)', async () => {
    const test = await agent();
    const file = join(scratch.cwd, 'a-file');
    writeFileSync(file, 'x');
    for (const [cwd, said] of [
      ['relative/path', /is not an absolute path/],
      [join(scratch.cwd, 'missing'), /does not exist/],
      [file, /is not a folder/],
    ] as const) {
      await expect(test.agent.request('session/new', { cwd, mcpServers: [] })).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(said) });
    }
    expect(existsSync(scratch.sessionsDir) ? readdirSync(scratch.sessionsDir) : []).toEqual([]);
  });

  it('refuses a prompt over the bound with a sentence (-32602), before any CLI runs', async () => {
    const test = await agent();
    const { sessionId } = await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    const failure = (await test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'x'.repeat(MAX_PROMPT_CHARS + 1) }] }).catch((error: unknown) => error)) as RequestError;
    expect(failure.code).toBe(-32602);
    expect(failure.message).toMatch(/longer than 1048576 characters/);
  });

  it('keeps control sequences the CLI wrote out of the error it answers with, data included', async () => {
    const cli = join(scratch.root, 'noisy-cli');
    writeFileSync(cli, "#!/bin/sh\nprintf '\\033[31mboom\\033[0m \\033]0;title\\007went wrong\\r\\n' >&2\nexit 3\n", { mode: 0o755 });
    client = inProcessAgent({ harness: 'claude', command: cli, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch.home }, credential: { type: 'environment' }, sessionsDir: scratch.sessionsDir });
    await initialized(client);
    const { sessionId } = await client.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    const failure = (await client.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Hi.' }] }).catch((error: unknown) => error)) as RequestError;
    expect(failure).toBeInstanceOf(RequestError);
    // The set-up: the CLI's words are in the answer, without their escapes.
    expect(JSON.stringify(failure.data)).toContain('boom went wrong');
    expect(JSON.stringify({ message: failure.message, data: failure.data })).not.toMatch(/\\u001b|\\u0007|\\r/);
  });

  it('refuses a second load and a prompt while a load runs: one replay, no prompt started', async () => {
    const test = await agent();
    const sessionId = await storedSession('Kept once.');
    const params = { sessionId, cwd: scratch.cwd, mcpServers: [] };
    // Sent together, before the first load answers: the agent has them all while it reads the file.
    const [first, second, prompt] = await Promise.allSettled([
      test.agent.request('session/load', params),
      test.agent.request('session/load', params),
      test.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Now.' }] }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/is being loaded; wait for that session\/load/) } });
    expect(prompt).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/is being loaded; send the prompt once/) } });
    expect(chunkText(test.updates.get(sessionId), 'user_message_chunk')).toBe('Kept once.');
    // Once loaded, a load again replays again: the refusal was the race's alone.
    await test.agent.request('session/load', params);
    expect(chunkText(test.updates.get(sessionId), 'user_message_chunk')).toBe('Kept once.Kept once.');
  });

  it('refuses an SSE MCP server before it makes the session: no file left behind', async () => {
    const test = await agent();
    await expect(test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [{ type: 'sse', name: 's', url: 'http://127.0.0.1:1/', headers: [] }] })).rejects.toThrow(/is SSE/);
    await expect(test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [{ name: 'a', command: '/bin/true', args: [], env: [] }, { name: 'a', command: '/bin/true', args: [], env: [] }] })).rejects.toThrow(/given twice/);
    expect(existsSync(scratch.sessionsDir) ? readdirSync(scratch.sessionsDir) : []).toEqual([]);
    // The set-up: a session/new that is taken does make its file.
    await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] });
    expect(readdirSync(scratch.sessionsDir)).toHaveLength(1);
  });

  it(`holds at most ${MAX_LIVE_SESSIONS} sessions open; one let go is loaded again from its file`, async () => {
    const test = await agent();
    const ids: string[] = [];
    for (let i = 0; i <= MAX_LIVE_SESSIONS; i++) ids.push((await test.agent.request('session/new', { cwd: scratch.cwd, mcpServers: [] })).sessionId);
    expect(readdirSync(scratch.sessionsDir)).toHaveLength(MAX_LIVE_SESSIONS + 1);
    // An empty prompt is refused only once the session is found: the newest is open, the oldest is not.
    const empty = { type: 'text' as const, text: ' ' };
    await expect(test.agent.request('session/prompt', { sessionId: ids.at(-1)!, prompt: [empty] })).rejects.toThrow(/the prompt is empty/);
    await expect(test.agent.request('session/prompt', { sessionId: ids[0]!, prompt: [empty] })).rejects.toThrow(/is not open here; session\/load it first/);
    await test.agent.request('session/load', { sessionId: ids[0]!, cwd: scratch.cwd, mcpServers: [] });
    await expect(test.agent.request('session/prompt', { sessionId: ids[0]!, prompt: [empty] })).rejects.toThrow(/the prompt is empty/);
  });

  it('refuses protocol version 0, and bounds a long session id in its errors', async () => {
    const test = await agent();
    await expect(test.agent.request('initialize', { protocolVersion: 0, clientCapabilities: {} })).rejects.toThrow();
    const long = 'x'.repeat(100_000);
    const failure = (await test.agent.request('session/prompt', { sessionId: long, prompt: [{ type: 'text', text: 'Hi.' }] }).catch((error: unknown) => error)) as RequestError;
    expect(failure.message).toMatch(/not open here/);
    expect(failure.message.length).toBeLessThan(300);
    expect(JSON.stringify(failure.data).length).toBeLessThan(300);
  });
});
