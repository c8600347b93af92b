/**
 * The reader of one round of `codex exec --json` — thread.started to turn.completed — into the
 * shared content parts, ending with the verdict once the process outcome is known: the same parts
 * and verdict model as the app-server round (codex-round-reader.ts). Stateful and pure: feed it
 * the CLI's stdout (`push`, or `accept` for lines `decodeCodexExecLine` decoded), then `finish`:
 * protocol-core's `LineRoundReader`, with exec's decode, read step and verdict. exec writes
 * each message whole on item.completed, so its text is one `text-delta` a message. Nothing it
 * reads can make it throw.
 */
import { LineRoundReader, RecentSet, appendAll, type ContentPart, type FramedLine, type LineFramerOptions, type Usage, type Verdict } from '@mwh/protocol-core';
import { decodeCodexExecLine, type CodexExecEvent, type CodexExecLine } from './codex-exec-event.js';
import { execToolCall, execToolResult, isExecToolItem, type CodexExecItem } from './codex-exec-items.js';
import { apiErrorSentence } from './codex-error-text.js';
import { decideCodexExecVerdict, type CodexExecRoundFacts } from './codex-exec-verdict.js';
import { toExecUsage } from './codex-usage.js';
import type { CodexProcessOutcome } from './codex-verdict.js';
import { memberOf, stringOf } from './wire-view.js';

export type CodexExecRoundReaderOptions = LineFramerOptions;

/** A retry notice of codex's (`Reconnecting... 2/5 (…)`): the turn goes on, so it decides nothing. */
const RETRY_NOTICE = /^Reconnecting\b/;

export class CodexExecRoundReader extends LineRoundReader<CodexExecLine, [outcome?: CodexProcessOutcome | null]> {
  private session: string | null = null;
  private turnStarted = false;
  private turnEnd: CodexExecRoundFacts['turnEnd'] = null;
  private lastError: string | null = null;
  private resultText = '';
  private usage: Usage | null = null;
  // Items shown already (a call, a message): each is shown once, whichever events carry it.
  private readonly called = new RecentSet<string>();
  private readonly done = new RecentSet<string>();

  constructor(options: CodexExecRoundReaderOptions = {}) {
    super(options);
  }

  /** The thread id thread.started gave, once it came. */
  get threadId(): string | null {
    return this.session;
  }

  /** A turn of a thread begun before this reader's: its session is that thread, as thread.started would have said. */
  continueThread(id: string): ContentPart[] {
    if (this.session !== null) return [];
    this.session = id;
    return [{ type: 'session', sessionId: id }];
  }

  /** The turn ended (turn.completed or turn.failed): what comes after it is another turn's. */
  get isTurnEnded(): boolean {
    return this.turnEnd !== null;
  }

  protected override decode(framed: FramedLine): CodexExecLine | undefined {
    return decodeCodexExecLine(framed);
  }

  protected override decide(_out: ContentPart[], outcome: CodexProcessOutcome | null = null): Verdict {
    return decideCodexExecVerdict(this.facts(), outcome);
  }

  /** The facts the verdict is decided from, as read so far. */
  facts(): CodexExecRoundFacts {
    return { turnEnd: this.turnEnd, lastError: this.lastError, turnStarted: this.turnStarted, resultText: this.resultText, usage: this.usage };
  }

  protected override read(line: CodexExecLine, out: ContentPart[]): void {
    if (!line.ok) {
      out.push(line.part);
      return;
    }
    this.event(line, out);
  }

  private event(line: CodexExecEvent, out: ContentPart[]): void {
    switch (line.type) {
      case 'thread.started': {
        const id = stringOf((line as CodexExecEvent<'thread.started'>).event, 'thread_id');
        if (id === undefined || id === this.session) return;
        this.session = id;
        out.push({ type: 'session', sessionId: id });
        return;
      }
      case 'turn.started':
        this.turnStarted = true;
        return;
      case 'turn.completed': {
        this.turnEnd = { status: 'completed' };
        const usage = toExecUsage(memberOf((line as CodexExecEvent<'turn.completed'>).event, 'usage'));
        if (usage) {
          this.usage = usage;
          out.push({ type: 'usage', usage });
        }
        return;
      }
      case 'turn.failed': {
        const message = stringOf(memberOf((line as CodexExecEvent<'turn.failed'>).event, 'error'), 'message');
        this.turnEnd = { status: 'failed', message: message || this.lastError || 'The turn failed.' };
        return;
      }
      case 'error': {
        const message = stringOf((line as CodexExecEvent<'error'>).event, 'message') ?? '';
        if (RETRY_NOTICE.test(message)) {
          out.push({ type: 'warning', code: 'retry', message });
        } else {
          this.lastError = message;
          // The sentence of an API error body codex passed on whole; the verdict keeps the body.
          out.push({ type: 'warning', code: 'codex-error', message: apiErrorSentence(message) ?? message });
        }
        return;
      }
      case 'item.started':
      case 'item.updated':
      case 'item.completed':
        this.item(line.type, memberOf((line as CodexExecEvent<'item.started'>).event, 'item'), line.raw, out);
        return;
    }
  }

  private item(event: 'item.started' | 'item.updated' | 'item.completed', item: CodexExecItem, raw: string, out: ContentPart[]): void {
    // The codec let no item through without a string type and id.
    const type = stringOf(item, 'type')!;
    const id = stringOf(item, 'id')!;
    const completed = event === 'item.completed';
    if (isExecToolItem(type)) {
      if (!this.called.has(id)) {
        const call = execToolCall(item, id);
        if (call) {
          this.called.add(id);
          out.push(call);
        }
      }
      if (completed && !this.done.has(id)) {
        this.done.add(id);
        out.push(execToolResult(item, id));
      }
      return;
    }
    switch (type) {
      case 'agent_message':
      case 'reasoning': {
        const text = stringOf(item, 'text');
        if (!completed || text === undefined || this.done.has(id)) return;
        this.done.add(id);
        if (type === 'agent_message') this.resultText = text;
        if (text) out.push({ type: type === 'agent_message' ? 'text-delta' : 'reasoning-delta', id, text });
        return;
      }
      case 'error': {
        // A warning codex surfaced as an item (a config warning, a deprecation, a reroute): the turn goes on.
        const message = stringOf(item, 'message');
        if (completed && message) out.push({ type: 'warning', code: 'codex-warning', message });
        return;
      }
      case 'todo_list':
        out.push({ type: 'event', name: `${event}:todo_list`, data: item });
        return;
      default:
        // An item the SDK does not declare (a plan, a subagent's call): data, deciding nothing.
        out.push({ type: 'unknown', reason: 'unknown-event', raw });
    }
  }
}

/** Reads a whole `codex exec --json` stdout (one round) at once: its parts, ending with the verdict. */
export function readCodexExecStream(chunks: Iterable<Uint8Array>, outcome: CodexProcessOutcome | null, options?: CodexExecRoundReaderOptions): ContentPart[] {
  const reader = new CodexExecRoundReader(options);
  const parts: ContentPart[] = [];
  for (const chunk of chunks) appendAll(parts, reader.push(chunk));
  return appendAll(parts, reader.finish(outcome));
}
