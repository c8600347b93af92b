/**
 * Peak memory of the real `mwh replay` on a many-message Claude stream of 1 GiB, written to a
 * temp folder from the pinned captures: the peak resident set of the process, as the kernel
 * kept it (`/usr/bin/time`'s maximum RSS, or VmHWM from /proc while it runs).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatSpread, type Row } from './bench-report.js';
import { concatBytes } from '@mwh/protocol-core';
import { recordedRounds } from './fixture-streams.js';
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
  const file = join(options.scratch, 'claude-1gib.jsonl');
  const size = writeClaudeStream(file, options.smoke ? 2 * MIB : 1024 * MIB);
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
  return [
    {
      benchmark: 'replay-memory',
      what: `mwh replay of a ${(size / MIB).toFixed(0)} MiB Claude stream, peak RSS${failures.length ? ` (${failures.join(', ')})` : ''}`,
      figure: formatSpread(peak, ' MiB', 0),
      target: '< 150 MB',
      met: failures.length === 0 && peak.max * MIB < 150e6,
    },
  ];
}
