/**
 * The one redaction of a round's output, for live rounds (round.ts) and replay (round-end.ts)
 * alike: every part passes one PartRedactor, and the finish releases what it held and carries the
 * verdict redacted, the same verdict the round resolves to.
 */
import { PartRedactor, type ContentPart, type PartSink, type Verdict } from '@mwh/protocol-core';

export class RoundRedaction {
  private readonly redactor: PartRedactor;

  constructor(secrets: Iterable<string | undefined | null>) {
    this.redactor = new PartRedactor(secrets);
  }

  /** A part before the finish: hands `out` the parts safe to pass on now, possibly none. */
  part(part: ContentPart, out: PartSink): void {
    this.redactor.push(part, out);
  }

  /**
   * The round's last parts: hands `out` the text still held, then `finish` with the redacted
   * verdict, which it returns.
   */
  finish(verdict: Verdict, out: PartSink): Verdict {
    const redacted = this.redactor.redactVerdict(verdict);
    this.redactor.flush(out);
    out.push({ type: 'finish', verdict: redacted });
    return redacted;
  }

  /** Hands `out` what is still held, for a stream that ended without a finish. */
  flush(out: PartSink): void {
    this.redactor.flush(out);
  }
}
