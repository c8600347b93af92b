/**
 * Redacts a round's content parts before they leave the library. Every stream of deltas (the
 * text, or the reasoning, of each message and each subagent) has its own StreamRedactor, so a
 * secret split across deltas is caught even while other streams' deltas come between them; only
 * text that could be the start of a secret is held back. Held text waits across parts that show
 * no text; at another stream's delta, a tool call or a result it goes out (the answer's order
 * matters more than a few held characters), but the stream remembers where it was, so if it goes
 * on to finish a secret the rest is masked and the parts of one stream never add up to a secret.
 * The finish flushes all.
 * Every string a part or a verdict carries is redacted, ids and object keys included.
 */
import type { ContentPart } from './content-part.js';
import { ForgottenStreams } from './forgotten-streams.js';
import { Redactor, type StreamRedactor } from './redactor.js';
import { streamedDelta } from './streamed-delta.js';
import { tupleKey } from './tuple-key.js';
import { STDERR_TAIL_BYTES, type Verdict } from './verdict.js';
import { utf8Bytes } from './bytes.js';

/** How many streams that masked something or may go on to finish a secret keep their place. */
const REMEMBERED_STREAMS = 256;

/**
 * Where a PartRedactor hands the parts it lets go: an array, or the consumer itself, so a part
 * costs no array of its own. The redactor's state is settled before each part is handed on; a
 * sink must not call back into the same PartRedactor.
 */
export interface PartSink {
  push(part: ContentPart): unknown;
}

type DeltaPart = Extract<ContentPart, { type: 'text-delta' | 'reasoning-delta' }>;
type EventPart = Extract<ContentPart, { type: 'event' }>;

interface OpenStream {
  /** An `event` stream is a streamed event's `delta` text (codex's command output, for one). */
  readonly type: DeltaPart['type'] | 'event';
  readonly id: string;
  /** The id its released text goes out under (an event's name). */
  readonly redactedId: string;
  /** An event stream's last event, redacted, but for its `delta`. */
  data?: Record<string, unknown>;
  readonly stream: StreamRedactor;
  readonly key: string;
  /** In `streams`: it holds text, or has read what may be the start of a secret. */
  tracked: boolean;
}

export class PartRedactor {
  readonly redactor: Redactor;
  /** Streams that hold something; an idle one is dropped, so a long round keeps no state per message. */
  private readonly streams = new Map<string, OpenStream>();
  private last: OpenStream | undefined;
  /** The stream of each type that had the last delta of that type: a new one goes on from it. */
  private readonly lastOfType = new Map<OpenStream['type'], OpenStream>();
  /** Where the streams let go past the bound were, so one met again starts as if cut there. */
  private readonly forgotten = new ForgottenStreams();

  constructor(secrets: Iterable<string | undefined | null> | Redactor) {
    this.redactor = secrets instanceof Redactor ? secrets : new Redactor(secrets);
  }

  /**
   * Hands `out` the parts safe to pass on now, in order; possibly none. A delta that goes on
   * unchanged is handed on as the same object.
   */
  push(part: ContentPart, out: PartSink): void {
    if (this.redactor.empty) {
      out.push(part);
      return;
    }
    if (part.type === 'text-delta' || part.type === 'reasoning-delta') this.delta(part.type, part.id, part.text, part, out);
    else this.pushOther(part, out);
  }

  /**
   * Every part but a text or reasoning delta. A method of its own so that `push` and `delta`, the
   * path of nearly every part, stay small enough to be inlined into a caller's loop: with this
   * switch in `push`, V8's budget for inlining ran out in a process that had switched streams,
   * and each delta's part was allocated again: 100 secrets read 92 MB/s there against 114 in a
   * process that had not; 107 with this.
   */
  private pushOther(part: Exclude<ContentPart, DeltaPart>, out: PartSink): void {
    switch (part.type) {
      case 'tool-call':
      case 'tool-result':
        this.release(false, out);
        out.push(this.redactPart(part));
        break;
      case 'text-retract':
      case 'reasoning-retract':
        // A retraction counts the text before it: held text goes out first.
        this.release(false, out);
        out.push(this.retract(part));
        break;
      case 'finish':
        this.release(true, out);
        out.push(this.redactPart(part));
        break;
      case 'event': {
        const text = streamedDelta(part.name, part.data);
        if (text === undefined) out.push(this.redactPart(part));
        // Keyed by name and item as a pair: joined by a NUL, two pairs could give one key.
        else this.delta('event', tupleKey([part.name, streamSource(part)]), text, part, out);
        break;
      }
      default:
        out.push(this.redactPart(part));
    }
  }

  /** Hands `out` every held delta, redacted as a whole: the round is over. */
  flush(out: PartSink): void {
    this.release(true, out);
  }

  redactText(text: string): string {
    return this.redactor.redactJsonText(text);
  }

  redactVerdict(verdict: Verdict): Verdict {
    if (this.redactor.empty) return verdict;
    const text = (value: string) => this.redactor.redactJsonText(value);
    // A tail as long as the bound was cut (or is that long by chance, and loses a few characters
    // that look like a secret's end): the cut may have fallen inside a secret.
    const cut = verdict.stderrTail.length * 3 >= STDERR_TAIL_BYTES && utf8Bytes(verdict.stderrTail).length > STDERR_TAIL_BYTES - 4;
    const stderrTail = cut ? this.redactor.redactCutStart(verdict.stderrTail) : text(verdict.stderrTail);
    const out: Verdict = { ...verdict, message: text(verdict.message), stderrTail };
    if (verdict.rawMessage !== undefined) out.rawMessage = text(verdict.rawMessage);
    if (verdict.subtype !== undefined) out.subtype = text(verdict.subtype);
    if (verdict.warning !== undefined) out.warning = text(verdict.warning);
    if (verdict.cause) {
      out.cause = { name: text(verdict.cause.name), message: text(verdict.cause.message) };
      if (verdict.cause.code !== undefined) out.cause.code = text(verdict.cause.code);
      // A number holds no secret, and a renderer needs it as it is.
      if (verdict.cause.boundMs !== undefined) out.cause.boundMs = verdict.cause.boundMs;
    }
    return out;
  }

  private delta(type: OpenStream['type'], id: string, delta: string, part: DeltaPart | EventPart, out: PartSink): void {
    let open = this.last;
    // The common case, one delta after another of the same stream, costs no lookup (and the
    // switch to another stream is a method of its own, so this one stays small enough to inline).
    // It takes the part's name, not the part: a part handed to a call V8 does not inline escapes,
    // so each delta's part had to be allocated where V8 can otherwise do without it.
    if (open === undefined || open.type !== type || open.id !== id) open = this.switchTo(type, id, part.type === 'event' ? part.name : id, out);
    if (part.type === 'event') {
      const { delta: _, ...rest } = part.data as Record<string, unknown>;
      open.data = this.redactor.redactValue(rest);
    }
    const stream = open.stream;
    const text = stream.push(delta);
    if (open.tracked !== (stream.masked || !stream.idle)) this.track(open);
    if (text === '') return;
    if (text === delta && open.redactedId === id) out.push(part);
    // The literal here rather than partOf's: measured 1.07-1.11x on the bench's text, A/B in one process.
    else out.push(open.type === 'event' ? this.partOf(open, text) : { type: open.type, id: open.redactedId, text });
  }

  /** The stream of `type` and `id` becomes the last one; `name` is what it goes out under, unredacted. */
  private switchTo(type: OpenStream['type'], id: string, name: string, out: PartSink): OpenStream {
    const previous = this.last;
    const key = `${type}\u0000${id}`;
    let open = this.streams.get(key);
    if (!open) {
      const redactedId = this.redactor.redact(name);
      open = { type, id, redactedId, stream: this.redactor.stream(), key, tracked: false };
      this.forgotten.recall(key, open.stream);
    }
    this.last = open;
    // What the stream before held goes out before this stream's text, as at a tool call: a
    // consumer shows (and an answer joins) the streams' text in the order it came, and a
    // stream's last delta may end on what only might begin a secret (a message ending in "s").
    // It remembers its place, so a secret it goes on to finish is masked all the same.
    if (previous?.stream.pending) {
      const text = previous.stream.release();
      this.track(previous);
      if (text) out.push(this.partOf(previous, text));
    }
    // A round's answer joins its messages' text in order: a new stream goes on from the last
    // of its kind, so a secret split across two messages does not add up in the answer either,
    // even when reasoning or command output came between them.
    const before = this.lastOfType.get(type);
    if (before !== undefined && before !== open && open.stream.read === 0) open.stream.continueFrom(before.stream);
    this.lastOfType.set(type, open);
    return open;
  }

  private parentOf(part: { parentToolCallId?: string }): { parentToolCallId?: string } {
    return part.parentToolCallId !== undefined ? { parentToolCallId: this.redactor.redact(part.parentToolCallId) } : {};
  }

  /** The part that carries a stream's `text`. */
  private partOf(open: OpenStream, text: string): ContentPart {
    return open.type === 'event' ? { type: 'event', name: open.redactedId, data: { ...open.data, delta: text } } : { type: open.type, id: open.redactedId, text };
  }

  /**
   * The CLI counts what it takes back in its own text; consumers hold the redacted text, where
   * a mask has another length. The stream maps one onto the other.
   */
  private retract(part: Extract<ContentPart, { type: 'text-retract' | 'reasoning-retract' }>): ContentPart {
    const key = `${part.type === 'text-retract' ? 'text-delta' : 'reasoning-delta'}\u0000${part.id}`;
    const open = this.streams.get(key) ?? (this.last?.key === key ? this.last : undefined);
    let length = part.length;
    if (open) {
      const { read, written } = open.stream;
      // Text before this stream's state began had no mask (a masked stream is kept): one to one.
      length = length >= read ? written + (length - read) : written - open.stream.outputAt(read - length);
    }
    return { ...part, id: this.redactor.redact(part.id), length };
  }

  /** Keeps a stream in `streams` exactly while it holds something or has masked something. */
  private track(open: OpenStream): void {
    const idle = open.stream.idle && !open.stream.masked;
    if (!idle && !open.tracked) {
      this.streams.set(open.key, open);
      // Streams that masked something or ended on what may start a secret are remembered, the
      // oldest forgotten past a bound, so a round of many messages keeps no state for each. Only
      // the stream of the last delta holds text, and the oldest is never that one. One forgotten
      // inside a secret and met again starts as if cut there (ForgottenStreams): `sk-live-` in a
      // stream, 256 others, then `KEY-123` in it read `sk-live-KEY-123` whole.
      if (this.streams.size > REMEMBERED_STREAMS) this.forgetOldest();
    } else if (idle && open.tracked) this.streams.delete(open.key);
    open.tracked = !idle;
  }

  private forgetOldest(): void {
    for (const open of this.streams.values()) {
      if (open.stream.pending) continue;
      this.forgotten.forget(open.key, open.stream);
      this.streams.delete(open.key);
      open.tracked = false;
      if (this.last === open) this.last = undefined;
      return;
    }
  }

  private release(final: boolean, out: PartSink): void {
    for (const open of [...this.streams.values()]) {
      const text = final ? open.stream.flush() : open.stream.release();
      // Tracked before the sink sees the text, so the redactor's state is settled whatever the sink does.
      this.track(open);
      if (text) out.push(this.partOf(open, text));
    }
  }

  /**
   * The start of a line cut off at the cap: the cut may fall inside a secret, so whatever its end
   * holds that may begin one is masked as well, as a stream that ends there would hold it back.
   */
  private cutText(raw: string): string {
    const stream = this.redactor.stream();
    const out = stream.push(this.redactor.redactJsonText(raw));
    return stream.pending ? out + this.redactor.mask : out;
  }

  private redactPart(part: Exclude<ContentPart, DeltaPart>): ContentPart {
    const r = this.redactor;
    // Free text may quote JSON (a raw line, a search result): escaped forms of a secret count too.
    const text = (value: string) => r.redactJsonText(value);
    switch (part.type) {
      case 'session':
        return { ...part, sessionId: r.redact(part.sessionId), ...(part.model !== undefined ? { model: r.redact(part.model) } : {}) };
      case 'tool-call':
        return { ...part, toolCallId: r.redact(part.toolCallId), toolName: r.redact(part.toolName), input: r.redactValue(part.input), ...this.parentOf(part) };
      case 'tool-result':
        return { ...part, toolCallId: r.redact(part.toolCallId), output: text(part.output), ...this.parentOf(part) };
      case 'question':
        return { ...part, id: r.redact(part.id), text: text(part.text) };
      case 'warning':
        return { ...part, code: r.redact(part.code), message: text(part.message) };
      case 'mcp-server':
        return { ...part, name: r.redact(part.name), status: r.redact(part.status), ...(part.message !== undefined ? { message: text(part.message) } : {}) };
      case 'unknown':
        return { ...part, raw: part.reason === 'line-too-long' ? this.cutText(part.raw) : text(part.raw) };
      case 'event':
        return { ...part, name: r.redact(part.name), data: r.redactValue(part.data) };
      case 'finish':
        return { ...part, verdict: this.redactVerdict(part.verdict) };
      case 'text-retract':
      case 'reasoning-retract':
        return { ...part, id: r.redact(part.id) };
      case 'usage':
        return part;
    }
  }
}

/** Which stream of its name an event's pieces belong to: its item. */
function streamSource(part: EventPart): string {
  const itemId = (part.data as { itemId?: unknown }).itemId;
  return typeof itemId === 'string' ? itemId : '';
}
