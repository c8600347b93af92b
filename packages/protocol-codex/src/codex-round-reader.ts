/**
 * The reader of one Codex round — the app-server's messages from initialize to turn/completed —
 * into the shared content parts, ending with the verdict once the process outcome is known.
 * Stateful and pure: feed it the server's stdout (`push`, or `accept` for lines parsed already:
 * in a live round the peer's parse, so each line is parsed once) and the client's lines (`sent`,
 * so responses can be matched to the requests they answer), then `end` or `finish`:
 * protocol-core's `LineRoundReader`, with the app-server's decode, read step and verdict.
 * Nothing it reads can make it throw.
 */
import {
  LineRoundReader,
  MAX_JSON_DEPTH,
  MAX_KEPT_TEXT_UNITS,
  MessageBreaks,
  RECENT_WINDOW,
  RecentMap,
  RecentSet,
  addUsage,
  appendAll,
  fittingLength,
  isRecord,
  isTextTooDeep,
  pushMcpServerState,
  retractedSentence,
  type ContentPart,
  type FramedLine,
  type LineFramerOptions,
  type Usage,
  type Verdict,
} from '@mwh/protocol-core';
import { reasoningList, reasoningText, toolCall, toolResult, type CodexItem } from './codex-items.js';
import { CommandOutput } from './command-output.js';
import { RequestUsageCounter } from './codex-usage.js';
import { decideCodexVerdict, NAMED_OUTSTANDING, readTurnError, shownMethod, type CodexProcessOutcome, type CodexRoundFacts, type TurnError } from './codex-verdict.js';
import { CLIENT_REQUEST_METHODS, SERVER_NOTIFICATION_METHODS, SERVER_REQUEST_METHODS } from './generated/codex-methods.js';
import type { ThreadItem } from './generated/codex-types.js';
import { isNoRolloutAnswer } from './json-rpc-error.js';
import { parseJsonRpcLine, parseServerLine, type JsonRpcMessage, type RequestId, type ServerLine } from './json-rpc-message.js';
import type { ServerNotificationMethod } from './protocol-messages.js';
import { validateMessage, type MessageKind } from './protocol-validators.js';
import { answerServerRequest } from './codex-answers.js';
import { arrayOf, memberOf, numberOf, stringOf, type ClientResult, type NotificationParams } from './wire-view.js';

export interface CodexRoundReaderOptions extends LineFramerOptions {
  /**
   * The client's lines will not be fed (a raw stdout replayed on its own): a response is then
   * read by its shape, as the answer to whichever request it looks like. Off by default: a live
   * round and a capture know what was sent, and a response to a request nobody sent (a stray or
   * forged id) is an `unknown` part that changes nothing.
   */
  withoutClientLines?: boolean;
}

/**
 * Each known method to the generated list's own string for it, which the reader goes on with: a
 * method read off the wire is a fresh string, compared character by character with each `case`
 * it meets, where two interned strings compare by identity.
 */
// The generated list and the generated types are of one schema: each listed method is one the
// types know, so a notification's params are read as its method's.
const KNOWN_NOTIFICATIONS = new Map(SERVER_NOTIFICATION_METHODS.map((method) => [method, method as ServerNotificationMethod]));
const KNOWN_SERVER_REQUESTS = new Map(SERVER_REQUEST_METHODS.map((method) => [method, method]));
/**
 * The same for the client's requests, kept until answered: the list's own string holds no line
 * (a method read off a line is a view of it), so it needs no copy of its own, and the answer's
 * check and dispatch find it by identity. Only those the verdict quotes whole.
 */
const KNOWN_CLIENT_REQUESTS = new Map(CLIENT_REQUEST_METHODS.filter((method) => shownMethod(method) === method).map((method) => [method, method]));

/**
 * A JSON text shorter than this cannot nest deeper than MAX_JSON_DEPTH: every level takes an
 * opening and a closing bracket, so nearly every real line needs no look for depth at all.
 */
const SHALLOW_TEXT_LENGTH = 2 * MAX_JSON_DEPTH;

/**
 * A request as the client writes them (`encodeRequest`: `{"id":7,"method":"turn/start",...}`),
 * read off the text: the client's lines are the harness's own JSON, and parsing them again was
 * parsing nearly a fifth of the lines of `pnpm bench`'s rounds. Taken only when nothing later
 * in the line can be another top-level `id`, `method` or `jsonrpc` member (none of those names
 * occurs again, quoted or with an escape); any other line is parsed. A line that begins so but
 * is not JSON at all reads as that request: the client writes none.
 */
const OWN_REQUEST = /^\{"id":(0|[1-9][0-9]{0,14}),"method":"([^"\\]*)"[,}]/;
// One scan for all of them: four `indexOf`s cost more than the parse they spare.
const REPEATED_MEMBER = /"(?:id|method|jsonrpc)"|\\u/g;

function repeatsMembers(line: string, from: number): boolean {
  REPEATED_MEMBER.lastIndex = from;
  return REPEATED_MEMBER.test(line);
}

/**
 * A client line that can be no request: one without the member name `"id"` or `"method"` (a
 * notification as `encodeNotification` writes it, an answer to a server request). A request has
 * both, and a member name is written in quotes, spelt otherwise only with a `\u` escape; a
 * line that is not JSON is no request either. Parsing these was most of what `sent` cost.
 */
function cannotBeRequest(line: string): boolean {
  return (!line.includes('"id"') || !line.includes('"method"')) && !line.includes('\\u');
}

/**
 * Items of tools codex runs that mwh shows as no tool call (viewing an image): like a tool
 * call, each ends the model request that called it.
 */
const TOOL_ITEMS_NOT_SHOWN: ReadonlySet<string | undefined> = new Set<ThreadItem['type']>(['imageView']);

/**
 * The notifications the reader acts on that belong to one thread: a subagent's are not the
 * round's. Its token usage is (the round's cost), and is read as the round's own.
 */
const PER_THREAD_METHODS = [
  'turn/started',
  'turn/completed',
  'error',
  'item/agentMessage/delta',
  'item/commandExecution/outputDelta',
  'item/reasoning/summaryPartAdded',
  'item/reasoning/summaryTextDelta',
  'item/reasoning/textDelta',
  'item/started',
  'item/completed',
  'model/rerouted',
] as const satisfies readonly ServerNotificationMethod[];
type PerThreadMethod = (typeof PER_THREAD_METHODS)[number];
const PER_THREAD: ReadonlySet<string> = new Set(PER_THREAD_METHODS);

function isPerThread(method: ServerNotificationMethod): method is PerThreadMethod {
  return PER_THREAD.has(method);
}

/**
 * What the reader takes of any answer is what the answers to these say of their thread or turn:
 * without the client's lines an answer is known by that shape alone.
 */
type SessionAnswer = 'thread/start' | 'thread/resume' | 'turn/start';

/** An item's completed text that was passed on: its length, and how much later deltas said of it. */
interface Completed {
  length: number;
  streamed: number;
  /** A reasoning item's list the completed text was of: deltas of the other list are not of it. */
  list?: 'summary' | 'content';
}

/** What of `delta` goes beyond the completed text passed on for its item already; all of it when none was. */
function beyondCompleted(completed: Completed | undefined, delta: string): string {
  if (completed === undefined) return delta;
  const before = completed.streamed;
  completed.streamed += delta.length;
  return completed.streamed <= completed.length ? '' : delta.slice(Math.max(0, completed.length - before));
}

/** What one item passed on in the model request now streaming: UTF-16 units to retract. */
interface AttemptCounts {
  text: number;
  reasoning: number;
}

export class CodexRoundReader extends LineRoundReader<ServerLine, [outcome?: CodexProcessOutcome | null]> {
  private readonly withoutClientLines: boolean;
  /**
   * Client requests by id, until their response arrives: the first RECENT_WINDOW outstanding at
   * once, their methods as a verdict quotes them. Past that, requests are counted, not kept: a
   * response to one answers nothing the reader knows (an `unknown` part that changes nothing,
   * as a forged one), so the bound refuses rather than trusts.
   */
  private readonly clientRequests = new Map<RequestId, string>();
  private untrackedRequests = 0;
  // What the reader knows of items lives in bounded windows of recent ones, as the Claude
  // reader's of messages: a late line can only concern a recent item, and a turn of a million
  // items must read in the memory of a few thousand.
  private readonly streamedText = new RecentSet<string>();
  private readonly streamedReasoning = new RecentSet<string>();
  /**
   * Items whose completed text (or reasoning) was passed on, since they streamed nothing before
   * it: a repeated completion adds nothing, and deltas that come after it (a reordered or
   * repeated stream) only what goes beyond it.
   */
  private readonly completedText = new RecentMap<string, Completed>();
  private readonly completedReasoning = new RecentMap<string, Completed>();
  /**
   * Per reasoning item and list (its summary, its raw content), the part being streamed and
   * whether the boundary before it is still to be written. A completed item joins its parts with
   * a blank line; the streamed text does the same, starting each later part with one.
   */
  private readonly reasoningParts = new RecentMap<string, { index: number; separate: boolean }>();
  private readonly calledTools = new RecentSet<string>();
  private readonly answeredTools = new RecentSet<string>();
  private readonly commandOutput = new CommandOutput();
  /**
   * Each recent agent message's text, for the verdict's message; an object, so a delta sets no
   * entry. Kept up to MAX_KEPT_TEXT_UNITS, the rest counted in `cut`: a message of 600 M
   * characters ended in 'Invalid string length' here, thrown out of `push`.
   */
  private readonly agentText = new RecentMap<string, { text: string; cut: number }>();
  /** The blank line between two agent messages' text, by the rule the Claude reader follows too. */
  private readonly breaks = new MessageBreaks();
  private lastAgentItem: string | null = null;
  /**
   * The text and reasoning passed on (UTF-16 units, per item) since the model request now
   * streaming began: when codex retries that request (a dropped stream), they were abandoned.
   */
  private attempt = new RecentMap<string, AttemptCounts>();
  private session: { threadId: string; model: string | null } | null = null;
  /**
   * Subagents' threads, by id, to the call that spawned them (its `receiverThreadIds`); a thread
   * that speaks before its spawn completed belongs to the last spawn seen.
   */
  private readonly spawnedBy = new RecentMap<string, string>();
  private lastSpawn: string | undefined;
  private currentModel: string | null = null;
  private currentTurnId: string | null = null;
  private turnStarted = false;
  private turnCompleted: CodexRoundFacts['turnCompleted'] = null;
  private finalError: TurnError | null = null;
  private resumeNotFound: string | null = null;
  private requestFailure: CodexRoundFacts['requestFailure'] = null;
  private usage: Usage | null = null;
  private readonly requestUsage = new RequestUsageCounter();

  constructor(options: CodexRoundReaderOptions = {}) {
    super(options);
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
  /** Client requests the server has not answered, oldest first: those the reader tracks (see `outstandingCount`). */
  get outstanding(): string[] {
    return Array.from(this.clientRequests.values());
  }

  /** How many client requests are unanswered, those past the tracked ones included. */
  get outstandingCount(): number {
    return this.clientRequests.size + this.untrackedRequests;
  }

  /**
   * A later turn on the thread an earlier reader read (a conversation's next `turn/start` in the
   * same process): this reader is on that thread, and says so first, as the first turn's said it.
   */
  continueThread(earlier: CodexRoundReader): ContentPart[] {
    const out: ContentPart[] = [];
    if (earlier.session) this.sessionParts(earlier.session.threadId, earlier.currentModel, out);
    // Subagents spawned in an earlier turn may work on in this one.
    for (const [thread, spawn] of earlier.spawnedBy.entries()) this.spawnedBy.set(thread, spawn);
    this.lastSpawn = earlier.lastSpawn;
    return out;
  }

  /** One line the client wrote (stdin, without its "\n"), so later responses can be matched to their method. */
  sent(line: string): void {
    const own = OWN_REQUEST.exec(line);
    if (own && !repeatsMembers(line, own[0].length - 1)) {
      this.request(Number(own[1]), own[2]!);
      return;
    }
    if (cannotBeRequest(line)) return;
    const parsed = parseJsonRpcLine(line);
    if (parsed.ok && parsed.message.kind === 'request') this.request(parsed.message.id, parsed.message.method);
  }

  /** The few oldest unanswered requests a verdict names, without listing all of them first. */
  private oldestOutstanding(): string[] {
    const named: string[] = [];
    for (const method of this.clientRequests.values()) {
      if (named.length === NAMED_OUTSTANDING) break;
      named.push(method);
    }
    return named;
  }

  private request(id: RequestId, method: string): void {
    // A method longer than any real one is kept as the verdict quotes it: 260 requests with
    // names of 2 MiB held 520 MB here, and their sentence could not be made.
    const shown = KNOWN_CLIENT_REQUESTS.get(method) ?? shownMethod(method);
    if (this.clientRequests.size < RECENT_WINDOW || this.clientRequests.has(id)) this.clientRequests.set(id, shown);
    else this.untrackedRequests++;
  }

  protected override decode(framed: FramedLine): ServerLine | undefined {
    return parseServerLine(framed);
  }

  /** The stream ended: reads a last line without "\n", then appends the `finish` part with the verdict. */
  end(outcome: CodexProcessOutcome | null = null): ContentPart[] {
    return this.finish(outcome);
  }

  protected override decide(_out: ContentPart[], outcome: CodexProcessOutcome | null = null): Verdict {
    return decideCodexVerdict(this.facts(), outcome);
  }

  /** The facts the verdict is decided from, as read so far (`decideCodexVerdict(reader.facts(), outcome)`). */
  facts(): CodexRoundFacts {
    const last = this.lastAgentItem !== null ? this.agentText.get(this.lastAgentItem) : undefined;
    const resultText = last === undefined ? '' : last.cut === 0 ? last.text : `${last.text}… (${last.cut} more characters not kept)`;
    return {
      turnCompleted: this.turnCompleted,
      finalError: this.finalError,
      resumeNotFound: this.resumeNotFound,
      requestFailure: this.requestFailure,
      outstanding: this.oldestOutstanding(),
      outstandingCount: this.outstandingCount,
      turnStarted: this.turnStarted,
      resultText,
      usage: this.usage,
    };
  }

  // ---- internals: each appends the parts it makes to `out` ----------------------------------

  protected override read(line: ServerLine, out: ContentPart[]): void {
    if (!line.ok) {
      out.push(
        line.reason === 'line-too-long'
          ? { type: 'unknown', reason: 'line-too-long', raw: line.raw, bytes: line.length, limit: line.limit }
          : { type: 'unknown', reason: line.reason, raw: line.raw },
      );
      return;
    }
    const { message, raw } = line;
    switch (message.kind) {
      case 'response':
      case 'error':
        this.response(message, raw, out);
        return;
      case 'notification': {
        const method = KNOWN_NOTIFICATIONS.get(message.method);
        if (method === undefined) {
          out.push({ type: 'unknown', reason: 'unknown-event', raw });
          return;
        }
        const checked = this.check('serverNotificationParams', method, message.params, raw, out);
        if (checked !== 'unread') this.notification(method, message.params, checked === 'valid', out);
        return;
      }
      case 'request': {
        const method = KNOWN_SERVER_REQUESTS.get(message.method);
        if (method === undefined) out.push({ type: 'unknown', reason: 'unknown-event', raw });
        // The answer itself is the peer's job; the reader surfaces what the round should show.
        else if (this.check('serverRequestParams', method, message.params, raw, out) !== 'unread') {
          appendAll(out, answerServerRequest(method, message.params, {}, message.id).parts);
        }
        return;
      }
    }
  }

  /**
   * Checks a message against the pinned schema. One that fails gets its `invalid` part and is
   * still read (`'invalid'`), as protocol-claude reads a line that fails its schema: every field
   * is taken only when its type is the expected one, so a newer CLI's change to one field costs
   * neither the text nor the verdict. One too deep to check is data only (`'unread'`).
   */
  private check(kind: MessageKind, method: string, value: unknown, raw: string, out: ContentPart[]): 'valid' | 'invalid' | 'unread' {
    // Too deep for the generated validators (they recurse) or for anyone to read safely. The
    // line's text says so faster than a walk of the value (the envelope counts there, one level
    // more: a line that deep is hostile either way).
    const tooDeep = raw.length > SHALLOW_TEXT_LENGTH && isTextTooDeep(raw);
    if (!tooDeep && validateMessage(kind, method, value).ok) return 'valid';
    out.push({ type: 'unknown', reason: 'invalid', raw });
    return tooDeep ? 'unread' : 'invalid';
  }

  private response(message: Extract<JsonRpcMessage, { kind: 'response' | 'error' }>, raw: string, out: ContentPart[]): void {
    const method = message.id === null ? undefined : this.clientRequests.get(message.id);
    if (method === undefined && !this.withoutClientLines) {
      // Answers nothing the client asked: it must not decide the verdict or name a session.
      out.push({ type: 'unknown', reason: 'unknown-event', raw });
      return;
    }
    if (method !== undefined) this.clientRequests.delete(message.id!);
    if (message.kind === 'error') {
      const { error } = message;
      // Without the client's lines, the message alone identifies a missing rollout.
      if ((method === undefined || method === 'thread/resume') && isNoRolloutAnswer(error)) {
        this.resumeNotFound = error.message;
        out.push({ type: 'warning', code: 'resume-not-found', message: error.message });
        return;
      }
      this.requestFailure = { method: method ?? 'a request', code: error.code, message: error.message };
      return;
    }
    if (method !== undefined && this.check('clientResponse', method, message.result, raw, out) === 'unread') return;
    const result = message.result as ClientResult<SessionAnswer>;
    // Matched by method, or by shape when the client's lines are not fed to the reader.
    const thread = memberOf(result, 'thread');
    const threadId = stringOf(thread, 'id');
    if ((method === 'thread/start' || method === 'thread/resume' || method === undefined) && threadId) {
      if (method !== 'thread/resume') this.resumeNotFound = null;
      this.sessionParts(threadId, stringOf(result, 'model') ?? stringOf(thread, 'model') ?? null, out);
      return;
    }
    const turnId = stringOf(memberOf(result, 'turn'), 'id');
    if ((method === 'turn/start' || method === undefined) && turnId) {
      this.currentTurnId = turnId;
      this.turnStarted = true;
    }
  }

  /**
   * A turn's notification names its thread (`threadId`): where the stream showed no thread/start
   * before it (a stdout kept from the turn on, a lone turn/completed), that thread is the round's
   * session. A thread the round has already is the same one: a subagent's turns never reach here.
   */
  private turnThread(params: NotificationParams<'turn/started' | 'turn/completed'>, out: ContentPart[]): void {
    const thread = stringOf(params, 'threadId');
    if (thread !== undefined && !this.session) this.sessionParts(thread, null, out);
  }

  private sessionParts(threadId: string, model: string | null, out: ContentPart[]): void {
    if (model) this.currentModel = model;
    const next = { threadId, model: this.currentModel };
    if (this.session && this.session.threadId === next.threadId && this.session.model === next.model) return;
    this.session = next;
    out.push({ type: 'session', sessionId: threadId, ...(next.model ? { model: next.model } : {}) });
  }

  /**
   * `valid`: the params matched their schema; an event part passes on only what did. Each case
   * reads the params as its method's (`NotificationParams`), every member checked as it is read.
   */
  private notification(method: ServerNotificationMethod, params: unknown, valid: boolean, out: ContentPart[]): void {
    if (isPerThread(method)) {
      // Another thread's: a subagent's, whose turns, text and usage are not the round's.
      const thread = stringOf(params as NotificationParams<typeof method>, 'threadId');
      if (thread !== undefined && this.session && thread !== this.session.threadId) return this.subagentNotification(thread, method, params, out);
    }
    switch (method) {
      case 'thread/started': {
        const thread = memberOf(params as NotificationParams<typeof method>, 'thread');
        const id = stringOf(thread, 'id');
        // Another thread started once the round has its own (a subagent's) is not the round's.
        if (id && (!this.session || this.session.threadId === id)) this.sessionParts(id, stringOf(thread, 'model') ?? null, out);
        return;
      }
      case 'turn/started': {
        this.turnThread(params as NotificationParams<typeof method>, out);
        const id = stringOf(memberOf(params as NotificationParams<typeof method>, 'turn'), 'id');
        if (id) this.currentTurnId = id;
        this.turnStarted = true;
        return;
      }
      case 'turn/completed': {
        this.turnThread(params as NotificationParams<typeof method>, out);
        const turn = memberOf(params as NotificationParams<typeof method>, 'turn');
        this.currentTurnId = stringOf(turn, 'id') ?? this.currentTurnId;
        this.turnStarted = true;
        this.turnCompleted = {
          status: stringOf(turn, 'status') ?? 'unknown',
          error: readTurnError(memberOf(turn, 'error')),
          durationMs: numberOf(turn, 'durationMs') ?? null,
        };
        return;
      }
      case 'item/agentMessage/delta': {
        const view = params as NotificationParams<typeof method>;
        const id = stringOf(view, 'itemId');
        const said = stringOf(view, 'delta');
        if (id === undefined || !said) return;
        this.lastAgentItem = id;
        const delta = beyondCompleted(this.completedText.get(id), said);
        if (!delta) return;
        this.streamedText.addNew(id);
        const known = this.agentText.get(id);
        if (!known) this.agentText.set(id, { text: delta, cut: 0 });
        else if (known.cut === 0 && known.text.length + delta.length <= MAX_KEPT_TEXT_UNITS) known.text += delta;
        else {
          const kept = known.cut === 0 ? fittingLength(delta, MAX_KEPT_TEXT_UNITS - known.text.length) : 0;
          if (kept > 0) known.text += delta.slice(0, kept);
          known.cut += delta.length - kept;
        }
        const text = this.breaks.piece(id, delta);
        this.passedOn(id, 'text', text);
        out.push({ type: 'text-delta', id, text });
        return;
      }
      case 'item/commandExecution/outputDelta': {
        // Passed on as it streams (an event, as before), and kept in case the item says no output.
        const view = params as NotificationParams<typeof method>;
        const id = stringOf(view, 'itemId');
        const delta = stringOf(view, 'delta');
        if (id !== undefined && delta && !this.answeredTools.has(id)) this.commandOutput.add(id, delta);
        if (valid) out.push({ type: 'event', name: method, data: params });
        return;
      }
      case 'item/reasoning/summaryPartAdded': {
        // Sent before each summary part's deltas: the boundary alone, so no part of its own.
        const view = params as NotificationParams<typeof method>;
        const id = stringOf(view, 'itemId');
        if (id !== undefined) this.reasoningPart(`summary:${id}`, numberOf(view, 'summaryIndex'));
        return;
      }
      case 'item/reasoning/summaryTextDelta':
      case 'item/reasoning/textDelta': {
        const view = params as NotificationParams<typeof method>;
        const id = stringOf(view, 'itemId');
        const delta = stringOf(view, 'delta');
        if (id === undefined || !delta) return;
        // Each delta names its part as well, so a boundary is kept even without summaryPartAdded.
        const list = method === 'item/reasoning/summaryTextDelta' ? 'summary' : 'content';
        const part = this.reasoningPart(`${list}:${id}`, numberOf(view, list === 'summary' ? 'summaryIndex' : 'contentIndex'));
        // A completed item said one list (its summary, else its raw content): deltas of the other
        // are not of what it said, and counted against it would lose their start.
        const completed = this.completedReasoning.get(id);
        const text = beyondCompleted(completed?.list === list ? completed : undefined, part.separate ? `\n\n${delta}` : delta);
        part.separate = false;
        if (!text) return;
        this.streamedReasoning.addNew(id);
        this.passedOn(id, 'reasoning', text);
        out.push({ type: 'reasoning-delta', id, text });
        return;
      }
      case 'item/started': {
        const item = memberOf(params as NotificationParams<typeof method>, 'item');
        if (isRecord(item)) this.itemStarted(item, out);
        return;
      }
      case 'item/completed': {
        const item = memberOf(params as NotificationParams<typeof method>, 'item');
        if (isRecord(item)) this.itemCompleted(item, out);
        return;
      }
      case 'thread/tokenUsage/updated': {
        const view = params as NotificationParams<typeof method>;
        const from = out.length;
        this.requestUsage.updated(stringOf(view, 'threadId'), memberOf(view, 'tokenUsage'), out);
        for (let i = from; i < out.length; i++) {
          const part = out[i]!;
          if (part.type === 'usage') this.usage = addUsage(this.usage, part.usage);
        }
        // How full the model's context is: the last request's tokens against its window (an ACP client's usage meter).
        const last = memberOf(memberOf(view, 'tokenUsage'), 'last');
        const window = memberOf(memberOf(view, 'tokenUsage'), 'modelContextWindow');
        const used = memberOf(last, 'totalTokens');
        if (typeof window === 'number' && window > 0 && typeof used === 'number' && used >= 0) out.push({ type: 'event', name: 'context-window', data: { used, size: window } });
        return;
      }
      case 'error': {
        const view = params as NotificationParams<typeof method>;
        const error = readTurnError(memberOf(view, 'error'));
        if (!error) return;
        if (memberOf(view, 'willRetry') === true) {
          this.abandonAttempt(out);
          out.push({ type: 'warning', code: 'retry', message: error.message });
        } else {
          this.finalError = error;
        }
        return;
      }
      case 'model/rerouted': {
        const view = params as NotificationParams<typeof method>;
        const to = stringOf(view, 'toModel');
        if (!to) return;
        const from = stringOf(view, 'fromModel') ?? 'the requested model';
        const reason = stringOf(view, 'reason');
        out.push({
          type: 'warning',
          code: 'model-rerouted',
          message: `Codex rerouted the turn from ${from} to ${to}${reason ? ` (${reason})` : ''}.`,
        });
        this.currentModel = to;
        if (this.session) this.sessionParts(this.session.threadId, to, out);
        return;
      }
      case 'mcpServer/startupStatus/updated': {
        const view = params as NotificationParams<typeof method>;
        const status = stringOf(view, 'status');
        if (status === undefined) return;
        // The round goes on without a failed server's tools.
        pushMcpServerState(out, stringOf(view, 'name') ?? 'an MCP server', status, stringOf(view, 'error'));
        return;
      }
      case 'warning': {
        const message = stringOf(params as NotificationParams<typeof method>, 'message');
        if (message) out.push({ type: 'warning', code: 'codex-warning', message });
        return;
      }
      default:
        // Rate limits, thread status, remote control, config warnings…: passed on, deciding nothing.
        // One that failed its schema is its `invalid` part alone, as on the Claude side.
        if (valid) out.push({ type: 'event', name: method, data: params });
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

  /** `passed`: what went into the answer, a break included. */
  private passedOn(id: string, kind: 'text' | 'reasoning', passed: string): void {
    let counts = this.attempt.get(id);
    if (!counts) {
      counts = { text: 0, reasoning: 0 };
      this.attempt.set(id, counts);
    }
    counts[kind] += passed.length;
  }

  /**
   * codex retries the model request whose stream broke, from the same input: what that request
   * had streamed is not part of the answer (the completed turn lists only the retry's items),
   * so it is taken back rather than shown twice, and a `stream-abandoned` warning says so
   * (as the Claude reader's does): a terminal that printed the text cannot take it back.
   */
  private abandonAttempt(out: ContentPart[]): void {
    const retractions: ContentPart[] = [];
    const items: string[] = [];
    for (const [id, counts] of this.attempt) {
      if (counts.text) retractions.push({ type: 'text-retract', id, length: this.breaks.retract(id, counts.text) });
      if (counts.reasoning) retractions.push({ type: 'reasoning-retract', id, length: counts.reasoning });
      if (counts.text || counts.reasoning) items.push(id);
      this.agentText.delete(id);
      if (this.lastAgentItem === id) this.lastAgentItem = null;
    }
    this.attempt = new RecentMap();
    if (items.length === 0) return;
    appendAll(out, retractions);
    out.push({
      type: 'warning',
      code: 'stream-abandoned',
      message: `Codex abandoned the model response whose stream broke (${items.join(', ')}) and asked again; ${retractedSentence(retractions, 'it had streamed')}.`,
    });
  }

  /**
   * A completed agent message whose deltas said other text (a delta lost, repeated or altered on
   * the way): the item's text is the message. Deltas that said a start of it are followed by the
   * rest; others are taken back with a `stream-mismatch` warning and the text is said whole, so
   * the answer never holds text no line said, or a line's text twice (as the Claude reader does).
   */
  private correctStreamed(id: string, said: string, text: string, out: ContentPart[]): void {
    if (text.startsWith(said)) {
      const rest = this.breaks.piece(id, text.slice(said.length));
      this.passedOn(id, 'text', rest);
      out.push({ type: 'text-delta', id, text: rest });
      return;
    }
    const retraction: ContentPart = { type: 'text-retract', id, length: this.breaks.retract(id, said.length) };
    const counts = this.attempt.get(id);
    if (counts) counts.text = 0;
    out.push(retraction, {
      type: 'warning',
      code: 'stream-mismatch',
      message: `The agent message ${id} streamed other text than it completed with: ${retractedSentence([retraction], 'it had streamed')}, and the completed text is said instead.`,
    });
    const whole = this.breaks.piece(id, text);
    this.passedOn(id, 'text', whole);
    out.push({ type: 'text-delta', id, text: whole });
  }

  /** A subagent's tool calls and results are shown, nested under the call that spawned it; the rest is its own. */
  private subagentNotification(thread: string, method: PerThreadMethod, params: unknown, out: ContentPart[]): void {
    if (method === 'item/commandExecution/outputDelta') {
      // Kept, as the round's own are, for a command that completes without its output.
      const view = params as NotificationParams<typeof method>;
      const id = stringOf(view, 'itemId');
      const delta = stringOf(view, 'delta');
      if (id !== undefined && delta && !this.answeredTools.has(id)) this.commandOutput.add(id, delta);
      return;
    }
    if (method !== 'item/started' && method !== 'item/completed') return;
    const item = memberOf(params as NotificationParams<typeof method>, 'item');
    const parentToolCallId = this.spawnedBy.get(thread) ?? this.lastSpawn;
    const call = isRecord(item) ? toolCall(item) : null;
    if (!call || parentToolCallId === undefined) return;
    if (!this.calledTools.has(call.toolCallId)) {
      this.calledTools.add(call.toolCallId);
      out.push({ ...call, parentToolCallId });
    }
    if (method === 'item/started' || this.answeredTools.has(call.toolCallId)) return;
    this.answeredTools.add(call.toolCallId);
    out.push({ ...toolResult(item, call.toolCallId, this.commandOutput.take(call.toolCallId)), parentToolCallId });
  }

  /** A spawn's subagent threads, so that what they run is shown under it. */
  private noteSpawn(item: CodexItem): void {
    const id = stringOf(item, 'id');
    if (stringOf(item, 'type') !== 'collabAgentToolCall' || stringOf(item, 'tool') !== 'spawnAgent' || id === undefined) return;
    this.lastSpawn = id;
    for (const thread of arrayOf(item, 'receiverThreadIds')) if (typeof thread === 'string') this.spawnedBy.set(thread, id);
  }

  private itemStarted(item: CodexItem, out: ContentPart[]): void {
    this.noteSpawn(item);
    const call = toolCall(item);
    const type = stringOf(item, 'type');
    // A tool runs once its call is complete: what came before stands even if a later request is retried.
    if (call || TOOL_ITEMS_NOT_SHOWN.has(type)) this.attempt = new RecentMap();
    if (!call || this.calledTools.has(call.toolCallId)) return;
    // A web search starts before its query is known; its call is shown when it completes.
    if (type === 'webSearch' && !stringOf(item, 'query')) return;
    this.calledTools.add(call.toolCallId);
    out.push(call);
  }

  private itemCompleted(item: CodexItem, out: ContentPart[]): void {
    this.noteSpawn(item);
    const id = stringOf(item, 'id');
    if (id === undefined) return;
    const type = stringOf(item, 'type');
    switch (type) {
      case 'agentMessage': {
        const text = stringOf(item, 'text') ?? '';
        const streamed = this.agentText.get(id);
        if (text || !streamed) this.agentText.set(id, { text, cut: 0 });
        this.lastAgentItem = id;
        if (this.streamedText.has(id)) {
          if (this.completedText.has(id)) return;
          // Deltas repeated after this are of text said: counted from its start, not added.
          this.completedText.set(id, { length: text.length, streamed: 0 });
          if (text && streamed !== undefined && streamed.cut === 0 && streamed.text !== text) this.correctStreamed(id, streamed.text, text, out);
          return;
        }
        // Completed before, or empty: yielding it again would show the text twice.
        if (!text || this.completedText.has(id)) return;
        this.completedText.set(id, { length: text.length, streamed: 0 });
        const passed = this.breaks.piece(id, text);
        this.passedOn(id, 'text', passed);
        out.push({ type: 'text-delta', id, text: passed });
        return;
      }
      case 'reasoning': {
        if (this.streamedReasoning.has(id) || this.completedReasoning.has(id)) return;
        const text = reasoningText(item);
        if (!text) return;
        this.completedReasoning.set(id, { length: text.length, streamed: 0, list: reasoningList(item) });
        this.passedOn(id, 'reasoning', text);
        out.push({ type: 'reasoning-delta', id, text });
        return;
      }
    }
    // Its tool ran: the request that called it is over, as at its start (which may not come).
    if (TOOL_ITEMS_NOT_SHOWN.has(type)) this.attempt = new RecentMap();
    const streamed = this.commandOutput.take(id);
    const call = toolCall(item);
    if (!call || this.answeredTools.has(id)) return;
    if (!this.calledTools.has(id)) {
      this.calledTools.add(id);
      out.push(call);
    }
    this.answeredTools.add(id);
    out.push(toolResult(item, id, streamed));
  }
}

/** Reads a whole server stdout at once, after the client's lines: every chunk, then the end. */
export function readCodexStream(
  chunks: Iterable<Uint8Array>,
  outcome: CodexProcessOutcome | null,
  options?: CodexRoundReaderOptions & { sent?: Iterable<string> },
): ContentPart[] {
  const reader = new CodexRoundReader(options);
  for (const line of options?.sent ?? []) reader.sent(line);
  const parts: ContentPart[] = [];
  for (const chunk of chunks) appendAll(parts, reader.push(chunk));
  return appendAll(parts, reader.end(outcome));
}
