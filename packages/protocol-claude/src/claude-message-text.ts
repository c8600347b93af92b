/**
 * What of one message's text and reasoning has been passed on, so each character is passed on
 * exactly once whichever way it arrives: as stream deltas, as whole blocks on assistant lines,
 * both, in either order, or repeated. Both sources describe the same sequence of blocks, so the
 * answer so far is the longer of the two prefixes; only what extends it is new.
 */
import type { ContentPart, MessageBreaks } from '@mwh/protocol-core';

export type TextKind = 'text' | 'reasoning';

/**
 * How the reader knows a message: its id, or a number of its own for one without. A number is
 * never equal to a string, so no id (any string the CLI writes, '' or one with a NUL included)
 * can be taken for a message without one.
 */
export type MessageKey = string | number;

interface KindState {
  /** UTF-16 units seen as deltas, and as assistant blocks. */
  streamed: number;
  fromAssistant: number;
  /** UTF-16 units passed on: the longer of the two. */
  emitted: number;
  /** Per content block index, what the deltas carried, to say how much an abandoned block took back. */
  blocks: Map<number, BlockCount>;
  /** The block the last delta went to: a block's deltas come in a row, so most skip the map. */
  lastIndex: number;
  last: BlockCount | undefined;
}

interface BlockCount {
  units: number;
  /** FNV-1a of the units the deltas carried, so an assistant block repeating them is known as such. */
  hash: number;
}

const newKind = (): KindState => ({ streamed: 0, fromAssistant: 0, emitted: 0, blocks: new Map(), lastIndex: -1, last: undefined });

export class MessageText {
  /** Saw a stream event of this message. */
  streamed = false;
  /** Reached message_delta or message_stop: nothing of it can be abandoned any more. */
  complete = false;
  /** Another message began after it: an assistant line without an id is of it only if it repeats it. */
  closed = false;
  abandoned = false;
  private readonly kinds: Record<TextKind, KindState> = { text: newKind(), reasoning: newKind() };
  // Fingerprints of the assistant blocks already taken: a repeated line adds nothing.
  private readonly blocksTaken = new Set<string>();
  // Fingerprints of the blocks the deltas left (the one they are in is checked as it is), so a
  // line repeating any of them is known in one lookup, not by a walk over every block: a message
  // of many blocks and as many repeated lines was quadratic. A block the deltas go back to
  // (hostile input) keeps its earlier fingerprint too.
  private readonly blocksStreamed = new Set<string>();

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
  ) {}

  /** A text or thinking delta of block `index`; appends what it adds to `out`, and says whether it did. */
  delta(kind: TextKind, index: number, text: string, out: ContentPart[]): boolean {
    if (this.abandoned) return false;
    const state = this.kinds[kind];
    let block = state.last;
    if (index !== state.lastIndex) {
      // The deltas leave a block: what it said so far is known by its fingerprint from now on.
      if (block !== undefined) this.blocksStreamed.add(blockFingerprint(kind, block));
      block = state.blocks.get(index);
    }
    if (block === undefined) {
      block = { units: 0, hash: FNV_OFFSET };
      state.blocks.set(index, block);
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
    const fingerprint = fingerprintOf(kind, text);
    if (this.blocksTaken.has(fingerprint)) return false;
    this.blocksTaken.add(fingerprint);
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
    const fingerprint = fingerprintOf(kind, text);
    if (this.blocksTaken.has(fingerprint) || this.blocksStreamed.has(fingerprint)) return true;
    const last = this.kinds[kind].last;
    return last !== undefined && blockFingerprint(kind, last) === fingerprint;
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
}

function fingerprintOf(kind: TextKind, text: string): string {
  return `${kind}:${text.length}:${fnv(FNV_OFFSET, text)}`;
}

/** The fingerprint of what a block's deltas said, as `fingerprintOf` gives it for that text. */
function blockFingerprint(kind: TextKind, block: BlockCount): string {
  return `${kind}:${block.units}:${block.hash}`;
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
