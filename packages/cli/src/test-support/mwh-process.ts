/** Runs `mwh` as a user does: the committed executable, as its own process. */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions, type SpawnSyncOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const mwhBin = join(repoRoot, 'packages/cli/bin/mwh.js');

export interface MwhResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function mwh(args: string[], options: SpawnSyncOptions = {}): MwhResult {
  const result = spawnSync(process.execPath, [mwhBin, ...args], { encoding: 'utf8', timeout: 120_000, ...options });
  return { status: result.status, signal: result.signal, stdout: String(result.stdout), stderr: String(result.stderr) };
}

export interface RunningMwh {
  child: ChildProcess;
  stdout: () => string;
  done: Promise<MwhResult>;
}

/** `mwh` as a process that the test can signal while it runs (and serve its mock meanwhile). */
export function startMwh(args: string[], options: SpawnOptions = {}): RunningMwh {
  const child = spawn(process.execPath, [mwhBin, ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<MwhResult>((resolve) => child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr })));
  return { child, stdout: () => stdout, done };
}
