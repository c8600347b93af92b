import { describe, expect, it } from 'vitest';
import { CodexClient } from './codex-client.js';
import { JsonRpcError, PeerClosedError, isResumeNotFound } from './json-rpc-error.js';
import { JsonRpcPeer } from './json-rpc-peer.js';

/** A client peer wired to a scripted server peer; every line crosses asynchronously, as a pipe would. */
function pair() {
  const log: string[] = [];
  let server!: JsonRpcPeer;
  const client = new JsonRpcPeer({
    send: (line) => {
      log.push(`> ${line}`);
      queueMicrotask(() => server.receive(line));
    },
  });
  server = new JsonRpcPeer({
    send: (line) => {
      log.push(`< ${line}`);
      queueMicrotask(() => client.receive(line));
    },
  });
  const clientNotifications: string[] = [];
  server.onNotification((method) => clientNotifications.push(method));
  return { client: new CodexClient(client, { backlog: ['account/login/completed'] }), peer: client, server, log, clientNotifications };
}

const THREAD = { id: '01a23736-2602-7070-a079-69668df71820', model: 'gpt-5.5' };

describe('the codex client', () => {
  it('initialize, then the initialized notification', async () => {
    const { client, server, clientNotifications } = pair();
    server.onRequest('initialize', (params) => {
      expect(params).toEqual({ clientInfo: { name: 'mwh', version: '1' }, capabilities: { experimentalApi: true } });
      expect(clientNotifications).toEqual([]);
      return { userAgent: 'mwh/0.171.0', codexHome: '/h/.codex', platformFamily: 'unix', platformOs: 'linux' };
    });
    await expect(client.initialize({ clientInfo: { name: 'mwh', version: '1' } })).resolves.toMatchObject({ codexHome: '/h/.codex' });
    await Promise.resolve();
    expect(clientNotifications).toEqual(['initialized']);
  });

  it('a new thread: thread/start, then thread/name/set', async () => {
    const { client, server, log } = pair();
    server.onRequest('thread/start', () => ({ thread: THREAD, model: 'gpt-5.5' }));
    server.onRequest('thread/name/set', () => ({}));
    await expect(client.openThread({ name: 'mw-abc', cwd: '/w' })).resolves.toEqual({ threadId: THREAD.id, model: 'gpt-5.5', resumed: false, resumeNotFound: false });
    expect(log.filter((l) => l.startsWith('>'))).toEqual([
      '> {"id":0,"method":"thread/start","params":{"cwd":"/w"}}',
      `> {"id":1,"method":"thread/name/set","params":{"threadId":"${THREAD.id}","name":"mw-abc"}}`,
    ]);
  });

  it('a known thread: thread/resume with excludeTurns, no name', async () => {
    const { client, server, log } = pair();
    server.onRequest('thread/resume', () => ({ thread: THREAD, model: 'gpt-5.5' }));
    await expect(client.openThread({ resumeThreadId: THREAD.id, name: 'mw-abc' })).resolves.toMatchObject({ resumed: true, threadId: THREAD.id });
    expect(log.filter((l) => l.startsWith('>'))).toEqual([`> {"id":0,"method":"thread/resume","params":{"threadId":"${THREAD.id}","excludeTurns":true}}`]);
  });

  it('resume answering -32600 "no rollout found": a fresh thread in the same round, with the fallback settings', async () => {
    const { client, server } = pair();
    server.onRequest('thread/resume', (params) => {
      throw new JsonRpcError('thread/resume', { code: -32600, message: `no rollout found for thread id ${(params as { threadId: string }).threadId}` });
    });
    let started: unknown;
    server.onRequest('thread/start', (params) => {
      started = params;
      return { thread: THREAD, model: 'gpt-5.5' };
    });
    server.onRequest('thread/name/set', () => ({}));
    const opened = await client.openThread({
      resumeThreadId: 'gone',
      name: 'mw-abc',
      developerInstructions: 'base',
      afterResumeNotFound: { developerInstructions: 'base + transcript' },
    });
    expect(opened).toEqual({ threadId: THREAD.id, model: 'gpt-5.5', resumed: false, resumeNotFound: true });
    expect(started).toEqual({ developerInstructions: 'base + transcript' });
  });

  it('other resume failures are not swallowed', async () => {
    const { client, server } = pair();
    server.onRequest('thread/resume', () => {
      throw new JsonRpcError('thread/resume', { code: -32600, message: 'invalid session id' });
    });
    const error = await client.openThread({ resumeThreadId: 'not-a-uuid' }).catch((e: unknown) => e);
    expect(isResumeNotFound(error)).toBe(false);
    expect(error).toMatchObject({ code: -32600, message: 'invalid session id' });
  });

  it('turn/start and turn/interrupt', async () => {
    const { client, server } = pair();
    server.onRequest('turn/start', (params) => {
      expect(params).toEqual({ threadId: THREAD.id, input: [{ type: 'text', text: 'hi' }], summary: 'auto' });
      return { turn: { id: 'turn-1', items: [], status: 'inProgress', error: null } };
    });
    server.onRequest('turn/interrupt', () => ({}));
    await expect(client.startTurn(THREAD.id, 'hi')).resolves.toEqual({ turnId: 'turn-1' });
    await expect(client.interruptTurn(THREAD.id, 'turn-1')).resolves.toBeUndefined();
  });

  it('device-code login: the challenge, then account/login/completed from the same process', async () => {
    const { client, server } = pair();
    server.onRequest('account/login/start', (params) => {
      expect(params).toEqual({ type: 'chatgptDeviceCode' });
      setTimeout(() => server.notify('account/login/completed', { loginId: 'L1', success: true, error: null }), 1);
      return { type: 'chatgptDeviceCode', loginId: 'L1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' };
    });
    const challenge = await client.startDeviceCodeLogin();
    expect(challenge).toEqual({ loginId: 'L1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' });
    await expect(client.waitForLoginCompleted(challenge.loginId)).resolves.toEqual({ success: true, error: null });
  });

  it('waiting for login never hangs: the process going away rejects the wait', async () => {
    const { client, peer } = pair();
    const waiting = client.waitForLoginCompleted();
    peer.close({ exitCode: 1, stderrTail: 'Error: login server failed' });
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PeerClosedError);
    expect(error).toMatchObject({ method: 'account/login/completed', exitCode: 1 });
  });

  it('finds a kept notification that came before the wait, and only the kinds it keeps', async () => {
    const { client, server } = pair();
    // Sent with the response, as one chunk of stdout may hold both.
    server.onRequest('account/login/start', () => {
      server.notify('account/login/completed', { loginId: 'L1', success: true, error: null });
      server.notify('item/agentMessage/delta', { delta: 'x' });
      return { type: 'chatgptDeviceCode', loginId: 'L1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' };
    });
    await client.startDeviceCodeLogin();
    await new Promise((resolve) => setTimeout(resolve, 1));
    await expect(client.waitForLoginCompleted('L1')).resolves.toEqual({ success: true, error: null });
    expect(client.notifications.map((n) => n.method)).toEqual(['account/login/completed']);
  });

  it('a wait ends with the signal, and one begun after the peer closed fails at once', async () => {
    const { client, peer } = pair();
    const controller = new AbortController();
    const waiting = client.waitFor('turn/completed', () => true, controller.signal);
    controller.abort(new Error('no turn/completed within 50 ms'));
    await expect(waiting).rejects.toThrow('no turn/completed within 50 ms');
    peer.close({ exitCode: 0 });
    await expect(client.waitFor('turn/completed')).rejects.toMatchObject({ method: 'turn/completed', exitCode: 0 });
  });

  it('keeps every notification with backlog all, params that are no object read as {}', async () => {
    const { peer, server } = pair();
    const client = new CodexClient(peer, { backlog: 'all' });
    server.notify('configWarning', { summary: 'early' });
    server.notify('odd', [1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(client.notifications).toEqual([
      { method: 'configWarning', params: { summary: 'early' } },
      { method: 'odd', params: {} },
    ]);
    await expect(client.waitFor('configWarning')).resolves.toEqual({ summary: 'early' });
  });

  it('each notification ends one wait: a second turn waits for its own turn/completed, not the first one kept', async () => {
    const { peer, server } = pair();
    const client = new CodexClient(peer, { backlog: 'all' });
    server.notify('turn/completed', { turn: { id: 'T1' } });
    await new Promise((resolve) => setTimeout(resolve, 1));
    await expect(client.waitFor('turn/completed')).resolves.toEqual({ turn: { id: 'T1' } });
    // Two waits at once: the next notification ends the first of them, the one after the second.
    const second = client.waitFor('turn/completed');
    const third = client.waitFor('turn/completed');
    server.notify('turn/completed', { turn: { id: 'T2' } });
    server.notify('turn/completed', { turn: { id: 'T3' } });
    await expect(second).resolves.toEqual({ turn: { id: 'T2' } });
    await expect(third).resolves.toEqual({ turn: { id: 'T3' } });
    // Every one is still listed for whoever inspects them.
    expect(client.notifications.map((n) => n.params)).toHaveLength(3);
    const controller = new AbortController();
    const fourth = client.waitFor('turn/completed', () => true, controller.signal);
    controller.abort(new Error('none left'));
    await expect(fourth).rejects.toThrow('none left');
  });
});
