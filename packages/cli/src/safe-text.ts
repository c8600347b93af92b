/**
 * Text from a CLI made safe for a terminal: nothing it printed can move the cursor, retitle
 * the window, recolour what follows or reorder text. Control characters are shown visibly
 * (`\e`, `\a`, `\x01`, `\u{202e}`) rather than dropped, so what the CLI sent stays readable.
 */

/**
 * SGR sequences only (`\e[...m`, colours and weights): a log's colours carry nothing to read.
 * Every other escape (titles, cursor moves, links) is shown, since it may be what went wrong.
 */
const SGR = /\x1b\[[0-9;:]*m/g;
/** C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides and isolates. */
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\x1b': '\\e', '\x07': '\\a', '\b': '\\b', '\r': '\\r', '\f': '\\f', '\v': '\\v', '\0': '\\0' };

export function safeText(text: string): string {
  // A line ending of \r\n is a line ending, not a carriage return to show.
  return text.replace(/\r\n/g, '\n').replace(UNSAFE, visible);
}

/** The CLI's own colours removed (its stderr log lines), then made safe. */
export function safeLog(text: string): string {
  return safeText(stripColours(text));
}

export function stripColours(text: string): string {
  return text.replace(SGR, '');
}

function visible(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/** Colours for mwh's own structure; the identity when colour is off. */
export interface Paint {
  dim: (text: string) => string;
  bold: (text: string) => string;
  good: (text: string) => string;
  bad: (text: string) => string;
}

const plain = (text: string) => text;
const sgr = (open: string) => (text: string) => `\x1b[${open}m${text}\x1b[0m`;

export function paint(colour: boolean): Paint {
  return colour ? { dim: sgr('2'), bold: sgr('1'), good: sgr('32'), bad: sgr('31') } : { dim: plain, bold: plain, good: plain, bad: plain };
}
