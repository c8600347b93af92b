/**
 * The forms a secret takes where it is not plain text. Raw JSON (an unparsed line, a capture's
 * bytes) carries a secret with a `"`, a `\` or a control character in it escaped, which the
 * plain secret does not match; bytes split anywhere need the secret as bytes.
 */
import { isUtf8 } from 'node:buffer';
import { JSON_ESCAPES, Redactor, REDACTED, type StreamRedactor } from '@mwh/protocol-core';
import { EscapedStretches, hexDigit, stretchTable, type StretchTable } from './escaped-stretches.js';

/**
 * Each secret, and the forms JSON writers give it where those differ: JSON.stringify's (a quote,
 * a backslash, a control character escaped), with `/` written `\/` (PHP, some Go encoders), and
 * ASCII-only with every other character written `\uXXXX` (Python's default), in either case of hex.
 * Bytes split anywhere cannot be decoded first, so the common forms are matched as they are;
 * whole strings go through `Redactor.redactJsonText`, which finds any mix of escapes.
 */
export function withJsonForms(secrets: Iterable<string | undefined | null>): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    const json = JSON.stringify(secret).slice(1, -1);
    const ascii = json.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const form of [secret, json, ascii, ascii.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => `\\u${hex.toUpperCase()}`)]) {
      forms.add(form);
      forms.add(form.replaceAll('/', '\\/'));
    }
  }
  return [...forms];
}

/**
 * A redactor for bytes split anywhere, even inside a multi-byte character: bytes are read as
 * latin1 (one character per byte), and so are the secrets' UTF-8 bytes.
 */
export function byteRedactor(secrets: Iterable<string>, mask = REDACTED): Redactor {
  return new Redactor([...secrets].map((secret) => Buffer.from(secret, 'utf8').toString('latin1')), mask);
}

/**
 * The redactor of a CLI's stderr, or undefined without secrets: the secrets and their escaped
 * forms, split anywhere. A live round and a replay alike redact stderr before the verdict's tail
 * of it is cut, so the cut never falls inside a secret and leaves the rest of it standing.
 */
export function stderrRedactor(secrets: readonly (string | undefined | null)[] | undefined): ByteStreamRedactor | undefined {
  return secrets?.some(Boolean) ? new ByteStreamRedactor(byteRedactor(withJsonForms(secrets))) : undefined;
}

/** One byte stream through a `byteRedactor`: what may be the start of a secret is held back. */
export class ByteStreamRedactor {
  private readonly stream: StreamRedactor;
  constructor(redactor: Redactor) {
    this.stream = redactor.stream();
  }
  push(bytes: Uint8Array): Uint8Array {
    return Buffer.from(this.stream.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')), 'latin1');
  }
  flush(): Uint8Array {
    return Buffer.from(this.stream.flush(), 'latin1');
  }
}

/**
 * A line too long to be held whole (past a capture's limit for its stream): its bytes through a
 * `byteRedactor` as they come, split anywhere, then through EscapedStretches, so a secret in
 * escapes other than the common forms is masked there too, with what may surround it.
 */
export class LongLineRedactor {
  private readonly stream: StreamRedactor;
  private readonly stretches: EscapedStretches;
  constructor(redactor: Redactor, table: StretchTable) {
    this.stream = redactor.stream();
    this.stretches = new EscapedStretches(table);
  }
  push(bytes: Uint8Array): Uint8Array {
    const text = this.stream.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
    return Buffer.from(this.stretches.push(text), 'latin1');
  }
  /** The line ended. */
  flush(): Uint8Array {
    return Buffer.from(this.stretches.push(this.stream.flush()) + this.stretches.end(), 'latin1');
  }
}

/**
 * Masks the secrets a line holds in any mix of JSON escapes (`\u002d` for each `-`, `\u0073k`
 * for `sk`), as `Redactor.redactJsonText` finds them in a round's verdict. The common forms of
 * `withJsonForms` are matched by bytes, split anywhere; this finds the rest, in a whole line.
 */
export class EscapedSecrets {
  /**
   * Each UTF-16 unit of the secrets (their UTF-8 bytes read as latin1 too): a line none of whose
   * escapes stands for one of them holds no secret the plain match missed, and most lines
   * (a `\n`, a `\"` in text) are passed over without being decoded.
   */
  private readonly units = new Uint8Array(65536);

  /** What a line too long to be held whole is masked by (LongLineRedactor). */
  readonly stretches: StretchTable;

  /** `forms`: `withJsonForms`' list; `strings` and `bytes` its Redactor and `byteRedactor`. */
  constructor(
    forms: readonly string[],
    private readonly strings: Redactor,
    private readonly bytes: Redactor,
  ) {
    // One mask for every form: the strings' (a sanitiser's placeholder, else `[REDACTED]`).
    for (const form of forms) {
      for (let i = 0; i < form.length; i++) this.units[form.charCodeAt(i)] = 1;
      for (const byte of Buffer.from(form, 'utf8')) this.units[byte] = 1;
    }
    this.simple = Object.values(JSON_ESCAPES).some((code) => this.units[code] === 1);
    this.stretches = stretchTable(forms, strings.mask);
  }

  /** Whether an escape other than `\uXXXX` (`\n`, `\"`, `\/`...) stands for a secret's character. */
  private readonly simple: boolean;

  /**
   * One line's bytes (without its newline) with those secrets masked; undefined when there is
   * none. Valid UTF-8 is matched as its text (as the verdict is) and written back byte for byte
   * but for the masks; other bytes are matched as latin1, so every byte not masked is kept. There
   * an escape of a character beyond ASCII is not decoded to the secret's UTF-8: when the line's
   * text (as the verdict decodes it, U+FFFD for a bad byte) still shows a secret, that text is
   * written, masked, and its bad bytes are lost rather than the secret kept.
   */
  mask(line: Uint8Array): Uint8Array | undefined {
    const view = Buffer.from(line.buffer, line.byteOffset, line.byteLength);
    if (!this.mayHold(view)) return undefined;
    if (isUtf8(view)) {
      const text = view.toString('utf8');
      const masked = this.strings.redactJsonText(text);
      return masked === text ? undefined : Buffer.from(masked, 'utf8');
    }
    const raw = view.toString('latin1');
    const masked = this.bytes.redactJsonText(raw);
    const bytes = masked === raw ? view : Buffer.from(masked, 'latin1');
    const text = bytes.toString('utf8');
    const shown = this.strings.redactJsonText(text);
    if (shown !== text) return Buffer.from(shown, 'utf8');
    return bytes === view ? undefined : bytes;
  }

  /** Whether an escape in `bytes` stands for a character of a secret, read as redactJsonText reads escapes. */
  mayHold(bytes: Buffer): boolean {
    // Most secrets have no character a simple escape stands for: only `\u` is looked for then,
    // by the native search (an escaped backslash before a `u` is taken for one: a false alarm).
    if (!this.simple) {
      for (let i = bytes.indexOf(UNICODE_ESCAPE); i !== -1; i = bytes.indexOf(UNICODE_ESCAPE, i + 2)) {
        if (i + 6 > bytes.length) return false;
        const code = hexValue(bytes, i + 2);
        if (code !== -1 && this.units[code] === 1) return true;
      }
      return false;
    }
    for (let i = bytes.indexOf(0x5c); i !== -1 && i + 1 < bytes.length; i = bytes.indexOf(0x5c, i)) {
      const escape = bytes[i + 1]!;
      const simple = JSON_ESCAPES[escape];
      let code = -1;
      if (simple !== undefined) {
        code = simple;
        i += 2;
      } else if (escape === 0x75 && i + 6 <= bytes.length) {
        code = hexValue(bytes, i + 2);
        i += code === -1 ? 1 : 6;
      } else {
        i += 1;
      }
      if (code !== -1 && this.units[code] === 1) return true;
    }
    return false;
  }
}

const UNICODE_ESCAPE = Buffer.from('\\u', 'latin1');

/** The four hex digits at `at` as a number; -1 when they are not four hex digits. */
function hexValue(bytes: Buffer, at: number): number {
  let value = 0;
  for (let i = at; i < at + 4; i++) {
    const digit = hexDigit(bytes[i]!);
    if (digit === -1) return -1;
    value = value * 16 + digit;
  }
  return value;
}
