/**
 * Masks, in a line too long to be read whole, every stretch of escapes that could decode to a
 * secret: a line held whole is matched in any mix of JSON escapes (EscapedSecrets), but one past
 * the limit goes on as its bytes come, where only the common forms are matched (a secret with
 * every `-` as `\u002d`, its first character escaped, every character escaped, or upper-case hex
 * on ASCII passed whole). Fails closed without decoding: wherever an escape stands for a
 * character a secret has, the characters around it that a secret could also be made of are
 * masked, as far as one secret reaches; a stretch that holds a secret is masked with it.
 */
import { JSON_ESCAPES, REDACTED } from '@mwh/protocol-core';

/** What the masking of stretches needs of the secrets, made once for all lines. */
export interface StretchTable {
  /** What a secret's stretch is replaced by. */
  readonly mask: string;
  /** 1 for each code unit a secret's character is (decoded), and each byte of its UTF-8. */
  readonly units: Uint8Array;
  /** How many tokens (a raw byte, or one escape) before or after an escape one secret can reach: its length in UTF-8 bytes, less one. */
  readonly reach: number;
  /**
   * 1 for each character after a backslash that makes a short escape (`\n`, `\"`, ...) no
   * secret has the character of: most escapes of a long line, passed over at a glance.
   */
  readonly plain: Uint8Array;
  /**
   * Finds an escape that is not such a short one: where an escape may stand for a secret's
   * character. A piece it finds nothing in is only looked at for the end of its stretch.
   */
  readonly suspect: RegExp;
  /** Every short escape is such a one (no secret has `"`, `\\`, `/` or a control character): only `\\u` need be looked for. */
  readonly onlyUnicode: boolean;
}

/** The table for `forms` (withJsonForms' list): each read as it is and with its escapes decoded. */
export function stretchTable(forms: readonly string[], mask: string = REDACTED): StretchTable {
  const units = new Uint8Array(65536);
  let longest = 0;
  for (const form of forms) {
    for (const text of [form, decoded(form)]) {
      for (let i = 0; i < text.length; i++) units[text.charCodeAt(i)] = 1;
      const bytes = new TextEncoder().encode(text);
      for (const byte of bytes) units[byte] = 1;
      longest = Math.max(longest, bytes.length);
    }
  }
  const plain = new Uint8Array(128);
  let plainChars = '';
  for (const [escape, code] of Object.entries(JSON_ESCAPES)) {
    if (units[code] === 1) continue;
    plain[Number(escape)] = 1;
    plainChars += `\\x${Number(escape).toString(16).padStart(2, '0')}`;
  }
  // A backslash that starts a token (after an even run of them: escaped backslashes pair up),
  // before anything but such a character; one last in a piece is a cut escape, which the full
  // read keeps for the next.
  const suspect = new RegExp(plainChars ? `(?:^|[^\\\\])(?:\\\\\\\\)*\\\\(?:[^${plainChars}]|$)` : '\\\\');
  const onlyUnicode = Object.keys(JSON_ESCAPES).every((escape) => plain[Number(escape)] === 1);
  return { mask, units, reach: Math.max(0, longest - 1), plain, suspect, onlyUnicode };
}

/** `text` with its JSON escapes decoded, as redactJsonText reads them. */
function decoded(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const token = tokenAt(text, i, true);
    const width = token >>> 16;
    out += width === 1 ? text[i] : String.fromCharCode(token & 0xffff);
    i += width;
  }
  return out;
}

/**
 * The token at `i`: the code unit it stands for in the low 16 bits, and how many characters it
 * takes above them (one number, so that a line of a million escapes allocates nothing for
 * them). A backslash that starts no escape is a character of its own. A width of 0 when the
 * text ends before it is known (`final`: it never will, and the backslash is a character).
 */
function tokenAt(text: string, i: number, final: boolean): number {
  const code = text.charCodeAt(i);
  if (code !== 92) return code | (1 << 16);
  if (i + 1 >= text.length) return final ? 92 | (1 << 16) : 92;
  const escape = text.charCodeAt(i + 1);
  const simple = JSON_ESCAPES[escape];
  if (simple !== undefined) return simple | (2 << 16);
  if (escape !== 117) return 92 | (1 << 16);
  let value = 0;
  for (let k = i + 2; k < i + 6; k++) {
    // A cut escape whose digits so far are hex may still be one.
    if (k >= text.length) return final ? 92 | (1 << 16) : 92;
    const digit = hexDigit(text.charCodeAt(k));
    if (digit === -1) return 92 | (1 << 16);
    value = value * 16 + digit;
  }
  return value | (6 << 16);
}

/**
 * Where the last token a backslash starts in `text` before `end` ends, when every escape there
 * is a short one (`plain`) and none is cut at `end`: a run of backslashes pairs up from its
 * start, so an odd one ends on a backslash that starts a token, an even one on an escaped
 * backslash's second.
 */
function lastEscapeEnd(text: string, end: number, plain: Uint8Array): number {
  const last = text.lastIndexOf('\\', end - 1);
  if (last === -1) return 0;
  let run = 1;
  while (last - run >= 0 && text.charCodeAt(last - run) === 92) run++;
  if (run % 2 === 0) return last + 1;
  // A backslash before no escape's character is a character of its own.
  const next = text.charCodeAt(last + 1);
  return next < 128 && plain[next] === 1 ? last + 2 : last + 1;
}

/** The value of a hex digit's code unit (either case); -1 for any other. */
export function hexDigit(c: number): number {
  return c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
}

/**
 * One line's text (bytes read as latin1, one character a byte), fed in pieces as they come,
 * then `end` where the line ends. A token is a raw character or one escape; a stretch is a run
 * of tokens each of which a secret's character could be. Within a stretch, the `reach` tokens
 * on either side of an escape that could be a secret's character are masked, with the escape,
 * as one mask; only the last `reach` characters of a stretch wait for what follows, never more.
 * Raw text between backslashes is not looked at unless such an escape comes near it: a long
 * line with no secret costs a search for backslashes and a look at each escape.
 */
export class EscapedStretches {
  /** The end of the stretch read last: up to `reach` raw characters an escape may yet mask. */
  private held = '';
  /** The start of an escape the last piece cut off. */
  private carry = '';
  /** Tokens of the stretch after an escape still to be masked. */
  private forward = 0;
  /** What was written last is the mask: a mask that goes on from there joins it. */
  private masked = false;

  constructor(private readonly table: StretchTable) {}

  /** Reads a piece of the line; returns what can be written now. */
  push(piece: string): string {
    const text = this.held === '' && this.carry === '' ? piece : this.held + this.carry + piece;
    return this.read(text, false);
  }

  /** The line ended: the rest, and a fresh state for the next line. */
  end(): string {
    const out = this.read(this.held + this.carry, true);
    this.forward = 0;
    this.masked = false;
    return out;
  }

  private read(text: string, final: boolean): string {
    const { units, reach, plain, suspect, onlyUnicode } = this.table;
    if (this.forward === 0 && !final) {
      // A run of backslashes at the end pairs up from its start: an odd one ends on the start of
      // an escape the next piece finishes.
      let body = text.length;
      while (body > 0 && text.charCodeAt(body - 1) === 92) body--;
      body = (text.length - body) % 2 === 1 ? text.length - 1 : text.length;
      // The native search for `\u` (a false alarm after an escaped backslash) where only those may
      // be a secret's; else the search that pairs backslashes up.
      const quiet = onlyUnicode ? text.indexOf('\\u') === -1 : !suspect.test(body === text.length ? text : text.slice(0, body));
      if (quiet) {
        // Nothing to mask (most pieces of a long line): only the end of its stretch waits.
        let tail = body;
        const limit = Math.max(tail - reach, lastEscapeEnd(text, body, plain));
        while (tail > limit && units[text.charCodeAt(tail - 1)] === 1) tail--;
        this.carry = text.slice(body);
        this.held = text.slice(tail, body);
        if (tail !== 0) this.masked = false;
        return text.slice(0, tail);
      }
    }
    let n = text.length;
    let out = '';
    /** `text` before this is in `out`. */
    let written = 0;
    /** The mask being made, `text[from, to)`; `from` is -1 while there is none. */
    let from = this.masked ? 0 : -1;
    let to = 0;
    /** Where the last escape ended: a mask reaches back over raw characters only, never into one. */
    let after = 0;
    let forward = this.forward;
    const close = () => {
      // A mask that goes on from the last piece's, with nothing written between, is that mask.
      out += written === 0 && from === 0 && this.masked ? '' : `${text.slice(written, from)}${this.table.mask}`;
      written = to;
    };
    this.carry = '';
    for (let i = 0; i < n; ) {
      if (forward === 0) {
        // Nothing to mask here: on to the next escape. A short one no secret has the character
        // of (a `\n`, a `\"`: nearly all of a long line's) only ends the stretch it is in.
        const backslash = text.indexOf('\\', i);
        if (backslash === -1) break;
        const escape = text.charCodeAt(backslash + 1);
        if (escape < 128 && plain[escape] === 1) {
          i = after = backslash + 2;
          continue;
        }
        i = backslash;
      }
      const token = tokenAt(text, i, final);
      const width = token >>> 16;
      if (width === 0) {
        this.carry = text.slice(i);
        n = i;
        break;
      }
      const code = token & 0xffff;
      const mayBe = units[code] === 1;
      if (width > 1 && mayBe) {
        // An escape that may be a secret's character: masked, with the raw characters a secret
        // could be before it, as far as its reach, and the tokens after it.
        let start = i;
        const limit = Math.max(i - reach, after, from === -1 ? written : to);
        while (start > limit && units[text.charCodeAt(start - 1)] === 1) start--;
        if (from === -1 || start > to) {
          if (from !== -1) close();
          from = start;
        }
        to = i + width;
        forward = reach;
      } else if (forward > 0 && mayBe) {
        to = i + width;
        forward--;
      } else {
        forward = 0;
      }
      i += width;
      if (width > 1) after = i;
    }
    // The end of the stretch read last waits: an escape in the next piece may reach back to it.
    let tail = n;
    if (!final) {
      const limit = Math.max(n - reach, after, from === -1 ? written : to);
      while (tail > limit && units[text.charCodeAt(tail - 1)] === 1) tail--;
    }
    if (from !== -1) close();
    out += text.slice(written, tail);
    // Nothing written after the mask: the next piece's mask may go on from it.
    this.masked = from !== -1 && to === tail;
    this.held = text.slice(tail, n);
    this.forward = forward;
    return out;
  }
}
