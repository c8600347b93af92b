/**
 * Reads a codex rollout (`~/.codex/sessions/**\/rollout-*.jsonl`), the file codex keeps of a
 * session, into the content parts a round's stdout gives: a turn per user message (a `turn` event
 * part carrying it), the assistant's text and reasoning summary, tool calls and their outputs,
 * usage per model request. A rollout records what was said, not a verdict: no `finish` part is
 * made; an aborted turn or an error event is said as a warning. Lines are
 * `{timestamp, type, payload}`, or, as codex wrote them before it wrapped them, the response items
 * themselves after a first line naming the session; any other line passes as an `event` part, a
 * line that is not JSON as `unknown`, and none stops the reading.
 */
import { JsonLinesReader, MessageBreaks, RecentSet, asObject, isTextTooDeep, turnStart, type ContentPart, type NumberedLine } from '@mwh/protocol-core';
import { isInjectedContext } from './codex-injected-context.js';
import { toUsage } from './codex-usage.js';

/** The item types a rollout's `response_item` carries, which an early rollout wrote unwrapped. */
const RESPONSE_ITEMS = new Set(['message', 'reasoning', 'function_call', 'function_call_output', 'custom_tool_call', 'custom_tool_call_output', 'local_shell_call', 'web_search_call']);
const WRAPPED = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);

/** Token counts as the rollout writes them (snake case), to the app-server's names toUsage reads. */
const TOKEN_FIELDS: readonly (readonly [string, string])[] = [
  ['input_tokens', 'inputTokens'],
  ['cached_input_tokens', 'cachedInputTokens'],
  ['output_tokens', 'outputTokens'],
  ['reasoning_output_tokens', 'reasoningOutputTokens'],
  ['total_tokens', 'totalTokens'],
];

export class CodexRolloutReader extends JsonLinesReader {
  private turn: { text: MessageBreaks<string>; reasoning: MessageBreaks<string>; prompt: string | undefined; answered: boolean } | undefined;
  private sessionId: string | undefined;
  private model: string | undefined;
  /** Whether the rollout writes `user_message` events: then they, not the user items, begin turns. */
  private userEvents = false;
  private items = 0;
  private readonly toolResults = new RecentSet<string>();

  protected readonly what = 'a codex rollout';

  protected override readObject(line: Extract<NumberedLine, { kind: 'object' }>, out: ContentPart[]): void {
    const value = line.value;
    const type = value.type;
    const payload = asObject(value.payload);
    if (typeof type === 'string' && WRAPPED.has(type) && payload) return this.onWrapped(type, payload, out);
    // An early rollout: its first line names the session, the others are the items themselves.
    if (type === undefined && typeof value.id === 'string' && line.line === 1) return this.onMeta(value, out);
    if (typeof type === 'string' && RESPONSE_ITEMS.has(type)) return this.onItem(value, out);
    if (typeof value.record_type === 'string') {
      out.push({ type: 'event', name: value.record_type, data: value });
      return;
    }
    this.foreignLine(line, out);
  }

  private onWrapped(type: string, payload: Record<string, unknown>, out: ContentPart[]): void {
    if (type === 'response_item') return this.onItem(payload, out);
    if (type === 'event_msg') return this.onEvent(payload, out);
    if (type === 'session_meta') return this.onMeta(payload, out);
    if (type === 'turn_context' && typeof payload.model === 'string' && payload.model !== this.model) {
      this.model = payload.model;
      if (this.turn) this.saySession(out);
    }
    out.push({ type: 'event', name: type, data: payload });
  }

  private onMeta(meta: Record<string, unknown>, out: ContentPart[]): void {
    // A forked session's rollout repeats its origin's meta after its own: the first names the session.
    if (this.sessionId === undefined && typeof meta.id === 'string') this.sessionId = meta.id;
    out.push({ type: 'event', name: 'session_meta', data: meta });
  }

  private onEvent(event: Record<string, unknown>, out: ContentPart[]): void {
    switch (event.type) {
      case 'user_message': {
        this.userEvents = true;
        this.prompt(typeof event.message === 'string' ? event.message : '', out);
        return;
      }
      case 'task_started':
      case 'turn_started':
        // Its prompt may have come first (the order differs between versions): then it is this turn's.
        if (!this.turn || this.turn.answered) this.beginTurn(undefined, out);
        return;
      case 'token_count': {
        const info = asObject(event.info);
        const usage = toUsage(camelTokens(asObject(info?.last_token_usage)));
        if (usage) out.push({ type: 'usage', usage });
        return;
      }
      case 'turn_aborted':
        out.push({ type: 'warning', code: 'turn-aborted', message: `The turn was aborted${typeof event.reason === 'string' ? ` (${event.reason})` : ''}.` });
        return;
      case 'error':
      case 'stream_error':
        out.push({ type: 'warning', code: String(event.type).replace('_', '-'), message: typeof event.message === 'string' ? event.message : 'codex reported an error.' });
        return;
      default:
        // agent_message, agent_reasoning, exec_command_end, ...: what the response items hold already.
        out.push({ type: 'event', name: typeof event.type === 'string' ? event.type : 'event_msg', data: event });
    }
  }

  private onItem(item: Record<string, unknown>, out: ContentPart[]): void {
    const id = `item-${this.items++}`;
    switch (item.type) {
      case 'message': {
        const text = textOf(item.content);
        if (item.role === 'user') {
          // Without user_message events (an early rollout, or before the first of them), a user
          // item is the prompt, unless it is the context codex writes as the user's (the AGENTS.md
          // instructions, `<environment_context>`): that is context, as codex itself reads it.
          if (!this.userEvents && text && !isInjectedContext(text)) this.prompt(text, out);
          return;
        }
        if (item.role !== 'assistant' || !text) return;
        const turn = this.current(out);
        turn.answered = true;
        out.push({ type: 'text-delta', id, text: turn.text.piece(id, text) });
        return;
      }
      case 'reasoning': {
        const summary = Array.isArray(item.summary) ? item.summary : [];
        const text = summary.map((part) => asObject(part)?.text).filter((t): t is string => typeof t === 'string').join('\n\n');
        if (!text) return;
        const turn = this.current(out);
        out.push({ type: 'reasoning-delta', id, text: turn.reasoning.piece(id, text) });
        return;
      }
      case 'function_call':
      case 'custom_tool_call':
      case 'local_shell_call':
      case 'web_search_call': {
        const turn = this.current(out);
        turn.answered = true;
        const callId = typeof item.call_id === 'string' ? item.call_id : typeof item.id === 'string' ? item.id : id;
        const name = typeof item.name === 'string' ? item.name : item.type === 'local_shell_call' ? 'shell' : item.type === 'web_search_call' ? 'web_search' : String(item.type);
        out.push({ type: 'tool-call', toolCallId: callId, toolName: name, input: inputOf(item) });
        return;
      }
      case 'function_call_output':
      case 'custom_tool_call_output': {
        const callId = typeof item.call_id === 'string' ? item.call_id : id;
        if (!this.toolResults.addNew(callId)) return;
        this.current(out);
        const { output, isError } = outputOf(item.output);
        out.push({ type: 'tool-result', toolCallId: callId, output, isError });
        return;
      }
      default:
        out.push({ type: 'event', name: typeof item.type === 'string' ? item.type : 'response_item', data: item });
    }
  }

  /**
   * The user's words: the prompt of the turn begun without one yet (task_started came first), or a
   * new turn's. The same words again before an answer are the same prompt (codex writes it as a
   * user item and as a user_message event).
   */
  private prompt(text: string, out: ContentPart[]): void {
    const turn = this.turn;
    if (turn && !turn.answered && (turn.prompt === undefined || turn.prompt === text)) {
      if (turn.prompt === undefined) out.push(turnStart(text));
      turn.prompt = text;
      return;
    }
    this.beginTurn(text, out);
  }

  private current(out: ContentPart[]): NonNullable<CodexRolloutReader['turn']> {
    if (!this.turn) this.beginTurn(undefined, out);
    return this.turn!;
  }

  private beginTurn(prompt: string | undefined, out: ContentPart[]): void {
    out.push(turnStart(prompt));
    this.turn = { text: new MessageBreaks(), reasoning: new MessageBreaks(), prompt, answered: false };
    this.saySession(out);
  }

  private saySession(out: ContentPart[]): void {
    if (this.sessionId === undefined) return;
    out.push(this.model !== undefined ? { type: 'session', sessionId: this.sessionId, model: this.model } : { type: 'session', sessionId: this.sessionId });
  }
}

/** A call's input: its arguments parsed when they are JSON text (as `function_call` writes them), else as written. */
function inputOf(item: Record<string, unknown>): unknown {
  const args = item.arguments ?? item.input ?? item.action ?? {};
  if (typeof args !== 'string' || isTextTooDeep(args)) return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}

/**
 * A call's output: a string, or `{content, success}`; a shell call's string is itself JSON in some
 * versions (`{"output": ..., "metadata": {"exit_code": ...}}`), read for its output and exit code.
 */
function outputOf(raw: unknown): { output: string; isError: boolean } {
  const object = asObject(raw);
  if (object) return { output: typeof object.content === 'string' ? object.content : '', isError: object.success === false };
  if (typeof raw !== 'string') return { output: '', isError: false };
  if (raw.startsWith('{"output":') && !isTextTooDeep(raw)) {
    try {
      const shell = asObject(JSON.parse(raw));
      const exitCode = asObject(shell?.metadata)?.exit_code;
      if (typeof shell?.output === 'string') return { output: shell.output, isError: typeof exitCode === 'number' && exitCode !== 0 };
    } catch {
      // Not JSON after all: the string is the output.
    }
  }
  return { output: raw, isError: false };
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const raw of content) {
    const block = asObject(raw);
    if (block && typeof block.text === 'string') texts.push(block.text);
  }
  return texts.join('\n');
}

function camelTokens(counts: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!counts) return undefined;
  const out: Record<string, unknown> = {};
  for (const [from, to] of TOKEN_FIELDS) if (from in counts) out[to] = counts[from];
  return out;
}
