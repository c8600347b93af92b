/**
 * Peak memory of the real `mwh replay` on a many-message Claude stream of 1 GiB, written to a
 * temp folder from the pinned captures, as a raw stdout and as a capture: the peak resident set
 * of the process, as the kernel kept it (`/usr/bin/time`'s maximum RSS, or VmHWM from /proc).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatSpread, type Row } from './bench-report.js';
import { concatBytes, encodeChunk } from '@mwh/protocol-core';
import { PIPE_CHUNK, chunked, pinnedCaptures, recordedRounds } from './fixture-streams.js';
import { spread } from './measure.js';

const MIB = 1024 * 1024;

/** The mwh command as npm would install it: the bin its package.json names. */
export function mwhBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@mwh/cli/package.json');
  const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> }).bin;
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.mwh!);
}

/** Writes the Claude rounds repeated until the file holds `bytes`, without holding it in memory. */
export function writeClaudeStream(file: string, bytes: number): number {
  const block = concatBytes(recordedRounds('claude').map((r) => r.stdout));
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    while (written < bytes) written += writeSync(fd, block);
  } finally {
    closeSync(fd);
  }
  return written;
}

/**
 * The same stream as a capture of `bytes` under a pinned capture's header, a chunk record per
 * pipe read as the recorder writes them (base64 where a read cut a character), then a clean
 * exit; written as it goes, never held.
 */
export function writeClaudeCapture(file: string, bytes: number): number {
  const block = concatBytes(recordedRounds('claude').map((r) => r.stdout));
  const fd = openSync(file, 'w');
  let written = 0;
  let t = 0;
  try {
    written += writeSync(fd, JSON.stringify(pinnedCaptures('claude')[0]!.header) + '\n');
    while (written < bytes) {
      for (const chunk of chunked(block, PIPE_CHUNK)) {
        written += writeSync(fd, encodeChunk({ stream: 'stdout', t: (t += 0.5), bytes: chunk }) + '\n');
        if (written >= bytes) break;
      }
    }
    written += writeSync(fd, JSON.stringify({ type: 'exit', t, code: 0, signal: null }) + '\n');
  } finally {
    closeSync(fd);
  }
  return written;
}

export interface PeakRss {
  bytes: number;
  exitCode: number | null;
  wallMs: number;
}

/** Runs `node <args>` and returns its peak RSS. */
export function peakRss(args: string[]): Promise<PeakRss> {
  const time = '/usr/bin/time';
  const useTime = existsSync(time);
  const command = useTime ? time : process.execPath;
  const argv = useTime ? ['-f', 'MWH-BENCH-MAXRSS-KB %M', process.execPath, ...args] : args;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let sampled = 0;
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-64 * 1024)));
    // Without /usr/bin/time the high-water mark is read while the process lives.
    const timer = useTime ? undefined : setInterval(() => (sampled = Math.max(sampled, vmHwm(child.pid))), 50);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const reported = /MWH-BENCH-MAXRSS-KB (\d+)/.exec(stderr);
      resolve({ bytes: reported ? Number(reported[1]) * 1024 : sampled, exitCode: code, wallMs: performance.now() - started });
    });
  });
}

function vmHwm(pid: number | undefined): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export async function replayMemory(options: { smoke: boolean; runs: number; scratch: string }): Promise<Row[]> {
  const stream = join(options.scratch, 'claude-1gib.jsonl');
  const capture = join(options.scratch, 'claude-1gib.capture.jsonl');
  const bytes = options.smoke ? 2 * MIB : 1024 * MIB;
  return [
    await replayPeak(stream, writeClaudeStream(stream, bytes), 'Claude stream', options),
    await replayPeak(capture, writeClaudeCapture(capture, bytes), 'Claude capture', options),
  ];
}

async function replayPeak(file: string, size: number, kind: string, options: { smoke: boolean; runs: number }): Promise<Row> {
  const bin = mwhBin();
  // Each run replays the gigabyte in a process of its own; the target holds for the highest peak.
  const runs = options.smoke ? 1 : options.runs;
  const peaks: number[] = [];
  const failures: string[] = [];
  for (let r = 0; r < runs; r++) {
    const result = await peakRss([bin, 'replay', file]);
    peaks.push(result.bytes / MIB);
    // 1 is a replayed round that failed (the stream ends on some error rounds); anything else is mwh failing.
    if (result.exitCode !== 0 && result.exitCode !== 1) failures.push(`exit ${result.exitCode}`);
  }
  const peak = spread(peaks);
  return {
    benchmark: 'replay-memory',
    what: `mwh replay of a ${(size / MIB).toFixed(0)} MiB ${kind}, peak RSS${failures.length ? ` (${failures.join(', ')})` : ''}`,
    figure: formatSpread(peak, ' MiB', 0),
    target: '< 150 MB',
    met: failures.length === 0 && peak.max * MIB < 150e6,
  };
}
