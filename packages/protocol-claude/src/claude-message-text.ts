/**
 * What of one message's text and reasoning has been passed on, so each character is passed on
 * exactly once whichever way it arrives: as stream deltas, as whole blocks on assistant lines,
 * both, in either order, or repeated. Both sources describe the same sequence of blocks, so the
 * answer so far is the longer of the two prefixes; only what extends it is new. What it knows of
 * single blocks lives in windows of recent ones (FINGERPRINT_WINDOW, BLOCK_WINDOW): a line that
 * repeats a block further back than that, and has no uuid the reader still knows, says it again.
 */
import { RecentSet, type ContentPart, type MessageBreaks } from '@mwh/protocol-core';

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
  /** UTF-16 units passed on: the longer of the two. */
  emitted: number;
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
}

const newKind = (): KindState => ({
  streamed: 0,
  fromAssistant: 0,
  emitted: 0,
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
  // The blocks the deltas left (the one they are in is checked as it is), so a line repeating
  // any of them is known in one lookup, not by a walk over every block: a message of many
  // blocks and as many repeated lines was quadratic. A block the deltas go back to (hostile
  // input) keeps its earlier fingerprint too.
  readonly streamed = new RecentSet<string>(FINGERPRINT_WINDOW);
  private serials = 0;

  /** A number for a new message, that no other message of the round has. */
  nextSerial(): number {
    return this.serials++;
  }
}

export class MessageText {
  /** Saw a stream event of this message. */
  streamed = false;
  /** Reached message_delta or message_stop: nothing of it can be abandoned any more. */
  complete = false;
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
    if (this.abandoned) return false;
    const state = this.kinds[kind];
    let block = state.last;
    if (index !== state.lastIndex) {
      // The deltas leave a block: what it said so far is known by its fingerprint from now on.
      if (block !== undefined) this.fingerprints.streamed.add(this.blockFingerprint(kind, block));
      block = state.blocks.get(index);
    }
    if (block === undefined) {
      block = { units: 0, hash: FNV_OFFSET };
      state.blocks.set(index, block);
      if (state.blocks.size > BLOCK_WINDOW) forgetOldest(state);
    }
    state.lastIndex = index;
    state.last = block;
    block.units += text.length;
    block.hash = fnv(block.hash, text);
    const before = state.streamed;
    state.streamed += text.length;
    return this.extend(kind, state, before, text, out);
  }

  /** A whole text or thinking block of an assistant line; as `delta`. */
  block(kind: TextKind, text: string, out: ContentPart[]): boolean {
    if (!this.fingerprints.taken.addNew(this.fingerprintOf(kind, text))) return false;
    const state = this.kinds[kind];
    const before = state.fromAssistant;
    state.fromAssistant += text.length;
    return this.extend(kind, state, before, text, out);
  }

  /**
   * Whether this text was said already, as an assistant block or as the deltas of one block: a
   * line repeating it adds nothing, even one that comes after the stream ended.
   */
  took(kind: TextKind, text: string): boolean {
    const fingerprint = this.fingerprintOf(kind, text);
    if (this.fingerprints.taken.has(fingerprint) || this.fingerprints.streamed.has(fingerprint)) return true;
    const last = this.kinds[kind].last;
    return last !== undefined && this.blockFingerprint(kind, last) === fingerprint;
  }

  /**
   * The message was abandoned from block `from` on: what its deltas streamed from there is not
   * part of the answer. Returns the retract parts.
   */
  abandon(from: number): ContentPart[] {
    this.abandoned = true;
    const parts: ContentPart[] = [];
    for (const kind of ['text', 'reasoning'] as const) {
      const state = this.kinds[kind];
      let units = 0;
      for (const [index, block] of state.blocks) {
        if (index < from) continue;
        units += block.units;
      }
      // Blocks far behind the stream count when `from` is at or before them all (0, the whole
      // response, above all); one among them named (not what the CLI names) takes back only
      // what the window holds.
      if (from <= state.forgotten.low) units += state.forgotten.units;
      units = Math.min(units, state.emitted);
      if (units === 0) continue;
      if (kind === 'text') parts.push({ type: 'text-retract', id: this.partId, length: this.breaks.retract(this.key, units) });
      else parts.push({ type: 'reasoning-retract', id: this.partId, length: units });
    }
    return parts;
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

  private fingerprintOf(kind: TextKind, text: string): string {
    return `${this.serial}:${kind}:${text.length}:${fnv(FNV_OFFSET, text)}`;
  }

  /** The fingerprint of what a block's deltas said, as `fingerprintOf` gives it for that text. */
  private blockFingerprint(kind: TextKind, block: BlockCount): string {
    return `${this.serial}:${kind}:${block.units}:${block.hash}`;
  }
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
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
