/**
 * Reads a Claude Code session transcript (`~/.claude/projects/<project>/<session>.jsonl`), the
 * file the CLI keeps of a session, into the content parts a round's stdout gives: a turn per user
 * prompt (a `turn` event part carrying it), the assistant's text and reasoning, tool calls and
 * their results, usage per model request. A sub-agent's lines (`isSidechain`) are kept apart:
 * its calls and results nest under the Task call that started it, its words are no part of the
 * turn's answer. A transcript records no outcome of a turn, so no `finish` part is made.
 * Line types and fields differ between versions: any line that is not a message passes as an
 * `event` part (its type its name), a line that is not JSON as `unknown`, and none stops the reading.
 */
import {
  MessageBreaks,
  JsonLinesReader,
  RecentSet,
  addUsage,
  asObject,
  turnStart,
  type ContentPart,
  type NumberedLine,
  type Usage,
} from '@mwh/protocol-core';
import { toUsage } from './claude-usage.js';
import { SYNTHETIC_MODEL } from './claude-round-reader.js';

/** The tools that start a sub-agent: its sidechain's calls nest under the latest still open. */
const AGENT_TOOLS = new Set(['Task', 'Agent']);
/** How many sub-agent calls are remembered as open: more cannot be waiting at once. */
const OPEN_AGENTS = 64;

interface Turn {
  text: MessageBreaks<string>;
  reasoning: MessageBreaks<string>;
  /** Each model request's usage, by message id: every block's line repeats it, so the last one counts once. */
  usage: Map<string, Usage>;
}

export class ClaudeTranscriptReader extends JsonLinesReader {
  private turn: Turn | undefined;
  private session: { sessionId: string; model: string | undefined } | undefined;
  /** The session said in this turn: every round names its own. */
  private sessionSaid = false;
  // A resumed session's transcript repeats lines of the one before: each is read once.
  private readonly seen = new RecentSet<string>();
  private readonly toolCalls = new RecentSet<string>();
  private readonly toolResults = new RecentSet<string>();
  private readonly openAgents: string[] = [];
  /** Whether the file is a sub-agent's own transcript; undefined until its first message. */
  private agentFile: boolean | undefined;

  protected readonly what = 'a Claude Code transcript';

  protected override endFile(out: ContentPart[]): void {
    this.endTurn(out);
  }

  protected override readObject(line: Extract<NumberedLine, { kind: 'object' }>, out: ContentPart[]): void {
    const value = line.value;
    const type = typeof value.type === 'string' ? value.type : undefined;
    if (type === undefined || !isTranscriptLine(value)) {
      this.foreignLine(line, out);
      return;
    }
    if (typeof value.uuid === 'string' && !this.seen.addNew(value.uuid)) return;
    const message = asObject(value.message);
    if ((type === 'user' || type === 'assistant') && message) {
      // A file whose first message is a sidechain's is a sub-agent's own (agent-*.jsonl): its
      // thread is the one read, its task the prompt; in a session's file, a sidechain is kept apart.
      this.agentFile ??= value.isSidechain === true;
      const sidechain = value.isSidechain === true && !this.agentFile;
      if (type === 'user') this.onUser(value, message, sidechain, out);
      else this.onAssistant(value, message, sidechain, out);
      return;
    }
    // Bookkeeping (summary, file-history-snapshot, system notes, attachments, ...): passed on by name.
    out.push({ type: 'event', name: type, data: value });
  }

  private onUser(line: Record<string, unknown>, message: Record<string, unknown>, sidechain: boolean, out: ContentPart[]): void {
    const content = message.content;
    const blocks = Array.isArray(content) ? content : [];
    const prompt = typeof content === 'string' ? content : textOf(blocks);
    const results = blocks.filter((block) => asObject(block)?.type === 'tool_result');
    // A person's words on the main thread begin a turn; a sub-agent's task, the CLI's own notes
    // (`isMeta`: reminders, caveats) and a summary that replaces what was compacted do not.
    if (!sidechain && results.length === 0 && line.isMeta !== true && line.isCompactSummary !== true && prompt !== '') {
      this.endTurn(out);
      this.beginTurn(prompt, out);
    }
    this.sessionOf(line, undefined);
    for (const block of results) {
      const result = asObject(block)!;
      const id = result.tool_use_id;
      if (typeof id !== 'string' || !this.toolResults.addNew(id)) continue;
      this.closeAgent(id);
      const output = typeof result.content === 'string' ? result.content : textOf(Array.isArray(result.content) ? result.content : []);
      const part: ContentPart = { type: 'tool-result', toolCallId: id, output, isError: result.is_error === true };
      out.push(sidechain ? { ...part, parentToolCallId: this.agentOf() } : part);
    }
  }

  private onAssistant(line: Record<string, unknown>, message: Record<string, unknown>, sidechain: boolean, out: ContentPart[]): void {
    const model = typeof message.model === 'string' ? message.model : undefined;
    const blocks = Array.isArray(message.content) ? message.content : [];
    if (model === SYNTHETIC_MODEL) {
      // The CLI's own notice (an API error, a usage limit): said, never taken for the answer.
      const text = textOf(blocks);
      if (text) out.push({ type: 'warning', code: line.isApiErrorMessage === true ? 'api-error' : 'cli-notice', message: text });
      return;
    }
    const turn = this.current(out);
    this.sessionOf(line, sidechain ? undefined : model);
    // Said with the turn's first answer, when the model is known.
    if (!sidechain) this.saySession(out);
    const id = typeof message.id === 'string' ? message.id : typeof line.uuid === 'string' ? line.uuid : '';
    const usage = message.usage ? toUsage(message.usage as Parameters<typeof toUsage>[0]) : undefined;
    if (id && usage && Object.keys(usage).length > 0) turn.usage.set(id, usage);
    for (const [index, raw] of blocks.entries()) {
      const block = asObject(raw);
      if (!block) continue;
      // A sub-agent's words are its own, not the turn's answer: the nested calls show its work.
      if (block.type === 'text' && typeof block.text === 'string' && block.text && !sidechain) {
        out.push({ type: 'text-delta', id, text: turn.text.piece(`${String(line.uuid)}:${index}`, block.text) });
      } else if (block.type === 'thinking' && typeof block.thinking === 'string' && block.thinking && !sidechain) {
        out.push({ type: 'reasoning-delta', id, text: turn.reasoning.piece(`${String(line.uuid)}:${index}`, block.thinking) });
      } else if (block.type === 'tool_use' && typeof block.id === 'string' && typeof block.name === 'string' && this.toolCalls.addNew(block.id)) {
        const call: ContentPart = { type: 'tool-call', toolCallId: block.id, toolName: block.name, input: block.input ?? {} };
        if (sidechain) out.push({ ...call, parentToolCallId: this.agentOf() });
        else {
          out.push(call);
          if (AGENT_TOOLS.has(block.name)) this.openAgent(block.id);
        }
      }
    }
  }

  /** The turn going on; lines before the first prompt (a resumed session's start) make a turn without one. */
  private current(out: ContentPart[]): Turn {
    if (!this.turn) this.beginTurn(undefined, out);
    return this.turn!;
  }

  private beginTurn(prompt: string | undefined, out: ContentPart[]): void {
    out.push(turnStart(prompt));
    this.turn = { text: new MessageBreaks(), reasoning: new MessageBreaks(), usage: new Map() };
    this.sessionSaid = false;
  }

  /** A turn ends where the next prompt begins, or at the end of the file: its requests' usage, once each. */
  private endTurn(out: ContentPart[]): void {
    if (!this.turn) return;
    this.saySession(out);
    for (const usage of this.turn.usage.values()) out.push({ type: 'usage', usage: addUsage({}, usage) });
    this.turn = undefined;
  }

  /** The session and model a line names; a change is said again with the next answer. */
  private sessionOf(line: Record<string, unknown>, model: string | undefined): void {
    const sessionId = typeof line.sessionId === 'string' ? line.sessionId : this.session?.sessionId;
    if (sessionId === undefined) return;
    const next = { sessionId, model: model ?? this.session?.model };
    if (this.session && this.session.sessionId === next.sessionId && this.session.model === next.model) return;
    this.session = next;
    this.sessionSaid = false;
  }

  /** The session, once a turn (and again when it changed): every round names its own. */
  private saySession(out: ContentPart[]): void {
    if (!this.session || this.sessionSaid) return;
    const { sessionId, model } = this.session;
    out.push(model !== undefined ? { type: 'session', sessionId, model } : { type: 'session', sessionId });
    this.sessionSaid = true;
  }

  private openAgent(id: string): void {
    this.openAgents.push(id);
    if (this.openAgents.length > OPEN_AGENTS) this.openAgents.shift();
  }

  private closeAgent(id: string): void {
    const at = this.openAgents.lastIndexOf(id);
    if (at !== -1) this.openAgents.splice(at, 1);
  }

  /** The sub-agent call a sidechain line belongs to: the latest still open; `sidechain` when none is known. */
  private agentOf(): string {
    return this.openAgents[this.openAgents.length - 1] ?? 'sidechain';
  }
}

/** The text blocks of a content array, joined. */
function textOf(blocks: readonly unknown[]): string {
  const texts: string[] = [];
  for (const raw of blocks) {
    const block = asObject(raw);
    if (block?.type === 'text' && typeof block.text === 'string') texts.push(block.text);
  }
  return texts.join('\n');
}

/** Lines only a transcript has: its bookkeeping, whatever fields they carry. */
const TRANSCRIPT_TYPES = new Set(['summary', 'file-history-snapshot', 'queue-operation', 'custom-title', 'last-prompt']);

/**
 * A transcript's line: its bookkeeping, or a message with the camel-case fields the transcript
 * links its lines by (`parentUuid`, `isSidechain`, `sessionId`); stdout says `session_id` and
 * `parent_tool_use_id`, and never either of the others.
 */
export function isTranscriptLine(value: unknown): boolean {
  const line = asObject(value);
  if (!line || typeof line.type !== 'string') return false;
  if (TRANSCRIPT_TYPES.has(line.type)) return true;
  return 'parentUuid' in line || typeof line.isSidechain === 'boolean' || (typeof line.sessionId === 'string' && !('session_id' in line));
}
