/**
 * The forms a secret takes where it is not plain text. Raw JSON (an unparsed line, a capture's
 * bytes) carries a secret with a `"`, a `\` or a control character in it escaped, which the
 * plain secret does not match; bytes split anywhere need the secret as bytes.
 */
import { Redactor, REDACTED, type StreamRedactor } from '@mwh/protocol-core';

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
export function byteRedactor(secrets: Iterable<string>): Redactor {
  return new Redactor([...secrets].map((secret) => Buffer.from(secret, 'utf8').toString('latin1')), REDACTED);
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
