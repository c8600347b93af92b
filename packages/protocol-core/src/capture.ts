/**
 * The capture format: one self-describing JSON Lines file per round. A header, then every
 * chunk written to stdin, stdout and stderr with its time offset, byte-exact, then the exit.
 * Everything that can run from bytes (replay, fixtures, conformance) reads this one format.
 */
import { appendAll } from './bounded.js';
import { concatBytes, fromBase64, toBase64, utf8Bytes } from './bytes.js';
import type { ContentPart } from './content-part.js';
import type { ProcessOutcome } from './verdict.js';

export const CAPTURE_FORMAT = 'mwh-capture';
export const CAPTURE_VERSION = 1;

export type Harness = 'claude' | 'codex';
export type CaptureStream = 'stdin' | 'stdout' | 'stderr';

export interface CaptureHeader {
  type: 'header';
  format: typeof CAPTURE_FORMAT;
  version: typeof CAPTURE_VERSION;
  harness: Harness;
  cli: { name: string; version: string };
  argv: string[];
  /** Names only: values are never written, so a capture holds no secret. */
  env: string[];
  startedAt: string;
  /** The scenario that produced it, when recorded by the conformance kit. */
  scenario?: string;
  description?: string;
}

export interface CaptureChunk {
  stream: CaptureStream;
  /** Milliseconds since the start of the round. */
  t: number;
  bytes: Uint8Array;
}

export interface CaptureExit {
  t: number;
  code: number | null;
  signal: string | null;
  /** Set when the CLI could not be started at all. */
  spawnError?: { name: string; message: string; code?: string };
  /** Set when writing to stdin failed. */
  stdinError?: { name: string; message: string; code?: string };
  /** The harness ended the process itself (an interrupt, a shutdown after the turn). */
  intentional?: boolean;
  /** What stopped the round besides the CLI, so a replay names the same cause the live round did. */
  stop?: CaptureStop;
}

/**
 * The harness's idle bound, its caller's cancel (with the reason given, redacted), or its retry
 * bound: how long the CLI retried, how many retry notices it wrote and its last one (redacted),
 * which is all the retry bound's verdict says.
 */
export type CaptureStop =
  | { by: 'idle'; idleTimeoutMs: number }
  | { by: 'abort'; reason?: string }
  | { by: 'retry'; afterMs: number; notices: number; lastNotice: string };

/** What the recording scenario meant to happen, kept with the capture so replay can check it. */
export interface CaptureExpectation {
  verdict: string;
  text?: string;
  [key: string]: unknown;
}

export interface Capture {
  header: CaptureHeader;
  chunks: CaptureChunk[];
  exit?: CaptureExit;
  expect?: CaptureExpectation;
}

// On disk, a chunk holds `text` when its bytes are valid UTF-8 that round-trips, else `base64`.
type ChunkRecord = { type: 'chunk'; stream: CaptureStream; t: number; text?: string; base64?: string };

const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function encodeChunk(chunk: CaptureChunk): string {
  const record: ChunkRecord = { type: 'chunk', stream: chunk.stream, t: round(chunk.t) };
  try {
    record.text = strictDecoder.decode(chunk.bytes);
  } catch {
    record.base64 = toBase64(chunk.bytes);
  }
  return JSON.stringify(record);
}

export function serializeCapture(capture: Capture): string {
  const lines = [JSON.stringify(capture.header), ...capture.chunks.map(encodeChunk)];
  if (capture.exit) lines.push(JSON.stringify({ type: 'exit', ...capture.exit, t: round(capture.exit.t) }));
  if (capture.expect) lines.push(JSON.stringify({ type: 'expect', ...capture.expect }));
  return lines.join('\n') + '\n';
}

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

/** Reads a capture; a file that is not one gets a sentence saying why, never a throw. */
export function parseCapture(text: string, options: ParseCaptureOptions = {}): CaptureParseResult {
  const lines = text.split('\n');
  let cutOffLine: number | undefined;
  let header: CaptureHeader | undefined;
  const chunks: CaptureChunk[] = [];
  let exit: CaptureExit | undefined;
  let expect: CaptureExpectation | undefined;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (!line) continue;
    let record: Record<string, unknown>;
    try {
      const value: unknown = JSON.parse(line);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      record = value as Record<string, unknown>;
    } catch {
      // Only the last line can have been cut off, and only after a header says what the file is.
      if (options.allowCutOffEnd && header && n === lines.length - 1) {
        cutOffLine = n + 1;
        break;
      }
      return { ok: false, error: `line ${n + 1} is not a JSON object` };
    }
    if (!header) {
      if (record.type !== 'header' || record.format !== CAPTURE_FORMAT) {
        return { ok: false, error: 'it does not start with an mwh capture header' };
      }
      if (record.version !== CAPTURE_VERSION) {
        return { ok: false, error: `it is capture format version ${String(record.version)}, and this mwh reads version ${CAPTURE_VERSION}` };
      }
      if (record.harness !== 'claude' && record.harness !== 'codex') {
        return { ok: false, error: `its harness ${JSON.stringify(record.harness)} is neither claude nor codex` };
      }
      header = record as unknown as CaptureHeader;
      continue;
    }
    if (record.type === 'chunk') {
      const { stream, t } = record;
      if (stream !== 'stdin' && stream !== 'stdout' && stream !== 'stderr') {
        return { ok: false, error: `line ${n + 1} names an unknown stream ${JSON.stringify(stream)}` };
      }
      let bytes: Uint8Array | undefined;
      if (typeof record.text === 'string') bytes = utf8Bytes(record.text);
      else if (typeof record.base64 === 'string') {
        bytes = fromBase64(record.base64);
        if (!bytes) return { ok: false, error: `line ${n + 1} is a chunk whose base64 is damaged` };
      }
      if (!bytes) return { ok: false, error: `line ${n + 1} is a chunk without text or base64` };
      chunks.push({ stream, t: typeof t === 'number' ? t : 0, bytes });
    } else if (record.type === 'exit') {
      const read = readExit(record);
      if (typeof read === 'string') return { ok: false, error: `line ${n + 1} is an exit record whose ${read}` };
      exit = read;
    } else if (record.type === 'expect') {
      const { type: _type, ...rest } = record;
      expect = rest as CaptureExpectation;
    }
    // Records of a kind a later version adds are skipped, like unknown events.
  }
  if (!header) return { ok: false, error: 'it is empty' };
  const value: Capture = { header, chunks, ...(exit ? { exit } : {}), ...(expect ? { expect } : {}) };
  return cutOffLine === undefined ? { ok: true, value } : { ok: true, value, cutOffLine };
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

/** All bytes written to one stream, in order. */
export function streamBytes(capture: Capture, stream: CaptureStream): Uint8Array {
  return concatBytes(capture.chunks.filter((c) => c.stream === stream).map((c) => c.bytes));
}

/** The process outcome a capture recorded; a capture cut off before the exit has neither code nor signal. */
export function captureOutcome(capture: Capture): ProcessOutcome {
  return exitOutcome(capture.exit, new TextDecoder().decode(streamBytes(capture, 'stderr')));
}

/** The process outcome an exit record stands for, with the stderr text read beside it. */
export function exitOutcome(exit: CaptureExit | undefined, stderr: string): ProcessOutcome {
  return {
    exitCode: exit?.code ?? null,
    signal: exit?.signal ?? null,
    stderr,
    ...(exit?.stdinError ? { stdinError: exit.stdinError } : {}),
    ...(exit?.spawnError ? { spawnError: exit.spawnError } : {}),
  };
}

/** Replays a capture chunk by chunk: each protocol's `ClaudeCaptureReplay` / `CodexCaptureReplay`. */
export interface ChunkReplay {
  chunk(chunk: CaptureChunk): ContentPart[];
  end(exit: CaptureExit | undefined): ContentPart[];
}

/** A whole capture through a chunk replay: its chunks in recorded order, then its exit. */
export function replayChunks(replay: ChunkReplay, capture: Capture): ContentPart[] {
  const parts: ContentPart[] = [];
  for (const chunk of capture.chunks) appendAll(parts, replay.chunk(chunk));
  return appendAll(parts, replay.end(capture.exit));
}

function round(t: number): number {
  return Math.round(t * 1000) / 1000;
}
