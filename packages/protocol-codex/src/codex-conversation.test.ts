import { describe, expect, it } from 'vitest';
import {
  initializeCodex,
  interruptTurn,
  openThread,
  startDeviceCodeLogin,
  startTurn,
  waitForLoginCompleted,
} from './codex-conversation.js';
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
  return { client, server, log, clientNotifications };
}

const THREAD = { id: '01a23736-2602-7070-a079-69668df71820', model: 'gpt-5.5' };

describe('codex conversation', () => {
  it('initialize, then the initialized notification', async () => {
    const { client, server, clientNotifications } = pair();
    server.onRequest('initialize', (params) => {
      expect(params).toEqual({ clientInfo: { name: 'mwh', version: '1' }, capabilities: { experimentalApi: true } });
      expect(clientNotifications).toEqual([]);
      return { userAgent: 'mwh/0.171.0', codexHome: '/h/.codex', platformFamily: 'unix', platformOs: 'linux' };
    });
    await expect(initializeCodex(client, { clientInfo: { name: 'mwh', version: '1' } })).resolves.toMatchObject({ codexHome: '/h/.codex' });
    await Promise.resolve();
    expect(clientNotifications).toEqual(['initialized']);
  });

  it('a new thread: thread/start, then thread/name/set', async () => {
    const { client, server, log } = pair();
    server.onRequest('thread/start', () => ({ thread: THREAD, model: 'gpt-5.5' }));
    server.onRequest('thread/name/set', () => ({}));
    await expect(openThread(client, { name: 'mw-abc', cwd: '/w' })).resolves.toEqual({ threadId: THREAD.id, model: 'gpt-5.5', resumed: false, resumeNotFound: false });
    expect(log.filter((l) => l.startsWith('>'))).toEqual([
      '> {"id":0,"method":"thread/start","params":{"cwd":"/w"}}',
      `> {"id":1,"method":"thread/name/set","params":{"threadId":"${THREAD.id}","name":"mw-abc"}}`,
    ]);
  });

  it('a known thread: thread/resume with excludeTurns, no name', async () => {
    const { client, server, log } = pair();
    server.onRequest('thread/resume', () => ({ thread: THREAD, model: 'gpt-5.5' }));
    await expect(openThread(client, { resumeThreadId: THREAD.id, name: 'mw-abc' })).resolves.toMatchObject({ resumed: true, threadId: THREAD.id });
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
    const opened = await openThread(client, {
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
    const error = await openThread(client, { resumeThreadId: 'not-a-uuid' }).catch((e: unknown) => e);
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
    await expect(startTurn(client, THREAD.id, 'hi')).resolves.toEqual({ turnId: 'turn-1' });
    await expect(interruptTurn(client, THREAD.id, 'turn-1')).resolves.toBeUndefined();
  });

  it('device-code login: the challenge, then account/login/completed from the same process', async () => {
    const { client, server } = pair();
    server.onRequest('account/login/start', (params) => {
      expect(params).toEqual({ type: 'chatgptDeviceCode' });
      setTimeout(() => server.notify('account/login/completed', { loginId: 'L1', success: true, error: null }), 1);
      return { type: 'chatgptDeviceCode', loginId: 'L1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' };
    });
    const challenge = await startDeviceCodeLogin(client);
    expect(challenge).toEqual({ loginId: 'L1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' });
    await expect(waitForLoginCompleted(client, challenge.loginId)).resolves.toEqual({ success: true, error: null });
  });

  it('waiting for login never hangs: the process going away rejects the wait', async () => {
    const { client } = pair();
    const waiting = waitForLoginCompleted(client);
    client.close({ exitCode: 1, stderrTail: 'Error: login server failed' });
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PeerClosedError);
    expect(error).toMatchObject({ method: 'account/login/completed', exitCode: 1 });
  });
});
