/**
 * How a tool call looks to an ACP client: a one-line title, its kind (which icon an editor shows)
 * and the files it touches, from the tool's name and input as either CLI gives them (Claude's
 * tool names, codex's `shell`, `apply_patch`, `web_search`, `mcp__server__tool`).
 */
import { isAbsolute } from 'node:path';
import type { ToolCallLocation, ToolKind } from '@agentclientprotocol/sdk';

/** A title is for one line in a list; longer input stays whole in `rawInput`. */
const TITLE_CHARS = 160;

const KINDS: Readonly<Record<string, ToolKind>> = {
  Bash: 'execute',
  shell: 'execute',
  BashOutput: 'execute',
  KillShell: 'execute',
  Read: 'read',
  NotebookRead: 'read',
  Edit: 'edit',
  MultiEdit: 'edit',
  Write: 'edit',
  NotebookEdit: 'edit',
  apply_patch: 'edit',
  Grep: 'search',
  Glob: 'search',
  LS: 'search',
  WebFetch: 'fetch',
  WebSearch: 'fetch',
  web_search: 'fetch',
  Task: 'think',
  Agent: 'think',
  TodoWrite: 'think',
};

/** The input fields that say what a call does, most telling first. */
const SUMMARY_FIELDS = ['command', 'file_path', 'notebook_path', 'path', 'pattern', 'url', 'query', 'description', 'prompt'];

export interface ToolCallView {
  title: string;
  kind: ToolKind;
  locations: ToolCallLocation[];
}

export function toolCallView(toolName: string, input: unknown): ToolCallView {
  const fields = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const field = SUMMARY_FIELDS.find((name) => typeof fields[name] === 'string' && (fields[name] as string).trim() !== '');
  const summary = field ? oneLine(fields[field] as string) : '';
  const title = summary ? `${toolName}: ${summary}` : toolName;
  const locations: ToolCallLocation[] = [];
  for (const name of ['file_path', 'notebook_path', 'path']) {
    const path = fields[name];
    if (typeof path === 'string' && isAbsolute(path)) locations.push({ path });
  }
  return { title: cut(title), kind: KINDS[toolName] ?? 'other', locations };
}

/** Enough UTF-16 units for a title of TITLE_CHARS characters: work bounded by the title, not the input. */
const HEAD_UNITS = 2 * TITLE_CHARS;

function oneLine(text: string): string {
  // Whitespace runs fold to one space, so a head a little longer than the title is enough.
  const head = text.length > 4 * HEAD_UNITS ? text.slice(0, 4 * HEAD_UNITS) : text;
  return head.replace(/\s+/g, ' ').trim() + (head === text ? '' : '…');
}

function cut(text: string): string {
  if (text.length <= TITLE_CHARS) return text;
  const chars = Array.from(text.slice(0, HEAD_UNITS));
  if (chars.length <= TITLE_CHARS && text.length <= HEAD_UNITS) return text;
  return `${chars.slice(0, TITLE_CHARS - 1).join('')}…`;
}
