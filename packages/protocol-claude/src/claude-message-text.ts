/**
 * What of one message's text and reasoning has been passed on, so each character is passed on
 * exactly once whichever way it arrives: as stream deltas, as whole blocks on assistant lines,
 * both, in either order, or repeated. Both sources describe the same sequence of blocks, so the
 * answer so far is the longer of the two prefixes; only what extends it is new, and only once
 * the part both said is known to be the same text (by length and hash): where they differ, the
 * message was put together from lines of two messages (ids lost or lines moved), and the
 * assistant line wins, so the answer never holds text no line said. What it knows of single
 * blocks lives in windows of recent ones (FINGERPRINT_WINDOW, BLOCK_WINDOW): a line that repeats
 * a block further back than that, and has no uuid the reader still knows, says it again.
 */
import { RecentMap, RecentSet, retractedSentence, type ContentPart, type MessageBreaks } from '@mwh/protocol-core';

export type TextKind = 'text' | 'reasoning';

/**
 * How the reader knows a message: its id, or a number of its own for one without. A number is
 * never equal to a string, so no id (any string the CLI writes, '' or one with a NUL included)
 * can be taken for a message without one.
 */
export type MessageKey = string | number;

/**
 * How many of a message's blocks (by content block index) keep what their deltas carried, per
 * kind: the CLI abandons a response from the block streaming when it broke on (the first without
 * an assistant line), never one far behind it.
 */
const BLOCK_WINDOW = 64;

/**
 * How many block fingerprints the round remembers, of all its messages together, per source
 * (assistant blocks, streamed blocks): a line can only repeat a recent block. A message of a
 * million blocks kept one of each for the whole message.
 */
const FINGERPRINT_WINDOW = 1 << 15;

interface KindState {
  /** UTF-16 units seen as deltas, and as assistant blocks. */
  streamed: number;
  fromAssistant: number;
  /**
   * UTF-16 units passed on: the longer of the two while the deltas are taken, the lines' alone
   * once they are not (`refuted`, or the message abandoned).
   */
  emitted: number;
  /** The deltas said other text than the assistant lines: from then on the lines alone say this kind. */
  refuted: boolean;
  /**
   * Assistant blocks said before their deltas came, oldest first (at most BLOCK_WINDOW): the
   * next delta block must start where the first begins and repeat it.
   */
  ahead: LineBlock[];
  /**
   * Per content block index of the last BLOCK_WINDOW the deltas went to, what they carried, to
   * say how much an abandoned block took back. Older ones add up in `forgotten`.
   */
  blocks: Map<number, BlockCount>;
  /** The oldest key of `blocks`, as RecentMap finds it: one iterator for the map's life. */
  oldest: Iterator<number> | undefined;
  /** What the blocks dropped from `blocks` carried, and the lowest index among them. */
  forgotten: { units: number; low: number };
  /** The block the last delta went to: a block's deltas come in a row, so most skip the map. */
  lastIndex: number;
  last: BlockCount | undefined;
}

interface BlockCount {
  units: number;
  /** FNV-1a of the units the deltas carried, so an assistant block repeating them is known as such. */
  hash: number;
  /** Where in the kind's text (its UTF-16 units, blocks one after the other) the block's first delta went. */
  start: number;
  /** The assistant block of this content block, once one said it: its deltas may not go past it, and must be it where they reach its end. */
  line: LineBlock | undefined;
}

/** An assistant block by its place in the kind's text, its length and its hash: all a delta is checked against. */
interface LineBlock {
  start: number;
  length: number;
  hash: number;
}

const newKind = (): KindState => ({
  streamed: 0,
  fromAssistant: 0,
  emitted: 0,
  refuted: false,
  ahead: [],
  blocks: new Map(),
  oldest: undefined,
  forgotten: { units: 0, low: Infinity },
  lastIndex: -1,
  last: undefined,
});

/**
 * The fingerprints of the blocks a round's messages took, in windows of recent ones shared by
 * all its messages, so a round keeps a bounded number whatever its messages and blocks. Each is
 * of one message (its serial, first), so text that one message repeats adds nothing to it while
 * another message that says the same still says it.
 */
export class BlockFingerprints {
  // The assistant blocks taken: a repeated line adds nothing.
  readonly taken = new RecentSet<string>(FINGERPRINT_WINDOW);
  // The blocks the deltas left (the one they are in is checked as it is), with where each began
  // in its kind's text, so a line repeating any of them is known in one lookup, not by a walk
  // over every block (a message of many blocks and as many repeated lines was quadratic), and
  // lines that catch up with the deltas in order are known to. A block the deltas go back to
  // (hostile input) keeps its earlier fingerprint too.
  readonly streamed = new RecentMap<string, number>(FINGERPRINT_WINDOW);
  private serials = 0;

  /** A number for a new message, that no other message of the round has. */
  nextSerial(): number {
    return this.serials++;
  }
}

export class MessageText {
  /** Saw a stream event of this message. */
  streamed = false;
  /**
   * A delta of it came without api_message_id: where it went, the lines did not say (Claude Code
   * before 2.1.312 writes none, a message_start tells whose deltas follow).
   */
  guessed = false;
  /** Reached message_delta or message_stop: nothing of it can be abandoned any more. */
  complete = false;
  /**
   * Reached message_delta, which the model API sends before message_stop: a message_stop without
   * it is the CLI closing a stream that broke.
   */
  delivered = false;
  /** Another message began after it: an assistant line without an id is of it only if it repeats it. */
  closed = false;
  abandoned = false;
  private readonly kinds: Record<TextKind, KindState> = { text: newKind(), reasoning: newKind() };
  private readonly serial: number;

  /**
   * `partId`: the id the parts carry ('' for a message whose id was never said). `key`: the one
   * the round knows it by, its id or a key of its own for a message without one, so two messages
   * without an id are still two to `breaks` (the round's, which puts the break between this
   * message's text and the text before) and to the usage count.
   */
  constructor(
    readonly partId: string,
    readonly key: MessageKey,
    private readonly breaks: MessageBreaks<MessageKey>,
    private readonly fingerprints: BlockFingerprints,
  ) {
    this.serial = fingerprints.nextSerial();
  }

  /** A text or thinking delta of block `index`; appends what it adds to `out`, and says whether it did. */
  delta(kind: TextKind, index: number, text: string, out: ContentPart[]): boolean {
    const state = this.kinds[kind];
    if (this.abandoned || state.refuted) return false;
    const before = state.streamed;
    let block = state.last;
    if (index !== state.lastIndex) {
      // The deltas leave a block: what it said so far is known by its fingerprint from now on.
      if (block !== undefined) this.fingerprints.streamed.set(this.blockFingerprint(kind, block), block.start);
      block = state.blocks.get(index);
    }
    if (block === undefined) {
      // Under text the lines said already, a block must begin where the next of their blocks does.
      block = { units: 0, hash: FNV_OFFSET, start: before, line: before < state.fromAssistant ? nextAhead(state, before) : undefined };
      state.blocks.set(index, block);
      if (state.blocks.size > BLOCK_WINDOW) forgetOldest(state);
    }
    state.lastIndex = index;
    state.last = block;
    const units = block.units + text.length;
    const hash = fnv(block.hash, text);
    const line = block.line;
    // Deltas where an assistant line said the text must repeat that line in its place, and end
    // where it ends; nothing checks them against text the lines said out of place, so they are
    // not taken there. Either way, they pass nothing on: the line did.
    if (line !== undefined ? block.start + block.units !== before || units > line.length || (units === line.length && hash !== line.hash) : before < state.fromAssistant) {
      state.refuted = true;
      return false;
    }
    block.units = units;
    block.hash = hash;
    state.streamed = before + text.length;
    return this.extend(kind, state, before, text, out);
  }

  /**
   * A whole text or thinking block of an assistant line; as `delta`. Where the deltas said more
   * than the lines before it, the line goes on from them only if it begins with what they said
   * of their block; otherwise it is another message's, or they were: what they said past the
   * lines is retracted (a `stream-mismatch` warning says so) and the line is said whole.
   */
  block(kind: TextKind, text: string, out: ContentPart[]): boolean {
    const hash = fnv(FNV_OFFSET, text);
    const fingerprint = this.fingerprint(kind, text.length, hash);
    if (!this.fingerprints.taken.addNew(fingerprint)) return false;
    const state = this.kinds[kind];
    const at = state.fromAssistant;
    if (state.emitted > at) {
      const last = state.last;
      if (!this.abandoned && !state.refuted && last !== undefined && last.start === at && at + last.units === state.streamed && text.length >= last.units && fnvPrefix(FNV_OFFSET, text, last.units) === last.hash) {
        // The line of the block the deltas are in: it says what they have not said yet.
        last.line = { start: at, length: text.length, hash };
        state.fromAssistant = at + text.length;
        return this.extend(kind, state, at, text, out);
      }
      if (this.repeatsLeftBlock(kind, at, text.length, fingerprint)) return false;
      const part = this.retraction(kind, state, state.emitted - at);
      out.push(part, {
        type: 'warning',
        code: 'stream-mismatch',
        message: `The response ${this.partId || '(without an id)'} streamed other text than its assistant line says: ${retractedSentence([part], 'it had streamed past its earlier lines')}, and the line's is said instead.`,
      });
      state.refuted = true;
    } else if (!this.abandoned && !state.refuted) {
      state.ahead.push({ start: at, length: text.length, hash });
      if (state.ahead.length > BLOCK_WINDOW) state.ahead.shift();
    }
    state.fromAssistant = at + text.length;
    return this.extend(kind, state, at, text, out);
  }

  /**
   * Whether this text was said already, as an assistant block or as the deltas of one block: a
   * line repeating it adds nothing, even one that comes after the stream ended.
   */
  took(kind: TextKind, text: string): boolean {
    const fingerprint = this.fingerprint(kind, text.length, fnv(FNV_OFFSET, text));
    return this.fingerprints.taken.has(fingerprint) || this.streamedBlock(kind, fingerprint);
  }

  /**
   * The message was abandoned: what its deltas said past its assistant lines is not part of the
   * answer, or of it only what they said from block `from` on, where the CLI names that block.
   * Returns the retract parts.
   */
  abandon(from: number | undefined): ContentPart[] {
    this.abandoned = true;
    const parts: ContentPart[] = [];
    for (const kind of KINDS) {
      const state = this.kinds[kind];
      let units = state.emitted - state.fromAssistant;
      if (from !== undefined) {
        let named = 0;
        for (const [index, block] of state.blocks) if (index >= from) named += block.units;
        // Blocks far behind the stream count when `from` is at or before them all (0, the whole
        // response, above all); one among them named (not what the CLI names) takes back only
        // what the window holds.
        if (from <= state.forgotten.low) named += state.forgotten.units;
        units = Math.min(units, named);
      }
      if (units > 0) parts.push(this.retraction(kind, state, units));
    }
    return parts;
  }

  private retraction(kind: TextKind, state: KindState, units: number): ContentPart {
    state.emitted -= units;
    return kind === 'text'
      ? { type: 'text-retract', id: this.partId, length: this.breaks.retract(this.key, units) }
      : { type: 'reasoning-retract', id: this.partId, length: units };
  }

  /**
   * Whether an assistant block at `at` only repeats a block the deltas left: the lines catch up
   * with the deltas when it began at `at`, else it is a late copy. The block they are in, said at
   * another place, is not: what they said before it there is then unconfirmed text ahead of the
   * line, and only retracting both takes that out.
   */
  private repeatsLeftBlock(kind: TextKind, at: number, length: number, fingerprint: string): boolean {
    const start = this.fingerprints.streamed.get(fingerprint);
    if (start === undefined) return false;
    if (start === at) this.kinds[kind].fromAssistant = at + length;
    return true;
  }

  /** Whether the deltas said a block of this fingerprint: one they left, or the one they are in. */
  private streamedBlock(kind: TextKind, fingerprint: string): boolean {
    if (this.fingerprints.streamed.has(fingerprint)) return true;
    const last = this.kinds[kind].last;
    return last !== undefined && this.blockFingerprint(kind, last) === fingerprint;
  }

  private extend(kind: TextKind, state: KindState, before: number, text: string, out: ContentPart[]): boolean {
    const after = before + text.length;
    if (after <= state.emitted) return false;
    const piece = before >= state.emitted ? text : text.slice(state.emitted - before);
    state.emitted = after;
    if (kind === 'text') out.push({ type: 'text-delta', id: this.partId, text: this.breaks.piece(this.key, piece) });
    else out.push({ type: 'reasoning-delta', id: this.partId, text: piece });
    return true;
  }

  /** A block of this message by kind, length and hash: the same for its deltas as for its line. */
  private fingerprint(kind: TextKind, length: number, hash: number): string {
    return `${this.serial}:${kind}:${length}:${hash}`;
  }

  private blockFingerprint(kind: TextKind, block: BlockCount): string {
    return this.fingerprint(kind, block.units, block.hash);
  }
}

const KINDS = ['text', 'reasoning'] as const;

/** The assistant block said ahead that a delta block beginning at `start` repeats, if it is the next one. */
function nextAhead(state: KindState, start: number): LineBlock | undefined {
  const next = state.ahead[0];
  if (next === undefined || next.start !== start) return undefined;
  state.ahead.shift();
  return next;
}

/** Drops the block the deltas went to longest ago, adding what it carried to `forgotten`. */
function forgetOldest(state: KindState): void {
  const index = (state.oldest ??= state.blocks.keys()).next().value as number;
  const block = state.blocks.get(index)!;
  state.blocks.delete(index);
  state.forgotten.units += block.units;
  state.forgotten.low = Math.min(state.forgotten.low, index);
}

const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a over UTF-16 units, going on from `h`, so a block's deltas hash as its whole text does:
 * with the length, enough to tell a repeated block from another.
 */
function fnv(h: number, text: string): number {
  return fnvPrefix(h, text, text.length);
}

/** FNV-1a of the first `length` UTF-16 units of `text`, going on from `h`. */
function fnvPrefix(h: number, text: string, length: number): number {
  for (let i = 0; i < length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
