/**
 * Redacts a stream of a capture that is not JSON Lines (stderr) as the verdict redacts it: its
 * bytes as they come, split anywhere, in the common forms of the secrets (ByteStreamRedactor),
 * then each line whole in any mix of JSON escapes (EscapedSecrets). A line is held until its end
 * up to a limit; a longer one goes on as it comes, its stretches of escapes that may decode to a
 * secret masked (EscapedStretches), as a long JSON line's are.
 */
import type { Redactor } from '@mwh/protocol-core';
import { EscapedStretches } from '../secrets/escaped-stretches.js';
import { ByteStreamRedactor, type EscapedSecrets } from '../secrets/secret-forms.js';

/**
 * Past this many bytes, a line is let go without waiting for its end: a CLI's diagnostics come
 * in short lines, and one that never ends must not be held (the readers' 64 MiB is for stdout).
 */
export const WHOLE_LINE_LIMIT = 1 << 20;
const NEWLINE = new Uint8Array([0x0a]);

function latin1Bytes(text: string): Uint8Array {
  return Buffer.from(text, 'latin1');
}

export class TextLinesRedactor {
  private readonly stream: ByteStreamRedactor;
  /** The line begun, as the byte match let it go. */
  private partial: Uint8Array[] = [];
  private partialBytes = 0;
  /** The line begun passed the limit: the rest of it goes on as it comes, through this. */
  private passing: EscapedStretches | undefined;

  /** `bytes`: a `byteRedactor` of the secrets' forms. */
  constructor(
    bytes: Redactor,
    private readonly escaped: EscapedSecrets,
  ) {
    this.stream = new ByteStreamRedactor(bytes);
  }

  /** Reads bytes; returns the redacted bytes of the lines they end (and of a long line so far). */
  push(chunk: Uint8Array): Uint8Array {
    return this.lines(this.stream.push(chunk));
  }

  /** The stream ended: the rest, its last line without a newline included. */
  flush(): Uint8Array {
    const rest = this.lines(this.stream.flush());
    if (this.passing) {
      const end = latin1Bytes(this.passing.end());
      this.passing = undefined;
      return rest.length === 0 ? end : Buffer.concat([rest, end]);
    }
    if (this.partialBytes === 0) return rest;
    const last = Buffer.concat(this.taken());
    const line = this.escaped.mask(last) ?? last;
    return rest.length === 0 ? line : Buffer.concat([rest, line]);
  }

  /** Bytes the byte match let go (new memory, so held as they are). */
  private lines(bytes: Uint8Array): Uint8Array {
    const out: Uint8Array[] = [];
    let from = 0;
    if (this.passing) {
      const newline = bytes.indexOf(0x0a);
      if (newline === -1) return this.pass(bytes);
      out.push(this.pass(bytes.subarray(0, newline)), latin1Bytes(this.passing.end()), NEWLINE);
      this.passing = undefined;
      from = newline + 1;
    }
    const last = bytes.lastIndexOf(0x0a);
    if (last >= from) {
      const parts = this.taken();
      parts.push(bytes.subarray(from, last + 1));
      out.push(this.ended(Buffer.concat(parts)));
      from = last + 1;
    }
    if (from < bytes.length) {
      const start = bytes.subarray(from);
      this.partial.push(start);
      this.partialBytes += start.length;
      if (this.partialBytes > WHOLE_LINE_LIMIT) {
        // Not matched whole in any escapes: a stretch of them that may decode to a secret is masked.
        this.passing = new EscapedStretches(this.escaped.stretches);
        for (const part of this.taken()) out.push(this.pass(part));
      }
    }
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  }

  /**
   * Whole lines, each with its newline, with the secrets in escapes masked. Most chunks have no
   * escape that may stand for a secret's character, and are looked at once, not line by line.
   */
  private ended(lines: Buffer): Uint8Array {
    if (!this.escaped.mayHold(lines)) return lines;
    const out: Uint8Array[] = [];
    for (let from = 0; from < lines.length; ) {
      const newline = lines.indexOf(0x0a, from);
      const line = lines.subarray(from, newline);
      out.push(this.escaped.mask(line) ?? line, NEWLINE);
      from = newline + 1;
    }
    return Buffer.concat(out);
  }

  /** Bytes of a line past the limit, through its EscapedStretches. */
  private pass(bytes: Uint8Array): Uint8Array {
    return latin1Bytes(this.passing!.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')));
  }

  private taken(): Uint8Array[] {
    const parts = this.partial;
    this.partial = [];
    this.partialBytes = 0;
    return parts;
  }
}
