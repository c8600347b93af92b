/**
 * Lines shaped exactly like those codex 0.171.0 wrote in recorded rounds (members, order,
 * nulls, the extra `emittedAtMs`), for tests of the rows no single recording holds.
 */
import type { ContentPart } from '@mwh/protocol-core';
import { CodexRoundReader, type CodexRoundReaderOptions } from '../codex-round-reader.js';
import { parseJsonRpcLine } from '../json-rpc-message.js';
import type { CodexProcessOutcome } from '../codex-verdict.js';

export const THREAD_ID = '01a23736-2602-7070-a079-69668df71820';
export const TURN_ID = '01a23736-273b-7b50-8ced-7076c058c8a0';
const EMITTED = 1796222626771;

export function notification(method: string, params: unknown): string {
  return JSON.stringify({ method, params, emittedAtMs: EMITTED });
}
export function response(id: number | string, result: unknown): string {
  return JSON.stringify({ id, result });
}
export function errorResponse(id: number | string, code: number, message: string): string {
  return JSON.stringify({ error: { code, message }, id });
}
export function serverRequest(id: number | string, method: string, params: unknown): string {
  return JSON.stringify({ method, id, params });
}
export function clientRequest(id: number, method: string, params?: unknown): string {
  return JSON.stringify({ id, method, params });
}

const ids = { threadId: THREAD_ID, turnId: TURN_ID };

/** A thread as codex 0.171.0 sends it in thread/started and in the answer to thread/start. */
const thread = (model: string) => ({
  id: THREAD_ID, environments: [{ environmentId: 'local', cwd: '/work/home', runtimeWorkspaceRoots: ['/work/home'] }], extra: null,
  sessionId: THREAD_ID, forkedFromId: null, attachedToThreadId: null, parentThreadId: null, preview: '', ephemeral: false, section: null,
  sectionEnteredAt: null, projectId: null, historyMode: 'paginated', modelProvider: 'mock', model, reasoningEffort: null,
  createdAt: 1796225354, updatedAt: 1796225354, recencyAt: 1796225354, status: { type: 'idle' }, path: null, cwd: '/work/home',
  cliVersion: '0.171.0', originator: 'mwh', source: 'vscode', canAcceptDirectInput: true, threadSource: null, agentNickname: null,
  agentRole: null, gitInfo: null, name: null, daybreakEnabled: null, turns: [],
});
export const threadStarted = (model = 'gpt-5.5') => notification('thread/started', { thread: thread(model) });
/** The result of thread/start (and thread/resume) as codex 0.171.0 answers it. */
export const threadStartResult = (model = 'gpt-5.5') => ({
  thread: thread(model), model, modelProvider: 'mock', serviceTier: null, disabledPluginIds: [], cwd: '/work/home',
  runtimeWorkspaceRoots: ['/work/home'], instructionSources: [], approvalPolicy: 'never', approvalsReviewer: 'user',
  sandbox: { type: 'readOnly', networkAccess: false }, activePermissionProfile: null, reasoningEffort: null, multiAgentMode: 'explicitRequestOnly',
});
export const turnStarted = () =>
  notification('turn/started', { threadId: THREAD_ID, turn: { id: TURN_ID, items: [], itemsView: 'notLoaded', status: 'inProgress', error: null } });
export const turnCompleted = (status: string, error: unknown = null, durationMs = 1154) =>
  notification('turn/completed', { threadId: THREAD_ID, turn: { id: TURN_ID, items: [], itemsView: 'summary', status, error, durationMs } });
export const agentDelta = (itemId: string, delta: string) =>
  notification('item/agentMessage/delta', { ...ids, itemId, delta });
export const summaryDelta = (itemId: string, delta: string, summaryIndex = 0) =>
  notification('item/reasoning/summaryTextDelta', { ...ids, itemId, delta, summaryIndex });
export const summaryPartAdded = (itemId: string, summaryIndex: number) =>
  notification('item/reasoning/summaryPartAdded', { ...ids, itemId, summaryIndex });
export const reasoningTextDelta = (itemId: string, delta: string, contentIndex = 0) =>
  notification('item/reasoning/textDelta', { ...ids, itemId, delta, contentIndex });
export const itemStarted = (item: Record<string, unknown>) =>
  notification('item/started', { item: { ...item, startedAtMs: EMITTED, completedAtMs: null }, ...ids, startedAtMs: EMITTED });
export const itemCompleted = (item: Record<string, unknown>) =>
  notification('item/completed', { item: { ...item, startedAtMs: EMITTED, completedAtMs: EMITTED }, ...ids, contentTokenCount: null, completedAtMs: EMITTED });
export const tokenUsage = (last: Record<string, number>, total: Record<string, number>) =>
  notification('thread/tokenUsage/updated', { ...ids, tokenUsage: { total, last, modelContextWindow: 258400 } });
export const errorNotification = (message: string, willRetry: boolean, codexErrorInfo: unknown = null) =>
  notification('error', { error: { message, codexErrorInfo, additionalDetails: null, misalignment: null }, willRetry, ...ids });

export function usage(input: number, output: number, cached = 0, reasoning = 0): Record<string, number> {
  return { totalTokens: input + output, inputTokens: input, cachedInputTokens: cached, cacheWriteInputTokens: 0, outputTokens: output, reasoningOutputTokens: reasoning };
}

export const agentMessageItem = (id: string, text: string) => ({
  type: 'agentMessage', moderation: null, id, text, phase: null, memoryCitation: null, delivery: null, questions: null,
});
export const reasoningItem = (id: string, summary: string[], content: string[] = []) => ({ type: 'reasoning', id, summary, content });
export const commandItem = (id: string, fields: { status: string; aggregatedOutput?: string | null; exitCode?: number | null; command?: string }) => ({
  type: 'commandExecution', id, pluginId: null, scriptPath: null, command: fields.command ?? "/bin/bash -c 'echo hi'", cwd: '/work/home',
  processId: null, source: 'agent', status: fields.status, commandActions: [{ type: 'unknown', command: 'echo hi' }],
  aggregatedOutput: fields.aggregatedOutput ?? null, exitCode: fields.exitCode ?? null, durationMs: null,
});
export const mcpItem = (id: string, fields: { status: string; result?: unknown; error?: unknown; args?: unknown }) => ({
  type: 'mcpToolCall', id, server: 'meshweaver', tool: 'search_nodes', status: fields.status, arguments: fields.args ?? { query: 'x' },
  result: fields.result ?? null, error: fields.error ?? null, durationMs: null,
});
export const fileChangeItem = (id: string, status: string) => ({
  type: 'fileChange', id, status,
  changes: [
    { path: '/work/home/hello.txt', kind: { type: 'add' }, diff: '+hello\n' },
    { path: '/work/home/old.txt', kind: { type: 'update', move_path: '/work/home/new.txt' }, diff: '' },
  ],
});
export const webSearchItem = (id: string, query: string) => ({ type: 'webSearch', id, query, action: query ? { type: 'search', query, queries: null } : null });
export const dynamicItem = (id: string, fields: { status: string; success?: boolean | null; text?: string }) => ({
  type: 'dynamicToolCall', id, tool: 'lookup_weather', namespace: null, arguments: { city: 'Paris' }, status: fields.status,
  contentItems: fields.text === undefined ? null : [{ type: 'inputText', text: fields.text }], success: fields.success ?? null, durationMs: null,
});

/** Reads server lines (client lines first, keyed by position, when given) and finishes the round. */
export function readRound(
  serverLines: string[],
  outcome: CodexProcessOutcome | null = { exitCode: 0, signal: null, stderr: '', intentional: true },
  options: CodexRoundReaderOptions & { clientLines?: string[] } = {},
): ContentPart[] {
  const reader = new CodexRoundReader(options);
  for (const line of options.clientLines ?? []) reader.sent(line);
  const parts = serverLines.flatMap((line) => (line.trim() === '' ? [] : reader.accept(parseJsonRpcLine(line))));
  return [...parts, ...reader.finish(outcome)];
}

export function verdictOf(parts: ContentPart[]) {
  const finish = parts.find((p) => p.type === 'finish');
  if (!finish || finish.type !== 'finish') throw new Error('no finish part');
  return finish.verdict;
}

export function withoutFinish(parts: ContentPart[]): ContentPart[] {
  return parts.filter((p) => p.type !== 'finish');
}
