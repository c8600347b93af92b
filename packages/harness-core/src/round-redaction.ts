/**
 * The one redaction of a round's output, for live rounds (round.ts) and replay (round-end.ts)
 * alike: every part passes one PartRedactor, and the finish releases what it held and carries the
 * verdict redacted, the same verdict the round resolves to.
 */
import { PartRedactor, type ContentPart, type Verdict } from '@mwh/protocol-core';

export class RoundRedaction {
  private readonly redactor: PartRedactor;

  constructor(secrets: Iterable<string | undefined | null>) {
    this.redactor = new PartRedactor(secrets);
  }

  /** A part before the finish: the parts safe to pass on now, possibly none. */
  part(part: ContentPart): ContentPart[] {
    return this.redactor.push(part);
  }

  /** The round's last parts: the text still held, then `finish` with the redacted verdict. */
  finish(verdict: Verdict): { parts: ContentPart[]; verdict: Verdict } {
    const redacted = this.redactor.redactVerdict(verdict);
    const parts = this.redactor.flush();
    parts.push({ type: 'finish', verdict: redacted });
    return { parts, verdict: redacted };
  }

  /** What is still held, for a stream that ended without a finish. */
  flush(): ContentPart[] {
    return this.redactor.flush();
  }
}
