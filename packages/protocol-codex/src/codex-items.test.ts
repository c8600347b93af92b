import { describe, expect, it } from 'vitest';
import { reasoningText, toolCall, toolResult } from './codex-items.js';
import { commandItem, dynamicItem, fileChangeItem, mcpItem, reasoningItem, webSearchItem } from './test-support/codex-wire.js';

describe('toolCall', () => {
  it('names each tool item as the Claude harness names the same tool', () => {
    expect(toolCall(commandItem('c', { status: 'inProgress', command: 'ls' }))).toEqual({ type: 'tool-call', toolCallId: 'c', toolName: 'shell', input: { command: 'ls', cwd: '/work/home' } });
    expect(toolCall(mcpItem('m', { status: 'inProgress', args: { q: 1 } }))).toMatchObject({ toolName: 'mcp__meshweaver__search_nodes', input: { q: 1 } });
    expect(toolCall(fileChangeItem('f', 'inProgress'))).toMatchObject({
      toolName: 'apply_patch',
      input: { changes: [{ path: '/work/home/hello.txt', kind: 'add' }, { path: '/work/home/old.txt', kind: 'update', movePath: '/work/home/new.txt' }] },
    });
    expect(toolCall(webSearchItem('w', 'weather'))).toMatchObject({ toolName: 'web_search', input: { query: 'weather' } });
    expect(toolCall(dynamicItem('d', { status: 'inProgress' }))).toMatchObject({ toolName: 'lookup_weather', input: { city: 'Paris' } });
  });

  it('is null for items that are no tool, and for an item without an id', () => {
    expect(toolCall({ type: 'agentMessage', id: 'a', text: 'hi' })).toBeNull();
    expect(toolCall({ type: 'commandExecution', command: 'ls' })).toBeNull();
  });
});

describe('toolResult', () => {
  it("a command's output, with a non-zero exit code named; declined and failed without output say so", () => {
    expect(toolResult(commandItem('c', { status: 'failed', aggregatedOutput: 'boom', exitCode: 2 }), 'c')).toEqual({ type: 'tool-result', toolCallId: 'c', output: 'boom\nexit code 2', isError: true });
    expect(toolResult(commandItem('c', { status: 'declined' }), 'c')).toMatchObject({ output: 'The command was declined.', isError: true });
  });

  it("an MCP call's text content, or its error as the fault; other content is named, not inlined", () => {
    const result = { content: [{ type: 'text', text: 'found' }, { type: 'image', data: 'AAAA' }] };
    expect(toolResult(mcpItem('m', { status: 'completed', result }), 'm')).toMatchObject({ output: 'found\n[image]', isError: false });
    expect(toolResult(mcpItem('m', { status: 'failed', error: { message: 'denied' } }), 'm')).toMatchObject({ output: 'denied', isError: true });
  });

  it("a file change lists what changed; a dynamic tool's success false is a fault", () => {
    expect(toolResult(fileChangeItem('f', 'completed'), 'f')).toMatchObject({ output: 'add /work/home/hello.txt\nupdate /work/home/old.txt -> /work/home/new.txt', isError: false });
    expect(toolResult(dynamicItem('d', { status: 'completed', success: false, text: 'no data' }), 'd')).toMatchObject({ output: 'no data', isError: true });
  });
});

describe('reasoningText', () => {
  it('joins the summary parts with a blank line, else the raw content parts', () => {
    expect(reasoningText(reasoningItem('r', ['one', 'two'], ['raw']))).toBe('one\n\ntwo');
    expect(reasoningText(reasoningItem('r', [], ['raw 1', 'raw 2']))).toBe('raw 1\n\nraw 2');
    expect(reasoningText({ type: 'reasoning', id: 'r', summary: [1, null] })).toBe('');
  });
});
