/**
 * Reads the capture format record by record, as its lines arrive: a capture of any size is
 * checked and replayed holding one line at a time. `parseCapture` is this reader over a whole text.
 */
import { fromBase64, utf8Bytes } from './bytes.js';
import {
  isHarness,
  HARNESSES,
  CAPTURE_FORMAT,
  CAPTURE_VERSION,
  captureHeader,
  type Capture,
  type CaptureChunk,
  type CaptureExit,
  type CaptureExpectation,
  type CaptureHeader,
  type CaptureStop,
} from './capture.js';
import { LineFramer } from './line-framer.js';
import { isStrings } from './wire-values.js';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** A capture read, and the number of its last line when that line was cut off and left out. */
export type CaptureParseResult = { ok: true; value: Capture; cutOffLine?: number } | { ok: false; error: string };

export interface ParseCaptureOptions {
  /**
   * Read a capture whose last line is incomplete (no newline after it, and not JSON) up to
   * that line: what a recorder killed mid-write leaves. A bad line anywhere else is still refused.
   */
  allowCutOffEnd?: boolean;
}

export interface CaptureReaderOptions extends ParseCaptureOptions {
  /**
   * The longest line `push` takes, in bytes. The recorder writes a chunk per pipe read (64 KiB
   * at most on Linux), so a line near this is not one it wrote; the default is the 256 MiB a
   * capture could be in all when it was read whole, so nothing that replayed then is refused now.
   */
  maxLineBytes?: number;
}

export const DEFAULT_MAX_CAPTURE_LINE_BYTES = 256 * 1024 * 1024;

/** One record of a capture, in the order of its lines; `exit` and `expect` may come more than once, the last counts. */
export type CaptureRecord =
  | { type: 'header'; header: CaptureHeader }
  | { type: 'chunk'; chunk: CaptureChunk }
  | { type: 'exit'; exit: CaptureExit }
  | { type: 'expect'; expect: CaptureExpectation };

/**
 * The records the lines given so far hold, or why the capture is not one; `cutOffLine` (from
 * `end` only) is the number of the cut-off last line that was left out.
 */
export type CaptureReadResult = { ok: true; records: CaptureRecord[]; cutOffLine?: number } | { ok: false; error: string };

/**
 * A capture read as it comes: bytes through `push` and `end`, or text lines through `line` and
 * `last`. Once a line is refused, every later call gives the same error; nothing throws.
 */
export class CaptureReader {
  private readonly allowCutOffEnd: boolean;
  private readonly framer: LineFramer;
  private lines = 0;
  private headerSeen = false;
  private ended = false;
  private error: string | undefined;

  constructor(options: CaptureReaderOptions = {}) {
    this.allowCutOffEnd = options.allowCutOffEnd ?? false;
    this.framer = new LineFramer({ maxLineBytes: options.maxLineBytes ?? DEFAULT_MAX_CAPTURE_LINE_BYTES });
  }

  /** Bytes of the capture, split anywhere. */
  push(bytes: Uint8Array): CaptureReadResult {
    const records: CaptureRecord[] = [];
    for (const framed of this.framer.push(bytes)) {
      if (this.error === undefined && !this.ended) {
        if (framed.ok) this.read(framed.text, false, records);
        else this.refuse(`line ${++this.lines} is longer than ${mebibytes(this.framer.maxLineBytes)}`);
      }
    }
    return this.result(records);
  }

  /** The bytes ended: what followed the last newline is the last line. */
  end(): CaptureReadResult {
    const rest = this.framer.end();
    return this.last(rest.length > 0 && rest[0]!.ok ? rest[0]!.text : '');
  }

  /** One line that a newline ended, without the newline. */
  line(text: string): CaptureReadResult {
    const records: CaptureRecord[] = [];
    if (this.error === undefined && !this.ended) this.read(text, false, records);
    return this.result(records);
  }

  /** What followed the last newline (empty when the capture ended with one): the capture ends here. */
  last(text: string): CaptureReadResult {
    const records: CaptureRecord[] = [];
    if (this.error === undefined && !this.ended) {
      const cutOff = this.read(text, true, records);
      this.ended = true;
      if (!this.headerSeen && this.error === undefined) this.refuse('it is empty');
      if (cutOff && this.error === undefined) return { ok: true, records, cutOffLine: this.lines };
    }
    return this.result(records);
  }

  private result(records: CaptureRecord[]): CaptureReadResult {
    return this.error === undefined ? { ok: true, records } : { ok: false, error: this.error };
  }

  private refuse(error: string): void {
    this.error = error;
  }

  /** Reads one line into `records`; true when it is the cut-off last line, left out. */
  private read(text: string, last: boolean, records: CaptureRecord[]): boolean {
    const n = ++this.lines;
    const line = text.trim();
    if (!line) return false;
    let record: Record<string, unknown>;
    try {
      const value: unknown = JSON.parse(line);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      record = value as Record<string, unknown>;
    } catch {
      // Only the last line can have been cut off, and only after a header says what the file is.
      if (this.allowCutOffEnd && this.headerSeen && last) return true;
      this.refuse(`line ${n} is not a JSON object`);
      return false;
    }
    if (!this.headerSeen) {
      const header = readHeader(record);
      if (typeof header === 'string') this.refuse(header);
      else {
        this.headerSeen = true;
        records.push({ type: 'header', header });
      }
      return false;
    }
    if (record.type === 'chunk') {
      const chunk = readChunk(record);
      if (typeof chunk === 'string') this.refuse(`line ${n} ${chunk}`);
      else records.push({ type: 'chunk', chunk });
    } else if (record.type === 'exit') {
      const exit = readExit(record);
      if (typeof exit === 'string') this.refuse(`line ${n} is an exit record whose ${exit}`);
      else records.push({ type: 'exit', exit });
    } else if (record.type === 'expect') {
      const { type: _type, ...rest } = record;
      records.push({ type: 'expect', expect: rest as CaptureExpectation });
    }
    // Records of a kind a later version adds are skipped, like unknown events.
    return false;
  }
}

/** Reads a capture; a file that is not one gets a sentence saying why, never a throw. */
export function parseCapture(text: string, options: ParseCaptureOptions = {}): CaptureParseResult {
  const reader = new CaptureReader(options);
  const capture: Partial<Capture> & { chunks: CaptureChunk[] } = { chunks: [] };
  const take = (read: CaptureReadResult): read is Extract<CaptureReadResult, { ok: true }> => {
    if (!read.ok) return false;
    for (const record of read.records) {
      if (record.type === 'header') capture.header = record.header;
      else if (record.type === 'chunk') capture.chunks.push(record.chunk);
      else if (record.type === 'exit') capture.exit = record.exit;
      else capture.expect = record.expect;
    }
    return true;
  };
  let start = 0;
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
    const read = reader.line(text.slice(start, newline));
    if (!take(read)) return read;
    start = newline + 1;
  }
  const read = reader.last(text.slice(start));
  if (!take(read)) return read;
  const { header, chunks, exit, expect } = capture;
  const value: Capture = { header: header!, chunks, ...(exit ? { exit } : {}), ...(expect ? { expect } : {}) };
  return read.cutOffLine === undefined ? { ok: true, value } : { ok: true, value, cutOffLine: read.cutOffLine };
}

/**
 * The header, checked field by field where it is read and rebuilt of the fields this version
 * knows, so nothing after the reader meets a header without `cli` or a field nested deeper than
 * any writer goes (a later version's extra fields are left out, as its unknown records are); a
 * string says what is wrong with it.
 */
function readHeader(record: Record<string, unknown>): CaptureHeader | string {
  const { version, harness, cli, argv, env, startedAt, scenario, description, withoutClientLines, outputMode } = record;
  if (record.type !== 'header' || record.format !== CAPTURE_FORMAT) return 'it does not start with an mwh capture header';
  // A version written as a string ("1") must not read "version 1, and this mwh reads version 1".
  if (typeof version !== 'number') return `its header's version is ${typeof version === 'string' ? 'the string ' : ''}${shownValue(version)}, not a number`;
  if (version !== CAPTURE_VERSION) return `it is capture format version ${shownValue(version)}, and this mwh reads version ${CAPTURE_VERSION}`;
  if (!isHarness(harness)) return `its harness ${shownValue(harness)} is none of ${HARNESSES.join(', ')}`;
  const name = field(cli, 'name');
  const cliVersion = field(cli, 'version');
  if (typeof name !== 'string' || typeof cliVersion !== 'string') return `its header's cli is ${shownValue(cli)}, not a name and a version`;
  if (!isStrings(argv)) return `its header's argv is ${shownValue(argv)}, not a list of strings`;
  if (!isStrings(env)) return `its header's env is ${shownValue(env)}, not a list of names`;
  if (typeof startedAt !== 'string') return `its header's startedAt is ${shownValue(startedAt)}, not a time`;
  if (scenario !== undefined && typeof scenario !== 'string') return `its header's scenario is ${shownValue(scenario)}, not a name`;
  if (description !== undefined && typeof description !== 'string') return `its header's description is ${shownValue(description)}, not a text`;
  if (withoutClientLines !== undefined && withoutClientLines !== true) return `its header's withoutClientLines is ${shownValue(withoutClientLines)}, not true`;
  if (outputMode !== undefined && (typeof outputMode !== 'string' || outputMode.length > 64)) return `its header's outputMode is ${shownValue(outputMode)}, not the name of a mode`;
  const header = captureHeader({ harness, cli: { name, version: cliVersion }, argv, env, startedAt });
  if (scenario !== undefined) header.scenario = scenario;
  if (description !== undefined) header.description = description;
  if (withoutClientLines) header.withoutClientLines = true;
  if (outputMode !== undefined) header.outputMode = outputMode;
  return header;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
}

/** Longest string quoted in a sentence about a header: past it, the start and an ellipsis. */
const SHOWN_STRING = 40;

/**
 * A value read off the header, for a sentence: what kind it is, a short string quoted. Never
 * `String` or `JSON.stringify` of it, which recurse into a nested value and end in a RangeError.
 */
function shownValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > SHOWN_STRING ? `${value.slice(0, SHOWN_STRING)}…` : value);
  return Array.isArray(value) ? 'a list' : 'an object';
}

/** A chunk record's stream, time and bytes; a string says what is wrong with it, after "line N". */
function readChunk(record: Record<string, unknown>): CaptureChunk | string {
  const { stream, t } = record;
  if (stream !== 'stdin' && stream !== 'stdout' && stream !== 'stderr') return `names an unknown stream ${JSON.stringify(stream)}`;
  let bytes: Uint8Array | undefined;
  if (typeof record.text === 'string') bytes = utf8Bytes(record.text);
  else if (typeof record.base64 === 'string') {
    bytes = fromBase64(record.base64);
    if (!bytes) return 'is a chunk whose base64 is damaged';
  }
  if (!bytes) return 'is a chunk without text or base64';
  return { stream, t: typeof t === 'number' ? t : 0, bytes };
}

function mebibytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
}

type Fault = NonNullable<CaptureExit['spawnError']>;

/** The exit record, checked field by field; a string names what is wrong with it. */
function readExit(record: Record<string, unknown>): CaptureExit | string {
  const { code, signal, t, spawnError, stdinError, intentional } = record;
  if (code !== undefined && code !== null && !Number.isInteger(code)) return 'code is not a whole number';
  if (signal !== undefined && signal !== null && typeof signal !== 'string') return 'signal is not a name';
  if (intentional !== undefined && typeof intentional !== 'boolean') return 'intentional is not true or false';
  const exit: CaptureExit = {
    t: typeof t === 'number' ? t : 0,
    code: typeof code === 'number' ? code : null,
    signal: typeof signal === 'string' ? signal : null,
  };
  for (const [name, value] of [['spawnError', spawnError], ['stdinError', stdinError]] as const) {
    if (value === undefined || value === null) continue;
    const fault = readFault(value);
    if (!fault) return `${name} is not an error with a name and a message`;
    exit[name] = fault;
  }
  if (typeof intentional === 'boolean') exit.intentional = intentional;
  // A stop of a kind this version does not know is left out, like an unknown record.
  const stop = readStop(record.stop);
  if (stop) exit.stop = stop;
  return exit;
}

function readStop(value: unknown): CaptureStop | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { by, idleTimeoutMs, reason, afterMs, notices, lastNotice } = value as Record<string, unknown>;
  // A duration below zero or of over a year no round can have had: the verdict would say
  // 'for -5 s' or 'for 1e+297 s'.
  if (by === 'idle' && isDuration(idleTimeoutMs)) return { by, idleTimeoutMs };
  if (by === 'abort') return typeof reason === 'string' ? { by, reason } : { by };
  const count = typeof notices === 'number' && Number.isSafeInteger(notices) && notices >= 0;
  if (by === 'retry' && isDuration(afterMs) && count && typeof lastNotice === 'string') return { by, afterMs, notices, lastNotice };
  return undefined;
}

/** Longer than any round runs (harness timers stop at 2^31 - 1 ms, 24.8 days): no recorded stop says more. */
const LONGEST_STOP_MS = 365 * 24 * 3600 * 1000;

function isDuration(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= LONGEST_STOP_MS;
}

function readFault(value: unknown): Fault | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { name, message, code } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof message !== 'string') return undefined;
  if (code !== undefined && typeof code !== 'string') return undefined;
  return { name, message, ...(code !== undefined ? { code } : {}) };
}
