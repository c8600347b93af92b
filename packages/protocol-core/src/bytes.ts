/**
 * Byte helpers on web-standard APIs only (`TextEncoder`, `TextDecoder`, `Uint8Array`), so the
 * protocol packages run in a browser, a worker or an edge runtime as well as in Node.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** The UTF-8 bytes of `text`. */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** `bytes` read as UTF-8; a malformed sequence becomes U+FFFD rather than a throw. */
export function utf8Text(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** The byte arrays one after the other, in one new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** Standard base64 (RFC 4648 §4) with padding. */
export function toBase64(bytes: Uint8Array): string {
  // Built in pieces: one string concatenation per byte triple is quadratic-free in V8, but a
  // list joined once keeps memory flat for captures of many megabytes.
  const pieces: string[] = [];
  let piece = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    piece += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
    if (piece.length >= 8192) {
      pieces.push(piece);
      piece = '';
    }
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    piece += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + '==';
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    piece += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + '=';
  }
  pieces.push(piece);
  return pieces.join('');
}

/**
 * The bytes of standard base64 text, padding optional; `undefined` when it is not base64, so a
 * caller reports a damaged file instead of reading garbage.
 */
export function fromBase64(text: string): Uint8Array | undefined {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */ && text.length - end < 2) end--;
  if (end % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let bits = 0;
  let count = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUES[code]! : -1;
    if (value < 0) return undefined;
    bits = (bits << 6) | value;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[o++] = (bits >> count) & 0xff;
    }
  }
  return out;
}
