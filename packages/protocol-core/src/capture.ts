/**
 * The capture format: one self-describing JSON Lines file per round. A header, then every
 * chunk written to stdin, stdout and stderr with its time offset, byte-exact, then the exit.
 * Everything that can run from bytes (replay, fixtures, conformance) reads this one format.
 */
import { appendAll } from './bounded.js';
import { concatBytes, toBase64 } from './bytes.js';
import type { ContentPart } from './content-part.js';
import { stringifyJson } from './safe-json.js';
import { tail, type ProcessOutcome } from './verdict.js';

export const CAPTURE_FORMAT = 'mwh-capture';
export const CAPTURE_VERSION = 1;

export type Harness = 'claude' | 'codex' | 'gemini';
/** Every harness, for a name read from a file or a command line. */
export const HARNESSES: readonly Harness[] = ['claude', 'codex', 'gemini'];

export function isHarness(value: unknown): value is Harness {
  return (HARNESSES as readonly unknown[]).includes(value);
}
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
  /**
   * The recording is a CLI's stdout made into a capture without the client's lines (a raw
   * stdout given without its stdin): codex's responses are then read by their shape, as its
   * replay reads that stdout alone. Said by whoever made it, never guessed from the chunks.
   */
  withoutClientLines?: true;
  /**
   * The CLI wrote another of its output modes than the one its harness drives by default (codex:
   * `exec`, the events of `codex exec --json` rather than the app-server's JSON-RPC): its replay
   * reads that mode. Said by whoever made the capture, never guessed from the chunks.
   */
  outputMode?: string;
}

/** A header of this format and version: what a writer of captures fills in is the rest. */
export function captureHeader(fields: Omit<CaptureHeader, 'type' | 'format' | 'version'>): CaptureHeader {
  return { type: 'header', format: CAPTURE_FORMAT, version: CAPTURE_VERSION, ...fields };
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

/**
 * The capture's text. A capture is made by code as well as read (a header or an expectation
 * given by its caller may hold anything): its records are written by `stringifyJson`, which does
 * not recurse, and chunks one line each, never spread into a call.
 */
export function serializeCapture(capture: Capture): string {
  let text = `${stringifyJson(capture.header)}\n`;
  for (const chunk of capture.chunks) text += `${encodeChunk(chunk)}\n`;
  if (capture.exit) text += `${stringifyJson({ type: 'exit', ...capture.exit, t: round(capture.exit.t) })}\n`;
  if (capture.expect) text += `${stringifyJson({ type: 'expect', ...capture.expect })}\n`;
  return text;
}

/** All bytes written to one stream, in order. */
export function streamBytes(capture: Capture, stream: CaptureStream): Uint8Array {
  return concatBytes(capture.chunks.filter((c) => c.stream === stream).map((c) => c.bytes));
}

/**
 * The process outcome a capture recorded, with the end of its stderr a live round keeps (as a
 * replay has it); a capture cut off before the exit has neither code nor signal.
 */
export function captureOutcome(capture: Capture): ProcessOutcome {
  return exitOutcome(capture.exit, tail(new TextDecoder().decode(streamBytes(capture, 'stderr'))));
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
