/**
 * Redacts a JSON Lines stream of a capture (stdin, stdout) a whole line at a time, so that a line
 * that was valid JSON stays valid JSON. A secret's raw bytes can match across JSON syntax (a
 * secret with a `"` across a string's end, one of digits as a number): where masking the raw
 * match breaks the line (or makes it other JSON), the line's values are redacted instead,
 * decoded, and the line written again. A line's newline is never part of a match, so a secret that begins with a newline holds
 * nothing back at the end of a line: it held a request's newline until the next request came,
 * and the response to it was written before it. Keys are redacted like values, on purpose (a key
 * may carry a secret: a tool input keyed by a token), so a secret that is part of a key changes
 * that line's schema, never its being JSON.
 */
import { DEFAULT_MAX_LINE_BYTES, isTextTooDeep, LineCutter, MAX_JSON_DEPTH, stringifyJson, utf8Bytes, utf8Text, type Redactor } from '@mwh/protocol-core';
import { ByteStreamRedactor, LongLineRedactor, type EscapedSecrets } from '../secrets/secret-forms.js';

/** A longer line is not kept whole: its bytes are redacted as they come (no reader reads it). */
const WHOLE_LINE_LIMIT = DEFAULT_MAX_LINE_BYTES;
const NEWLINE = new Uint8Array([0x0a]);

export class JsonLinesRedactor {
  private readonly lines = new LineCutter(WHOLE_LINE_LIMIT);
  /** The rest of a line too long to keep whole goes through this, as it comes. */
  private passing: ByteStreamRedactor | LongLineRedactor | undefined;

  /**
   * `bytes` redacts bytes read as latin1 (a `byteRedactor`); `strings` redacts decoded text, the
   * JSON forms of each secret included; `escaped` masks a secret in any other mix of escapes.
   */
  constructor(
    private readonly bytes: Redactor,
    private readonly strings: Redactor,
    private readonly escaped?: EscapedSecrets,
  ) {}

  /** Reads bytes; returns the redacted bytes of the lines they end (and of a long line so far). */
  push(chunk: Uint8Array): Uint8Array {
    const out: Uint8Array[] = [];
    this.lines.push(chunk, {
      line: (bytes) => out.push(this.line(bytes.subarray(0, -1)), NEWLINE),
      long: (bytes, ended, first) => {
        // Its escapes fail closed (a stretch that may decode to a secret is masked); without
        // `escaped` (no mix of escapes asked for) the common forms only.
        if (first) this.passing = this.escaped ? new LongLineRedactor(this.bytes, this.escaped.stretches) : new ByteStreamRedactor(this.bytes);
        const passing = this.passing!;
        out.push(passing.push(ended ? bytes.subarray(0, -1) : bytes));
        if (!ended) return;
        out.push(passing.flush(), NEWLINE);
        this.passing = undefined;
      },
    });
    return Buffer.concat(out);
  }

  /** The stream ended: a last line without a newline, redacted. */
  flush(): Uint8Array {
    const { held } = this.lines.end();
    const out = this.passing ? this.passing.flush() : this.line(Buffer.concat(held));
    this.passing = undefined;
    return out;
  }

  /** One line, without its newline. */
  private line(line: Uint8Array): Uint8Array {
    const bytes = Buffer.from(line.buffer, line.byteOffset, line.byteLength);
    const raw = bytes.toString('latin1');
    const redacted = this.bytes.redact(raw);
    let masked: Uint8Array = redacted === raw ? bytes : Buffer.from(redacted, 'latin1');
    // A secret in escapes other than the common forms (the verdict masks any mix of them).
    masked = this.escaped?.mask(masked) ?? masked;
    if (masked === bytes) return bytes;
    const original = utf8Text(bytes);
    const kept = keepJson(original, utf8Text(masked), this.strings);
    return kept === undefined ? masked : utf8Bytes(kept);
  }
}

/**
 * `original`, a JSON line, with its values redacted, decoded, and written again (its line ending
 * kept), when `redacted` (the line with its secrets masked where their text matched) is no
 * longer JSON or is other JSON: a match across a string's end can also drop a key and stay JSON.
 * Else undefined, and `redacted` stands as it is written.
 */
export function keepJson(original: string, redacted: string, strings: Redactor): string | undefined {
  const value = parsedJson(original);
  if (value === undefined) return undefined;
  // Strings and keys, decoded; a number, boolean or null whose JSON text holds a secret becomes
  // the mask (a reviver is fine: the line is no deeper than the readers' bound).
  const text = stringifyJson(strings.redactValue(value.value));
  if (text === undefined) return undefined;
  const values = stringifyJson(
    JSON.parse(text, (_key, item: unknown) => {
      if (typeof item === 'string' || (item !== null && typeof item === 'object')) return item;
      const json = JSON.stringify(item);
      return strings.redact(json) !== json ? strings.mask : item;
    }),
  ) ?? text;
  // Masks only inside strings (most lines): the line keeps its bytes but for them.
  const after = parsedJson(redacted);
  if (after !== undefined && stringifyJson(after.value) === values) return undefined;
  return values + /[\r\n]*$/.exec(original)![0];
}

/** The text parsed, if it is JSON a reader would read (within the depth bound); else undefined. */
export function parsedJson(text: string, depth = MAX_JSON_DEPTH): { value: unknown } | undefined {
  if (isTextTooDeep(text, depth)) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
