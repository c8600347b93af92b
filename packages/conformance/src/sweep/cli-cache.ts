/**
 * The cache of installed CLI versions (`<dir>/claude@2.1.332`, `<dir>/claude-agent-sdk@0.3.336`,
 * `<dir>/codex@0.171.0`, 200-430 MB each) under a size bound: the versions used least recently
 * go first, and never one that a live mwh process holds a lease on. Several mwh processes share
 * it: every change is made under a short lock (`cache-lock.ts`), installs happen outside it in
 * folders of their own, and only names this file recognises are ever removed.
 */
import { randomBytes } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PROTOCOLS } from '@mwh/harness-core';
import { HARNESSES, isHarness, isRecord, type Harness } from '@mwh/protocol-core';
import { isProcessAlive, withCacheLock } from './cache-lock.js';
import { CARRIERS, carrierOf, packageChannel, type CliChannel } from './cli-channel.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';

/** The bound when none is given: about ten versions. */
export const DEFAULT_CACHE_BOUND = 4 * 1024 ** 3;

/** What an install is taken to need before one of its kind was measured (entries are 200-430 MB). */
export const UNKNOWN_INSTALL_BYTES = 512 * 1024 ** 2;

/** `claude@2.1.332` (claude-code), `claude-agent-sdk@0.3.336` (the SDK's platform package), `codex@0.171.0`, `gemini@0.61.0`: each harness's own package by its name. */
const ENTRY_NAME = new RegExp(`^(${[...HARNESSES, ...CARRIERS.map((carrier) => carrier.entryName)].join('|')})@(\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?)$`);
const META_FILE = '.mwh-cache-entry.json';
const LEASE_PREFIX = '.mwh-lease-';
/** Installs in flight (`.partial-mwh-<pid>-<hex>`; older mwh wrote `<entry>.partial-<pid>-<ms>`) and entries being removed. */
const PARTIAL = [/^\.partial-mwh-(\d+)-[0-9a-f]+$/, /^(?:claude|codex)@[^/]+\.partial-(\d+)-\d+$/];
const TRASH = /^\.trash-mwh-(\d+)-[0-9a-f]+$/;
const STALE_LOCK = /^\.lock\.stale-(\d+)-[0-9a-f]+$/;

/** What an entry holds, written beside it when it is installed. */
export interface CacheEntryMeta {
  harness: Harness;
  channel: Exclude<CliChannel, 'path' | 'acp'>;
  /** The CLI's own version (the SDK's `claudeCodeVersion` for its entries). */
  cliVersion: string;
  /** The npm package installed, and its version. */
  package: string;
  packageVersion: string;
}

interface StoredMeta extends CacheEntryMeta {
  format: 'mwh-cli-cache-entry';
  sizeBytes: number;
  lastUsed: string;
}

export interface CacheEntry extends CacheEntryMeta {
  name: string;
  dir: string;
  sizeBytes: number;
  /** The last time a run resolved it (an entry an older mwh installed: its folder's time). */
  lastUsed: Date;
  /** The live processes holding a lease on it. */
  users: number[];
}

export interface CacheListing {
  dir: string;
  bound: number;
  totalBytes: number;
  entries: CacheEntry[];
}

export interface HoldRequest {
  /** The entry's name (`cacheEntryName`). */
  name: string;
  meta: CacheEntryMeta;
  /** Installs into an empty folder of its own; throws to give up (the folder is removed). */
  install(dir: string): Promise<void>;
  /** Whether a folder of this name without metadata (an older mwh installed it) holds the version whole. */
  adoptable?(dir: string): boolean;
}

export interface CacheLease {
  name: string;
  dir: string;
  sizeBytes: number;
  /** Installed for this lease, rather than found. */
  installed: boolean;
  /** Ends the lease; the entry may then be evicted. Once only; later calls do nothing. */
  release(): Promise<void>;
}

export interface PruneRequest {
  /** Remove least recently used entries until those selected hold at most this; 0 by default. */
  to?: number;
  /** Only these entries (by name); they go whatever their use. */
  names?: readonly string[];
  /** Only entries of this harness. */
  harness?: Harness;
}

export interface PruneResult {
  removed: CacheEntry[];
  /** Named or over the size, but in use by a live process. */
  inUse: CacheEntry[];
}

export interface CliCacheOptions {
  dir: string;
  bound?: number;
  pid?: number;
  isAlive?: (pid: number) => boolean;
  now?: () => Date;
}

/** The entry a version of a channel is kept under. */
export function cacheEntryName(meta: Pick<CacheEntryMeta, 'harness' | 'channel' | 'cliVersion' | 'packageVersion'>): string {
  const carrier = CARRIERS.find((candidate) => candidate.channel === meta.channel);
  return carrier ? `${carrier.entryName}@${meta.packageVersion}` : `${meta.harness}@${meta.cliVersion}`;
}

// Leases held in this process, by pid and entry folder, counted: two targets of one run may hold
// one entry (and a test plays two processes in one).
const heldHere = new Map<string, number>();
let exitHook = false;

export class CliCache {
  readonly dir: string;
  readonly bound: number;
  private readonly pid: number;
  private readonly isAlive: (pid: number) => boolean;
  private readonly now: () => Date;

  constructor(options: CliCacheOptions) {
    this.dir = options.dir;
    this.bound = options.bound ?? DEFAULT_CACHE_BOUND;
    this.pid = options.pid ?? process.pid;
    this.isAlive = options.isAlive ?? isProcessAlive;
    this.now = options.now ?? (() => new Date());
  }

  /** Every entry, least recently used first, with the total and the bound. */
  async list(): Promise<CacheListing> {
    const entries = (await this.exists()) ? await this.locked(async () => (await this.scan(false)).entries) : [];
    return { dir: this.dir, bound: this.bound, totalBytes: sum(entries), entries };
  }

  /** What `name` holds when it is installed whole (so holding it costs no install); read without the lock. */
  async installed(name: string): Promise<CacheEntryMeta | undefined> {
    if (!ENTRY_NAME.test(name)) return undefined;
    const dir = join(this.dir, name);
    if ((await lstat(dir).catch(() => undefined))?.isDirectory() !== true) return undefined;
    const meta = await readMeta(dir, this.now());
    return meta && { harness: meta.harness, channel: meta.channel, cliVersion: meta.cliVersion, package: meta.package, packageVersion: meta.packageVersion };
  }

  /** The room an install of `name` is taken to need: the largest entry of its kind, else of any kind, else UNKNOWN_INSTALL_BYTES. */
  async estimate(name: string): Promise<number> {
    const kind = name.split('@')[0];
    const entries = (await this.exists()) ? (await this.scan(false)).entries : [];
    const largest = (of: readonly CacheEntry[]) => of.reduce((max, entry) => Math.max(max, entry.sizeBytes), 0);
    return largest(entries.filter((entry) => entry.name.split('@')[0] === kind)) || largest(entries) || UNKNOWN_INSTALL_BYTES;
  }

  /**
   * The entry, installed first when it is missing, under a lease of this process: nothing
   * evicts it until `release`. Room is made before the install (least recently used entries
   * out, down to the bound less the install's estimate) and again after it, so the cache holds
   * at most the bound and the one install in flight, beyond what live leases keep.
   */
  async hold(request: HoldRequest): Promise<CacheLease> {
    try {
      return await this.holdEntry(request);
    } catch (error) {
      throw cacheWriteFailure(this.dir, error);
    }
  }

  private async holdEntry(request: HoldRequest): Promise<CacheLease> {
    if (!ENTRY_NAME.test(request.name)) throw new Error(`not a cache entry name: ${request.name}`);
    await mkdir(this.dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      throw new ConformanceSetupError(`The CLI cache ${this.dir} cannot be made (${error.code ?? error.message}); set MWH_CLI_CACHE_DIR to a folder you can write.`);
    });
    const entryDir = join(this.dir, request.name);
    const estimate = await this.estimate(request.name);
    const trash: string[] = [];
    let found: number | undefined;
    try {
      found = await this.locked(async () => {
        const size = await this.ready(request);
        if (size !== undefined) return size;
        trash.push(...(await this.trim(this.bound - estimate)));
        return undefined;
      });
    } finally {
      await removeAll(trash.splice(0));
    }
    if (found !== undefined) return this.lease(request.name, found, false);

    const partial = join(this.dir, `.partial-mwh-${this.pid}-${randomBytes(6).toString('hex')}`);
    await mkdir(partial);
    try {
      await request.install(partial);
      // Measured with its metadata in place, so the entries' sizes add up to what `du` says of them.
      const stored: StoredMeta = { format: 'mwh-cli-cache-entry', ...request.meta, sizeBytes: 0, lastUsed: this.now().toISOString() };
      await writeMeta(partial, stored);
      const sizeBytes = await diskUsage(partial);
      await writeMeta(partial, { ...stored, sizeBytes });
      const placed = await this.locked(async () => {
        // Another mwh installed the same version meanwhile: theirs is used, ours dropped.
        const theirs = await this.ready(request);
        if (theirs !== undefined) return { sizeBytes: theirs, installed: false };
        if (await pathExists(entryDir)) trash.push(await this.toTrash(entryDir, request.name));
        await rename(partial, entryDir);
        await this.writeLease(entryDir);
        trash.push(...(await this.trim(this.bound)));
        return { sizeBytes, installed: true };
      });
      return this.lease(request.name, placed.sizeBytes, placed.installed);
    } finally {
      await rm(partial, { recursive: true, force: true });
      await removeAll(trash);
    }
  }

  /**
   * Removes entries no live process holds: the named ones, or the least recently used down to
   * `to`. Only recognised entries, and what installs and removals of dead processes left.
   */
  async prune(request: PruneRequest = {}): Promise<PruneResult> {
    if (!(await this.exists())) return { removed: [], inUse: [] };
    const trash: string[] = [];
    try {
      return await this.locked(async () => {
        const scanned = await this.scan(true);
        trash.push(...scanned.debris);
        const selected = scanned.entries.filter((entry) => (!request.harness || entry.harness === request.harness) && (!request.names || request.names.includes(entry.name)));
        const removed: CacheEntry[] = [];
        const inUse: CacheEntry[] = [];
        let total = sum(selected);
        for (const entry of selected) {
          if (!request.names && total <= (request.to ?? 0)) break;
          if (entry.users.length) {
            inUse.push(entry);
            continue;
          }
          trash.push(await this.toTrash(entry.dir, entry.name));
          removed.push(entry);
          total -= entry.sizeBytes;
        }
        return { removed, inUse };
      });
    } finally {
      await removeAll(trash);
    }
  }

  private async exists(): Promise<boolean> {
    return (await lstat(this.dir).catch(() => undefined))?.isDirectory() === true;
  }

  private locked<T>(fn: () => Promise<T>): Promise<T> {
    return withCacheLock(this.dir, fn, { pid: this.pid, isAlive: this.isAlive });
  }

  /**
   * Under the lock: when the entry is there whole, leases it, marks it used and answers its size.
   * A folder an older mwh installed is adopted when the caller finds the version in it.
   */
  private async ready(request: HoldRequest): Promise<number | undefined> {
    const entryDir = join(this.dir, request.name);
    const stat = await lstat(entryDir).catch(() => undefined);
    if (!stat) return undefined;
    if (!stat.isDirectory()) throw new ConformanceSetupError(`${entryDir} is not a folder mwh installed (a ${stat.isSymbolicLink() ? 'symbolic link' : 'file'}); move it away and run again.`);
    let meta = await readMeta(entryDir, this.now());
    if (!meta) {
      if (!request.adoptable?.(entryDir)) return undefined;
      meta = { format: 'mwh-cli-cache-entry', ...request.meta, sizeBytes: await diskUsage(entryDir), lastUsed: '' };
    }
    await this.writeLease(entryDir);
    try {
      await writeMeta(entryDir, { ...meta, lastUsed: this.now().toISOString() });
    } catch (error) {
      // Not held after all: a lease left counted would keep the entry from eviction for good.
      await this.dropLease(entryDir);
      throw error;
    }
    return meta.sizeBytes;
  }

  private async writeLease(entryDir: string): Promise<void> {
    const key = `${this.pid}\0${entryDir}`;
    const count = heldHere.get(key) ?? 0;
    if (count === 0) await writeFile(join(entryDir, `${LEASE_PREFIX}${this.pid}`), `${JSON.stringify({ pid: this.pid, since: this.now().toISOString() })}\n`);
    heldHere.set(key, count + 1);
    if (!exitHook) {
      exitHook = true;
      // A lease of a dead pid is ignored anyway; removed at exit, a reused pid cannot revive it.
      process.once('exit', () => {
        for (const key of heldHere.keys()) {
          const [pid, dir] = key.split('\0') as [string, string];
          try {
            unlinkSync(join(dir, `${LEASE_PREFIX}${pid}`));
          } catch {
            // Gone already.
          }
        }
      });
    }
  }

  private async dropLease(entryDir: string): Promise<void> {
    const key = `${this.pid}\0${entryDir}`;
    const count = (heldHere.get(key) ?? 1) - 1;
    if (count > 0) heldHere.set(key, count);
    else {
      heldHere.delete(key);
      await unlink(join(entryDir, `${LEASE_PREFIX}${this.pid}`)).catch(() => undefined);
    }
  }

  private lease(name: string, sizeBytes: number, installed: boolean): CacheLease {
    const entryDir = join(this.dir, name);
    // One release in flight: a second caller waits for the first rather than being told it is done.
    let releasing: Promise<void> | undefined;
    const release = async () => {
      let dropped = false;
      const trash: string[] = [];
      try {
        await this.locked(async () => {
          await this.dropLease(entryDir);
          dropped = true;
          // Done with, it may be what goes over the bound now (with a bound of 0, it goes).
          trash.push(...(await this.trim(this.bound)));
        });
      } catch (error) {
        // The lock was not taken: still held, so a later release may let it go.
        if (!dropped) releasing = undefined;
        throw error;
      } finally {
        await removeAll(trash);
      }
    };
    return { name, dir: entryDir, sizeBytes, installed, release: () => (releasing ??= release()) };
  }

  /** Under the lock: moves entries no live process holds out, least recently used first, until the rest hold at most `target`. */
  private async trim(target: number): Promise<string[]> {
    const scanned = await this.scan(true);
    const trash = [...scanned.debris];
    let total = sum(scanned.entries);
    for (const entry of scanned.entries) {
      if (total <= target) break;
      if (entry.users.length) continue;
      trash.push(await this.toTrash(entry.dir, entry.name));
      total -= entry.sizeBytes;
    }
    return trash;
  }

  /** Renames an entry out of the way (atomic: no process finds half of it), for removal once the lock is let go. */
  private async toTrash(entryDir: string, name: string): Promise<string> {
    if (!ENTRY_NAME.test(name)) throw new Error(`refusing to remove ${entryDir}: not a cache entry`);
    const trash = join(this.dir, `.trash-mwh-${this.pid}-${randomBytes(6).toString('hex')}`);
    await rename(entryDir, trash);
    return trash;
  }

  /**
   * The recognised entries, least recently used first, and what dead processes left behind
   * (`cleanup`: their partial installs, removals and leases). Symbolic links and anything else
   * in the folder are not entries: never read through, never removed.
   */
  private async scan(cleanup: boolean): Promise<{ entries: CacheEntry[]; debris: string[] }> {
    const entries: CacheEntry[] = [];
    const debris: string[] = [];
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const path = join(this.dir, name);
      const stat = await lstat(path).catch(() => undefined);
      if (!stat) continue;
      const owner = [...PARTIAL, TRASH, STALE_LOCK].map((pattern) => pattern.exec(name)?.[1]).find((pid) => pid !== undefined);
      if (owner !== undefined) {
        if (cleanup && !stat.isSymbolicLink() && !this.isAlive(Number(owner))) {
          // Moved aside first, so a removal cut short by a crash is picked up again.
          if (TRASH.test(name)) debris.push(path);
          else if (stat.isDirectory()) debris.push(await this.rename(path));
          else await unlink(path).catch(() => undefined);
        }
        continue;
      }
      const match = ENTRY_NAME.exec(name);
      if (!match || !stat.isDirectory()) continue;
      const entry = await this.readEntry(path, name, match[1]!, match[2]!, stat.mtime);
      if (!entry) continue;
      entry.users = await this.users(path, cleanup);
      entries.push(entry);
    }
    entries.sort((a, b) => a.lastUsed.getTime() - b.lastUsed.getTime() || (a.name < b.name ? -1 : 1));
    return { entries, debris };
  }

  private async rename(path: string): Promise<string> {
    const trash = join(this.dir, `.trash-mwh-${this.pid}-${randomBytes(6).toString('hex')}`);
    await rename(path, trash);
    return trash;
  }

  private async readEntry(dir: string, name: string, kind: string, version: string, mtime: Date): Promise<CacheEntry | undefined> {
    const meta = await readMeta(dir, this.now());
    if (meta) {
      const { format: _format, lastUsed, ...rest } = meta;
      return { ...rest, name, dir, lastUsed: new Date(lastUsed), users: [] };
    }
    // An older mwh's install, or one cut short: an entry only when it holds npm's node_modules.
    if (CARRIERS.some((carrier) => carrier.entryName === kind) || !(await lstat(join(dir, 'node_modules')).catch(() => undefined))?.isDirectory()) return undefined;
    const harness = kind as Harness;
    return {
      harness,
      channel: packageChannel(harness),
      cliVersion: version,
      package: PROTOCOLS[harness].npmPackage,
      packageVersion: version,
      name,
      dir,
      sizeBytes: await diskUsage(dir),
      lastUsed: mtime,
      users: [],
    };
  }

  private async users(entryDir: string, cleanup: boolean): Promise<number[]> {
    const live: number[] = [];
    for (const name of await readdir(entryDir).catch(() => [] as string[])) {
      if (!name.startsWith(LEASE_PREFIX)) continue;
      const pid = Number(name.slice(LEASE_PREFIX.length));
      if (this.isAlive(pid)) live.push(pid);
      else if (cleanup) await unlink(join(entryDir, name)).catch(() => undefined);
    }
    return live;
  }
}

async function readMeta(entryDir: string, now: Date): Promise<StoredMeta | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(entryDir, META_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.format !== 'mwh-cli-cache-entry') return undefined;
  const { harness, channel, cliVersion, package: packageName, packageVersion, sizeBytes, lastUsed } = parsed;
  // The file is anybody's to edit: what it says is printed (mwh cache list), sorted on and
  // removed by, so a field out of shape, or a meta not of the folder it sits in, is no meta.
  const valid =
    isHarness(harness) &&
    (channel === packageChannel(harness) || channel === carrierOf(harness)?.channel) &&
    typeof cliVersion === 'string' &&
    VERSION.test(cliVersion) &&
    typeof packageVersion === 'string' &&
    VERSION.test(packageVersion) &&
    typeof packageName === 'string' &&
    PACKAGE.test(packageName) &&
    // A size past any CLI's would make the estimate of the next install evict everything, and
    // a use in the future would keep the entry from eviction for good.
    Number.isSafeInteger(sizeBytes) &&
    (sizeBytes as number) >= 0 &&
    (sizeBytes as number) <= MAX_ENTRY_BYTES &&
    typeof lastUsed === 'string' &&
    Date.parse(lastUsed) <= now.getTime() + CLOCK_SKEW_MS;
  const meta = parsed as unknown as StoredMeta;
  return valid && cacheEntryName(meta) === basename(entryDir) ? meta : undefined;
}

/** No CLI install comes near: a terabyte. */
const MAX_ENTRY_BYTES = 2 ** 40;
/** Another process's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;
const PACKAGE = /^(@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,100}$/;

/**
 * A cache that cannot be written (read-only, not the user's) or whose disk is full, as one
 * sentence: what an install left is already removed (it never left its partial folder), so a
 * later run finds the cache as it was. Anything else goes on as it was thrown.
 */
export function cacheWriteFailure(dir: string, error: unknown): unknown {
  if (ConformanceSetupError.isInstance(error)) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return new ConformanceSetupError(`The CLI cache ${dir} cannot be written (${code}); set MWH_CLI_CACHE_DIR to a folder you can write.`);
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new ConformanceSetupError(`The disk of the CLI cache ${dir} is full (${code}); nothing of the install was kept. Free some space (mwh cache prune), or set MWH_CLI_CACHE_DIR to another disk.`);
  }
  return error;
}

/** Written beside and renamed over the old one, so a reader never sees half of it. */
async function writeMeta(entryDir: string, meta: StoredMeta): Promise<void> {
  const file = join(entryDir, META_FILE);
  const temporary = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, `${JSON.stringify(meta)}\n`);
  await rename(temporary, file);
}

/** What a folder takes on disk (as `du` counts it), walked without following links, each file once. */
export async function diskUsage(root: string): Promise<number> {
  let total = 0;
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const path = stack.pop()!;
    const stat = await lstat(path).catch(() => undefined);
    if (!stat) continue;
    if (stat.nlink > 1 && !stat.isDirectory()) {
      const inode = `${stat.dev}:${stat.ino}`;
      if (seen.has(inode)) continue;
      seen.add(inode);
    }
    total += typeof stat.blocks === 'number' ? stat.blocks * 512 : stat.size;
    if (stat.isDirectory()) for (const name of await readdir(path).catch(() => [] as string[])) stack.push(join(path, name));
  }
  return total;
}

function sum(entries: readonly CacheEntry[]): number {
  return entries.reduce((total, entry) => total + entry.sizeBytes, 0);
}

async function pathExists(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => undefined)) !== undefined;
}

async function removeAll(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { recursive: true, force: true })));
}
