/**
 * Bytes in, decoded stream-json lines out. Each JSON line is looked up by `type` and `subtype` and
 * checked against that one schema; a line it does not understand comes out as data, never a throw.
 */
import { LineFramer, MAX_JSON_DEPTH, isRecord, isTextTooDeep, type FramedLine, type LineFramerOptions, type Validator } from '@mwh/protocol-core';
import type { ClaudeOutputMessageByKey } from './generated/claude-output-types.js';
import { outputValidators } from './generated/claude-validators.js';

export type ClaudeMessageKey = keyof ClaudeOutputMessageByKey;

/** A message the codec knows, valid against its schema, narrowed by `key`. */
export type ClaudeEvent = {
  [K in ClaudeMessageKey]: { kind: 'event'; key: K; message: ClaudeOutputMessageByKey[K]; raw: string };
}[ClaudeMessageKey];

export type DecodedLine =
  | ClaudeEvent
  /** JSON whose `type` (and subtype) the codec does not know, or JSON that is not an object. */
  | { kind: 'unknown-event'; type: string | undefined; value: unknown; raw: string }
  /**
   * A known message that does not fit its schema, or nests too deep to be checked against it
   * (`tooDeep`: nothing of it may be walked by recursive code, so nothing of it is salvaged).
   */
  | { kind: 'invalid'; key: ClaudeMessageKey; error: string; value: unknown; raw: string; tooDeep?: true }
  | { kind: 'not-json'; raw: string }
  /** A line over the cap, reported when it passed the cap (`length` is then `limit + 1`); `raw` holds its first bytes only. */
  | { kind: 'line-too-long'; raw: string; length: number; limit: number };

export type StreamJsonDecoderOptions = LineFramerOptions;

export class StreamJsonDecoder {
  private readonly framer: LineFramer;

  constructor(options: StreamJsonDecoderOptions = {}) {
    this.framer = new LineFramer(options);
  }

  push(chunk: Uint8Array): DecodedLine[] {
    return decodeFramed(this.framer.push(chunk));
  }

  /** The stream ended: a last line without `\n` is still read. */
  end(): DecodedLine[] {
    return decodeFramed(this.framer.end());
  }
}

function decodeFramed(lines: FramedLine[]): DecodedLine[] {
  const out: DecodedLine[] = [];
  for (const line of lines) {
    const decoded = decodeClaudeLine(line);
    if (decoded) out.push(decoded);
  }
  return out;
}

/** A framed line of the stream, decoded; undefined for a blank line, which is no message at all. */
export function decodeClaudeLine(line: FramedLine): DecodedLine | undefined {
  if (!line.ok) return { kind: 'line-too-long', raw: line.head, length: line.error.length, limit: line.error.limit };
  return line.text.charCodeAt(0) === 0x7b /* { */ || line.text.trim() !== '' ? decodeStreamJsonLine(line.text) : undefined;
}

/** Decodes one line of text (without its `\n`). */
export function decodeStreamJsonLine(raw: string): DecodedLine {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'not-json', raw };
  }
  const entry = lookupEntry(value);
  if (entry === undefined) {
    const type = isRecord(value) && typeof value.type === 'string' ? value.type : undefined;
    return { kind: 'unknown-event', type, value, raw };
  }
  const { key, validate } = entry;
  // The generated validators recurse on nesting: a hostile line thousands of levels deep would
  // overflow the stack. Real lines nest a few dozen levels. JSON nesting n levels deep takes 2n
  // brackets, so a shorter line (most lines) needs no look.
  if (raw.length > 2 * MAX_JSON_DEPTH && isTextTooDeep(raw, MAX_JSON_DEPTH)) {
    return { kind: 'invalid', key, error: `nests deeper than ${MAX_JSON_DEPTH} levels`, value, raw, tooDeep: true };
  }
  if (!validate(value)) return { kind: 'invalid', key, error: describeError(validate), value, raw };
  return { kind: 'event', key, message: value, raw } as ClaudeEvent;
}

/**
 * The schema a value is checked against: `type/subtype` (`type/event.type` for stream_event) when
 * the codec has one, else `type` alone when that type's schema leaves the subtype open (result).
 */
export function lookupKey(value: unknown): ClaudeMessageKey | undefined {
  return lookupEntry(value)?.key;
}

/** A key with its validator: found together, the decoder looks the validator up by no second key. */
interface KeyEntry {
  key: ClaudeMessageKey;
  validate: Validator<unknown>;
}

function lookupEntry(value: unknown): KeyEntry | undefined {
  if (!isRecord(value)) return undefined;
  const type = value.type;
  if (typeof type !== 'string') return undefined;
  // Most lines are stream events: a string comparison spares them a lookup by a string not hashed yet.
  const keys = type === 'stream_event' ? STREAM_EVENT_KEYS : KEYS_BY_TYPE.get(type);
  if (keys === undefined) return undefined;
  if (keys.subs !== undefined) {
    const sub = keys === STREAM_EVENT_KEYS ? (isRecord(value.event) ? value.event.type : undefined) : value.subtype;
    const entry = typeof sub === 'string' ? keys.subs.get(sub) : undefined;
    if (entry !== undefined) return entry;
  }
  return keys.whole;
}

/** The keys a line of one `type` may have: by each split of a key at a `/`, and the type alone. */
interface TypeKeys {
  subs?: Map<string, KeyEntry>;
  whole?: KeyEntry;
}

/**
 * Each key by every split of it at a `/` into type and sub: a line is looked up without building
 * the string `type/sub` first, and exactly where that string would be found.
 */
const KEYS_BY_TYPE = new Map<string, TypeKeys>();
const typeKeys = (type: string): TypeKeys => KEYS_BY_TYPE.get(type) ?? KEYS_BY_TYPE.set(type, {}).get(type)!;
for (const key of Object.keys(outputValidators) as ClaudeMessageKey[]) {
  const entry: KeyEntry = { key, validate: outputValidators[key] as Validator<unknown> };
  typeKeys(key).whole = entry;
  for (let slash = key.indexOf('/'); slash !== -1; slash = key.indexOf('/', slash + 1)) {
    const keys = typeKeys(key.slice(0, slash));
    (keys.subs ??= new Map()).set(key.slice(slash + 1), entry);
  }
}
const STREAM_EVENT_KEYS = typeKeys('stream_event');

function describeError(validate: Validator<unknown>): string {
  const error = validate.errors?.[0];
  if (!error) return 'does not fit its schema';
  return `${error.instancePath || 'the message'} fails ${error.keyword} ${JSON.stringify(error.params ?? {})}`;
}
