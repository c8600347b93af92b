import { geminiText, startGeminiMock, type GeminiMock } from '@mwh/mock-servers/gemini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { startConversation } from '../start-round.js';
import { collectRound, usageOf } from '../test-support/collect-round.js';
import { geminiMockOptions } from '../test-support/gemini-env.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';
import { geminiSessionId } from './gemini-round.js';

describe('a Gemini CLI conversation: a process a turn, one session, on the real gemini', () => {
  let scratch: Scratch;
  let mock: GeminiMock | undefined;
  beforeAll(async () => {
    scratch = await makeScratch('gemini-conversation');
  });
  afterAll(async () => {
    await mock?.close();
    await scratch.remove();
  });

  it('answers two messages in one session, the second resuming it with the first turn in its request; a cancelled turn leaves the next one working', async () => {
    mock = await startGeminiMock([
      geminiText('One MARK-1'),
      { kind: 'stream', output: [{ type: 'text', text: 'Cut MARK-CUT' }], ending: 'stall' },
      geminiText('Three MARK-3'),
    ]);
    const capture = new CaptureCollector();
    const conversation = startConversation({ harness: 'gemini', threadKey: 'gconv/a', capture, ...geminiMockOptions(scratch, mock.url) });
    const first = await collectRound(conversation.send('first'));
    expect([first.verdict.kind, first.text]).toEqual(['success', 'One MARK-1']);

    const controller = new AbortController();
    const cut = conversation.send('second', { signal: controller.signal });
    const cutParts = [];
    for await (const part of cut) {
      cutParts.push(part);
      if (part.type === 'text-delta') controller.abort();
    }
    expect((await cut.verdict).kind).toBe('incomplete');

    const third = await collectRound(conversation.send('third'));
    expect([third.verdict.kind, third.text]).toEqual(['success', 'Three MARK-3']);
    // One session throughout, each later turn a --resume of it.
    for (const turn of [first, third]) expect(turn.parts.find((p) => p.type === 'session')).toMatchObject({ sessionId: geminiSessionId('gconv/a') });
    expect(capture.captures.map((c) => c.header.argv.includes('--resume'))).toEqual([false, true, true]);
    expect(mock.chatRequests().at(-1)!.rawBody).toContain('One MARK-1');
    expect(conversation.usage).toEqual(usageOf([...first.parts, ...cutParts, ...third.parts]));
    await conversation.close();
    expect((await conversation.send('fourth').verdict).kind).toBe('failed');
  }, 180_000);
});

