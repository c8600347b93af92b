import { describe, expect, it } from 'vitest';
import type { AgentContext, SessionUpdate } from '@agentclientprotocol/sdk';
import type { ContentPart } from '@mwh/protocol-core';
import { TOOL_CANCELLED, UpdatePump } from './update-pump.js';

/** Parts from a list, and whether the consumer returned the iterator (a round: cancelled). */
function parts(list: ContentPart[]) {
  const seen = { returned: false, read: 0 };
  const iterable: AsyncIterable<ContentPart> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => (seen.read < list.length ? { done: false, value: list[seen.read++]! } : { done: true, value: undefined }),
      return: async () => {
        seen.returned = true;
        return { done: true, value: undefined };
      },
    }),
  };
  return { iterable, seen };
}

const text = (t: string): ContentPart => ({ type: 'text-delta', id: 't', text: t }) as ContentPart;

describe('UpdatePump', () => {
  it('sends every part and leaves the iterator alone when it ends', async () => {
    const sent: unknown[] = [];
    const client = { notify: async (_: string, params: unknown) => void sent.push(params) } as unknown as AgentContext;
    const { iterable, seen } = parts([text('a'), text('b')]);
    await new UpdatePump(client, 's', () => undefined).run(iterable);
    expect(sent).toHaveLength(2);
    expect(seen.returned).toBe(false);
  });

  it('a client gone (notify fails) returns the iterator, which cancels a round, and throws', async () => {
    const client = { notify: async () => Promise.reject(new Error('closed')) } as unknown as AgentContext;
    const { iterable, seen } = parts([text('a'), text('b'), text('c')]);
    await expect(new UpdatePump(client, 's', () => undefined).run(iterable)).rejects.toThrow('closed');
    expect(seen.read).toBe(1);
    expect(seen.returned).toBe(true);
  });

  it('a throw while sending returns the iterator too', async () => {
    const client = { notify: async () => undefined } as unknown as AgentContext;
    const { iterable, seen } = parts([text('a'), text('b')]);
    const pump = new UpdatePump(client, 's', () => {
      throw new Error('bug');
    });
    await expect(pump.run(iterable)).rejects.toThrow('bug');
    expect(seen.returned).toBe(true);
    // Nothing waits on a pump that stopped.
    await pump.flushed();
  });

  it('says a call the CLI ran without asking runs, once, just before its result; never one asked about and refused', async () => {
    const sent: SessionUpdate[] = [];
    const client = { notify: async (_: string, params: { update: SessionUpdate }) => void sent.push(params.update) } as unknown as AgentContext;
    const pump = new UpdatePump(client, 's', () => undefined);
    const call = (id: string): ContentPart => ({ type: 'tool-call', toolCallId: id, toolName: 'Read', input: { file_path: 'a' } });
    const result = (id: string, isError = false): ContentPart => ({ type: 'tool-result', toolCallId: id, output: 'out', isError });
    await pump.run(parts([call('unasked'), call('refused'), call('allowed')]).iterable);
    pump.asking('refused');
    pump.asking('allowed');
    await pump.started('allowed');
    await pump.run(parts([result('unasked'), result('refused', true), result('allowed'), result('unasked')]).iterable);
    const statuses = sent.map((u) => (u.sessionUpdate === 'tool_call' || u.sessionUpdate === 'tool_call_update' ? `${u.toolCallId}:${u.status}` : u.sessionUpdate));
    expect(statuses).toEqual([
      'unasked:pending',
      'refused:pending',
      'allowed:pending',
      'allowed:in_progress',
      'unasked:in_progress',
      'unasked:completed',
      'refused:failed',
      'allowed:completed',
      'unasked:completed',
    ]);
  });

  it('follows a tool call: in_progress once it is allowed to run, its result after; a cancel ends the calls still open as cancelled', async () => {
    const sent: SessionUpdate[] = [];
    const client = { notify: async (_: string, params: { update: SessionUpdate }) => void sent.push(params.update) } as unknown as AgentContext;
    let cancelled = false;
    const pump = new UpdatePump(client, 's', () => undefined, () => cancelled);
    const call = (id: string): ContentPart => ({ type: 'tool-call', toolCallId: id, toolName: 'Bash', input: { command: 'ls' } });
    const result = (id: string): ContentPart => ({ type: 'tool-result', toolCallId: id, output: 'The user doesn\'t want to proceed', isError: true });
    await pump.run(parts([call('a'), call('b'), call('c')]).iterable);
    await pump.started('a');
    await pump.started('a');
    await pump.started('unknown');
    cancelled = true;
    await pump.run(parts([result('b')]).iterable);
    await pump.endCancelled();
    const statuses = sent.map((u) => (u.sessionUpdate === 'tool_call' || u.sessionUpdate === 'tool_call_update' ? `${u.toolCallId}:${u.status}` : u.sessionUpdate));
    expect(statuses).toEqual(['a:pending', 'b:pending', 'c:pending', 'a:in_progress', 'b:failed', 'a:failed', 'c:failed']);
    for (const update of sent.slice(4)) expect(update).toMatchObject({ content: [{ type: 'content', content: { type: 'text', text: TOOL_CANCELLED } }], _meta: { mwh: { cancelled: true } } });
  });
});
