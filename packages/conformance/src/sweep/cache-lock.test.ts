import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { isProcessAlive, withCacheLock } from './cache-lock.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';

describe('the cache lock', () => {
  const dir = tempDir('mwh-cache-lock-');

  it('lets one holder in at a time, and leaves no file behind', async () => {
    const seen: string[] = [];
    const hold = (name: string) =>
      withCacheLock(dir.path, async () => {
        seen.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    for (let i = 0; i < seen.length; i += 2) expect(seen[i + 1]).toBe(seen[i]!.replace(' in', ' out'));
    expect(await readdir(dir.path)).toEqual([]);
  });

  it('takes over a lock whose process is gone', async () => {
    await writeFile(join(dir.path, '.lock'), '999999 deadbeef\n');
    expect(await withCacheLock(dir.path, async () => 'mine', { isAlive: (pid) => pid !== 999999 })).toBe('mine');
    expect(await readdir(dir.path)).toEqual([]);
  });

  it('waits for a lock file not yet written, and takes it over once it stayed empty too long', async () => {
    const lock = join(dir.path, '.lock');
    await writeFile(lock, '');
    const failure = await withCacheLock(dir.path, async () => 'never', { timeoutMs: 50 }).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    await utimes(lock, new Date(Date.now() - 10_000), new Date(Date.now() - 10_000));
    expect(await withCacheLock(dir.path, async () => 'mine')).toBe('mine');
    expect(await readdir(dir.path)).toEqual([]);
  });

  it('lets many contenders take over one dead lock with one holder at a time, and a dead taker\'s turn goes too', async () => {
    await writeFile(join(dir.path, '.lock'), '999999 deadbeef\n');
    await writeFile(join(dir.path, '.lock.takeover'), '999998\n');
    const isAlive = (pid: number) => pid < 999998;
    let inside = 0;
    let most = 0;
    const hold = () =>
      withCacheLock(
        dir.path,
        async () => {
          most = Math.max(most, ++inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside--;
        },
        { isAlive },
      );
    await Promise.all(Array.from({ length: 8 }, hold));
    expect(most).toBe(1);
    expect(await readdir(dir.path)).toEqual([]);
  });

  it('gives up on a live holder after the timeout, in one sentence', async () => {
    await writeFile(join(dir.path, '.lock'), '4242 cafe\n');
    const failure = await withCacheLock(dir.path, async () => 'never', { isAlive: () => true, timeoutMs: 50 }).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe(`The CLI cache ${dir.path} stayed locked by process 4242 for over a minute; try again when it has finished, or remove ${join(dir.path, '.lock')} if no mwh runs.`);
  });

  it('knows this process is alive and a pid that cannot be is not', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(0)).toBe(false);
    expect(isProcessAlive(2 ** 22 + 1)).toBe(false);
  });
});
