/**
 * The reader of one Claude round: a pure state machine from stdout bytes to content parts, ending
 * with the verdict once the process outcome is known. Row by row, "The events the reader
 * understands"; any other known event passes on as an `event` part, anything else as
 * `unknown` (with what can be read safely of a known line that fails its schema still read), and
 * none faults the round.
 */
import { LineRoundReader, MessageBreaks, RecentMap, RecentSet, appendAll, isRecord, pushMcpServerState, retractedSentence, type ContentPart, type FramedLine, type ProcessOutcome, type Verdict } from '@mwh/protocol-core';
import type {
  AssistantMessage,
  ContentBlock,
  SystemApiRetryMessage,
  UserMessage,
} from './generated/claude-output-types.js';
import { BlockFingerprints, MessageText, type MessageKey } from './claude-message-text.js';
import { AnswerTail } from './claude-result-check.js';
import { salvageClaudeEvent } from './claude-salvage.js';
import { RequestUsageCounter } from './claude-usage.js';
import { decideClaudeVerdict, interruptedTurn, type ClaudeRoundFacts } from './claude-verdict.js';
import type { ResultMessage } from './generated/claude-output-types.js';
import {
  decodeClaudeLine,
  type ClaudeEvent,
  type DecodedLine,
  type StreamJsonDecoderOptions,
} from './stream-json-decoder.js';

export type ClaudeRoundReaderOptions = StreamJsonDecoderOptions;

/**
 * How many recent messages keep their state: a message's lines come together (a subagent's beside
 * the main thread's), so a few hundred is far more than can interleave; a smaller window keeps
 * the heap of a long round small.
 */
const MESSAGE_WINDOW = 512;

/** The model name the CLI gives the assistant messages it writes itself (API errors). */
export const SYNTHETIC_MODEL = '<synthetic>';

export class ClaudeRoundReader extends LineRoundReader<DecodedLine, [outcome: ProcessOutcome]> {
  private readonly facts: ClaudeRoundFacts = { producedOutput: false };
  private readonly usage = new RequestUsageCounter();
  /** The round's answer as its parts say it, to hold the result line's text to. */
  private readonly answer = new AnswerTail();
  /** A result line read in the line being read: held to the round once the line's parts are all out. */
  private result: ResultMessage | undefined;
  // The key of the response streaming now, by parent_tool_use_id ('' for the main thread): a
  // subagent's stream may run beside the main one.
  private readonly streaming = new RecentMap<string, MessageKey>();
  // The key of the last message without an id, by parent: an assistant line without an id is
  // part of it until it ends or another message begins, and after that only a line that repeats
  // it is; after a user line, none is.
  private readonly anonymous = new RecentMap<string, MessageKey>();
  // The key of the last message that began, by parent, with an id or without: a stream event
  // with neither id nor a stream going on is of it until the model ends it; after a user line,
  // none is.
  private readonly lastBegun = new RecentMap<string, MessageKey>();
  private anonymousCount = 0;
  // What each recent message passed on. State lives only in bounded windows of recent
  // messages, lines and tools: a late line can only concern something recent, and a round of
  // a million messages must read in the memory of a few thousand.
  private readonly messages = new RecentMap<MessageKey, MessageText>(MESSAGE_WINDOW);
  /** The blank line between two messages' text, by the rule the codex reader follows too. */
  private readonly breaks = new MessageBreaks<MessageKey>();
  private readonly fingerprints = new BlockFingerprints();
  private readonly lines = new RecentSet<string>();
  private readonly toolCalls = new RecentSet<string>();
  private readonly toolResults = new RecentSet<string>();
  private session: { sessionId: string; model: string | undefined } | undefined;
  /** The slash commands last passed on (as JSON), so an unchanged list is not passed on again. */
  private commands: string | undefined;
  private readonly mcpStates = new RecentMap<string, string>();

  constructor(options: ClaudeRoundReaderOptions = {}) {
    super(options);
  }

  /** The turn's `result` line was read: in a conversation, the CLI now waits for the next message. */
  get resultRead(): boolean {
    return this.facts.result !== undefined;
  }

  protected override decode(framed: FramedLine): DecodedLine | undefined {
    return decodeClaudeLine(framed);
  }

  /** The process exited: reads the last line, then appends the `finish` part with the verdict (as `finish` does). */
  end(outcome: ProcessOutcome): ContentPart[] {
    return this.finish(outcome);
  }

  protected override decide(out: ContentPart[], outcome: ProcessOutcome): Verdict {
    this.usage.flush(out);
    return decideClaudeVerdict(this.facts, outcome);
  }

  // Every step below appends the parts it completes to `out`, the one array a call returns:
  // a line costs no arrays of its own.
  protected override read(line: DecodedLine, out: ContentPart[]): void {
    const from = out.length;
    this.readLine(line, out);
    this.answer.observe(out, from);
    if (this.result) this.settle(this.result, out);
  }

  private readLine(line: DecodedLine, out: ContentPart[]): void {
    if (line.kind === 'event') return this.onEvent(line, out);
    out.push(
      line.kind === 'line-too-long'
        ? { type: 'unknown', reason: line.kind, raw: line.raw, bytes: line.length, limit: line.limit }
        : { type: 'unknown', reason: line.kind, raw: line.raw },
    );
    if (line.kind !== 'invalid' || line.tooDeep) return;
    // A known line that fails its schema is still shown as such, and what can be read safely of
    // it is read: a newer CLI's change to one field must not cost the round its verdict.
    const salvaged = salvageClaudeEvent(line);
    if (salvaged) this.onEvent(salvaged, out);
  }

  private onEvent(event: ClaudeEvent, out: ContentPart[]): void {
    // The same line twice (a CLI or a relay that repeats itself) is read once.
    const uuid = (event.message as { uuid?: unknown }).uuid;
    if (typeof uuid === 'string' && !this.lines.addNew(uuid)) return;
    switch (event.key) {
      case 'system/init': {
        const { session_id: sessionId, model, mcp_servers: mcpServers, slash_commands: commands } = event.message;
        if (mcpServers) this.onMcpServers(mcpServers, out);
        if (this.session?.sessionId !== sessionId || this.session.model !== model) {
          this.session = { sessionId, model };
          out.push(model !== undefined ? { type: 'session', sessionId, model } : { type: 'session', sessionId });
        }
        // The slash commands the CLI takes (an ACP client lists them), once per change, after
        // the session they belong to.
        if (Array.isArray(commands) && JSON.stringify(commands) !== this.commands) {
          this.commands = JSON.stringify(commands);
          out.push({ type: 'event', name: 'slash-commands', data: commands });
        }
        return;
      }
      case 'stream_event/message_start': {
        const { id, usage } = event.message.event.message;
        const parent = parentKey(event.message.parent_tool_use_id);
        // Without an id, a message_start still says that a message begins: not the one before.
        const message = this.streamOf(parent, id || this.newAnonymous(parent), out);
        this.usage.start(message.key, usage, parent === '', out);
        return;
      }
      case 'stream_event/content_block_delta': {
        const { delta, index } = event.message.event;
        const id = event.message.api_message_id;
        const message = this.streamOf(parentKey(event.message.parent_tool_use_id), id, out, true);
        if (!id) message.guessed = true;
        return this.onDelta(message, index ?? 0, delta, out);
      }
      case 'stream_event/message_delta': {
        const parent = parentKey(event.message.parent_tool_use_id);
        const message = this.streamOf(parent, event.message.api_message_id, out);
        message.complete = true;
        message.delivered = true;
        this.usage.delta(message.key, event.message.event.usage, parent === '', out);
        return;
      }
      case 'stream_event/message_stop': {
        const parent = parentKey(event.message.parent_tool_use_id);
        const message = this.streamOf(parent, event.message.api_message_id, out);
        message.complete = true;
        if (this.streamingMessage(parent) === message) this.streaming.delete(parent);
        return this.onMessageStop(message, event.message.abandoned_blocks?.from_block_index, out);
      }
      case 'stream_event/content_block_start':
      case 'stream_event/content_block_stop':
      case 'stream_event/ping':
        // Block bounds carry nothing a reader needs: tool calls are read whole from assistant lines.
        return;
      case 'assistant':
        return this.onAssistant(event.message, out);
      case 'user':
        return this.onUser(event.message, out);
      case 'result':
        this.abandonUnended(out);
        this.facts.result = event.message;
        this.result = event.message;
        return;
      case 'system/api_retry':
        out.push({ type: 'warning', code: 'api-retry', message: describeRetry(event.message) });
        return;
      case 'control_request':
      case 'control_response':
      case 'control_cancel_request':
      case 'keep_alive':
        // The harness's own exchange with the CLI (a permission asked and answered, a ping), not
        // the round's: a live round and the replay of its capture read the same parts only if
        // the reader, not each caller, leaves these out.
        return;
      default:
        out.push({ type: 'event', name: event.key, data: event.message });
    }
  }

  /**
   * The round's result line, once what came before it in its line is out: its usage settles the
   * requests', and where it disagrees with the reading (text, error flag, usage) one warning says
   * so, naming both.
   */
  private settle(result: ResultMessage, out: ContentPart[]): void {
    this.result = undefined;
    // Its size only: what is in it is the last request's usage, which the settling below may give
    // after it (the ACP agent holds the window until the usage parts that follow it are out).
    this.contextWindow(result, out);
    const usage = this.usage.settle(result.usage, out);
    const said = this.answer.check(result, out, interruptedTurn(this.facts, result));
    if (usage) said.push(usage);
    if (said.length > 0) out.push({ type: 'warning', code: 'result-mismatch', message: `The CLI's result line and the stream disagree. ${said.join(' ')}` });
  }

  /**
   * The model's context window, from the result's `modelUsage` (the session's model's entry, else
   * the largest): with the last request's usage it says how full the context is (an ACP client's
   * usage meter). An event, as codex's reader makes one from its token usage notification.
   */
  private contextWindow(result: ResultMessage, out: ContentPart[]): void {
    const models = result.modelUsage;
    if (!isRecord(models)) return;
    const windowOf = (entry: unknown) => (isRecord(entry) && typeof entry.contextWindow === 'number' && entry.contextWindow > 0 ? entry.contextWindow : undefined);
    let size: number | undefined;
    let largest = 0;
    for (const [model, entry] of Object.entries(models)) {
      const window = windowOf(entry);
      if (window === undefined) continue;
      if (model === this.session?.model) size = window;
      largest = Math.max(largest, window);
    }
    size ??= largest || undefined;
    if (size !== undefined) out.push({ type: 'event', name: 'context-window', data: { size } });
  }

  /** Each init line lists every MCP server; a part says a server's state when it is new or changed. */
  private onMcpServers(servers: readonly { name?: string; status?: string }[], out: ContentPart[]): void {
    for (const { name, status } of servers) {
      if (name === undefined || status === undefined || this.mcpStates.get(name) === status) continue;
      this.mcpStates.set(name, status);
      // Claude Code says `connected` and `pending` where codex says `ready` and `starting`.
      pushMcpServerState(out, name, status === 'connected' ? 'ready' : status === 'pending' ? 'starting' : status);
    }
  }

  private onDelta(message: MessageText, index: number, delta: { type: string; text?: string; thinking?: string }, out: ContentPart[]): void {
    let passed = false;
    if (delta.type === 'text_delta' && delta.text) passed = message.delta('text', index, delta.text, out);
    else if (delta.type === 'thinking_delta' && delta.thinking) passed = message.delta('reasoning', index, delta.thinking, out);
    // input_json_delta, signature_delta, citations: the assistant line carries them whole.
    if (passed) this.facts.producedOutput = true;
  }

  /**
   * When the model's stream breaks (or is interrupted), the CLI closes the message itself and,
   * after a break, asks again without streaming. Since 2.1.312 it names the blocks it dropped;
   * before, its message_stop comes without the message_delta the model API sends first, and the
   * blocks it dropped are those that got no assistant line.
   */
  private onMessageStop(message: MessageText, abandonedFrom: number | undefined, out: ContentPart[]): void {
    if (message.abandoned) return;
    if (abandonedFrom !== undefined) this.abandon(message, abandonedFrom, `from content block ${abandonedFrom} on`, out);
    else if (!message.delivered) this.abandon(message, undefined, 'when it closed the stream itself', out);
  }

  /**
   * The round ends (its result line) while responses still stream: they were cut off, and the
   * CLI that writes no message_stop for a broken stream (2.1.269) says so in no other way; an
   * interrupt leaves an assistant line with what had streamed, which stays.
   */
  private abandonUnended(out: ContentPart[]): void {
    for (const [parent, key] of this.streaming) {
      this.streaming.delete(parent);
      const message = this.messages.get(key);
      if (message && !message.complete && !message.abandoned) this.abandon(message, undefined, 'before it ended (the round ended first)', out);
    }
  }

  /**
   * The text a message streamed past its assistant lines (or from block `from` on, where the CLI
   * names it) is not part of the answer: parts that take it back, and the `stream-abandoned`
   * warning that says which kinds.
   */
  private abandon(message: MessageText, from: number | undefined, where: string, out: ContentPart[]): void {
    const parts = message.abandon(from);
    if (parts.length === 0) return;
    appendAll(out, parts);
    const streamed = from === undefined ? 'it had streamed past its assistant lines' : 'it had streamed from there';
    out.push({
      type: 'warning',
      code: 'stream-abandoned',
      message: `Claude Code abandoned the response ${message.partId || '(without an id)'} ${where}; ${retractedSentence(parts, streamed)}.`,
    });
  }

  /**
   * The message a stream event belongs to: its own id (or key), else the one streaming under its
   * parent (for a `content` delta, only until its message_delta), else the last one to begin
   * there until the model ended it, else a new one without an id (a delta with neither
   * message_start nor api_message_id). A message not seen before begins here, and one still
   * streaming under the same parent that never ended was abandoned: older CLIs say so in no
   * other way.
   */
  private streamOf(parent: string, id: MessageKey | undefined, out: ContentPart[], content = false): MessageText {
    // An empty id is none, as the CLI has it (it writes no api_message_id for a message_start
    // with an empty id), and as message_start and assistant lines read it here.
    const named = id !== undefined && id !== '';
    let key = named ? id : this.streaming.get(parent);
    let message = key === undefined ? undefined : this.messages.get(key);
    // The model sends no content after its message_delta: a delta without an id then is another message's.
    if (!named && content && message?.delivered) key = message = undefined;
    key ??= this.openMessage(parent) ?? this.newAnonymous(parent);
    message ??= this.messages.get(key) ?? this.add(key);
    if (!message.streamed) {
      message.streamed = true;
      this.begins(parent, message, out);
      this.streaming.set(parent, key);
    }
    return message;
  }

  private streamingMessage(parent: string): MessageText | undefined {
    return this.messageAt(this.streaming.get(parent));
  }

  /** The last message without an id under `parent`, while the window keeps it. */
  private lastAnonymous(parent: string): MessageText | undefined {
    return this.messageAt(this.anonymous.get(parent));
  }

  private messageAt(key: MessageKey | undefined): MessageText | undefined {
    return key === undefined ? undefined : this.messages.get(key);
  }

  /**
   * `message` begins under `parent`: a streamed one there that had not ended was abandoned, and
   * the last message without an id there is over.
   */
  private begins(parent: string, message: MessageText, out: ContentPart[]): void {
    this.interrupts(parent, message, 'before it ended (another response began)', out);
    this.lastBegun.set(parent, message.key);
    const last = this.lastAnonymous(parent);
    if (last && last !== message) last.closed = true;
  }

  /** A response other than `message` streaming under `parent` did not end: it was abandoned. */
  private interrupts(parent: string, message: MessageText, where: string, out: ContentPart[]): void {
    const streaming = this.streamingMessage(parent);
    if (streaming === message) return;
    this.streaming.delete(parent);
    if (streaming && !streaming.complete && !streaming.abandoned) this.abandon(streaming, undefined, where, out);
  }

  private onAssistant(message: AssistantMessage, out: ContentPart[]): void {
    const body = message.message;
    if (body.model === SYNTHETIC_MODEL && !isLocalCommandOutput(message)) {
      // The CLI's own notice ("Invalid API key", "API Error: 529 ..."): the verdict's account, not the answer.
      this.facts.notice = {
        text: textOf(body.content),
        ...(message.error !== undefined ? { error: message.error } : {}),
        ...(typeof message.api_error_status === 'number' ? { status: message.api_error_status } : {}),
      };
      return;
    }
    const parent = parentKey(message.parent_tool_use_id);
    const text = body.id ? this.messageOf(parent, body.id, body.content, out) : this.messageWithoutId(parent, body.content, out);
    this.usage.assistant(text.key, body.usage, parent === '', out);
    for (const block of body.content) {
      let taken = false;
      if (block.type === 'text' && block.text) taken = text.block('text', block.text, out);
      else if (block.type === 'thinking' && block.thinking) taken = text.block('reasoning', block.thinking, out);
      else if (block.type === 'tool_use' && block.id && block.name && this.toolCalls.addNew(block.id)) {
        const call: ContentPart = { type: 'tool-call', toolCallId: block.id, toolName: block.name, input: block.input ?? {} };
        out.push(parent === '' ? call : { ...call, parentToolCallId: parent });
        taken = true;
      }
      if (taken) this.facts.producedOutput = true;
    }
  }

  private onUser(message: UserMessage, out: ContentPart[]): void {
    // The model answers a user line in a new message: a line without an id after it is not the
    // last one's, even when it says the same (a second "Checking." after a tool result).
    const parent = parentKey(message.parent_tool_use_id);
    this.anonymous.delete(parent);
    this.lastBegun.delete(parent);
    const content = message.message.content;
    if (parent === '' && saysInterrupted(content)) this.facts.interrupted = true;
    if (typeof content === 'string') return;
    for (const block of content) {
      if (block.type !== 'tool_result' || !block.tool_use_id || !this.toolResults.addNew(block.tool_use_id)) continue;
      this.facts.producedOutput = true;
      const output = typeof block.content === 'string' ? block.content : textOf(block.content ?? []);
      const result: ContentPart = { type: 'tool-result', toolCallId: block.tool_use_id, output, isError: block.is_error === true };
      out.push(parent === '' ? result : { ...result, parentToolCallId: parent });
    }
  }

  /**
   * The message of an assistant line with id `id`: a stream of this parent whose id was never
   * said is taken to be it while it has not ended, or when the line only repeats what it
   * streamed (a late line); a streamed message of this parent that never ended, if it is
   * another one, was abandoned (the CLI asked again without streaming).
   */
  private messageOf(parent: string, id: string, content: ContentBlock[], out: ContentPart[]): MessageText {
    // A message already seen does not start now (a late or repeated line of it). But deltas
    // streaming without an id beside a line that says something new may have been its own, their
    // message_start lost or moved: the line's text wins over theirs.
    const known = this.messages.get(id);
    if (known) {
      const streaming = this.streamingMessage(parent);
      if (streaming?.guessed && !streaming.complete && !this.repeats(known, content)) this.interrupts(parent, known, 'before it ended (the line of another response came)', out);
      return known;
    }
    const streaming = this.streamingMessage(parent);
    if (streaming && streaming.partId === '' && !streaming.complete && !streaming.abandoned) {
      this.messages.set(id, streaming);
      return streaming;
    }
    const last = this.lastAnonymous(parent);
    if (last && last.streamed && !last.abandoned && this.repeats(last, content)) {
      this.messages.set(id, last);
      return last;
    }
    const message = this.add(id);
    this.begins(parent, message, out);
    return message;
  }

  /**
   * The message of an assistant line without an id. No id tells it from the last such message,
   * so it is that one while it goes on, or when the line only repeats what it said; else (after
   * its message_stop, another message, a user line) it is a new message.
   */
  private messageWithoutId(parent: string, content: ContentBlock[], out: ContentPart[]): MessageText {
    const last = this.lastAnonymous(parent);
    if (last && !last.abandoned && ((!last.complete && !last.closed) || this.repeats(last, content))) return last;
    const message = this.add(this.newAnonymous(parent));
    this.begins(parent, message, out);
    return message;
  }

  /** Whether an assistant line's blocks were all taken by `message` already. */
  private repeats(message: MessageText, content: ContentBlock[]): boolean {
    for (const block of content) {
      if (block.type === 'text' && block.text && !message.took('text', block.text)) return false;
      if (block.type === 'thinking' && block.thinking && !message.took('reasoning', block.thinking)) return false;
      if (block.type === 'tool_use' && block.id && block.name && !this.toolCalls.has(block.id)) return false;
    }
    return true;
  }

  /**
   * The last message to begin under `parent`, until the model ends it (its message_delta): stream
   * events with neither message_start nor id that come while no stream goes on are its own, as
   * after its assistant lines came first, or after the CLI closed it (and then they count for
   * nothing). After the model's end, or a user line, they are a new message's.
   */
  private openMessage(parent: string): MessageKey | undefined {
    const message = this.messageAt(this.lastBegun.get(parent));
    return message && !message.delivered ? message.key : undefined;
  }

  /** A key for a new message without an id under `parent`: a number, which no id is. */
  private newAnonymous(parent: string): MessageKey {
    const key = this.anonymousCount++;
    this.anonymous.set(parent, key);
    return key;
  }

  private add(key: MessageKey): MessageText {
    const message = new MessageText(typeof key === 'string' ? key : '', key, this.breaks, this.fingerprints);
    this.messages.set(key, message);
    return message;
  }
}

/** Reads a whole stream at once: every chunk, then the end. */
export function readClaudeStream(
  chunks: Iterable<Uint8Array>,
  outcome: ProcessOutcome,
  options?: ClaudeRoundReaderOptions,
): ContentPart[] {
  const reader = new ClaudeRoundReader(options);
  const parts: ContentPart[] = [];
  for (const chunk of chunks) appendAll(parts, reader.push(chunk));
  appendAll(parts, reader.end(outcome));
  return parts;
}

/**
 * A synthetic assistant line that is a local command's output (`/compact` on an empty session:
 * "Error: No messages to compact"): what the session shows as the turn's answer, not a notice
 * about the model API. 2.1.285 marks it with `local_command_run` and `local_command_source`.
 */
function isLocalCommandOutput(message: AssistantMessage): boolean {
  const line = message as { local_command_run?: unknown; local_command_source?: unknown };
  return line.local_command_run !== undefined || line.local_command_source !== undefined;
}

/** The line Claude Code writes as the user's when a turn is interrupted: `[Request interrupted by user]`, `... for tool use]`. */
export const INTERRUPT_LINE = /^\[Request interrupted by user\b/;

function saysInterrupted(content: UserMessage['message']['content']): boolean {
  if (typeof content === 'string') return INTERRUPT_LINE.test(content);
  return content.some((block) => block.type === 'text' && typeof block.text === 'string' && INTERRUPT_LINE.test(block.text));
}

function parentKey(parentToolUseId: string | null | undefined): string {
  return parentToolUseId ?? '';
}

/** The text blocks of a content array, joined. */
function textOf(blocks: ContentBlock[]): string {
  return blocks
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text)
    .join('\n');
}

function describeRetry(retry: SystemApiRetryMessage): string {
  const status = typeof retry.error_status === 'number' ? ` with status ${retry.error_status}` : '';
  const error = retry.error ? ` (${retry.error})` : '';
  const attempt =
    retry.attempt !== undefined
      ? `attempt ${retry.attempt}${retry.max_retries !== undefined ? ` of ${retry.max_retries}` : ''}`
      : 'a retry';
  const delay = retry.retry_delay_ms !== undefined ? ` in ${retry.retry_delay_ms} ms` : '';
  return `The model API request failed${status}${error}; ${attempt}${delay}.`;
}
