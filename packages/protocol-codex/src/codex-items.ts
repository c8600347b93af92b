/**
 * What codex's thread items (`item/started`, `item/completed`) stand for as content parts: each
 * tool item is a `tool-call` named as the Claude harness names the same tool, and a completed
 * one its `tool-result`. Pure functions of one item; which items were shown already is the
 * reader's to know.
 */
import { arrayField, asObject, field, numberField, stringField, stringifyJson, type ContentPart } from '@mwh/protocol-core';

/** A thread item as the app-server sends it: an object with a `type` and (nearly always) an `id`. */
export type CodexItem = Record<string, unknown>;

/** The tool call an item stands for, named as the Claude harness names the same tools. */
export function toolCall(item: CodexItem): Extract<ContentPart, { type: 'tool-call' }> | null {
  const id = stringField(item, 'id');
  if (id === undefined) return null;
  const call = (toolName: string, input: unknown) => ({ type: 'tool-call' as const, toolCallId: id, toolName, input });
  switch (item.type) {
    case 'commandExecution':
      return call('shell', { command: stringField(item, 'command') ?? '', cwd: stringField(item, 'cwd') ?? null });
    case 'mcpToolCall':
      return call(`mcp__${stringField(item, 'server') ?? 'unknown'}__${stringField(item, 'tool') ?? 'unknown'}`, item.arguments ?? null);
    case 'fileChange':
      return call('apply_patch', { changes: arrayField(item, 'changes').map(readChange) });
    case 'webSearch':
      return call('web_search', { query: stringField(item, 'query') ?? '' });
    case 'dynamicToolCall':
      return call(stringField(item, 'tool') ?? 'unknown', item.arguments ?? null);
    case 'collabAgentToolCall':
      // A subagent spawned, waited for, messaged: named by codex's own word for it (spawnAgent, wait, ...).
      return call(stringField(item, 'tool') ?? 'unknown', { prompt: stringField(item, 'prompt') ?? null, receiverThreadIds: arrayField(item, 'receiverThreadIds') });
    default:
      return null;
  }
}

function readChange(change: unknown): { path: string; kind: string; movePath?: string } {
  const kind = field(change, 'kind');
  const out: { path: string; kind: string; movePath?: string } = {
    path: stringField(change, 'path') ?? '',
    kind: typeof kind === 'string' ? kind : (stringField(kind, 'type') ?? 'unknown'),
  };
  const movePath = stringField(kind, 'move_path');
  if (movePath) out.movePath = movePath;
  return out;
}

/** A completed tool item's result; `streamed` is the output its deltas carried, for a command that reports none. */
export function toolResult(item: CodexItem, id: string, streamed?: string): Extract<ContentPart, { type: 'tool-result' }> {
  const status = stringField(item, 'status');
  const failed = status === 'failed' || status === 'declined';
  const result = (output: string, isError = failed) => ({ type: 'tool-result' as const, toolCallId: id, output, isError });
  switch (item.type) {
    case 'commandExecution': {
      let output = stringField(item, 'aggregatedOutput') || streamed || '';
      const exitCode = numberField(item, 'exitCode');
      if (exitCode !== undefined && exitCode !== 0) output += `${output && !output.endsWith('\n') ? '\n' : ''}exit code ${exitCode}`;
      if (status === 'declined' && !output) output = 'The command was declined.';
      else if (status === 'failed' && !output) output = 'The command failed.';
      return result(output);
    }
    case 'mcpToolCall': {
      const error = stringField(field(item, 'error'), 'message');
      if (error !== undefined) return result(error, true);
      const output = contentText(arrayField(field(item, 'result'), 'content'), 'text', 'text');
      return result(output || (status === 'failed' ? 'The tool call failed.' : ''), status === 'failed');
    }
    case 'fileChange': {
      const changes = arrayField(item, 'changes').map(readChange);
      const summary = changes.map((c) => `${c.kind} ${c.path}${c.movePath ? ` -> ${c.movePath}` : ''}`).join('\n');
      if (status === 'declined') return result(summary ? `Declined:\n${summary}` : 'The change was declined.');
      if (status === 'failed') return result(summary ? `Failed:\n${summary}` : 'The change failed.');
      return result(summary);
    }
    case 'collabAgentToolCall': {
      // Each agent's state, and its answer once it has one.
      const states = Object.entries(asObject(field(item, 'agentsStates')) ?? {});
      return result(states.map(([thread, state]) => `${thread}: ${stringField(state, 'status') ?? 'unknown'}${stringField(state, 'message') ? `: ${stringField(state, 'message')}` : ''}`).join('\n'));
    }
    case 'webSearch': {
      const results = field(item, 'results');
      return result(Array.isArray(results) && results.length ? (stringifyJson(results) ?? '') : '');
    }
    default: {
      // dynamicToolCall
      const isError = failed || field(item, 'success') === false;
      return result(contentText(arrayField(item, 'contentItems'), 'inputText', 'text'), isError);
    }
  }
}

/** Joins the text of a content list; other kinds (images, audio) are named, not inlined. */
function contentText(items: unknown[], textType: string, textKey: string): string {
  return items
    .map((c) => {
      const type = stringField(c, 'type');
      return type === textType ? (stringField(c, textKey) ?? '') : `[${type ?? 'content'}]`;
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
  return arrayField(item, list).filter((s): s is string => typeof s === 'string');
}
