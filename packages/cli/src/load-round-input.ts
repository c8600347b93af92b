/**
 * Turns what the user pointed `mwh replay` at into a capture: a capture file as it is, or a
 * raw stdout file (`claude ... > out.jsonl`) with the optional stdin, stderr and exit code.
 */
import { open, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseCapture, type Capture, type Harness } from '@mwh/protocol-core';
import { looksLikeClaudeStream } from '@mwh/protocol-claude';
import { looksLikeCodexStream } from '@mwh/protocol-codex';
import { UsageError } from './cli-error.js';
import type { RawRound } from './replay-round.js';
import type { Io } from './command-line.js';
import { mwhLine } from './mwh-line.js';

export interface RoundInput {
  file: string;
  harness?: Harness;
  stdinFile?: string;
  stderrFile?: string;
  exitCode?: number;
}

/** How much of a raw file is looked at to tell which CLI wrote it. */
const SNIFF_BYTES = 256 * 1024;
/** A capture is read as one string, and V8 strings end a little below 512 MiB. */
const MAX_CAPTURE_BYTES = 256 * 1024 * 1024;

/** Where relative names resolve, what `-` reads, and where a warning about the input goes. */
export type InputSource = Pick<Io, 'cwd' | 'stdin' | 'stderr'>;

export async function loadRoundInput(input: RoundInput, source: InputSource): Promise<Capture> {
  const read = (file: string) => (file === '-' ? readStdin(source.stdin) : readInput(resolve(source.cwd, file), file));
  const bytes = await read(input.file);
  // Raw stdout can be larger than any string: only its head is decoded to recognise it.
  const head = Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('utf8');
  if (/^\s*\{[^\n]*"format"\s*:\s*"mwh-capture"/.test(head)) return loadCapture(input, bytes, source);

  const harness = checkHarness(input, head, bytes.length <= SNIFF_BYTES);
  const chunks: Capture['chunks'] = [];
  if (input.stdinFile) chunks.push({ stream: 'stdin', t: 0, bytes: await read(input.stdinFile) });
  chunks.push({ stream: 'stdout', t: 0, bytes });
  if (input.stderrFile) chunks.push({ stream: 'stderr', t: 0, bytes: await read(input.stderrFile) });
  return {
    header: {
      type: 'header',
      format: 'mwh-capture',
      version: 1,
      harness,
      cli: { name: harness, version: 'unknown' },
      argv: [],
      env: [],
      startedAt: new Date(0).toISOString(),
    },
    chunks,
    // Without --exit-code the CLI is taken to have exited cleanly.
    exit: { t: 0, code: input.exitCode ?? 0, signal: null },
  };
}

/**
 * What the user pointed `mwh replay` at, opened for streaming: a capture (read whole, it is
 * bounded), or a raw stdout read chunk by chunk as the replay goes, never held whole.
 */
export async function openRoundInput(
  input: RoundInput,
  source: InputSource,
): Promise<{ kind: 'capture'; capture: Capture } | { kind: 'raw'; round: RawRound }> {
  const read = (file: string) => (file === '-' ? readStdin(source.stdin) : readInput(resolve(source.cwd, file), file));
  const stream = input.file === '-' ? source.stdin : await openInput(resolve(source.cwd, input.file), input.file);
  const iterator = stream[Symbol.asyncIterator]();
  const first: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
    size += next.value.length;
  }
  const headBytes = Buffer.concat(first);
  const head = headBytes.subarray(0, SNIFF_BYTES).toString('utf8');
  if (/^\s*\{[^\n]*"format"\s*:\s*"mwh-capture"/.test(head)) {
    const chunks: Uint8Array[] = [headBytes];
    let total = headBytes.length;
    for (let next = done ? undefined : await iterator.next(); next && !next.done; next = await iterator.next()) {
      total += next.value.length;
      // Stop reading at once: a capture is parsed whole, and this one could not be.
      if (total > MAX_CAPTURE_BYTES) throw tooLarge(input.file);
      chunks.push(next.value);
    }
    return { kind: 'capture', capture: loadCapture(input, Buffer.concat(chunks), source) };
  }
  const harness = checkHarness(input, head, done);
  async function* stdout(): AsyncIterable<Uint8Array> {
    if (headBytes.length > 0) yield headBytes;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return {
    kind: 'raw',
    round: {
      harness,
      stdout: stdout(),
      ...(input.stdinFile ? { stdin: await read(input.stdinFile) } : {}),
      ...(input.stderrFile ? { stderr: await read(input.stderrFile) } : {}),
      exitCode: input.exitCode ?? 0,
    },
  };
}

function tooLarge(file: string): UsageError {
  return new UsageError(`${shown(file)} is larger than the ${MAX_CAPTURE_BYTES / 1024 / 1024} MiB a capture may be.`);
}

/** `whole` says the head is all there is: blank, it holds no round, whatever --harness says. */
function checkHarness(input: RoundInput, head: string, whole: boolean): Harness {
  if (whole && !head.trim()) throw new UsageError(`${shown(input.file)} is empty: there is no round to replay.`);
  const looksLike = recognise(head);
  const harness = input.harness ?? looksLike;
  if (!harness) {
    throw new UsageError(`${shown(input.file)} is neither an mwh capture nor the stdout of claude or codex (give --harness if it is).`);
  }
  if (looksLike && looksLike !== harness) {
    throw new UsageError(`${shown(input.file)} looks like the stdout of ${looksLike}, not ${harness}; drop --harness or name the other one.`);
  }
  return harness;
}

function loadCapture(input: RoundInput, bytes: Uint8Array, source: InputSource): Capture {
  const extras = [input.stdinFile && '--stdin', input.stderrFile && '--stderr', input.exitCode !== undefined && '--exit-code'].filter(Boolean);
  if (extras.length) {
    throw new UsageError(`${shown(input.file)} is a capture, which holds its stdin, stderr and exit already; ${extras.join(', ')} ${extras.length === 1 ? 'is' : 'are'} for a raw stdout file.`);
  }
  if (bytes.length > MAX_CAPTURE_BYTES) throw tooLarge(input.file);
  // A recorder killed mid-write leaves its last line cut off: what came before it is still the round.
  const parsed = parseCapture(Buffer.from(bytes).toString('utf8'), { allowCutOffEnd: true });
  if (!parsed.ok) throw new UsageError(`${shown(input.file)} is not a readable capture: ${parsed.error}.`);
  if (input.harness && input.harness !== parsed.value.header.harness) {
    throw new UsageError(`${shown(input.file)} is a ${parsed.value.header.harness} capture, not ${input.harness}.`);
  }
  if (parsed.cutOffLine !== undefined) {
    const noExit = parsed.value.exit ? '' : ', and the round has no recorded exit';
    source.stderr(mwhLine(`warning: ${shown(input.file)} ends in a cut-off line (line ${parsed.cutOffLine}), which was left out${noExit}.`));
  }
  return parsed.value;
}

/** What a file is called in a message: `-` is standard input. */
function shown(file: string): string {
  return file === '-' ? 'standard input' : file;
}

function recognise(head: string): Harness | undefined {
  const claude = looksLikeClaudeStream(head);
  const codex = looksLikeCodexStream(head);
  // Only an unambiguous look decides; otherwise the user names the harness.
  return claude === codex ? undefined : claude ? 'claude' : 'codex';
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
 * stays small); the errors of opening it are the user's to fix.
 */
async function openInput(path: string, file: string): Promise<AsyncIterable<Uint8Array>> {
  try {
    const handle = await open(path);
    // A directory opens; its first read fails. Find out now, while a clear sentence can be said.
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    }
    return handle.createReadStream({ highWaterMark: 16 * 1024 });
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
