/**
 * Reads one Codex round — the app-server's messages from initialize to turn/completed — into
 * the shared content parts, and decides the verdict when it ends. Stateful and pure: feed it the
 * server's lines (and the client's, so responses can be matched to the requests they answer),
 * then call `finish` once the process is gone. Nothing it reads can make it throw.
 */
import { isTextTooDeep, isTooDeep, stringifyJson, type ContentPart, type FramedLine, type Usage } from '@mwh/protocol-core';
import { decideCodexVerdict, readTurnError, type CodexProcessOutcome, type CodexRoundFacts, type TurnError } from './codex-verdict.js';
import { isResumeNotFound } from './json-rpc-error.js';
import { SERVER_NOTIFICATION_METHODS, SERVER_REQUEST_METHODS } from './generated/protocol-methods.js';
import { JsonRpcError } from './json-rpc-error.js';
import { parseJsonRpcLine, type JsonRpcMessage, type RequestId } from './json-rpc-message.js';
import { validateMessage, type MessageKind } from './protocol-validators.js';
import { answerServerRequest } from './codex-answers.js';
import { addUsage, arrayField, asObject, field, numberField, stringField } from '@mwh/protocol-core';

export interface CodexTurnReaderOptions {
  /**
   * Check every message the reader acts on against the pinned 0.171.0 schema; one that does
   * not match becomes an `unknown` part with reason `invalid` and is not read. Off by default,
   * so a newer CLI's drift costs a log line at most; the conformance kit turns it on.
   */
  strict?: boolean;
  /**
   * The client's lines will not be fed (a raw stdout replayed on its own): a response is then
   * read by its shape, as the answer to whichever request it looks like. Off by default: a live
   * round and a capture know what was sent, and a response to a request nobody sent (a stray or
   * forged id) is an `unknown` part that changes nothing.
   */
  withoutClientLines?: boolean;
}

const KNOWN_NOTIFICATIONS = new Set(SERVER_NOTIFICATION_METHODS);
const KNOWN_SERVER_REQUESTS = new Set(SERVER_REQUEST_METHODS);

type Item = Record<string, unknown>;

export class CodexTurnReader {
  private readonly strict: boolean;
  private readonly withoutClientLines: boolean;
  /** Client requests by id, until their response arrives. */
  private readonly clientRequests = new Map<RequestId, string>();
  private readonly streamedText = new Set<string>();
  private readonly streamedReasoning = new Set<string>();
  /**
   * Per reasoning item and list (its summary, its raw content), the part being streamed and
   * whether the boundary before it is still to be written. A completed item joins its parts with
   * a blank line; the streamed text does the same, starting each later part with one.
   */
  private readonly reasoningParts = new Map<string, { index: number; separate: boolean }>();
  private readonly calledTools = new Set<string>();
  private readonly answeredTools = new Set<string>();
  private readonly agentText = new Map<string, string>();
  private lastAgentItem: string | null = null;
  /**
   * The text and reasoning passed on (UTF-16 units, per item) since the model request now
   * streaming began: when codex retries that request (a dropped stream), they were abandoned.
   */
  private attempt = new Map<string, { text: number; reasoning: number }>();
  private session: { threadId: string; model: string | null } | null = null;
  private currentModel: string | null = null;
  private currentTurnId: string | null = null;
  private turnStarted = false;
  private turnCompleted: CodexRoundFacts['turnCompleted'] = null;
  private finalError: TurnError | null = null;
  private resumeNotFound: string | null = null;
  private requestFailure: CodexRoundFacts['requestFailure'] = null;
  private usage: Usage | null = null;
  private finished = false;

  constructor(options: CodexTurnReaderOptions = {}) {
    this.strict = options.strict ?? false;
    this.withoutClientLines = options.withoutClientLines ?? false;
  }

  get threadId(): string | null {
    return this.session?.threadId ?? null;
  }
  get model(): string | null {
    return this.currentModel;
  }
  get turnId(): string | null {
    return this.currentTurnId;
  }
  /** The CLI reported the turn's end; the harness may now end the process. */
  get isTurnCompleted(): boolean {
    return this.turnCompleted !== null;
  }
  /** Client requests the server has not answered, oldest first. */
  get outstanding(): string[] {
    return [...this.clientRequests.values()];
  }

  // ---- what the client sent -------------------------------------------------------------

  /** One line the client wrote (stdin), so later responses can be matched to their method. */
  clientLine(line: string): void {
    const parsed = parseJsonRpcLine(line);
    if (parsed.ok) this.clientMessage(parsed.message);
  }

  clientMessage(message: JsonRpcMessage): void {
    if (message.kind === 'request') this.clientRequests.set(message.id, message.method);
  }

  // ---- what the server sent -------------------------------------------------------------

  /** One framed line of the server's stdout. */
  serverFramed(line: FramedLine): ContentPart[] {
    if (!line.ok) return [{ type: 'unknown', reason: 'line-too-long', raw: line.head, bytes: line.error.length, limit: line.error.limit }];
    return this.serverLine(line.text);
  }

  /** One line of the server's stdout, without its "\n". */
  serverLine(line: string): ContentPart[] {
    if (line.trim() === '') return [];
    const parsed = parseJsonRpcLine(line);
    if (!parsed.ok) return [{ type: 'unknown', reason: parsed.reason, raw: line }];
    return this.serverMessage(parsed.message, line);
  }

  serverMessage(message: JsonRpcMessage, rawLine?: string): ContentPart[] {
    const raw = () => rawLine ?? stringifyJson(message.raw) ?? '';
    switch (message.kind) {
      case 'response':
      case 'error':
        return this.response(message, raw);
      case 'notification': {
        if (!KNOWN_NOTIFICATIONS.has(message.method)) return [{ type: 'unknown', reason: 'unknown-event', raw: raw() }];
        const invalid = this.check('serverNotificationParams', message.method, message.params, raw, rawLine);
        return invalid ?? this.notification(message.method, message.params);
      }
      case 'request': {
        if (!KNOWN_SERVER_REQUESTS.has(message.method)) return [{ type: 'unknown', reason: 'unknown-event', raw: raw() }];
        const invalid = this.check('serverRequestParams', message.method, message.params, raw, rawLine);
        // The answer itself is the peer's job; the reader surfaces what the round should show.
        return invalid ?? answerServerRequest(message.method, message.params, {}, message.id).parts;
      }
    }
  }

  /** The process ended (or the caller gives up on it): the verdict, as the round's last part. */
  finish(outcome: CodexProcessOutcome | null = null): ContentPart[] {
    if (this.finished) return [];
    this.finished = true;
    return [{ type: 'finish', verdict: decideCodexVerdict(this.state(), outcome) }];
  }

  /** What the verdict would be from what has been read so far. */
  state(): CodexRoundFacts {
    const resultText = this.lastAgentItem !== null ? (this.agentText.get(this.lastAgentItem) ?? '') : '';
    return {
      turnCompleted: this.turnCompleted,
      finalError: this.finalError,
      resumeNotFound: this.resumeNotFound,
      requestFailure: this.requestFailure,
      outstanding: this.outstanding,
      turnStarted: this.turnStarted,
      resultText,
      usage: this.usage,
    };
  }

  // ---- internals ------------------------------------------------------------------------

  private check(kind: MessageKind, method: string, value: unknown, raw: () => string, rawLine?: string): ContentPart[] | null {
    // Too deep for the generated validators (they recurse) or for anyone to read safely: data
    // only. The line's text, when there is one, says so faster than a walk of the value (the
    // envelope counts there, one level more: a line that deep is hostile either way).
    if (rawLine !== undefined ? isTextTooDeep(rawLine) : isTooDeep(value)) return [{ type: 'unknown', reason: 'invalid', raw: raw() }];
    if (!this.strict) return null;
    const result = validateMessage(kind, method, value);
    return result.ok ? null : [{ type: 'unknown', reason: 'invalid', raw: raw() }];
  }

  private response(message: Extract<JsonRpcMessage, { kind: 'response' | 'error' }>, raw: () => string): ContentPart[] {
    const method = message.id === null ? undefined : this.clientRequests.get(message.id);
    if (method === undefined && !this.withoutClientLines) {
      // Answers nothing the client asked: it must not decide the verdict or name a session.
      return [{ type: 'unknown', reason: 'unknown-event', raw: raw() }];
    }
    if (method !== undefined) this.clientRequests.delete(message.id!);
    if (message.kind === 'error') {
      const error = new JsonRpcError(method ?? 'unknown', message.error);
      // Without the client's lines, the message alone identifies a missing rollout.
      if ((method === undefined || method === 'thread/resume') && isResumeNotFound(error)) {
        this.resumeNotFound = message.error.message;
        return [{ type: 'warning', code: 'resume-not-found', message: message.error.message }];
      }
      this.requestFailure = { method: method ?? 'a request', code: message.error.code, message: message.error.message };
      return [];
    }
    if (method !== undefined) {
      const invalid = this.check('clientResponse', method, message.result, raw);
      if (invalid) return invalid;
    }
    const result = message.result;
    // Matched by method, or by shape when the client's lines are not fed to the reader.
    const thread = field(result, 'thread');
    if ((method === 'thread/start' || method === 'thread/resume' || method === undefined) && stringField(thread, 'id')) {
      if (method !== 'thread/resume') this.resumeNotFound = null;
      return this.sessionParts(stringField(thread, 'id')!, stringField(result, 'model') ?? stringField(thread, 'model') ?? null);
    }
    const turn = field(result, 'turn');
    if ((method === 'turn/start' || method === undefined) && stringField(turn, 'id')) {
      this.currentTurnId = stringField(turn, 'id')!;
      this.turnStarted = true;
    }
    return [];
  }

  private sessionParts(threadId: string, model: string | null): ContentPart[] {
    if (model) this.currentModel = model;
    const next = { threadId, model: this.currentModel };
    if (this.session && this.session.threadId === next.threadId && this.session.model === next.model) return [];
    this.session = next;
    return [{ type: 'session', sessionId: threadId, ...(next.model ? { model: next.model } : {}) }];
  }

  private notification(method: string, params: unknown): ContentPart[] {
    switch (method) {
      case 'thread/started': {
        const thread = field(params, 'thread');
        const id = stringField(thread, 'id');
        return id ? this.sessionParts(id, stringField(thread, 'model') ?? null) : [];
      }
      case 'turn/started': {
        const id = stringField(field(params, 'turn'), 'id');
        if (id) this.currentTurnId = id;
        this.turnStarted = true;
        return [];
      }
      case 'turn/completed': {
        const turn = field(params, 'turn');
        this.currentTurnId = stringField(turn, 'id') ?? this.currentTurnId;
        this.turnStarted = true;
        this.turnCompleted = {
          status: stringField(turn, 'status') ?? 'unknown',
          error: readTurnError(field(turn, 'error')),
          durationMs: numberField(turn, 'durationMs') ?? null,
        };
        return [];
      }
      case 'item/agentMessage/delta': {
        const id = stringField(params, 'itemId');
        const delta = stringField(params, 'delta');
        if (id === undefined || !delta) return [];
        this.streamedText.add(id);
        this.agentText.set(id, (this.agentText.get(id) ?? '') + delta);
        this.lastAgentItem = id;
        this.passedOn(id, 'text', delta.length);
        return [{ type: 'text-delta', id, text: delta }];
      }
      case 'item/reasoning/summaryPartAdded': {
        // Sent before each summary part's deltas: the boundary alone, so no part of its own.
        const id = stringField(params, 'itemId');
        if (id !== undefined) this.reasoningPart(`summary:${id}`, numberField(params, 'summaryIndex'));
        return [];
      }
      case 'item/reasoning/summaryTextDelta':
      case 'item/reasoning/textDelta': {
        const id = stringField(params, 'itemId');
        const delta = stringField(params, 'delta');
        if (id === undefined || !delta) return [];
        this.streamedReasoning.add(id);
        // Each delta names its part as well, so a boundary is kept even without summaryPartAdded.
        const part =
          method === 'item/reasoning/summaryTextDelta'
            ? this.reasoningPart(`summary:${id}`, numberField(params, 'summaryIndex'))
            : this.reasoningPart(`content:${id}`, numberField(params, 'contentIndex'));
        const text = part.separate ? `\n\n${delta}` : delta;
        part.separate = false;
        this.passedOn(id, 'reasoning', text.length);
        return [{ type: 'reasoning-delta', id, text }];
      }
      case 'item/started': {
        const item = asObject(field(params, 'item'));
        return item ? this.itemStarted(item) : [];
      }
      case 'item/completed': {
        const item = asObject(field(params, 'item'));
        return item ? this.itemCompleted(item) : [];
      }
      case 'thread/tokenUsage/updated': {
        // `total` keeps summing over the thread; only `last` is one request's usage.
        const usage = readUsage(field(field(params, 'tokenUsage'), 'last'));
        if (!usage) return [];
        this.usage = addUsage(this.usage, usage);
        return [{ type: 'usage', usage }];
      }
      case 'error': {
        const error = readTurnError(field(params, 'error'));
        if (!error) return [];
        if (field(params, 'willRetry') === true) return [...this.abandonAttempt(), { type: 'warning', code: 'retry', message: error.message }];
        this.finalError = error;
        return [];
      }
      case 'model/rerouted': {
        const to = stringField(params, 'toModel');
        if (!to) return [];
        const from = stringField(params, 'fromModel') ?? 'the requested model';
        const reason = stringField(params, 'reason');
        const warning: ContentPart = {
          type: 'warning',
          code: 'model-rerouted',
          message: `Codex rerouted the turn from ${from} to ${to}${reason ? ` (${reason})` : ''}.`,
        };
        this.currentModel = to;
        const session = this.session ? this.sessionParts(this.session.threadId, to) : [];
        return [warning, ...session];
      }
      case 'mcpServer/startupStatus/updated': {
        if (stringField(params, 'status') !== 'failed') return [];
        const name = stringField(params, 'name') ?? 'an MCP server';
        const error = stringField(params, 'error');
        // The round goes on without that server's tools.
        return [{ type: 'warning', code: 'mcp-server-failed', message: `MCP server ${name} failed to start${error ? `: ${error}` : '.'}` }];
      }
      case 'warning': {
        const message = stringField(params, 'message');
        return message ? [{ type: 'warning', code: 'codex-warning', message }] : [];
      }
      default:
        // Rate limits, thread status, remote control, config warnings…: passed on, deciding nothing.
        return [{ type: 'event', name: method, data: params }];
    }
  }

  /** The part of a reasoning list now streaming; a later index than before opens a new part. */
  private reasoningPart(key: string, index: number | undefined): { index: number; separate: boolean } {
    let part = this.reasoningParts.get(key);
    if (!part) {
      part = { index: index ?? 0, separate: false };
      this.reasoningParts.set(key, part);
    } else if (index !== undefined && index > part.index) {
      part.index = index;
      part.separate = true;
    }
    return part;
  }

  private passedOn(id: string, kind: 'text' | 'reasoning', length: number): void {
    const counts = this.attempt.get(id) ?? { text: 0, reasoning: 0 };
    counts[kind] += length;
    this.attempt.set(id, counts);
  }

  /**
   * codex retries the model request whose stream broke, from the same input: what that request
   * had streamed is not part of the answer (the completed turn lists only the retry's items),
   * so it is taken back rather than shown twice.
   */
  private abandonAttempt(): ContentPart[] {
    const parts: ContentPart[] = [];
    for (const [id, counts] of this.attempt) {
      if (counts.text) parts.push({ type: 'text-retract', id, length: counts.text });
      if (counts.reasoning) parts.push({ type: 'reasoning-retract', id, length: counts.reasoning });
      this.agentText.delete(id);
      if (this.lastAgentItem === id) this.lastAgentItem = null;
    }
    this.attempt = new Map();
    return parts;
  }

  private itemStarted(item: Item): ContentPart[] {
    const call = toolCall(item);
    // A tool runs once its call is complete: what came before stands even if a later request is retried.
    if (call) this.attempt = new Map();
    if (!call || this.calledTools.has(call.toolCallId)) return [];
    // A web search starts before its query is known; its call is shown when it completes.
    if (item.type === 'webSearch' && !stringField(item, 'query')) return [];
    this.calledTools.add(call.toolCallId);
    return [call];
  }

  private itemCompleted(item: Item): ContentPart[] {
    const id = stringField(item, 'id');
    if (id === undefined) return [];
    switch (item.type) {
      case 'agentMessage': {
        const text = stringField(item, 'text') ?? '';
        if (text || !this.agentText.has(id)) this.agentText.set(id, text);
        this.lastAgentItem = id;
        // Streamed already: yielding it again would show the text twice.
        if (this.streamedText.has(id) || !text) return [];
        this.passedOn(id, 'text', text.length);
        return [{ type: 'text-delta', id, text }];
      }
      case 'reasoning': {
        if (this.streamedReasoning.has(id)) return [];
        const summary = arrayField(item, 'summary').filter((s): s is string => typeof s === 'string');
        const content = arrayField(item, 'content').filter((s): s is string => typeof s === 'string');
        const text = (summary.length ? summary : content).join('\n\n');
        if (!text) return [];
        this.passedOn(id, 'reasoning', text.length);
        return [{ type: 'reasoning-delta', id, text }];
      }
    }
    const call = toolCall(item);
    if (!call || this.answeredTools.has(id)) return [];
    const parts: ContentPart[] = [];
    if (!this.calledTools.has(id)) {
      this.calledTools.add(id);
      parts.push(call);
    }
    this.answeredTools.add(id);
    parts.push(toolResult(item, id));
    return parts;
  }
}

/** The tool call an item stands for, named as the Claude harness names the same tools. */
function toolCall(item: Item): Extract<ContentPart, { type: 'tool-call' }> | null {
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

function toolResult(item: Item, id: string): Extract<ContentPart, { type: 'tool-result' }> {
  const status = stringField(item, 'status');
  const failed = status === 'failed' || status === 'declined';
  const result = (output: string, isError = failed) => ({ type: 'tool-result' as const, toolCallId: id, output, isError });
  switch (item.type) {
    case 'commandExecution': {
      let output = stringField(item, 'aggregatedOutput') ?? '';
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

function readUsage(value: unknown): Usage | null {
  if (!asObject(value)) return null;
  const usage: Usage = {};
  const map: [keyof Usage, string][] = [
    ['inputTokens', 'inputTokens'],
    ['outputTokens', 'outputTokens'],
    ['cachedInputTokens', 'cachedInputTokens'],
    ['cacheCreationInputTokens', 'cacheWriteInputTokens'],
    ['reasoningTokens', 'reasoningOutputTokens'],
    ['totalTokens', 'totalTokens'],
  ];
  for (const [to, from] of map) {
    const n = numberField(value, from);
    if (n !== undefined) usage[to] = n;
  }
  return Object.keys(usage).length ? usage : null;
}

