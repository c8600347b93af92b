/**
 * Removes secrets from text, including from a stream of deltas where a secret is split
 * across two or more of them. Only the text that could still become a secret is held back,
 * so streaming stays live.
 */
export const REDACTED = '[REDACTED]';

export class Redactor {
  // Secrets by first character, longest first, so a scan position is decided in one lookup.
  private readonly byFirst = new Map<string, string[]>();
  private readonly longest: number;

  constructor(secrets: Iterable<string | undefined | null>, readonly mask = REDACTED) {
    const unique = [...new Set([...secrets].filter((s): s is string => typeof s === 'string' && s.length > 0))];
    unique.sort((a, b) => b.length - a.length);
    for (const secret of unique) {
      const list = this.byFirst.get(secret[0]!) ?? [];
      list.push(secret);
      this.byFirst.set(secret[0]!, list);
    }
    this.longest = unique[0]?.length ?? 0;
  }

  get empty(): boolean {
    return this.longest === 0;
  }

  /** Redacts a whole text: leftmost match first, the longest secret where several start there. */
  redact(text: string): string {
    return this.empty ? text : this.scan(text, true).out;
  }

  /** Redacts every string inside a JSON-like value. */
  redactValue<T>(value: T): T {
    if (this.empty) return value;
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.redactValue(v)])) as T;
    }
    return value;
  }

  /** A redactor for one stream of deltas. */
  stream(): StreamRedactor {
    return new StreamRedactor(this);
  }

  /**
   * Scans `text`; when `final` is false, stops at the first position whose outcome depends on
   * text not yet seen, and returns the rest as `held`.
   */
  scan(text: string, final: boolean): { out: string; held: string } {
    let out = '';
    let copied = 0;
    let i = 0;
    while (i < text.length) {
      const candidates = this.byFirst.get(text[i]!);
      if (candidates) {
        const rest = text.length - i;
        // A longer secret could still match once more text arrives: decide later.
        if (!final && candidates.some((s) => s.length > rest && s.startsWith(text.slice(i)))) {
          return { out: out + text.slice(copied, i), held: text.slice(i) };
        }
        const matched = candidates.find((s) => text.startsWith(s, i));
        if (matched) {
          out += text.slice(copied, i) + this.mask;
          i += matched.length;
          copied = i;
          continue;
        }
      }
      i++;
    }
    return { out: out + text.slice(copied), held: '' };
  }
}

export class StreamRedactor {
  private held = '';
  constructor(private readonly redactor: Redactor) {}

  /** Feeds one delta; returns what is safe to pass on now (possibly ''). */
  push(delta: string): string {
    if (this.redactor.empty) return delta;
    const { out, held } = this.redactor.scan(this.held + delta, false);
    this.held = held;
    return out;
  }

  /** The stream ended (or the message did): whatever was held back, redacted. */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return rest ? this.redactor.redact(rest) : '';
  }

  get pending(): boolean {
    return this.held.length > 0;
  }
}
