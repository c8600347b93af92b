/**
 * Redacts a secret the model streams split across delta lines from a capture's stdout. The
 * byte redactor before it catches every secret that is whole somewhere in the bytes, but a
 * secret in pieces (`"text":"sk-li"` on one line, `"text":"ve-KEY"` on the next) is whole
 * only in the text the lines add up to, which `mwh replay` prints. So each stream of deltas
 * goes through its own StreamRedactor, and each delta line is written with its share of the
 * text the stream let go: the lines of a stream add up to the redacted text, a line whose text
 * holds no secret keeps its bytes, and the capture keeps its line count, order and timestamps.
 *
 * A stream is what a reader joins into one text: a Claude message's text, or its thinking, over
 * all its blocks (each tool input is a stream of its own); a codex item's reasoning (summary and
 * content), its text, or its deltas of any other kind.
 *
 * Held text belongs to lines already read, so from a line that leaves text held every later
 * line waits, in order, until no stream holds anything. The text goes out with a later delta of
 * its stream, or when its message or item stops (a tool input's block), or when the stream ends
 * (the next message starts, the turn completes, the process ends). A stop lets the text go as a
 * tool call does live (PartRedactor): the stream remembers where it was, so a secret that a late
 * delta finishes is still masked. Claude repeats each streamed block whole on an assistant line
 * (and the last on the result line), which the reader measures against the deltas: such a line
 * is written with the block's text as its deltas carry it. Waiting is bounded: past HOLD_LIMIT bytes,
 * and before a line that may be a request or a response (our answers on stdin must stay after
 * what they answer), the held text is let go in the same way.
 */
import { DEFAULT_MAX_LINE_BYTES, ForgottenStreams, LineCutter, MAX_JSON_DEPTH, RecentSet, tupleKey, utf8Bytes, utf8Text, type DeltaLineEvent, type DeltaLines, type Redactor, type RepeatedText, type StreamRedactor } from '@mwh/protocol-core';
import { keepJson, parsedJson } from './capture-json-lines.js';

/** Bytes of lines that may wait for a stream before what it holds is let go. */
const HOLD_LIMIT = 1 << 20;
/**
 * A line the readers read (their line cap, their depth bound) is read here too: a delta line
 * skipped here but joined by a reader could finish a secret unseen. Longer or deeper lines the
 * readers do not read as deltas either; they pass as they are.
 */
const DELTA_LINE_LIMIT = DEFAULT_MAX_LINE_BYTES;
const DELTA_LINE_DEPTH = MAX_JSON_DEPTH;
/** Streams that are not idle at once, and streams a next one goes on from; past this the oldest is let go. */
const OPEN_STREAMS = 1024;

type Emit = (bytes: Uint8Array, t: number) => void;

interface Line {
  bytes: Uint8Array;
  readonly t: number;
  /** A line that repeats streamed blocks whole (Claude's assistant line), parsed, with its texts: written as their deltas were, once those are settled. */
  whole?: { value: unknown; texts: RepeatedText[] };
}

/** What one Claude block streamed: its text as the CLI wrote it, and the lines that carry it. */
interface StreamedBlock {
  readonly parent: string;
  readonly field: string;
  original: string;
  readonly lines: DeltaLine[];
}

/** Blocks remembered at once, and the text one may have, to write whole lines as their deltas. */
const STREAMED_BLOCKS = 256;
const STREAMED_BLOCK_UNITS = 1 << 20;

interface DeltaLine extends Line {
  /** The parsed line and the text its stream let go so far for it. */
  readonly value: unknown;
  readonly write: (value: unknown, text: string) => void;
  text: string;
  /** The text and the line as the CLI wrote them. */
  readonly original: string;
  readonly source: Uint8Array;
}

interface OpenStream {
  readonly key: string;
  /** What the stream ends with: a Claude message's parent (the message streaming there), a codex item. */
  readonly group: string;
  /** The block its last delta was in: a Claude content block, a codex reasoning part. */
  block: string | undefined;
  readonly redactor: StreamRedactor;
  /** A tool input's JSON, which ends with its block; text and thinking go on over a message's blocks. */
  readonly json: boolean;
  /** What a reader joins it to (DeltaLineEvent's `joins`). */
  readonly joins: string | undefined;
  /** Its lines whose text is not all passed on yet, in order, with where that text is in the stream. */
  readonly lines: { line: DeltaLine; from: number; to: number }[];
}

export class CaptureLineRedactor {
  private readonly streams = new Map<string, OpenStream>();
  /** The last stream of each `joins`, which the next one goes on from. */
  private readonly joined = new Map<string, OpenStream>();
  /**
   * Where the streams (and the last streams of joins) let go past OPEN_STREAMS were: one met
   * again starts as if cut there, so a secret it goes on to finish is masked as live.
   */
  private readonly forgotten = new ForgottenStreams();
  /**
   * Claude's text and thinking blocks of the messages streaming now. An assistant line repeats
   * a block whole, and the reader takes from it what extends the streamed text by length: with a
   * mask in the deltas and the secret's pieces on the whole line, it would add the line's tail.
   */
  private readonly streamedBlocks = new Map<string, StreamedBlock>();
  /** The ids of recent stream lines: the reader reads a repeated line once, so must its streams. */
  private readonly ids = new RecentSet<string>();
  /** Streams that hold text: their lines and every line after them wait. */
  private holding = 0;
  private readonly waiting: Line[] = [];
  private waitingBytes = 0;
  /** Cuts stdout into lines. */
  private readonly cutter = new LineCutter(DELTA_LINE_LIMIT);

  /**
   * `text` redacts decoded text (text and reasoning deltas); `json` redacts JSON text, where a
   * secret may be written escaped (a tool input's `partial_json`).
   */
  constructor(
    private readonly lines: DeltaLines,
    private readonly text: Redactor,
    private readonly json: Redactor,
  ) {}

  /** Reads stdout bytes that arrived at `t`; hands `emit` what can be written now, in order. */
  push(bytes: Uint8Array, t: number, emit: Emit): void {
    this.cutter.push(bytes, {
      line: (line) => this.line(line, t, emit),
      long: (piece, _ended, first) => {
        // A line too long to be a delta goes on as it comes, after what streams hold.
        if (first) this.letGo(emit);
        emit(piece, t);
      },
    });
  }

  /** The process ended: every stream lets go of what it holds, and every line is written. */
  finish(t: number, emit: Emit): void {
    for (const open of this.streams.values()) this.settle(open, (redactor) => redactor.flush());
    this.streams.clear();
    this.holding = 0;
    this.drain(emit);
    // A last line with no newline is no delta the CLI finished writing.
    for (const part of this.cutter.end().held) emit(part, t);
  }

  private line(bytes: Uint8Array, t: number, emit: Emit): void {
    const event = this.read(bytes);
    if (event?.kind !== 'delta') bytes = this.escaped(bytes);
    let line: Line = { bytes, t };
    if (event?.kind === 'delta') {
      let open = this.streams.get(event.key);
      if (!open) {
        open = { key: event.key, group: event.group, block: undefined, redactor: (event.json ? this.json : this.text).stream(), json: event.json, joins: event.joins, lines: [] };
        this.forgotten.recall(event.key, open.redactor);
        this.streams.set(event.key, open);
        if (this.streams.size > OPEN_STREAMS) this.forgetOldest();
        // As the live redactor does (PartRedactor): a secret split across two messages does not
        // add up in the answer that joins them. What the one before still holds goes out first.
        const before = event.joins === undefined ? undefined : this.joined.get(event.joins);
        if (before && before !== open) {
          this.releaseHeld(before);
          open.redactor.continueFrom(before.redactor);
        } else if (!before && event.joins !== undefined) {
          this.forgotten.recall(joinKey(event.joins), open.redactor);
        }
      }
      if (event.joins !== undefined && this.joined.get(event.joins) !== open) {
        // Latest last, and as many as streams may be open: a Claude parent (a subagent) each.
        this.joined.delete(event.joins);
        this.joined.set(event.joins, open);
        if (this.joined.size > OPEN_STREAMS) {
          const [joins, last] = this.joined.entries().next().value!;
          this.forgotten.forget(joinKey(joins), last.redactor);
          this.joined.delete(joins);
        }
      }
      // Text held in a block the reader breaks after (a codex reasoning part) goes on that block's
      // lines; blocks the reader joins as they are (a Claude message's): text waits.
      if (this.lines.breaksBetweenBlocks && open.block !== event.block) this.releaseHeld(open);
      const redactor = open.redactor;
      open.block = event.block;
      const delta: DeltaLine = { bytes, t, value: event.value, write: event.write, text: '', original: event.text, source: bytes };
      line = delta;
      if (event.streamed) this.recordBlock(event.streamed, delta);
      const wasHolding = redactor.pending;
      const from = redactor.read;
      if (wasHolding) {
        open.lines.push({ line: delta, from, to: from + event.text.length });
        this.settle(open, () => redactor.push(event.text));
      } else {
        // Nothing was held: what goes out is this line's own text.
        delta.text = redactor.push(event.text);
        if (redactor.pending) open.lines.push({ line: delta, from, to: redactor.read });
        else this.rewrite(delta);
      }
      if (wasHolding !== redactor.pending) this.holding += wasHolding ? -1 : 1;
      if (redactor.idle) this.streams.delete(open.key);
    } else if (event?.kind === 'end') {
      if (event.final) for (const [key, block] of this.streamedBlocks) if (event.group === undefined || block.parent === event.group) this.streamedBlocks.delete(key);
      for (const open of [...this.streams.values()]) {
        if (event.group !== undefined && open.group !== event.group) continue;
        if (event.block !== undefined && open.block !== event.block) continue;
        if (event.json && !open.json) continue;
        if (open.redactor.pending) this.holding--;
        // The last stream of what a reader joins keeps its place even at the end: the next message goes on from it.
        const keep = !event.final || this.joined.get(open.joins ?? '') === open;
        this.settle(open, (redactor) => (keep ? redactor.release() : redactor.flush()));
        if (event.final || open.redactor.idle) this.streams.delete(open.key);
      }
    }
    if (event === undefined && this.streamedBlocks.size !== 0) line.whole = this.wholeLine(bytes);
    if (this.holding !== 0 && event === undefined && this.mayBeRequest(bytes)) this.letGo(emit);
    if (this.holding === 0 && this.waiting.length === 0) {
      this.out(line, emit);
      return;
    }
    this.waiting.push(line);
    this.waitingBytes += line.bytes.length;
    if (this.holding === 0) this.drain(emit);
    else if (this.waitingBytes > HOLD_LIMIT) this.letGo(emit);
  }

  /**
   * A secret written with some of its characters escaped and the rest raw, as Claude Code writes
   * U+2028 and U+200D as `\uXXXX`: the byte redactor's forms cannot list every such mix, but the
   * line's text, escapes decoded, shows the secret whole.
   */
  private escaped(bytes: Uint8Array): Uint8Array {
    if (bytes.length > DELTA_LINE_LIMIT || !view(bytes).includes('\\u')) return bytes;
    const text = utf8Text(bytes);
    const redacted = this.json.redactJsonText(text);
    // A secret with a `"` can match across a string's end: the line's values instead, as bytes are.
    return redacted === text ? bytes : utf8Bytes(keepJson(text, redacted, this.json) ?? redacted);
  }

  /** A request of the CLI's or a response to ours (or anything with an id, to be safe). */
  private mayBeRequest(bytes: Uint8Array): boolean {
    return view(bytes).includes(this.lines.requestMarker);
  }

  /** Every stream lets go of what it holds, remembering where it was; every waiting line is written. */
  private letGo(emit: Emit): void {
    for (const open of this.streams.values()) if (open.redactor.pending) this.settle(open, (redactor) => redactor.release());
    this.holding = 0;
    this.drain(emit);
  }

  /**
   * Runs a step of a stream that held text (a delta, a release, a flush) and puts what it lets go
   * on the lines that text was read from: with nothing masked each line keeps its own text, as
   * the CLI wrote it; a mask goes on the line where its secret ends. A line is written again once
   * all its text went out.
   */
  private settle(open: OpenStream, step: (redactor: StreamRedactor) => string): void {
    const redactor = open.redactor;
    const written = redactor.written;
    const floor = redactor.read - redactor.held;
    const out = step(redactor);
    const passed = redactor.read - redactor.held;
    let done = 0;
    for (const { line, from, to } of open.lines) {
      if (from >= passed) break;
      const start = Math.max(from, floor);
      const end = Math.min(to, passed);
      if (end > start) line.text += out.slice(redactor.outputAt(start) - written, redactor.outputAt(end) - written);
      if (to > passed) break;
      this.rewrite(line);
      done++;
    }
    open.lines.splice(0, done);
  }

  private drain(emit: Emit): void {
    for (const line of this.waiting) this.out(line, emit);
    this.waiting.length = 0;
    this.waitingBytes = 0;
  }

  private recordBlock(streamed: { key: string; parent: string; field: string }, line: DeltaLine): void {
    let block = this.streamedBlocks.get(streamed.key);
    if (!block) {
      block = { parent: streamed.parent, field: streamed.field, original: '', lines: [] };
      this.streamedBlocks.set(streamed.key, block);
      if (this.streamedBlocks.size > STREAMED_BLOCKS) this.streamedBlocks.delete(this.streamedBlocks.keys().next().value!);
    }
    block.original += line.original;
    block.lines.push(line);
    // A block too long to keep is not written again: its whole line goes as it is.
    if (block.original.length > STREAMED_BLOCK_UNITS) this.streamedBlocks.delete(streamed.key);
  }

  /** A line that may repeat a block streamed now, parsed with its texts; else undefined. */
  private wholeLine(bytes: Uint8Array): Line['whole'] {
    const repeats = this.lines.repeats;
    if (!repeats) return undefined;
    const value = parsedIf(bytes, ...repeats.markers);
    const texts = value === undefined ? undefined : repeats.texts(value);
    return texts?.length ? { value, texts } : undefined;
  }

  /** Writes a line; a whole line with the text of its streamed blocks as their deltas carry it. */
  private out(line: Line, emit: Emit): void {
    const whole = line.whole;
    if (whole) {
      let changed = false;
      for (const repeated of whole.texts) {
        const now = this.streamedText(repeated);
        if (now === undefined || now === repeated.text) continue;
        repeated.set(now);
        changed = true;
      }
      if (changed) line.bytes = utf8Bytes(`${JSON.stringify(whole.value)}\n`);
    }
    emit(line.bytes, line.t);
  }

  /** The text of the streamed block a whole line repeats, as its deltas were written. */
  private streamedText({ parent, field, text }: RepeatedText): string | undefined {
    if (!text) return undefined;
    for (const block of this.streamedBlocks.values()) {
      if (block.parent !== parent || block.field !== field || block.original !== text) continue;
      let now = '';
      for (const delta of block.lines) now += delta.text;
      return now;
    }
    return undefined;
  }

  /**
   * Lets the oldest stream go: what it holds goes out, and where it was is kept in `forgotten`.
   * Past 1,024 streams, `sk-live-` in one, then 1,024 others, then `KEY-123` in it wrote the
   * secret whole into the capture.
   */
  private forgetOldest(): void {
    const oldest = this.streams.values().next().value!;
    this.releaseHeld(oldest);
    this.forgotten.forget(oldest.key, oldest.redactor);
    this.streams.delete(oldest.key);
  }

  /** What a stream holds goes out (masked where a secret is whole); the stream keeps its place. */
  private releaseHeld(open: OpenStream): void {
    if (!open.redactor.pending) return;
    this.holding--;
    this.settle(open, (redactor) => redactor.release());
  }

  private rewrite(line: DeltaLine): void {
    if (line.text === line.original) {
      line.bytes = line.source;
      return;
    }
    line.write(line.value, line.text);
    line.bytes = utf8Bytes(`${JSON.stringify(line.value)}\n`);
  }

  /** What a line means to the streams; undefined for every other line (most). */
  private read(bytes: Uint8Array): DeltaLineEvent | undefined {
    const value = parsedIf(bytes, ...this.lines.markers);
    if (value === undefined) return undefined;
    const id = this.lines.lineId?.(value);
    return id !== undefined && !this.ids.addNew(id) ? undefined : this.lines.read(value);
  }
}

/** The key a join's last stream is forgotten under: a tuple of its own, never a stream's key. */
function joinKey(joins: string): string {
  return tupleKey(['joins', joins]);
}

/** The bytes as a Buffer, for its native search; no copy. */
function view(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The line parsed, if its bytes hold one of `markers` or a `\u` escape (that may write a marker:
 * `"stre\u0061m_event"` is a delta line to a reader all the same), as most lines are passed over
 * unparsed, and a reader would read it (within its line cap and depth bound); else undefined.
 */
function parsedIf(bytes: Uint8Array, ...markers: string[]): unknown {
  if (bytes.length > DELTA_LINE_LIMIT) return undefined;
  const raw = view(bytes);
  if (!markers.some((marker) => raw.includes(marker)) && !raw.includes('\\u')) return undefined;
  return parsedJson(utf8Text(bytes), DELTA_LINE_DEPTH)?.value;
}
