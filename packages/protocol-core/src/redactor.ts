/**
 * Removes secrets from text, from JSON-like values (keys included) and from a stream of deltas
 * where a secret is split across two or more of them. One Aho-Corasick automaton holds every
 * secret, so the work is linear in the text whatever the secrets share; every character covered
 * by any occurrence of any secret is masked, so overlapping or nested secrets leave nothing
 * behind. A stream holds back only the text that could still become part of a secret.
 */
export const REDACTED = '[REDACTED]';

/** A code unit no secret starts with leaves the scan at the root, which a table lookup skips. */
const NO_NODE = 0;
/** How much safe text a stream may keep back while it stays inside possible secrets. */
const RELEASE_BATCH = 64;
/** Table entries (4 bytes each) the transition table may take; past that, failure links are followed. */
const TABLE_LIMIT = 1 << 22;
/** How JSON escapes decode, by the character after the backslash (`u` is read separately). */
const JSON_ESCAPES: Record<number, number> = { 34: 34, 92: 92, 47: 47, 98: 8, 102: 12, 110: 10, 114: 13, 116: 9 };

/** The automaton over all secrets, by UTF-16 code unit; node 0 is the root. */
class Automaton {
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

export class Redactor {
  private readonly automaton: Automaton | undefined;

  constructor(secrets: Iterable<string | undefined | null>, readonly mask = REDACTED) {
    const unique = new Set<string>();
    for (const secret of secrets) if (typeof secret === 'string' && secret.length > 0) unique.add(secret);
    this.automaton = unique.size ? new Automaton([...unique]) : undefined;
  }

  get empty(): boolean {
    return this.automaton === undefined;
  }

  /** The longest secret's length, in UTF-16 code units. */
  get longest(): number {
    return this.automaton?.longest ?? 0;
  }

  /** Redacts a whole text: every code unit inside any occurrence of any secret is masked. */
  redact(text: string): string {
    if (!this.automaton) return text;
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
    if (!this.automaton || plain.indexOf('\\') === -1) return plain;
    const automaton = this.automaton;
    // Where each of the last `longest` decoded characters started in the raw text.
    const starts = new Int32Array(automaton.longest);
    const state: ScanState = { node: NO_NODE, pos: 0, floor: 0, ranges: [] };
    let node = NO_NODE;
    let decoded = 0;
    for (let i = 0; i < plain.length; ) {
      let code = plain.charCodeAt(i);
      let width = 1;
      if (code === 92 && i + 1 < plain.length) {
        const escape = plain.charCodeAt(i + 1);
        const simple = JSON_ESCAPES[escape];
        if (simple !== undefined) {
          code = simple;
          width = 2;
        } else if (escape === 117 && /^[0-9a-fA-F]{4}$/.test(plain.slice(i + 2, i + 6))) {
          code = parseInt(plain.slice(i + 2, i + 6), 16);
          width = 6;
        }
      }
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
    const automaton = this.automaton!;
    const { rootNext, out, table, classOf, width } = automaton;
    const base = state.pos;
    let node = state.node;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      if (node === NO_NODE) {
        // Most text starts no secret: skip it with one table lookup per code unit.
        let code = text.charCodeAt(i);
        while (rootNext[code] === 0 && ++i < n) code = text.charCodeAt(i);
        if (i === n) break;
        node = rootNext[code]!;
      } else if (table) {
        node = table[node * width + classOf![text.charCodeAt(i)]!]!;
      } else {
        node = automaton.step(node, text.charCodeAt(i));
      }
      const length = out[node]!;
      if (length) addRange(state, base + i + 1 - length, base + i + 1);
    }
    state.node = node;
    state.pos = base + n;
  }

  /** How many code units before the scan position could still begin a secret. */
  openLength(state: ScanState): number {
    return this.automaton!.reach[state.node]!;
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
  const ranges = state.ranges;
  // Ends only grow, so the ranges it overlaps are the last ones.
  while (ranges.length && ranges[ranges.length - 1]! > start) {
    start = Math.min(start, ranges[ranges.length - 2]!);
    ranges.length -= 2;
  }
  ranges.push(Math.max(start, state.floor), end);
}

export class StreamRedactor {
  private held = '';
  private readonly state: ScanState = { node: NO_NODE, pos: 0, floor: 0, ranges: [] };
  /** Code units passed on so far. */
  private out = 0;
  /** Each mask written: where it began and ended in the text read, and where it began in the text passed on. */
  private readonly masks: number[] = [];

  constructor(private readonly redactor: Redactor) {}

  /** Feeds one delta; returns what is safe to pass on now (possibly ''). */
  push(delta: string): string {
    const out = this.next(delta);
    this.out += out.length;
    return out;
  }

  /** Code units read so far. */
  get read(): number {
    return this.state.pos;
  }

  /** Code units passed on so far. */
  get written(): number {
    return this.out;
  }

  /** A mask was written: positions in what was read and in what went out differ. */
  get masked(): boolean {
    return this.masks.length > 0;
  }

  /**
   * Where position `position` of the text read (one already passed on) is in the text passed
   * on; inside a mask, the mask's start, so taking back from there takes the whole mask.
   */
  outputAt(position: number): number {
    const masks = this.masks;
    for (let m = masks.length - 3; m >= 0; m -= 3) {
      if (position >= masks[m + 1]!) return masks[m + 2]! + this.redactor.mask.length + (position - masks[m + 1]!);
      if (position > masks[m]!) return masks[m + 2]!;
    }
    return position;
  }

  private next(delta: string): string {
    const redactor = this.redactor;
    if (redactor.empty) return delta;
    const state = this.state;
    redactor.scan(delta, state);
    const open = redactor.openLength(state);
    const held = this.held;
    if (state.ranges.length === 0) {
      // Nothing to mask: all but what may begin a secret goes out, without building the whole text.
      const keep = Math.min(open, state.pos - state.floor);
      state.floor = state.pos - keep;
      if (keep === 0) {
        if (held === '') return delta;
        this.held = '';
        return held + delta;
      }
      if (keep <= delta.length) {
        this.held = delta.slice(delta.length - keep);
        return held + delta.slice(0, delta.length - keep);
      }
      // The stream stays inside what may begin a secret (text made to defeat the redactor
      // looks like this): what can go out waits for a batch, so each delta does not cost a
      // rebuilt string. Output lags by at most RELEASE_BATCH code units more than it must.
      const out = held.length + delta.length - keep;
      if (out < RELEASE_BATCH) {
        state.floor -= out;
        this.held = held + delta;
        return '';
      }
      const text = held + delta;
      this.held = text.slice(out);
      return text.slice(0, out);
    }
    const text = held + delta;
    const from = state.floor;
    // Text before `safe` cannot be part of a secret that ends later.
    const safe = state.pos - open;
    let count = 0;
    // After a release the stream may still be inside a secret that began in what went out.
    let cut = Math.max(from, safe);
    const ranges = state.ranges;
    while (count < ranges.length) {
      if (ranges[count + 1]! > safe) {
        // A range that may still grow: written once nothing can reach it.
        cut = Math.max(from, Math.min(safe, ranges[count]!));
        break;
      }
      count += 2;
    }
    const out = this.write(text, from, cut, count);
    if (count) ranges.splice(0, count);
    this.held = text.slice(cut - from);
    state.floor = cut;
    return out;
  }

  /**
   * A boundary (a tool call) where what is held must be shown: all of it goes out, ranges that
   * may still grow masked, but the stream remembers where it is. If it goes on to complete a
   * secret that began in what went out, the rest of that secret is masked too, so the parts of
   * one stream never add up to a secret.
   */
  release(): string {
    const state = this.state;
    if (this.redactor.empty || (this.held === '' && state.ranges.length === 0)) return '';
    const out = this.write(this.held, state.floor, state.pos, state.ranges.length);
    state.ranges.length = 0;
    state.floor = state.pos;
    this.held = '';
    this.out += out.length;
    return out;
  }

  /** `Redactor.write`, noting where each mask went. */
  private write(text: string, from: number, to: number, count: number): string {
    const ranges = this.state.ranges;
    // Each earlier mask of this call shifts the later ones by its length less the text it hides.
    let shift = this.out - from;
    for (let r = 0; r < count; r += 2) {
      this.masks.push(ranges[r]!, ranges[r + 1]!, ranges[r]! + shift);
      shift += this.redactor.mask.length - (ranges[r + 1]! - ranges[r]!);
    }
    return this.redactor.write(text, from, to, ranges, count);
  }

  /** The stream ended (or the message did): whatever was held back, redacted. */
  flush(): string {
    const out = this.release();
    this.state.node = NO_NODE;
    return out;
  }

  /** Text is held back. */
  get pending(): boolean {
    return this.held.length > 0;
  }

  /** Nothing is held and nothing read so far can be the start of a secret. */
  get idle(): boolean {
    return this.held === '' && (this.state.node === NO_NODE || this.redactor.openLength(this.state) === 0);
  }
}
