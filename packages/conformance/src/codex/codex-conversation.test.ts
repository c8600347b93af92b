import { describe, expect, it } from 'vitest';
import { recordProcess } from '../recorder/capture-recorder.js';
import type { ProcessIo } from '../recorder/capture-recorder.js';
import { CodexConversation } from './codex-conversation.js';

// A stand-in app-server: answers initialize, raises server request 0 (the same id as the
// client's first request, as codex does), notifies, then closes stdout when stdin ends.
const FAKE_APP_SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') {
    send({ method: 'configWarning', params: { summary: 'early' }, emittedAtMs: 1 });
    send({ id: m.id, result: { userAgent: 'fake' } });
  } else if (m.method === 'thread/start') {
    send({ id: m.id, result: { thread: { id: 'thread-1' } } });
  } else if (m.method === 'turn/start') {
    send({ id: m.id, result: { turn: { id: 'turn-1' } } });
    send({ id: 0, method: 'item/commandExecution/requestApproval', params: { itemId: 'call_1' } });
  } else if (m.id === 0 && m.result) {
    send({ method: 'item/agentMessage/delta', params: { delta: 'answer: ' } });
    send({ method: 'item/agentMessage/delta', params: { delta: m.result.decision } });
    send({ method: 'turn/completed', params: { turn: { status: 'completed', error: null } } });
  }
});
rl.on('close', () => process.exit(0));
`;

function withFakeAppServer(drive: (io: ProcessIo) => Promise<void>) {
  return recordProcess({
    harness: 'codex',
    cli: { name: 'fake-codex', version: '0' },
    command: process.execPath,
    args: ['-e', FAKE_APP_SERVER],
    env: {},
    cwd: process.cwd(),
    drive,
  });
}

describe('CodexConversation', () => {
  it('drives initialize, thread/start and turn/start, answers server requests and collects notifications', async () => {
    let seen: { status: string } | undefined;
    let text = '';
    const capture = await withFakeAppServer(async (io) => {
        const conversation = new CodexConversation(io);
        conversation.peer.onRequest('item/commandExecution/requestApproval', () => ({ decision: 'decline' }));
        expect(await conversation.initialize()).toEqual({ userAgent: 'fake' });
        // The warning came before the wait began, and is still found.
        expect(await conversation.waitFor('configWarning')).toEqual({ summary: 'early' });
        const threadId = await conversation.startThread('/work', { sandbox: 'read-only', approvalPolicy: 'never' });
        expect(await conversation.startTurn(threadId, 'hi')).toBe('turn-1');
        seen = await conversation.turnCompleted();
        text = conversation.streamedText();
        io.endStdin();
        await conversation.done;
        await expect(conversation.waitFor('never-sent')).rejects.toThrow('codex closed its stdout before sending never-sent');
    });
    expect(seen).toEqual({ status: 'completed', error: null });
    expect(text).toBe('answer: decline');
    const stdin = Buffer.concat(capture.chunks.filter((c) => c.stream === 'stdin').map((c) => c.bytes)).toString();
    expect(stdin.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown)).toEqual([
      { id: 0, method: 'initialize', params: { clientInfo: { name: 'mwh-conformance', title: 'mwh conformance kit', version: '0.1.0' }, capabilities: { experimentalApi: true } } },
      { method: 'initialized' },
      { id: 1, method: 'thread/start', params: { cwd: '/work', sandbox: 'read-only', approvalPolicy: 'never' } },
      { id: 2, method: 'turn/start', params: { threadId: 'thread-1', input: [{ type: 'text', text: 'hi' }], summary: 'auto' } },
      { id: 0, result: { decision: 'decline' } },
    ]);
  });

  it('times out a wait with the methods it did see', async () => {
    await withFakeAppServer(async (io) => {
        const conversation = new CodexConversation(io);
        await conversation.initialize();
        await expect(conversation.waitFor('turn/completed', () => true, 50)).rejects.toThrow('codex sent no turn/completed within 50 ms; it sent: configWarning');
        io.endStdin();
    });
  });
});
