/**
 * What the items of `codex exec --json` stand for as content parts: each tool item a `tool-call`
 * named as the app-server's same item is (codex-items.ts: shell, apply_patch, mcp__server__tool,
 * web_search), and a completed one its `tool-result`. Pure functions of one item; which items
 * were shown already is the reader's to know.
 */
import { stringField, type ContentPart } from '@mwh/protocol-core';
import type { FileUpdateChange, ThreadItem } from './generated/codex-exec-events.js';
import { arrayOf, memberOf, numberOf, stringOf, type Wire } from './wire-view.js';

/** An item of an item.* event: an object with a string `type` and `id` (the codec checked both). */
export type CodexExecItem = Wire<ThreadItem>;

/** The item types that are tool calls. */
export function isExecToolItem(type: string): boolean {
  return type === 'command_execution' || type === 'file_change' || type === 'mcp_tool_call' || type === 'web_search';
}

/** The tool call a tool item stands for; null for any other item. */
export function execToolCall(item: CodexExecItem, id: string): Extract<ContentPart, { type: 'tool-call' }> | null {
  const call = (toolName: string, input: unknown) => ({ type: 'tool-call' as const, toolCallId: id, toolName, input });
  switch (stringOf(item, 'type')) {
    case 'command_execution':
      return call('shell', { command: stringOf(item, 'command') ?? '' });
    case 'file_change':
      return call('apply_patch', { changes: arrayOf(item, 'changes').map(readChange) });
    case 'mcp_tool_call':
      return call(`mcp__${stringOf(item, 'server') ?? 'unknown'}__${stringOf(item, 'tool') ?? 'unknown'}`, memberOf(item, 'arguments') ?? null);
    case 'web_search':
      return call('web_search', { query: stringOf(item, 'query') ?? '' });
    default:
      return null;
  }
}

function readChange(change: Wire<FileUpdateChange>): { path: string; kind: string } {
  return { path: stringOf(change, 'path') ?? '', kind: stringOf(change, 'kind') ?? 'unknown' };
}

/** A completed tool item's result. */
export function execToolResult(item: CodexExecItem, id: string): Extract<ContentPart, { type: 'tool-result' }> {
  const status = stringOf(item, 'status');
  const failed = status === 'failed' || status === 'declined';
  const result = (output: string, isError = failed) => ({ type: 'tool-result' as const, toolCallId: id, output, isError });
  switch (stringOf(item, 'type')) {
    case 'command_execution': {
      let output = stringOf(item, 'aggregated_output') ?? '';
      const exitCode = numberOf(item, 'exit_code');
      if (exitCode !== undefined && exitCode !== 0) output += `${output && !output.endsWith('\n') ? '\n' : ''}exit code ${exitCode}`;
      if (status === 'declined' && !output) output = 'The command was declined.';
      else if (status === 'failed' && !output) output = 'The command failed.';
      return result(output, failed || (exitCode !== undefined && exitCode !== 0));
    }
    case 'file_change': {
      const summary = arrayOf(item, 'changes')
        .map(readChange)
        .map((c) => `${c.kind} ${c.path}`)
        .join('\n');
      if (status === 'failed') return result(summary ? `Failed:\n${summary}` : 'The change failed.');
      return result(summary);
    }
    case 'mcp_tool_call': {
      const error = stringOf(memberOf(item, 'error'), 'message');
      if (error !== undefined) return result(error, true);
      // The content blocks are MCP's: read by MCP's names, other kinds named, not inlined.
      const output = arrayOf(memberOf(item, 'result'), 'content')
        .map((block) => (stringField(block, 'type') === 'text' ? (stringField(block, 'text') ?? '') : `[${stringField(block, 'type') ?? 'content'}]`))
        .join('\n');
      return result(output || (failed ? 'The tool call failed.' : ''));
    }
    default:
      // web_search: exec says what was searched, not what was found.
      return result('');
  }
}
