import { describe, expect, it } from 'vitest';
import { sessionUpdates, TAKEN_BACK } from './session-updates.js';
import { toolCallView } from './tool-call-view.js';

describe('sessionUpdates', () => {
  it('makes text and reasoning chunks, and none of an empty delta', () => {
    expect(sessionUpdates({ type: 'text-delta', id: 'm', text: 'Hi' })).toEqual([{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Hi' } }]);
    expect(sessionUpdates({ type: 'reasoning-delta', id: 'r', text: 'Hm' })).toEqual([{ sessionUpdate: 'agent_thought_chunk', content: { type: 'text', text: 'Hm' } }]);
    expect(sessionUpdates({ type: 'text-delta', id: 'm', text: '' })).toEqual([]);
  });

  it('announces a tool call pending and ends it completed or failed with its output', () => {
    expect(sessionUpdates({ type: 'tool-call', toolCallId: 't1', toolName: 'Read', input: { file_path: '/w/a.txt' }, parentToolCallId: 'task' })).toEqual([
      { sessionUpdate: 'tool_call', toolCallId: 't1', title: 'Read: /w/a.txt', kind: 'read', status: 'pending', rawInput: { file_path: '/w/a.txt' }, locations: [{ path: '/w/a.txt' }], _meta: { mwh: { parentToolCallId: 'task' } } },
    ]);
    expect(sessionUpdates({ type: 'tool-result', toolCallId: 't1', output: 'no such file', isError: true })).toEqual([
      { sessionUpdate: 'tool_call_update', toolCallId: 't1', status: 'failed', rawOutput: 'no such file', content: [{ type: 'content', content: { type: 'text', text: 'no such file' } }] },
    ]);
  });

  it('makes nothing of what ACP has no update for', () => {
    for (const part of [
      { type: 'session', sessionId: 's' },
      { type: 'usage', usage: {} },
      { type: 'warning', code: 'w', message: 'm' },
      { type: 'event', name: 'e', data: null },
    ] as const) expect(sessionUpdates(part)).toEqual([]);
  });

  it('says where the CLI took text back, which ACP cannot take back from the editor', () => {
    expect(sessionUpdates({ type: 'text-retract', id: 'm', length: 3 })).toEqual([{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: TAKEN_BACK } }]);
    expect(sessionUpdates({ type: 'reasoning-retract', id: 'r', length: 3 })).toEqual([{ sessionUpdate: 'agent_thought_chunk', content: { type: 'text', text: TAKEN_BACK } }]);
  });

  it("lists the CLI's slash commands, bounded, what is no command name left out", () => {
    const [update] = sessionUpdates({ type: 'event', name: 'slash-commands', data: ['compact', '/review', 3, '', 'x'.repeat(101), ...Array.from({ length: 300 }, (_, i) => `c${i}`)] });
    expect(update?.sessionUpdate).toBe('available_commands_update');
    const commands = update?.sessionUpdate === 'available_commands_update' ? update.availableCommands : [];
    expect(commands).toHaveLength(200);
    expect(commands.slice(0, 2).map((c) => c.name)).toEqual(['compact', 'review']);
    expect(sessionUpdates({ type: 'event', name: 'rate-limits', data: {} })).toEqual([]);
    expect(sessionUpdates({ type: 'event', name: 'context-window', data: { used: 1200, size: 200_000 } })).toEqual([{ sessionUpdate: 'usage_update', used: 1200, size: 200_000 }]);
    for (const data of [{ size: 200_000 }, { used: -1, size: 10 }, { used: 1, size: 0 }, { used: 1.5, size: 10 }, null]) expect(sessionUpdates({ type: 'event', name: 'context-window', data })).toEqual([]);
  });
});

describe('toolCallView', () => {
  it('names a call by its most telling input, on one bounded line', () => {
    expect(toolCallView('shell', { command: 'ls\n  -la', cwd: null })).toEqual({ title: 'shell: ls -la', kind: 'execute', locations: [] });
    expect(toolCallView('mcp__docs__lookup', { key: 'a' })).toEqual({ title: 'mcp__docs__lookup', kind: 'other', locations: [] });
    const long = toolCallView('Bash', { command: 'x'.repeat(500) }).title;
    expect(Array.from(long)).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
