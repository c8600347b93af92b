/**
 * Redacts a round's content parts before they leave the library. Streamed deltas go through
 * one StreamRedactor per stream, so a secret split across two or more deltas is still caught;
 * only text that could be the start of a secret is held back. Held text waits across parts
 * that do not end the text (a rate-limit event, an unknown line, usage: they go out first),
 * and is released, redacted, where the text ends: a tool call or result, another stream, the
 * finish.
 */
import { Redactor } from '@mwh/protocol-core';
import type { ContentPart, StreamRedactor, Verdict } from '@mwh/protocol-core';
import { withJsonForms } from './secret-forms.js';

type DeltaPart = Extract<ContentPart, { type: 'text-delta' | 'reasoning-delta' }>;

export class PartRedactor {
  readonly redactor: Redactor;
  // Open delta streams in the order they started; at most a couple at once.
  private readonly streams = new Map<string, { part: DeltaPart; stream: StreamRedactor }>();
  private last: { part: DeltaPart; stream: StreamRedactor } | undefined;

  /** Secrets are redacted in their JSON-escaped form too, for the raw lines of `unknown` parts. */
  constructor(secrets: Iterable<string | undefined | null> | Redactor) {
    this.redactor = secrets instanceof Redactor ? secrets : new Redactor(withJsonForms(secrets));
  }

  /** The parts safe to pass on now, in order; possibly none. */
  push(part: ContentPart): ContentPart[] {
    if (this.redactor.empty) return [part];
    if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
      let open = this.last;
      let out: ContentPart[] = [];
      // The common case, one delta after another of the same message, costs no lookup.
      if (!open || open.part.type !== part.type || open.part.id !== part.id) {
        const key = `${part.type}\u0000${part.id}`;
        // A delta of another stream is a boundary for the ones before it.
        out = this.flush(key);
        open = this.streams.get(key);
        if (!open) {
          open = { part, stream: this.redactor.stream() };
          this.streams.set(key, open);
        }
        this.last = open;
      }
      const text = open.stream.push(part.text);
      if (text) out.push(text === part.text ? part : { ...part, text });
      return out;
    }
    if (!endsText(part)) return [this.redactPart(part)];
    const out = this.flush();
    out.push(this.redactPart(part));
    return out;
  }

  /** Releases every held delta (except the stream `keep`), redacted as a whole. */
  flush(keep?: string): ContentPart[] {
    const out: ContentPart[] = [];
    for (const [key, open] of this.streams) {
      if (key === keep) continue;
      const text = open.stream.flush();
      if (text) out.push({ ...open.part, text });
      this.streams.delete(key);
      if (this.last === open) this.last = undefined;
    }
    return out;
  }

  redactText(text: string): string {
    return this.redactor.redact(text);
  }

  redactVerdict(verdict: Verdict): Verdict {
    if (this.redactor.empty) return verdict;
    const r = this.redactor;
    return {
      ...verdict,
      message: r.redact(verdict.message),
      stderrTail: r.redact(verdict.stderrTail),
      ...(verdict.warning !== undefined ? { warning: r.redact(verdict.warning) } : {}),
      ...(verdict.cause ? { cause: { ...verdict.cause, message: r.redact(verdict.cause.message) } } : {}),
    };
  }

  private redactPart(part: ContentPart): ContentPart {
    const r = this.redactor;
    switch (part.type) {
      case 'tool-call':
        return { ...part, toolName: r.redact(part.toolName), input: r.redactValue(part.input) };
      case 'tool-result':
        return { ...part, output: r.redact(part.output) };
      case 'question':
        return { ...part, text: r.redact(part.text) };
      case 'warning':
        return { ...part, message: r.redact(part.message) };
      case 'unknown':
        return { ...part, raw: r.redact(part.raw) };
      case 'event':
        return { ...part, data: r.redactValue(part.data) };
      case 'finish':
        return { ...part, verdict: this.redactVerdict(part.verdict) };
      case 'session':
      case 'usage':
      case 'text-delta':
      case 'reasoning-delta':
        return part;
    }
  }
}

/** Parts after which the text streamed before them cannot go on. */
function endsText(part: ContentPart): boolean {
  return part.type === 'tool-call' || part.type === 'tool-result' || part.type === 'finish';
}
