/**
 * Turns what the user pointed `mwh replay` at into a capture: a capture file as it is, or a
 * raw stdout file (`claude ... > out.jsonl`) with the optional stdin, stderr and exit code.
 */
import { open, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { CaptureReader, DEFAULT_MAX_LINE_BYTES, captureHeader, looksLikeCapture, type Capture, type CaptureChunk, type CaptureExit, type CaptureExpectation, type CaptureHeader, type CaptureReadResult, type CaptureRecord, type Harness, type StreamKind } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';
import type { Io } from './command-line.js';
import { mwhLine } from './mwh-line.js';
import { recogniseKind, stdoutKind, unknownOutputMode, type RecognisedKind } from './stream-kinds.js';
import { CutOffLine } from './cut-off-line.js';

export interface RoundInput {
  file: string;
  harness?: Harness;
  stdinFile?: string;
  stderrFile?: string;
  exitCode?: number;
}

/** How much of a raw file is looked at to tell which CLI wrote it. */
const SNIFF_BYTES = 256 * 1024;
/**
 * `mwh replay --html` reads a capture whole, as one string (V8 strings end a little below
 * 512 MiB), to render it as one page; every other replay streams it, of any size.
 */
const MAX_CAPTURE_BYTES = 256 * 1024 * 1024;

/** Where relative names resolve, what `-` reads, and where a warning about the input goes. */
export type InputSource = Pick<Io, 'cwd' | 'stdin' | 'stderr'>;

/** The round read whole, for `--html` and `--sanitize`: what `openRoundInput` streams, collected as a capture (a raw stdout made into one), up to MAX_CAPTURE_BYTES; and what kind of file it came from. */
export async function loadRoundInput(input: RoundInput, source: InputSource, maxBytes = MAX_CAPTURE_BYTES): Promise<{ capture: Capture; kind: StreamKind; title: string; verdicts: boolean; warnings: string[] }> {
  const round = await openRoundInput(input, source);
  const chunks: CaptureChunk[] = [];
  let size = 0;
  // Leaving the loop early (too large, a damaged line) closes the file through the generators.
  for await (const chunk of round.chunks) {
    size += chunk.bytes.length;
    if (size > maxBytes) throw tooLarge(input, maxBytes);
    chunks.push(chunk);
  }
  const { harness } = round;
  const exit = round.exit();
  const expect = round.expect();
  const capture: Capture = {
    // A raw stdout made into a capture (to sanitise it) says it has no client lines, so its replay reads as this one.
    header: round.header ?? {
      ...captureHeader({ harness, cli: { name: harness, version: round.cliVersion ?? 'unknown' }, argv: [], env: [], startedAt: new Date(0).toISOString() }),
      ...(round.withoutClientLines ? { withoutClientLines: true } : {}),
      ...(round.outputMode !== undefined ? { outputMode: round.outputMode } : {}),
    },
    chunks,
    ...(exit ? { exit } : {}),
    ...(expect ? { expect } : {}),
  };
  return { capture, kind: round.kind, title: round.title, verdicts: round.verdicts, warnings: round.warnings() };
}

/** A recorded round opened for replay: its chunks read as they come, then its exit. */
export interface OpenedRound {
  harness: Harness;
  /** What the file is: a capture, or which kind of raw file, and whether its turns end in verdicts. */
  kind: StreamKind;
  title: string;
  verdicts: boolean;
  /** What mwh has to say about the file itself once `chunks` is done (a cut-off last line, with its number). */
  warnings(): string[];
  /** Said for a raw stdout: codex's responses have no client lines to be matched to. */
  withoutClientLines?: boolean;
  /** The CLI version a raw file's first lines record, where they do (a capture's header says its own). */
  cliVersion?: string;
  /**
   * Another output mode of the CLI's than its harness's default (codex: `exec`, for the stdout of
   * `codex exec --json`): a capture's header says it, a raw stdout's first lines.
   */
  outputMode?: string;
  /** In recorded order; a capture that turns out damaged ends them with a UsageError. */
  chunks: AsyncIterable<CaptureChunk>;
  /** The round's exit, once `chunks` is done: a capture's last exit record, if it has one. */
  exit(): CaptureExit | undefined;
  /** A capture's header; none for a raw stdout. */
  header?: CaptureHeader;
  /** What the capture was recorded to show, once `chunks` is done: its last expect record, if it has one. */
  expect(): CaptureExpectation | undefined;
}

/**
 * What the user pointed `mwh replay` at, opened for streaming: a capture or a raw stdout, read
 * chunk by chunk as the replay goes, never held whole. `checkFirst` reads a capture file through
 * once before, so that a damaged one is refused before anything of it is printed (standard
 * input or a pipe, `<(cat file)` too, cannot be read twice: there, the refusal comes where the
 * damage is).
 */
export async function openRoundInput(input: RoundInput, source: InputSource, { checkFirst = false } = {}): Promise<OpenedRound> {
  const path = resolve(source.cwd, input.file);
  const opened = input.file === '-' ? { stream: source.stdin, regular: false } : await openInput(path, input.file);
  const iterator = opened.stream[Symbol.asyncIterator]();
  const first: Uint8Array[] = [];
  let size = 0;
  let done = false;
  // Where the first line ends, once seen; -1 before.
  let firstEnd = -1;
  const readUntil = async (enough: () => boolean) => {
    while (!done && !enough()) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      if (firstEnd < 0) {
        const at = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength).indexOf(0x0a);
        if (at >= 0) firstEnd = size + at;
      }
      first.push(next.value);
      size += next.value.length;
    }
  };
  await readUntil(() => size >= SNIFF_BYTES);
  // A first line longer than the head (a line nested thousands deep, a huge first event) tells
  // nothing cut off: the kind is told from the lines after it, read on to the longest line a
  // reader takes (it holds that much itself), and the replay still gets every byte.
  if (firstEnd < 0) await readUntil(() => firstEnd >= 0 || size > DEFAULT_MAX_LINE_BYTES);
  if (firstEnd >= 0 && firstEnd >= SNIFF_BYTES) await readUntil(() => size >= firstEnd + 1 + SNIFF_BYTES);
  const headBytes = Buffer.concat(first);
  const start = headBytes.subarray(0, SNIFF_BYTES).toString('utf8');
  const head = firstEnd >= SNIFF_BYTES ? headBytes.subarray(firstEnd + 1, firstEnd + 1 + SNIFF_BYTES).toString('utf8') : start;
  const rest = done ? undefined : iterator;
  try {
    return await openRound(input, source, { path, regular: opened.regular, checkFirst, start, head, headBytes, rest, done });
  } catch (error) {
    // Refused before the replay began: the file is closed now, not by the collector (an
    // embedder of main() was warned of a file handle closed on garbage collection).
    await iterator.return?.();
    throw error;
  }
}

interface OpenedHead {
  path: string;
  regular: boolean;
  checkFirst: boolean;
  /** The file's first bytes as text: a capture's header line is there. */
  start: string;
  /** What the kind is told from: the start, or the lines after a first line longer than it. */
  head: string;
  headBytes: Buffer;
  rest: AsyncIterator<Uint8Array> | undefined;
  done: boolean;
}

async function openRound(input: RoundInput, source: InputSource, { path, regular, checkFirst, start, head, headBytes, rest, done }: OpenedHead): Promise<OpenedRound> {
  if (looksLikeCapture(start)) {
    refuseExtras(input);
    if (checkFirst && regular) await checkCapture(input.file, (await openInput(path, input.file)).stream[Symbol.asyncIterator]());
    return openCapture(input, source, headBytes, rest);
  }
  const recognised = await checkHarness(input, head, done);
  const { harness } = recognised;
  if (!recognised.verdicts) refuseExtras(input, recognised.title);
  if (input.stdinFile !== undefined && recognised.stdinUnread !== undefined) throw new UsageError(`${shown(input.file)} is ${recognised.title}, ${recognised.stdinUnread}; drop --stdin.`);
  const cutOff = new CutOffLine();
  // Named with their option where they cannot be read: `Cannot read --stderr err.txt: …`.
  const stdin = input.stdinFile ? await (input.stdinFile === '-' ? readStdin(source.stdin) : readInput(resolve(source.cwd, input.stdinFile), `--stdin ${input.stdinFile}`)) : undefined;
  // Opened now, so that one that cannot be is said before anything is printed; read as it goes,
  // as stdout is: a CLI's stderr can be larger than any string.
  const stderrFile = input.stderrFile === undefined || input.stderrFile === '-' ? undefined : (await openInput(resolve(source.cwd, input.stderrFile), `--stderr ${input.stderrFile}`)).stream;
  const stderr = input.stderrFile === '-' ? source.stdin : stderrFile;
  async function* chunks(): AsyncIterable<CaptureChunk> {
    let stdoutRead = false;
    let stderrRead = false;
    try {
      if (stdin) yield { stream: 'stdin', t: 0, bytes: stdin };
      if (headBytes.length > 0) yield { stream: 'stdout', t: 0, bytes: cutOff.push(headBytes) };
      if (rest) for (let next = await rest.next(); !next.done; next = await rest.next()) yield { stream: 'stdout', t: 0, bytes: cutOff.push(next.value) };
      stdoutRead = true;
      if (stderr) for await (const bytes of stderr) yield { stream: 'stderr', t: 0, bytes };
      stderrRead = true;
    } finally {
      // A caller that stops early (a round too large for --html, a failed read) leaves files
      // unread: they are closed here, the stderr file too, even when it was never read.
      if (!stdoutRead) await rest?.return?.();
      if (!stderrRead) stderrFile?.destroy();
    }
  }
  // Without --exit-code the CLI is taken to have exited cleanly.
  const exit: CaptureExit = { t: 0, code: input.exitCode ?? 0, signal: null };
  // A transcript's reader says where it stopped itself; a stdout's reader passes a cut line over as not JSON.
  const warnings = () => {
    const line = recognised.verdicts ? cutOff.end() : undefined;
    return line === undefined ? [] : [`${shown(input.file)} ends in a cut-off line (line ${line}); it was read up to the line before.`];
  };
  const { kind, title, verdicts } = recognised;
  const version = recognised.cliVersion !== undefined ? { cliVersion: recognised.cliVersion } : {};
  return { harness, kind, title, verdicts, withoutClientLines: !stdin, ...(recognised.outputMode !== undefined ? { outputMode: recognised.outputMode } : {}), ...version, chunks: chunks(), exit: () => exit, expect: () => undefined, warnings };
}

/** A capture's records as its bytes come, the header first: how large it is does not matter. */
async function openCapture(input: RoundInput, source: InputSource, head: Uint8Array, rest: AsyncIterator<Uint8Array> | undefined): Promise<OpenedRound> {
  let exit: CaptureExit | undefined;
  let expect: CaptureExpectation | undefined;
  const warnings: string[] = [];
  const records = captureRecords(input.file, head, rest, (line) => {
    warnings.push(`${shown(input.file)} ends in a cut-off line (line ${line}), which was left out${exit !== undefined ? '' : ', and the round has no recorded exit'}.`);
    source.stderr(cutOffWarning(input.file, line, exit !== undefined));
  });
  // The reader gives the header first, or refuses the capture.
  const first = await records.next();
  if (first.done || first.value.type !== 'header') throw unreadableCapture(input.file, 'it is empty');
  const { harness } = first.value.header;
  if (input.harness && input.harness !== harness) throw new UsageError(`${shown(input.file)} is a ${harness} capture, not ${input.harness}.`);
  const unknownMode = await unknownOutputMode(harness, first.value.header.outputMode);
  if (unknownMode !== undefined) throw new UsageError(`${shown(input.file)} is a ${harness} capture that ${unknownMode}`);
  async function* chunks(): AsyncIterable<CaptureChunk> {
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const record = next.value;
      if (record.type === 'chunk') yield record.chunk;
      else if (record.type === 'exit') exit = record.exit;
      else if (record.type === 'expect') expect = record.expect;
    }
  }
  const { header } = first.value;
  return {
    harness,
    kind: 'mwh-capture',
    title: `an mwh capture of ${harness}`,
    verdicts: true,
    header,
    ...(header.withoutClientLines ? { withoutClientLines: true } : {}),
    ...(header.outputMode !== undefined ? { outputMode: header.outputMode } : {}),
    chunks: chunks(),
    exit: () => exit,
    expect: () => expect,
    warnings: () => warnings,
  };
}

/**
 * The records of a capture whose first bytes are `head` and the rest `rest`, checked line by
 * line; a damaged line throws the sentence saying why. A recorder killed mid-write leaves its
 * last line cut off: what came before it is still the round, and `onCutOff` is told.
 */
async function* captureRecords(
  file: string,
  head: Uint8Array,
  rest: AsyncIterator<Uint8Array> | undefined,
  onCutOff?: (line: number) => void,
): AsyncGenerator<CaptureRecord, void, undefined> {
  const reader = new CaptureReader({ allowCutOffEnd: true });
  const take = (read: CaptureReadResult): CaptureRecord[] => {
    if (!read.ok) throw unreadableCapture(file, read.error);
    return read.records;
  };
  let ended = false;
  try {
    yield* take(reader.push(head));
    if (rest) for (let next = await rest.next(); !next.done; next = await rest.next()) yield* take(reader.push(next.value));
    ended = true;
  } finally {
    // A damaged line (or a caller that stops early) leaves the file unread: it is closed here.
    if (!ended) await rest?.return?.();
  }
  const last = reader.end();
  yield* take(last);
  if (last.ok && last.cutOffLine !== undefined) onCutOff?.(last.cutOffLine);
}

/** Reads a whole capture through without keeping it: a damaged line throws. */
async function checkCapture(file: string, bytes: AsyncIterator<Uint8Array>): Promise<void> {
  const records = captureRecords(file, new Uint8Array(0), bytes);
  while (!(await records.next()).done);
}

function cutOffWarning(file: string, line: number, hasExit: boolean): string {
  const noExit = hasExit ? '' : ', and the round has no recorded exit';
  return mwhLine(`warning: ${shown(file)} ends in a cut-off line (line ${line}), which was left out${noExit}.`);
}

function unreadableCapture(file: string, why: string): UsageError {
  return new UsageError(`${shown(file)} is not a readable capture: ${why}.`);
}


function refuseExtras(input: RoundInput, transcript?: string): void {
  const extras = [input.stdinFile && '--stdin', input.stderrFile && '--stderr', input.exitCode !== undefined && '--exit-code'].filter(Boolean);
  if (!extras.length) return;
  const what = transcript === undefined ? 'a capture, which holds its stdin, stderr and exit already' : `${transcript}, which records no process's stdin, stderr or exit`;
  throw new UsageError(`${shown(input.file)} is ${what}; ${extras.join(', ')} ${extras.length === 1 ? 'is' : 'are'} for a raw stdout file.`);
}

function tooLarge(input: RoundInput, maxBytes: number): UsageError {
  const what = input.stderrFile === undefined ? shown(input.file) : `${shown(input.file)} with its --stderr ${shown(input.stderrFile)}`;
  return new UsageError(`${what} is larger than the ${maxBytes / 1024 / 1024} MiB a round may be for --html or --sanitize, which read it whole.`);
}

/**
 * What the raw file is, from its head. `whole` says the head is all there is. Blank, it holds no
 * round, unless the CLI's stderr or exit code is given: a CLI that died at start-up (a wrong flag,
 * a home it cannot read) wrote nothing to stdout, and its round is that failure, as the live
 * round's verdict says.
 */
async function checkHarness(input: RoundInput, head: string, whole: boolean): Promise<RecognisedKind> {
  if (whole && !head.trim()) {
    if (input.stderrFile === undefined && input.exitCode === undefined) throw new UsageError(`${shown(input.file)} is empty: there is no round to replay.`);
    if (!input.harness) throw new UsageError(`${shown(input.file)} is empty: give --harness to replay the CLI's ${input.stderrFile === undefined ? 'exit code' : 'stderr'} alone.`);
    return stdoutKind(input.harness);
  }
  const recognised = await recogniseKind(head, input.harness);
  if ('refusal' in recognised) throw new UsageError(`${shown(input.file)} ${recognised.refusal}`);
  return recognised;
}

/** What a file is called in a message: `-` is standard input. */
function shown(file: string): string {
  return file === '-' ? 'standard input' : file;
}

async function readStdin(stdin: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readInput(path: string, file: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    throw unreadable(error, file);
  }
}

/**
 * A file opened for reading in 16 KiB chunks (what one chunk makes dies young, so the heap
 * stays small), and whether it is a regular file, which a second open reads again from the
 * start (a pipe's second open reads on, or waits for a writer); the errors of opening it are
 * the user's to fix.
 */
async function openInput(path: string, file: string): Promise<{ stream: Readable; regular: boolean }> {
  try {
    const handle = await open(path);
    const stat = await handle.stat();
    // A directory opens; its first read fails. Find out now, while a clear sentence can be said.
    if (stat.isDirectory()) {
      await handle.close();
      throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    }
    return { stream: handle.createReadStream({ highWaterMark: 16 * 1024 }), regular: stat.isFile() };
  } catch (error) {
    throw unreadable(error, file);
  }
}

function unreadable(error: unknown, file: string): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT' ? 'there is no such file'
    : code === 'EISDIR' ? 'it is a directory'
    : code === 'EACCES' ? 'permission denied'
    : code === 'ERR_FS_FILE_TOO_LARGE' ? 'it is larger than a file mwh can read at once (2 GiB)'
    : (error as Error).message;
  return new UsageError(`Cannot read ${file}: ${why}.`);
}
