/**
 * What codex's thread items (`item/started`, `item/completed`) stand for as content parts: each
 * tool item is a `tool-call` named as the Claude harness names the same tool, and a completed
 * one its `tool-result`. Pure functions of one item; which items were shown already is the
 * reader's to know.
 */
import { stringField, stringifyJson, type ContentPart } from '@mwh/protocol-core';
import type { FileUpdateChange, ThreadItem } from './generated/codex-types.js';
import { arrayOf, entriesOf, memberOf, numberOf, stringOf, type Wire } from './wire-view.js';

/** A thread item as the app-server sends it: an object with a `type` and (nearly always) an `id`. */
export type CodexItem = Wire<ThreadItem>;

/** The tool call an item stands for, named as the Claude harness names the same tools. */
export function toolCall(item: CodexItem): Extract<ContentPart, { type: 'tool-call' }> | null {
  const id = stringOf(item, 'id');
  if (id === undefined) return null;
  const call = (toolName: string, input: unknown) => ({ type: 'tool-call' as const, toolCallId: id, toolName, input });
  switch (stringOf(item, 'type')) {
    case 'commandExecution':
      return call('shell', { command: stringOf(item, 'command') ?? '', cwd: stringOf(item, 'cwd') ?? null });
    case 'mcpToolCall':
      return call(`mcp__${stringOf(item, 'server') ?? 'unknown'}__${stringOf(item, 'tool') ?? 'unknown'}`, memberOf(item, 'arguments') ?? null);
    case 'fileChange':
      return call('apply_patch', { changes: arrayOf(item, 'changes').map(readChange) });
    case 'webSearch':
      return call('web_search', { query: stringOf(item, 'query') ?? '' });
    case 'dynamicToolCall':
      return call(stringOf(item, 'tool') ?? 'unknown', memberOf(item, 'arguments') ?? null);
    case 'collabAgentToolCall':
      // A subagent spawned, waited for, messaged: named by codex's own word for it (spawnAgent, wait, ...).
      return call(stringOf(item, 'tool') ?? 'unknown', { prompt: stringOf(item, 'prompt') ?? null, receiverThreadIds: arrayOf(item, 'receiverThreadIds') });
    default:
      return null;
  }
}

function readChange(change: Wire<FileUpdateChange>): { path: string; kind: string; movePath?: string } {
  const kind = memberOf(change, 'kind');
  const out: { path: string; kind: string; movePath?: string } = {
    path: stringOf(change, 'path') ?? '',
    // The schema's kind is a tagged object; a bare word is taken as the kind itself.
    kind: typeof kind === 'string' ? kind : (stringOf(kind, 'type') ?? 'unknown'),
  };
  const movePath = stringOf(kind, 'move_path');
  if (movePath) out.movePath = movePath;
  return out;
}

/** A completed tool item's result; `streamed` is the output its deltas carried, for a command that reports none. */
export function toolResult(item: CodexItem, id: string, streamed?: string): Extract<ContentPart, { type: 'tool-result' }> {
  const status = stringOf(item, 'status');
  const failed = status === 'failed' || status === 'declined';
  const result = (output: string, isError = failed) => ({ type: 'tool-result' as const, toolCallId: id, output, isError });
  switch (stringOf(item, 'type')) {
    case 'commandExecution': {
      let output = stringOf(item, 'aggregatedOutput') || streamed || '';
      const exitCode = numberOf(item, 'exitCode');
      if (exitCode !== undefined && exitCode !== 0) output += `${output && !output.endsWith('\n') ? '\n' : ''}exit code ${exitCode}`;
      if (status === 'declined' && !output) output = 'The command was declined.';
      else if (status === 'failed' && !output) output = 'The command failed.';
      return result(output);
    }
    case 'mcpToolCall': {
      const error = stringOf(memberOf(item, 'error'), 'message');
      if (error !== undefined) return result(error, true);
      // The schema leaves the content blocks untyped (they are MCP's): read by MCP's names.
      const output = contentText(arrayOf(memberOf(item, 'result'), 'content'), 'text', (c) => stringField(c, 'type'), (c) => stringField(c, 'text'));
      return result(output || (status === 'failed' ? 'The tool call failed.' : ''), status === 'failed');
    }
    case 'fileChange': {
      const changes = arrayOf(item, 'changes').map(readChange);
      const summary = changes.map((c) => `${c.kind} ${c.path}${c.movePath ? ` -> ${c.movePath}` : ''}`).join('\n');
      if (status === 'declined') return result(summary ? `Declined:\n${summary}` : 'The change was declined.');
      if (status === 'failed') return result(summary ? `Failed:\n${summary}` : 'The change failed.');
      return result(summary);
    }
    case 'collabAgentToolCall': {
      // Each agent's state, and its answer once it has one.
      const states = entriesOf(memberOf(item, 'agentsStates'));
      return result(states.map(([thread, state]) => `${thread}: ${stringOf(state, 'status') ?? 'unknown'}${stringOf(state, 'message') ? `: ${stringOf(state, 'message')}` : ''}`).join('\n'));
    }
    case 'webSearch': {
      const results = memberOf(item, 'results');
      return result(Array.isArray(results) && results.length ? (stringifyJson(results) ?? '') : '');
    }
    default: {
      // dynamicToolCall
      const isError = failed || memberOf(item, 'success') === false;
      return result(contentText(arrayOf(item, 'contentItems'), 'inputText', (c) => stringOf(c, 'type'), (c) => stringOf(c, 'text')), isError);
    }
  }
}

/**
 * Joins the text of a content list; other kinds (images, audio) are named, not inlined. Each
 * list says its type and text by its own schema's names, so it brings its readers.
 */
function contentText<C>(items: C[], textType: string, typeOf: (item: C) => string | undefined, textOf: (item: C) => string | undefined): string {
  return items
    .map((c) => {
      const type = typeOf(c);
      return type === textType ? (textOf(c) ?? '') : `[${type ?? 'content'}]`;
    })
    .join('\n');
}

/** A completed reasoning item's text: its summary parts, else its raw content parts, joined by a blank line. */
export function reasoningText(item: CodexItem): string {
  return stringsOf(item, reasoningList(item)).join('\n\n');
}

/** Which of a reasoning item's lists `reasoningText` says: its summary, or without one its raw content. */
export function reasoningList(item: CodexItem): 'summary' | 'content' {
  return stringsOf(item, 'summary').length ? 'summary' : 'content';
}

function stringsOf(item: CodexItem, list: 'summary' | 'content'): string[] {
  return arrayOf(item, list).filter((s): s is string => typeof s === 'string');
}
