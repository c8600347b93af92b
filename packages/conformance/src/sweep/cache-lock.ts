/**
 * One short lock over a folder shared by several mwh processes (the CLI cache): the lock file
 * names its owner's pid, so a lock left by a process that died is taken over rather than waited
 * for. Held for milliseconds (a rename, a lease file), never across an install.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';

export interface CacheLockOptions {
  /** Whose lock it is; this process by default. */
  pid?: number;
  /** Whether a pid still runs; a test gives its own. */
  isAlive?: (pid: number) => boolean;
  /** How long a live owner may keep it before the wait fails in one sentence. */
  timeoutMs?: number;
}

/** Whether a process runs: a signal 0 to a pid that is gone fails with ESRCH. One of another user's (EPERM) runs. */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `fn` holding `<dir>/.lock`; the folder must exist. */
export async function withCacheLock<T>(dir: string, fn: () => Promise<T>, options: CacheLockOptions = {}): Promise<T> {
  const file = join(dir, '.lock');
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isProcessAlive;
  // The token tells this holder's lock from another's with the same pid (two callers in one process).
  const mine = `${pid} ${randomBytes(8).toString('hex')}\n`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let held: string;
    try {
      held = await readFile(file, 'utf8');
    } catch (error) {
      // Let go meanwhile: try again. Anything else (a folder in its place) would be tried for ever.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue;
      throw new ConformanceSetupError(`The CLI cache's lock ${file} cannot be read (${String(code)}); remove it if no mwh runs.`);
    }
    const owner = Number(held.split(' ')[0]);
    const named = Number.isSafeInteger(owner) && owner > 0;
    // No pid yet: its holder is between creating the file and writing it, or died there.
    const stale = named ? !isAlive(owner) : await olderThan(file, UNWRITTEN_MS);
    if (stale) {
      await takeOverStale(file, held, pid, isAlive);
      continue;
    }
    if (Date.now() > deadline) throw new ConformanceSetupError(`The CLI cache ${dir} stayed locked by ${named ? `process ${owner}` : 'a process that never wrote its pid'} for over a minute; try again when it has finished, or remove ${file} if no mwh runs.`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  try {
    return await fn();
  } finally {
    // Only our own: a lock taken over meanwhile (this process died, in another's view) is theirs.
    if ((await readFile(file, 'utf8').catch(() => undefined)) === mine) await unlink(file).catch(() => undefined);
  }
}

/** How long a lock file may stay without its pid before its writer is taken to have died writing it. */
const UNWRITTEN_MS = 2_000;

async function olderThan(file: string, ms: number): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > ms;
}

/**
 * Removes a dead owner's lock, and only that one. Contenders take turns through a second lock
 * file, and the one whose turn it is removes the lock only if it still holds what was read:
 * nothing else removes a lock but its live holder, so the check and the removal cannot be split
 * by another takeover (moving the lock aside and back could leave two holders). A turn whose
 * taker died is let go the same way.
 */
async function takeOverStale(file: string, held: string, pid: number, isAlive: (pid: number) => boolean): Promise<void> {
  const turn = `${file}.takeover`;
  try {
    await writeFile(turn, `${pid}\n`, { flag: 'wx' });
  } catch {
    const taker = Number((await readFile(turn, 'utf8').catch(() => '')).trim());
    const dead = Number.isSafeInteger(taker) && taker > 0 ? !isAlive(taker) : await olderThan(turn, UNWRITTEN_MS);
    if (dead) await unlink(turn).catch(() => undefined);
    return;
  }
  try {
    if ((await readFile(file, 'utf8').catch(() => undefined)) === held) await unlink(file).catch(() => undefined);
  } finally {
    await unlink(turn).catch(() => undefined);
  }
}
