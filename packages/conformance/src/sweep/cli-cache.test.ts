import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rmdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { CliCache, diskUsage } from './cli-cache.js';
import type { CacheEntryMeta, HoldRequest } from './cli-cache.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';

const KIB = 1024;

function meta(name: string): CacheEntryMeta {
  const [kind, version] = name.split('@') as [string, string];
  if (kind === 'claude-agent-sdk') return { harness: 'claude', channel: 'agent-sdk', cliVersion: version.replace(/^0\.3\./, '2.1.'), package: '@anthropic-ai/claude-agent-sdk-linux-x64', packageVersion: version };
  const harness = kind as 'claude' | 'codex';
  return { harness, channel: harness === 'claude' ? 'claude-code' : 'codex', cliVersion: version, package: harness === 'claude' ? '@anthropic-ai/claude-code' : '@openai/codex', packageVersion: version };
}

/** A request whose install writes `bytes` of payload (after `delayMs`), counting installs. */
function request(name: string, bytes = 64 * KIB, delayMs = 0, installs: string[] = []): HoldRequest {
  return {
    name,
    meta: meta(name),
    install: async (dir) => {
      installs.push(name);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await mkdir(join(dir, 'node_modules'), { recursive: true });
      await writeFile(join(dir, 'node_modules', 'payload.bin'), Buffer.alloc(bytes, 1));
    },
  };
}

/** A clock that moves one minute a call, so each use is later than the one before. */
function clock() {
  let t = Date.parse('2026-12-05T00:00:00Z');
  return () => new Date((t += 60_000));
}

describe('the CLI cache', () => {
  const dir = tempDir('mwh-cli-cache-');

  it('evicts the least recently used versions, down to its bound, when an install needs the room', async () => {
    const now = clock();
    const probe = await new CliCache({ dir: join(dir.path, 'probe'), now }).hold(request('codex@0.1.0'));
    const size = probe.sizeBytes;
    const cache = new CliCache({ dir: join(dir.path, 'c'), bound: Math.floor(3.5 * size), now });
    for (const name of ['codex@0.154.0', 'claude@2.1.300', 'codex@0.171.0']) await (await cache.hold(request(name))).release();
    // Used again: now the most recent.
    const installs: string[] = [];
    await (await cache.hold(request('codex@0.154.0', 64 * KIB, 0, installs))).release();
    expect(installs).toEqual([]);
    await (await cache.hold(request('claude@2.1.332'))).release();
    const listing = await cache.list();
    expect(listing.entries.map((entry) => entry.name)).toEqual(['codex@0.171.0', 'codex@0.154.0', 'claude@2.1.332']);
    expect(listing.totalBytes).toBeLessThanOrEqual(cache.bound);
    expect(listing.entries[0]).toMatchObject({ harness: 'codex', channel: 'codex', cliVersion: '0.171.0', package: '@openai/codex', sizeBytes: size, users: [] });
    // Nothing but the entries and the lock file's absence: no partial install, no removal left.
    expect((await readdir(cache.dir)).sort()).toEqual(['claude@2.1.332', 'codex@0.154.0', 'codex@0.171.0']);
  });

  it('never evicts a version a live mwh holds; a lease of a process that is gone is ignored', async () => {
    const alive = new Set([1001, 1002]);
    const isAlive = (pid: number) => alive.has(pid);
    const now = clock();
    const first = new CliCache({ dir: dir.path, bound: 0, pid: 1001, isAlive, now });
    const second = new CliCache({ dir: dir.path, bound: 0, pid: 1002, isAlive, now });
    const held = await first.hold(request('claude@2.1.300'));
    const other = await second.hold(request('claude-agent-sdk@0.3.336'));
    // A bound of 0 keeps only what is in use: both are.
    expect((await second.list()).entries.map((entry) => [entry.name, entry.users])).toEqual([
      ['claude@2.1.300', [1001]],
      ['claude-agent-sdk@0.3.336', [1002]],
    ]);
    expect(await second.prune({ names: ['claude@2.1.300'] })).toMatchObject({ removed: [], inUse: [{ name: 'claude@2.1.300' }] });
    // The first mwh died without letting go: its lease no longer counts.
    alive.delete(1001);
    await other.release();
    expect((await second.list()).entries).toEqual([]);
    expect(existsSync(held.dir)).toBe(false);
  });

  it('with a bound of 0 keeps only what the running job holds, and lets a version go when it is released', async () => {
    const cache = new CliCache({ dir: dir.path, bound: 0, now: clock() });
    const a = await cache.hold(request('codex@0.154.0'));
    const b = await cache.hold(request('codex@0.171.0'));
    expect((await cache.list()).entries).toHaveLength(2);
    await a.release();
    expect((await cache.list()).entries.map((entry) => entry.name)).toEqual(['codex@0.171.0']);
    // Twice is once.
    await a.release();
    await b.release();
    expect(await readdir(dir.path)).toEqual([]);
  });

  it('two installs of the same version at once both end with it usable, installed once in the cache', async () => {
    const isAlive = () => true;
    const one = new CliCache({ dir: dir.path, pid: 2001, isAlive });
    const two = new CliCache({ dir: dir.path, pid: 2002, isAlive });
    const [a, b] = await Promise.all([one.hold(request('claude@2.1.336', 256 * KIB, 50)), two.hold(request('claude@2.1.336', 256 * KIB, 80))]);
    expect(a.dir).toBe(b.dir);
    expect(existsSync(join(a.dir, 'node_modules', 'payload.bin'))).toBe(true);
    expect([a.installed, b.installed].sort()).toEqual([false, true]);
    expect((await one.list()).entries.map((entry) => [entry.name, entry.users])).toEqual([['claude@2.1.336', [2001, 2002]]]);
    expect(await readdir(dir.path)).toEqual(['claude@2.1.336']);
  });

  it('removes only what it recognises: a link named like an entry, what it points to and other files stay', async () => {
    const outside = join(dir.path, 'outside');
    await mkdir(join(outside, 'node_modules'), { recursive: true });
    await writeFile(join(outside, 'precious.txt'), 'mine');
    const cacheDir = join(dir.path, 'cache');
    await mkdir(join(cacheDir, 'claude@1.0.0'), { recursive: true });
    await symlink(outside, join(cacheDir, 'claude@9.9.9'));
    await writeFile(join(cacheDir, 'notes.txt'), 'mine');
    await writeFile(join(cacheDir, 'codex@1.2.3'), 'a file, not an entry');
    const cache = new CliCache({ dir: cacheDir, bound: 0 });
    await (await cache.hold(request('codex@0.171.0'))).release();
    expect(await cache.prune({ to: 0 })).toEqual({ removed: [], inUse: [] });
    expect((await readdir(cacheDir)).sort()).toEqual(['claude@1.0.0', 'claude@9.9.9', 'codex@1.2.3', 'notes.txt']);
    expect(await readFile(join(outside, 'precious.txt'), 'utf8')).toBe('mine');
    const refused = await cache.hold(request('claude@9.9.9')).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(refused)).toBe(true);
    expect((refused as Error).message).toBe(`${join(cacheDir, 'claude@9.9.9')} is not a folder mwh installed (a symbolic link); move it away and run again.`);
  });

  it('clears what processes that are gone left: installs cut short and removals', async () => {
    const isAlive = (pid: number) => pid === 3001;
    for (const name of ['.partial-mwh-3999-ab12', '.trash-mwh-3999-cd34', 'codex@0.150.0.partial-3999-1733', '.partial-mwh-3001-ef56']) {
      await mkdir(join(dir.path, name, 'node_modules'), { recursive: true });
    }
    const cache = new CliCache({ dir: dir.path, pid: 3001, isAlive });
    await cache.prune();
    expect(await readdir(dir.path)).toEqual(['.partial-mwh-3001-ef56']);
  });

  it('prunes named versions, one harness, or down to a size, least recently used first', async () => {
    const cache = new CliCache({ dir: dir.path, now: clock() });
    for (const name of ['codex@0.154.0', 'claude@2.1.300', 'codex@0.171.0', 'claude-agent-sdk@0.3.336']) await (await cache.hold(request(name))).release();
    const size = (await cache.list()).entries[0]!.sizeBytes;
    expect((await cache.prune({ names: ['codex@0.171.0'] })).removed.map((entry) => entry.name)).toEqual(['codex@0.171.0']);
    expect((await cache.prune({ harness: 'claude', to: size })).removed.map((entry) => entry.name)).toEqual(['claude@2.1.300']);
    expect((await cache.list()).entries.map((entry) => entry.name)).toEqual(['codex@0.154.0', 'claude-agent-sdk@0.3.336']);
    expect((await cache.prune({ to: 0 })).removed).toHaveLength(2);
  });

  it('adopts a version an older mwh installed (no metadata) when the caller finds it whole', async () => {
    const legacy = join(dir.path, 'codex@0.150.0');
    await mkdir(join(legacy, 'node_modules'), { recursive: true });
    await writeFile(join(legacy, 'node_modules', 'x'), Buffer.alloc(8 * KIB));
    const cache = new CliCache({ dir: dir.path });
    expect((await cache.list()).entries.map((entry) => [entry.name, entry.channel, entry.sizeBytes])).toEqual([['codex@0.150.0', 'codex', await diskUsage(legacy)]]);
    const installs: string[] = [];
    const lease = await cache.hold({ ...request('codex@0.150.0', 1, 0, installs), adoptable: () => true });
    expect(installs).toEqual([]);
    expect(await cache.installed('codex@0.150.0')).toEqual(meta('codex@0.150.0'));
    await lease.release();
  });

  it('trusts no metadata out of shape or of another folder: it is read as an install without metadata', async () => {
    const cache = new CliCache({ dir: join(dir.path, 'hand-edited') });
    await (await cache.hold(request('codex@0.160.0'))).release();
    const file = join(cache.dir, 'codex@0.160.0', '.mwh-cache-entry.json');
    const good = JSON.parse(await readFile(file, 'utf8'));
    for (const edit of [
      { lastUsed: 'not a date' },
      { sizeBytes: -1 },
      { sizeBytes: 1e400 },
      { sizeBytes: 1e300 },
      { sizeBytes: 1.5 },
      { lastUsed: '2999-01-01T00:00:00.000Z' },
      { channel: '\u001b[31mcodex' },
      { package: '\u001b]0;title\u0007' },
      { cliVersion: '0.171.0' },
      { harness: 'claude' },
    ]) {
      await writeFile(file, JSON.stringify({ ...good, ...edit }));
      const [entry] = (await cache.list()).entries;
      // Listed from its folder, as an older mwh's install is: its name, no field from the file.
      expect(entry, JSON.stringify(edit)).toMatchObject({ name: 'codex@0.160.0', harness: 'codex', channel: 'codex', cliVersion: '0.160.0', package: '@openai/codex' });
      expect(Number.isFinite(entry!.lastUsed.getTime())).toBe(true);
      expect(await cache.installed('codex@0.160.0')).toBeUndefined();
    }
  });

  it('lets a lease go once however often it is released, and again after a release that could not take the lock', async () => {
    const cache = new CliCache({ dir: join(dir.path, 'released'), bound: 0 });
    const lease = await cache.hold(request('codex@0.160.0'));
    const lock = join(cache.dir, '.lock');
    // A folder where the lock goes: the lock cannot be taken, so the version stays held.
    await mkdir(lock);
    await expect(lease.release()).rejects.toThrow(`The CLI cache's lock ${lock} cannot be read (EISDIR); remove it if no mwh runs.`);
    expect(existsSync(join(cache.dir, 'codex@0.160.0'))).toBe(true);
    await rmdir(lock);
    const first = lease.release();
    expect(lease.release()).toBe(first);
    await first;
    // With a bound of 0, let go means gone.
    expect(existsSync(join(cache.dir, 'codex@0.160.0'))).toBe(false);
  });

  it('says in one sentence when its folder cannot be made', async () => {
    await writeFile(join(dir.path, 'file'), '');
    const cache = new CliCache({ dir: join(dir.path, 'file', 'clis') });
    await expect(cache.hold(request('codex@0.171.0'))).rejects.toThrow(`The CLI cache ${join(dir.path, 'file', 'clis')} cannot be made (ENOTDIR); set MWH_CLI_CACHE_DIR to a folder you can write.`);
  });

  it('says in one sentence that a cache it cannot write is not writable, and keeps nothing', async () => {
    // /sys is read-only to every user, root included (the tests run as root on CI).
    const cache = new CliCache({ dir: '/sys/kernel' });
    await expect(cache.hold(request('codex@0.171.0'))).rejects.toThrow(/^The CLI cache \/sys\/kernel cannot be written \((EACCES|EPERM|EROFS)\); set MWH_CLI_CACHE_DIR to a folder you can write\.$/);
  });

  it('says in one sentence that the disk is full, and keeps nothing of the install for a later run to trust', async () => {
    const cache = new CliCache({ dir: dir.path });
    const full: HoldRequest = {
      ...request('codex@0.171.0'),
      install: async (into) => {
        await writeFile(join(into, 'half-written'), 'x');
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    };
    const failure = await cache.hold(full).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe(`The disk of the CLI cache ${dir.path} is full (ENOSPC); nothing of the install was kept. Free some space (mwh cache prune), or set MWH_CLI_CACHE_DIR to another disk.`);
    expect(await readdir(dir.path)).toEqual([]);
    expect(await cache.installed('codex@0.171.0')).toBeUndefined();
  });

  it('keeps a failed install out of the cache', async () => {
    const cache = new CliCache({ dir: dir.path });
    const failing: HoldRequest = { ...request('codex@0.171.0'), install: async () => Promise.reject(new Error('npm could not install it')) };
    await expect(cache.hold(failing)).rejects.toThrow('npm could not install it');
    expect(await readdir(dir.path)).toEqual([]);
  });
});
