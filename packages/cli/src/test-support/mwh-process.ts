/** Runs `mwh` as a user does: the committed executable, as its own process. */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
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
