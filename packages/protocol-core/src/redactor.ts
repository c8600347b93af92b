/**
 * Removes secrets from text, from JSON-like values (keys included) and from a stream of deltas
 * where a secret is split across two or more of them. One Aho-Corasick automaton holds every
 * secret, so the work is linear in the text whatever the secrets share; every character covered
 * by any occurrence of any secret is masked, so overlapping or nested secrets leave nothing
 * behind. A stream holds back only the text that could still become part of a secret.
 */
export const REDACTED = '[REDACTED]';

/** The root: where a scan is while no secret has begun. */
const NO_NODE = 0;
/**
 * Table entries (4 bytes each) the transition table may take; past that, failure links are
 * followed. A redactor that streams builds a second table of about the same size (`rows`).
 */
const TABLE_LIMIT = 1 << 22;
/** How JSON escapes decode, by the character after the backslash (`u` is read separately). */
export const JSON_ESCAPES: Readonly<Record<number, number>> = { 34: 34, 92: 92, 47: 47, 98: 8, 102: 12, 110: 10, 114: 13, 116: 9 };

/** The code unit at `i` of raw JSON text and how many characters carry it: an escape decoded. */
function decodedAt(text: string, i: number): [code: number, width: number] {
  const code = text.charCodeAt(i);
  if (code !== 92 || i + 1 >= text.length) return [code, 1];
  const escape = text.charCodeAt(i + 1);
  const simple = JSON_ESCAPES[escape];
  if (simple !== undefined) return [simple, 2];
  const hex = text.slice(i + 2, i + 6);
  return escape === 117 && /^[0-9a-fA-F]{4}$/.test(hex) ? [parseInt(hex, 16), 6] : [code, 1];
}

/** What a cut can leave of one escape: `uXXXX` of `\uXXXX` at most. */
const MAX_ESCAPE_REMNANT = 5;

/** `text` may be what a cut left of an escape whose backslash (and more) it took. */
function isEscapeRemnant(text: string): boolean {
  return /^(u[0-9a-fA-F]{0,4}|[0-9a-fA-F]{1,4}|[bfnrt"\\/])$/.test(text);
}

/** The automaton over all secrets, by UTF-16 code unit; node 0 is the root. */
export class Automaton {
  /** Root transitions, indexed by code unit: 0 where no secret starts with it. */
  readonly rootNext = new Int32Array(65536);
  readonly next: Map<number, number>[] = [new Map()];
  readonly fail: number[] = [0];
  readonly depth: number[] = [0];
  /** The longest secret that ends at this node (a suffix of its path), 0 if none. */
  readonly out: number[] = [0];
  /**
   * The deepest node on this node's failure chain (itself included) that some secret continues
   * from: how much of the text read so far a later secret could still begin in.
   */
  readonly reach: number[] = [0];
  readonly longest: number;
  /**
   * The whole transition function as a table, when it is small enough: one row per node, one
   * column per code unit that occurs in a secret (column 0 for every other, which leads to the
   * root). A step is then two array reads, whatever the failure chain.
   */
  readonly classOf: Uint16Array | undefined;
  readonly table: Int32Array | undefined;
  readonly width: number = 0;

  constructor(secrets: readonly string[]) {
    let longest = 0;
    for (const secret of secrets) {
      let node = 0;
      for (let i = 0; i < secret.length; i++) {
        const code = secret.charCodeAt(i);
        let child = this.next[node]!.get(code);
        if (child === undefined) {
          child = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.depth.push(i + 1);
          this.out.push(0);
          this.reach.push(0);
          this.next[node]!.set(code, child);
        }
        node = child;
      }
      this.out[node] = secret.length;
      longest = Math.max(longest, secret.length);
    }
    this.longest = longest;
    // Breadth first, so a node's failure link is final before its children need it.
    const queue: number[] = [];
    for (const [code, child] of this.next[0]!) {
      this.rootNext[code] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      for (const [code, child] of this.next[node]!) {
        this.fail[child] = this.step(this.fail[node]!, code);
        this.out[child] = Math.max(this.out[child]!, this.out[this.fail[child]!]!);
        queue.push(child);
      }
    }
    for (const node of queue) this.reach[node] = this.next[node]!.size ? this.depth[node]! : this.reach[this.fail[node]!]!;
    const codes = new Set<number>();
    for (const secret of secrets) for (let i = 0; i < secret.length; i++) codes.add(secret.charCodeAt(i));
    const width = codes.size + 1;
    if (this.next.length * width > TABLE_LIMIT) return;
    const classOf = new Uint16Array(65536);
    let column = 0;
    for (const code of codes) classOf[code] = ++column;
    const table = new Int32Array(this.next.length * width);
    for (const node of [0, ...queue]) {
      const row = node * width;
      const fallback = this.fail[node]! * width;
      for (const code of codes) {
        const c = classOf[code]!;
        const child = this.next[node]!.get(code);
        // Breadth first, so the failure node's row is complete before it is read.
        table[row + c] = child ?? (node === 0 ? 0 : table[fallback + c]!);
      }
    }
    this.classOf = classOf;
    this.table = table;
    this.width = width;
  }

  step(node: number, code: number): number {
    if (this.table) return this.table[node * this.width + this.classOf![code]!]!;
    for (;;) {
      if (node === 0) return this.rootNext[code]!;
      const child = this.next[node]!.get(code);
      if (child !== undefined) return child;
      node = this.fail[node]!;
    }
  }
}

/**
 * Where a scan is: the automaton node, how many code units it has read, and the disjoint,
 * ordered ranges (absolute [start, end) pairs) that are to be masked but not yet written.
 */
export interface ScanState {
  node: number;
  pos: number;
  /** Nothing before this position is written again: a range reaching back is cut here. */
  floor: number;
  ranges: number[];
}

/**
 * Two held deltas at most this long together are joined before they are sliced: V8 copies a
 * slice or a concatenation shorter than 13 code units, and keeps longer ones as views.
 */
const SHORT_PIECES = 24;

/** At most this many code units are searched for a secret's first character by a loop, not `indexOf`. */
const SHORT_SKIP = 12;

/** Masks a block of a stream's record of them holds (24 bytes each); a power of two times FIRST_MASKS. */
const MASK_BLOCK = 256;
/** Masks the first block holds before it grows. */
const FIRST_MASKS = 2;

/** Stands for the table of an automaton too large for one. */
const NO_TABLE = new Int32Array(0);

/**
 * The arrays a scan reads, each always of one type, so that the scan of a delta compiles to a
 * few loads and a tight loop. Shared by a redactor and its streams; not for other use.
 */
export class ScanTables {
  /** `Automaton.table`, or NO_TABLE when failure links are followed instead. */
  readonly table: Int32Array;
  readonly classOf: Uint16Array;
  /** The first 128 entries of `classOf`: most text is ASCII, and these stay in the nearest cache. */
  readonly asciiClass: Uint16Array;
  readonly width: number;
  /** `Automaton.out`: the length of the longest secret that ends at a node, 0 if none. */
  readonly ends: Int32Array;
  readonly reach: Int32Array;
  /**
   * The transition table for streams, when there is one: a row of `width + 2` entries per node,
   * each entry the offset of the next node's row, so a step is one add and one load. An entry is
   * `~offset` (negative) when a secret ends at that node, so the common step reads nothing else;
   * the two entries past the columns hold the node's `ends` and `reach`.
   */
  get rows(): Int32Array {
    // Built for the first stream: a redactor that never streams (a verdict's, stderr's) does not
    // pay for a second table.
    const automaton = this.automaton;
    return (this.streamRows ??= automaton.table ? rowsOf(automaton.table, this.width, automaton.out, automaton.reach) : NO_TABLE);
  }
  private streamRows: Int32Array | undefined;
  /**
   * The one code unit every secret starts with, or -1 if they start with several: at the root
   * every other code unit leads back to the root, so a scan there can skip to the next of this
   * one. (With several, a search for the next of any costs more than stepping through
   * 4-character deltas; see BENCHMARKS.md.)
   */
  readonly firstCode: number;

  /**
   * For each code unit, the nodes it leads to from every node but the root, along the trie's own
   * edges: the first step of a stream whose start was cut (`StreamRedactor.startCut`), where a
   * secret may have begun at any node. Made for the first such stream.
   */
  get cutSteps(): Map<number, number[]> {
    if (this.steps === undefined) {
      const steps = new Map<number, number[]>();
      const next = this.automaton.next;
      for (let node = 1; node < next.length; node++) {
        for (const [code, child] of next[node]!) {
          const list = steps.get(code);
          if (list === undefined) steps.set(code, [child]);
          else list.push(child);
        }
      }
      this.steps = steps;
    }
    return this.steps;
  }
  private steps: Map<number, number[]> | undefined;

  /** `reach` of a stream whose cut start may still finish a secret: more than any text, for every node. */
  get holdAll(): Int32Array {
    return (this.held ??= new Int32Array(this.automaton.next.length).fill(0x7fffffff));
  }
  private held: Int32Array | undefined;

  constructor(readonly automaton: Automaton) {
    this.table = automaton.table ?? NO_TABLE;
    this.classOf = automaton.classOf ?? new Uint16Array(0);
    this.asciiClass = this.classOf.slice(0, 128);
    this.width = automaton.width;
    this.ends = Int32Array.from(automaton.out);
    this.reach = Int32Array.from(automaton.reach);
    const firsts = automaton.next[0]!;
    this.firstCode = firsts.size === 1 ? firsts.keys().next().value! : -1;
  }
}

/** `ScanTables.rows` from the transition table. */
function rowsOf(table: Int32Array, width: number, out: readonly number[], reach: readonly number[]): Int32Array {
  const stride = width + 2;
  const rows = new Int32Array(out.length * stride);
  for (let node = 0; node < out.length; node++) {
    for (let c = 0; c < width; c++) {
      const next = table[node * width + c]!;
      rows[node * stride + c] = out[next] ? ~(next * stride) : next * stride;
    }
    rows[node * stride + width] = out[node]!;
    rows[node * stride + width + 1] = reach[node]!;
  }
  return rows;
}

export class Redactor {
  /** @internal Read by this redactor's streams; undefined without secrets. */
  readonly tables: ScanTables | undefined;

  constructor(secrets: Iterable<string | undefined | null>, readonly mask = REDACTED) {
    const unique = new Set<string>();
    for (const secret of secrets) if (typeof secret === 'string' && secret.length > 0) unique.add(secret);
    this.tables = unique.size ? new ScanTables(new Automaton([...unique])) : undefined;
  }

  get empty(): boolean {
    return this.tables === undefined;
  }

  /** The longest secret's length, in UTF-16 code units. */
  get longest(): number {
    return this.tables?.automaton.longest ?? 0;
  }

  /** Redacts a whole text: every code unit inside any occurrence of any secret is masked. */
  redact(text: string): string {
    if (!this.tables) return text;
    const state: ScanState = { node: NO_NODE, pos: 0, floor: 0, ranges: [] };
    this.scan(text, state);
    return state.ranges.length ? this.write(text, 0, text.length, state.ranges, state.ranges.length) : text;
  }

  /**
   * Redacts raw JSON text (a line that failed to parse, an unknown event): a secret is found
   * whatever escapes (`\u00XX`, `\/`, `\"`) carry some of its characters, and its raw span is masked.
   */
  redactJsonText(raw: string): string {
    const plain = this.redact(raw);
    if (!this.tables || plain.indexOf('\\') === -1) return plain;
    const automaton = this.tables.automaton;
    // Where each of the last `longest` decoded characters started in the raw text.
    const starts = new Int32Array(automaton.longest);
    const state: ScanState = { node: NO_NODE, pos: 0, floor: 0, ranges: [] };
    let node = NO_NODE;
    let decoded = 0;
    for (let i = 0; i < plain.length; ) {
      const [code, width] = decodedAt(plain, i);
      starts[decoded % starts.length] = i;
      node = automaton.step(node, code);
      const length = automaton.out[node]!;
      decoded++;
      i += width;
      if (length) addRange(state, starts[(decoded - length) % starts.length]!, i);
    }
    return state.ranges.length ? this.write(plain, 0, plain.length, state.ranges, state.ranges.length) : plain;
  }

  /**
   * Redacts raw text whose start was cut off (the end of a stderr kept to a size), as
   * `redactJsonText` does, and masks the start as well where it may be the end of a secret
   * that began before the cut, in any escapes and behind what the cut left of one (`073k-..`
   * of `\u0073k-..`): a cut tail otherwise shows all of a secret but its first characters. As a
   * line cut at its end masks what may begin a secret, so this may mask a few characters that
   * only look like the end of one.
   */
  redactCutStart(raw: string): string {
    const text = this.redactJsonText(raw);
    if (!this.tables) return text;
    let end = 0;
    for (let skip = 0; skip <= MAX_ESCAPE_REMNANT && skip < text.length; skip++) {
      if (skip > 0 && !isEscapeRemnant(text.slice(0, skip))) break;
      end = Math.max(end, this.secretEndAt(text, skip));
    }
    return end === 0 ? text : this.mask + text.slice(end);
  }

  /**
   * Where, in `text`, a secret that began before it ends when what is read from `from` on
   * (escapes decoded) finishes one; 0 if nothing does. Every node of the trie but the root is a
   * place a secret may have begun before the cut; from each, the decoded text is followed along
   * the trie's own edges until it falls off or completes that secret.
   */
  private secretEndAt(text: string, from: number): number {
    const automaton = this.tables!.automaton;
    // The decoded characters from `from`, at most the longest secret, and where each ends in `text`.
    const codes: number[] = [];
    const ends: number[] = [];
    for (let i = from; i < text.length && codes.length < automaton.longest; ) {
      const [code, width] = decodedAt(text, i);
      codes.push(code);
      ends.push((i += width));
    }
    let end = 0;
    for (let start = 1; start < automaton.next.length; start++) {
      let node = start;
      for (let k = 0; k < codes.length; k++) {
        const child = automaton.next[node]!.get(codes[k]!);
        if (child === undefined) break;
        node = child;
        // The path to `node` is a whole secret: the text up to here finishes it.
        if (automaton.out[node] === automaton.depth[node] && ends[k]! > end) end = ends[k]!;
      }
    }
    return end;
  }

  /**
   * Redacts every string inside a JSON-like value, object keys included, as `redactJsonText`
   * does (a string may hold JSON text). Iterative, so a value nested any depth cannot overflow
   * the stack; a shared or cyclic object is copied once.
   */
  redactValue<T>(value: T): T {
    if (this.empty) return value;
    if (typeof value === 'string') return this.redactJsonText(value) as T;
    if (typeof value !== 'object' || value === null) return value;
    const copies = new Map<object, unknown>();
    const work: [object, Record<string, unknown> | unknown[]][] = [];
    const copyOf = (item: unknown): unknown => {
      if (typeof item === 'string') return this.redactJsonText(item);
      if (typeof item !== 'object' || item === null) return item;
      const seen = copies.get(item);
      if (seen !== undefined) return seen;
      const copy: Record<string, unknown> | unknown[] = Array.isArray(item) ? new Array<unknown>(item.length) : {};
      copies.set(item, copy);
      work.push([item, copy]);
      return copy;
    };
    const root = copyOf(value);
    while (work.length) {
      const [source, copy] = work.pop()!;
      if (Array.isArray(source)) {
        for (let i = 0; i < source.length; i++) (copy as unknown[])[i] = copyOf(source[i]);
        continue;
      }
      for (const key of Object.keys(source)) {
        const item = copyOf((source as Record<string, unknown>)[key]);
        // defineProperty, so a key named "__proto__" stays a key and never sets the prototype.
        Object.defineProperty(copy, this.redactJsonText(key), { value: item, enumerable: true, writable: true, configurable: true });
      }
    }
    return root as T;
  }

  /** A redactor for one stream of deltas. */
  stream(): StreamRedactor {
    return new StreamRedactor(this);
  }

  /** Reads `text` as the code units from `state.pos` on, adding the ranges it completes. */
  scan(text: string, state: ScanState): void {
    const { table, asciiClass, classOf, width, ends, automaton } = this.tables!;
    const base = state.pos;
    let node = state.node;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      if (table !== NO_TABLE) {
        node = table[node * width + (code < 128 ? asciiClass[code]! : classOf[code]!)]!;
      } else if (node === NO_NODE) {
        node = automaton.rootNext[code]!;
      } else {
        node = automaton.step(node, code);
      }
      const length = ends[node]!;
      if (length !== 0) addRange(state, base + i + 1 - length, base + i + 1);
    }
    state.node = node;
    state.pos = base + n;
  }

  /**
   * The text between absolute positions `from` and `to` (`text` starts at `from`), with the
   * first `count` numbers of `ranges` (pairs, all inside) masked.
   */
  write(text: string, from: number, to: number, ranges: number[], count: number): string {
    let out = '';
    let at = from;
    for (let r = 0; r < count; r += 2) {
      out += text.slice(at - from, ranges[r]! - from) + this.mask;
      at = ranges[r + 1]!;
    }
    return out + text.slice(at - from, to - from);
  }
}

/** Adds [start, end) to the ranges, merging it with every range it overlaps. */
function addRange(state: ScanState, start: number, end: number): void {
  addRangeTo(state.ranges, state.floor, start, end);
}

/** `addRange` on the ranges, none reaching back before `floor`. */
function addRangeTo(ranges: number[], floor: number, start: number, end: number): void {
  // Ends only grow, so the ranges it overlaps are the last ones.
  while (ranges.length && ranges[ranges.length - 1]! > start) {
    start = Math.min(start, ranges[ranges.length - 2]!);
    ranges.pop();
    ranges.pop();
  }
  ranges.push(Math.max(start, floor), end);
}

export class StreamRedactor {
  // Where the scan is (a ScanState's fields, kept here so a delta costs no indirection): text
  // from `floor` to `pos` is held. `node` is the node's row offset in `rows` when there is a
  // table, else its number; the root is 0 either way.
  private node = NO_NODE;
  private pos = 0;
  private floor = 0;
  private readonly ranges: number[] = [];
  /**
   * The deltas that hold text not yet passed on: `size` of them in a ring from `head`, each
   * with the position it ends at (read without touching the string). Held text stays in the
   * deltas it came in and is copied only when it goes out.
   */
  private pieces: string[] = new Array<string>(8).fill('');
  private pieceEnds = new Float64Array(8);
  private head = 0;
  private size = 0;
  /** Code units passed on so far. */
  private sent = 0;
  /**
   * Each mask written: where it began and ended in the text read, and where it began in the
   * text passed on; three numbers a mask, in blocks of MASK_BLOCK masks. Blocks, because a stream
   * that masks a lot (the bench's: one mask in 100 characters) grew one array by copying, and
   * memory touched for the first time is what costs (a page fault for each 4 KiB).
   */
  private readonly masks: Float64Array[] = [];
  private maskCount = 0;
  // The redactor's scan tables, copied here so the scan of a delta runs inline. `rows` and
  // `reach` are others while a cut start may finish a secret (`startCut`).
  private rows: Int32Array;
  private readonly classOf: Uint16Array;
  private readonly asciiClass: Uint16Array;
  private readonly width: number;
  private reach: Int32Array;
  private readonly firstCode: number;
  private readonly firstChar: string;
  /**
   * Set while the stream's start may finish a secret begun in text it no longer has (`startCut`):
   * the trie nodes such a secret may be at, each followed along the trie's own edges from
   * position `cutFrom`. Null (nearly always) otherwise, and once no node can go on.
   */
  private cutNodes: number[] | null = null;
  /** Before the cut start's first character: a secret may have begun at any node (`cutNodes` is empty then). */
  private cutAnywhere = false;
  private cutFrom = 0;

  constructor(private readonly redactor: Redactor) {
    const tables = redactor.tables;
    this.rows = tables?.rows ?? NO_TABLE;
    this.classOf = tables?.classOf ?? new Uint16Array(0);
    this.asciiClass = tables?.asciiClass ?? new Uint16Array(0);
    this.width = tables?.width ?? 0;
    this.reach = tables?.reach ?? new Int32Array(1);
    this.firstCode = tables?.firstCode ?? -1;
    this.firstChar = this.firstCode === -1 ? '' : String.fromCharCode(this.firstCode);
  }

  /** Feeds one delta; returns what is safe to pass on now (possibly ''), as soon as it is safe. */
  push(delta: string): string {
    const start = this.pos;
    const rows = this.rows;
    if (rows !== NO_TABLE) {
      const { asciiClass, classOf, width, firstCode, firstChar } = this;
      let node = this.node;
      const n = delta.length;
      for (let i = 0; i < n; i++) {
        if (node === NO_NODE && firstCode !== -1) {
          // At the root every code unit but `firstCode` leads back to the root: skip to the next
          // one, by a loop over a few characters (a native search costs more there), else by
          // `indexOf`.
          if (n - i > SHORT_SKIP) {
            i = delta.indexOf(firstChar, i);
            if (i === -1) i = n;
          } else {
            while (i < n && delta.charCodeAt(i) !== firstCode) i++;
          }
          if (i === n) {
            if (this.floor !== start || this.ranges.length !== 0) break;
            // Nothing was held and the delta holds no secret nor the start of one: it goes on as it
            // is, and the stream is at the root (it may have come in deeper, after a release).
            this.node = NO_NODE;
            this.pos = this.floor = start + n;
            this.sent += n;
            return delta;
          }
        }
        const code = delta.charCodeAt(i);
        let next = rows[node + (code < 128 ? asciiClass[code]! : classOf[code]!)]!;
        if (next < 0) {
          // A secret ends here: its length is in the row past the columns.
          next = ~next;
          addRangeTo(this.ranges, this.floor, start + i + 1 - rows[next + width]!, start + i + 1);
        }
        node = next;
      }
      this.node = node;
      this.pos = start + n;
    } else if (this.redactor.empty) {
      return delta;
    } else {
      // No table (a secret set too large for one), or a cut start that may still finish a secret
      // (`startCut` leaves the table for this path: the common path stays as it was, a check in it
      // measured 1.12x): the redactor's scan, on a state that shares the ranges.
      const cutEnd = this.cutNodes !== null ? this.walkCut(delta, start) : 0;
      const state: ScanState = { node: this.node, pos: start, floor: this.floor, ranges: this.ranges };
      this.redactor.scan(delta, state);
      this.node = state.node;
      this.pos = state.pos;
      if (cutEnd !== 0) this.addCutRange(cutEnd);
      if (this.cutNodes === null && this.reach === this.holdAll) this.endCut();
    }
    const floor = this.floor;
    const end = this.pos;
    // Text before `safe` cannot be part of a secret that ends later (while a cut start may still
    // finish one, `reach` holds all: `holdAll`).
    const safe = end - this.reachHere();
    let cut = safe > floor ? safe : floor;
    const ranges = this.ranges;
    let count = 0;
    while (count < ranges.length) {
      if (ranges[count + 1]! > safe) {
        // A range that may still grow is written once nothing can reach it.
        const begin = ranges[count]!;
        if (begin < safe) cut = begin > floor ? begin : floor;
        break;
      }
      count += 2;
    }
    if (floor === start && count === 0) {
      // Nothing was held (most deltas): the delta, or its head, goes on; what may begin a secret stays.
      if (cut === end) {
        this.floor = end;
        this.sent += delta.length;
        return delta;
      }
      if (delta.length !== 0) this.hold(delta, end);
      if (cut === floor) return '';
      this.floor = cut;
      this.sent += cut - start;
      return delta.slice(0, cut - start);
    }
    if (delta.length !== 0) this.hold(delta, end);
    if (cut === floor) return '';
    const out = count === 0 ? this.text(floor, cut) : this.write(floor, cut, count);
    this.sent += out.length;
    if (count !== 0) dropRanges(ranges, count);
    this.drop(cut);
    return out;
  }

  /** Code units read so far. */
  get read(): number {
    return this.pos;
  }

  /** Code units passed on so far. */
  get written(): number {
    return this.sent;
  }

  /** A mask was written: positions in what was read and in what went out differ. */
  get masked(): boolean {
    return this.maskCount > 0;
  }

  /**
   * Where position `position` of the text read (one already passed on) is in the text passed
   * on; inside a mask, the mask's start, so taking back from there takes the whole mask.
   */
  outputAt(position: number): number {
    for (let k = this.maskCount - 1; k >= 0; k--) {
      const block = this.masks[(k / MASK_BLOCK) | 0]!;
      const m = (k % MASK_BLOCK) * 3;
      if (position >= block[m + 1]!) return block[m + 2]! + this.redactor.mask.length + (position - block[m + 1]!);
      if (position > block[m]!) return block[m + 2]!;
    }
    return position;
  }

  /**
   * A boundary (a tool call) where what is held must be shown: all of it goes out, ranges that
   * may still grow masked, but the stream remembers where it is. If it goes on to complete a
   * secret that began in what went out, the rest of that secret is masked too, so the parts of
   * one stream never add up to a secret.
   */
  release(): string {
    if (this.floor === this.pos) return '';
    const out = this.write(this.floor, this.pos, this.ranges.length);
    this.sent += out.length;
    dropRanges(this.ranges, this.ranges.length);
    this.drop(this.pos);
    return out;
  }

  /** The stream ended (or the message did): whatever was held back, redacted. */
  flush(): string {
    const out = this.release();
    this.node = NO_NODE;
    if (this.cutNodes !== null) {
      this.cutNodes = null;
      this.cutAnywhere = false;
      this.endCut();
    }
    return out;
  }

  /**
   * The stream's start follows text it no longer has (a stream forgotten at a bound and met
   * again): what its first characters finish of a secret begun there is masked, as
   * `Redactor.redactCutStart` masks the start of a cut stderr tail, and held until that is known.
   * `at` (a `trieNode` of the stream before) says where that text was; without it a secret may
   * have begun anywhere, and the start is masked wherever it may end one. Called again, the
   * places add up. Over-masking a start that only looks like a secret's end is the price of a
   * bound; letting a secret through is not.
   */
  startCut(at?: number): void {
    if (this.redactor.empty || this.cutAnywhere) return;
    if (this.cutNodes === null) {
      this.cutFrom = this.pos;
      // Off the table's path, whose skip would pass a delta on whole, onto the one with a check
      // for this, its node as a node of the trie; `reach` holding all until the cut is settled.
      this.node = this.trieNode;
      this.rows = NO_TABLE;
      this.reach = this.holdAll;
    }
    if (at === undefined) {
      this.cutNodes = [];
      this.cutAnywhere = true;
      return;
    }
    // A secret the text before may have begun is on the failure chain of where it was. A new
    // list: the one walked last may be shared with the redactor's `cutSteps`.
    const nodes = this.cutNodes === null ? [] : this.cutNodes.slice();
    const { fail } = this.redactor.tables!.automaton;
    for (let node = at; node !== NO_NODE; node = fail[node]!) if (!nodes.includes(node)) nodes.push(node);
    this.cutNodes = nodes.length !== 0 ? nodes : null;
  }

  /** Where the scan is, as a node of the redactor's trie (0 is the root): for `startCut`. */
  get trieNode(): number {
    return this.rows !== NO_TABLE ? this.node / (this.width + 2) : this.node;
  }

  /** A `reach` for every node larger than any text: nothing read is passed on while it is used. */
  private get holdAll(): Int32Array {
    return this.redactor.tables!.holdAll;
  }

  /** The cut start is settled: back to the table's path, if the redactor has one. */
  private endCut(): void {
    const tables = this.redactor.tables!;
    this.reach = tables.reach;
    const rows = tables.rows;
    if (rows === NO_TABLE) return;
    this.rows = rows;
    this.node *= this.width + 2;
  }

  /** A cut start may still finish a secret: `startCut` was called and its nodes can go on. */
  get cutPending(): boolean {
    return this.cutNodes !== null;
  }

  /**
   * Follows the cut start's nodes over `delta` (read from `start`); returns where the furthest
   * secret they finish in it ends, 0 if none does.
   */
  private walkCut(delta: string, start: number): number {
    const tables = this.redactor.tables!;
    const { next, out, depth } = tables.automaton;
    let nodes = this.cutNodes!;
    let end = 0;
    for (let i = 0; i < delta.length; i++) {
      const code = delta.charCodeAt(i);
      nodes = this.cutAnywhere ? (tables.cutSteps.get(code) ?? []) : stepAll(next, nodes, code);
      this.cutAnywhere = false;
      // The path to a reached node is a whole secret: the text up to here finishes it.
      for (const node of nodes) if (out[node] === depth[node]) end = start + i + 1;
      if (nodes.length === 0) break;
    }
    this.cutNodes = nodes.length !== 0 || this.cutAnywhere ? nodes : null;
    return end;
  }

  /**
   * Masks from the cut to `end`: merged with every range it overlaps (all start at or after the
   * cut, and may end before or after `end`), as `addRangeTo` merges, none reaching back before the floor.
   */
  private addCutRange(end: number): void {
    const ranges = this.ranges;
    let k = 0;
    while (k < ranges.length && ranges[k]! < end) {
      if (ranges[k + 1]! > end) end = ranges[k + 1]!;
      k += 2;
    }
    const begin = this.cutFrom > this.floor ? this.cutFrom : this.floor;
    ranges.splice(0, k, begin, end);
  }

  /**
   * Goes on from where `before`, a stream of the same redactor whose held text went out, is: a
   * secret that began there and that this stream's first text finishes is masked here. For a
   * stream that follows another in what a reader joins (the answer's next message).
   */
  continueFrom(before: StreamRedactor): void {
    if (this.pos !== 0 || before.redactor !== this.redactor) return;
    // Either may be off the table's path (`startCut`), where a node is numbered as in the trie.
    const node = before.trieNode;
    this.node = this.rows !== NO_TABLE ? node * (this.width + 2) : node;
  }

  /** Text is held back. */
  get pending(): boolean {
    return this.floor < this.pos;
  }

  /** Code units read and not yet passed on: `read - held` is where what went out ends. */
  get held(): number {
    return this.pos - this.floor;
  }

  /** Nothing is held and nothing read so far can be the start of a secret (nor finish one begun before a cut: `holdAll`). */
  get idle(): boolean {
    return this.floor === this.pos && this.reachHere() === 0;
  }

  /** How much of the text read a secret could still begin in (`Automaton.reach` of the node). */
  private reachHere(): number {
    return this.rows !== NO_TABLE ? this.rows[this.node + this.width + 1]! : this.reach[this.node]!;
  }

  /**
   * The held text from `from` to `to`, the first `count` numbers of the ranges (all inside)
   * masked; notes where each mask went.
   */
  private write(from: number, to: number, count: number): string {
    const ranges = this.ranges;
    const mask = this.redactor.mask;
    let out = '';
    let at = from;
    for (let r = 0; r < count; r += 2) {
      this.noteMask(ranges[r]!, ranges[r + 1]!, this.sent + out.length + ranges[r]! - at);
      out += this.text(at, ranges[r]!) + mask;
      at = ranges[r + 1]!;
    }
    return out + this.text(at, to);
  }

  private noteMask(start: number, end: number, outStart: number): void {
    const slot = this.maskCount % MASK_BLOCK;
    const masks = this.masks;
    let block = masks[masks.length - 1]!;
    if (slot === 0) {
      // The first block starts small and doubles up to a whole one: a round keeps every stream
      // that masked something, most of them with a mask or two.
      block = new Float64Array(this.maskCount === 0 ? FIRST_MASKS * 3 : MASK_BLOCK * 3);
      masks.push(block);
    } else if (slot * 3 === block.length) {
      const grown = new Float64Array(block.length * 2);
      grown.set(block);
      masks[0] = block = grown;
    }
    block[slot * 3] = start;
    block[slot * 3 + 1] = end;
    block[slot * 3 + 2] = outStart;
    this.maskCount++;
  }

  /** The held text between positions `from` and `to`. */
  private text(from: number, to: number): string {
    if (from >= to) return '';
    const { pieces, pieceEnds } = this;
    const wrap = pieces.length - 1;
    let i = this.head;
    while (pieceEnds[i]! <= from) i = (i + 1) & wrap;
    let piece = pieces[i]!;
    let end = pieceEnds[i]!;
    let start = end - piece.length;
    const second = (i + 1) & wrap;
    if (end < to && pieceEnds[second]! >= to && pieceEnds[second]! - start <= SHORT_PIECES) {
      // Two short deltas (each release, on text that keeps a secret's start in view): one
      // concatenation and one slice, where slicing both and joining them copies three times.
      return (piece + pieces[second]!).slice(from - start, to - start);
    }
    // One delta, or several: a slice of the first, then what follows.
    let out = from === start && end <= to ? piece : piece.slice(from - start, end < to ? piece.length : to - start);
    while (end < to) {
      start = end;
      i = (i + 1) & wrap;
      piece = pieces[i]!;
      end = pieceEnds[i]!;
      out += end <= to ? piece : piece.slice(0, to - start);
    }
    return out;
  }

  /** Keeps a delta that ends at position `end` (the held text ends there). */
  private hold(delta: string, end: number): void {
    let pieces = this.pieces;
    if (this.size === pieces.length) {
      // Full: twice the room, in order from the start.
      const grown = new Array<string>(pieces.length * 2).fill('');
      const grownEnds = new Float64Array(pieces.length * 2);
      for (let k = 0; k < this.size; k++) {
        grown[k] = pieces[(this.head + k) & (pieces.length - 1)]!;
        grownEnds[k] = this.pieceEnds[(this.head + k) & (pieces.length - 1)]!;
      }
      this.pieces = pieces = grown;
      this.pieceEnds = grownEnds;
      this.head = 0;
    }
    const at = (this.head + this.size++) & (pieces.length - 1);
    pieces[at] = delta;
    this.pieceEnds[at] = end;
  }

  /** Everything before `cut` went out: deltas wholly before it are let go. */
  private drop(cut: number): void {
    this.floor = cut;
    const { pieces, pieceEnds } = this;
    let head = this.head;
    let size = this.size;
    while (size !== 0 && pieceEnds[head]! <= cut) {
      pieces[head] = '';
      head = (head + 1) & (pieces.length - 1);
      size--;
    }
    this.head = head;
    this.size = size;
  }
}

/** The nodes `code` leads to from `nodes` along the trie's own edges (no failure links). */
function stepAll(next: readonly Map<number, number>[], nodes: readonly number[], code: number): number[] {
  const reached: number[] = [];
  for (const node of nodes) {
    const child = next[node]!.get(code);
    if (child !== undefined) reached.push(child);
  }
  return reached;
}

/**
 * Drops the first `count` numbers of the ranges, without the array `splice` would return, and by
 * `pop`, not a store to `length`: that one calls into the runtime and gives back the array's room,
 * which the next range allocates again (once a mask, so once every 26 deltas of the bench's text).
 */
function dropRanges(ranges: number[], count: number): void {
  const n = ranges.length - count;
  for (let r = 0; r < n; r++) ranges[r] = ranges[r + count]!;
  while (ranges.length > n) ranges.pop();
}
