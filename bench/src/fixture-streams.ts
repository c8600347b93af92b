/**
 * The bench's inputs, made from the committed fixtures (no large file is in git): each
 * pinned capture's stdout (and, for codex, its client lines) as one "round", and a stream of
 * those rounds repeated to a size, cut into the chunks a pipe would deliver.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PINNED_VERSIONS } from '@mwh/conformance';
import { concatBytes, parseCapture, streamBytes, type Capture, type Harness } from '@mwh/protocol-core';

/** The CLI versions this mwh pins (the kit's `pinned`): their fixtures are the bench's inputs. */
export const PINNED: Readonly<Record<Harness, string>> = PINNED_VERSIONS;
export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));
/** What a pipe hands a reader at a time on Linux. */
export const PIPE_CHUNK = 64 * 1024;

export interface RecordedRound {
  scenario: string;
  stdout: Uint8Array;
  /** The client's lines (codex responses are matched to them); empty for Claude. */
  clientLines: string[];
}

/** A stream of rounds repeated to a size: the chunks of each round, round by round. */
export interface RoundStream {
  harness: Harness;
  bytes: number;
  lines: number;
  rounds: { round: RecordedRound; chunks: Uint8Array[] }[];
}

export function pinnedCaptures(harness: Harness): Capture[] {
  const dir = join(FIXTURES_DIR, harness, PINNED[harness]);
  const captures: Capture[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.capture.jsonl')).sort()) {
    const parsed = parseCapture(readFileSync(join(dir, name), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
    captures.push(parsed.value);
  }
  return captures;
}

export function recordedRounds(harness: Harness): RecordedRound[] {
  const decoder = new TextDecoder();
  return pinnedCaptures(harness)
    .map((capture) => {
      let stdout = streamBytes(capture, 'stdout');
      // A round cut off mid-line would glue its last line to the next round's first.
      if (stdout.length && stdout[stdout.length - 1] !== 0x0a) stdout = concatBytes([stdout, new Uint8Array([0x0a])]);
      const clientLines = decoder.decode(streamBytes(capture, 'stdin')).split('\n').filter((line) => line.trim());
      return { scenario: capture.header.scenario ?? '?', stdout, clientLines };
    })
    .filter((round) => round.stdout.length > 0);
}

/** The recorded rounds repeated, in order, until the stream holds at least `size` bytes. */
export function roundStream(harness: Harness, size: number): RoundStream {
  const recorded = recordedRounds(harness);
  const stream: RoundStream = { harness, bytes: 0, lines: 0, rounds: [] };
  for (let i = 0; stream.bytes < size; i++) {
    const round = recorded[i % recorded.length]!;
    stream.rounds.push({ round, chunks: chunked(round.stdout, PIPE_CHUNK) });
    stream.bytes += round.stdout.length;
    stream.lines += countNewlines(round.stdout);
  }
  return stream;
}

export function chunked(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

function countNewlines(bytes: Uint8Array): number {
  let n = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) n++;
  return n;
}
