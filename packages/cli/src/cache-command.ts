/**
 * `mwh cache`: what the CLI cache of `mwh conformance` holds (`list`) and making room in it
 * (`prune`). Only entries the cache recognises are removed, never one a live mwh is using.
 */
import { CliCache, formatBytes, parseByteSize } from '@mwh/conformance';
import type { CacheEntry } from '@mwh/conformance';
import { HARNESSES, isHarness, type Harness } from '@mwh/protocol-core';
import { cacheOptions } from './cache-options.js';
import { UsageError } from './cli-error.js';
import { HARNESS_CHOICES, ONE_OF_HARNESSES } from './harness-option.js';
import { defineCommand } from './command-line.js';
import type { Io } from './command-line.js';

export const cacheCommand = defineCommand({
  name: 'cache',
  synopsis: `list [--json] | prune [--to SIZE] [--all] [--harness ${HARNESS_CHOICES}] [VERSION...]`,
  summary: `mwh conformance installs each CLI version it checks (200-430 MB each) into
$MWH_CLI_CACHE_DIR, else $XDG_CACHE_HOME/mwh/clis (~/.cache/mwh/clis), and keeps them under a
bound: MWH_CLI_CACHE_SIZE or --cache-size, 4 GiB by default; the least recently used go first.
list shows each version (harness, version, channel, size, last used, in use) with the total and
the bound. prune removes the least recently used down to the bound, down to --to SIZE, all with
--all, or the VERSIONs named (2.1.300 in both Claude channels, code:2.1.300, sdk:0.3.300 or the
entry's name, claude@2.1.300); a version a running mwh uses is kept.`,
  options: {
    json: { type: 'boolean', help: 'list: one JSON object instead of the table' },
    to: { type: 'string', value: 'SIZE', help: 'prune: down to this size (2GB, 1500MB, 0)' },
    all: { type: 'boolean', help: 'prune: every version not in use' },
    harness: { type: 'string', value: 'NAME', help: `prune: only one CLI's versions (${ONE_OF_HARNESSES})` },
  },
  notes: 'Exit codes: 0 done; 1 a VERSION named is in use by a running mwh and was kept; 2 bad arguments (one sentence why).',
  async run({ values, positionals }, io) {
    const [action, ...versions] = positionals;
    const { cacheDir, cacheSize } = cacheOptions(io.env, { name: '--cache-size', value: undefined });
    const cache = new CliCache({ dir: cacheDir, bound: cacheSize });
    if (action === 'list') {
      if (versions.length || values.to !== undefined || values.all || values.harness !== undefined) throw new UsageError('cache list takes only --json; see mwh cache --help.');
      const listing = await cache.list();
      io.stdout(values.json ? `${JSON.stringify(listingJson(listing))}\n` : listingTable(listing));
      return 0;
    }
    if (action !== 'prune') throw new UsageError(action === undefined ? 'cache needs list or prune; see mwh cache --help.' : `cache knows list and prune, not "${action}"; see mwh cache --help.`);
    return prune(cache, versions, values, io);
  },
});

async function prune(cache: CliCache, versions: string[], values: { json?: boolean; to?: string; all?: boolean; harness?: string }, io: Io): Promise<number> {
  if (values.json) throw new UsageError('--json is for cache list; see mwh cache --help.');
  if (values.harness !== undefined && !isHarness(values.harness)) throw new UsageError(`--harness must be ${HARNESSES.join(' or ')}, not "${values.harness}".`);
  const harness = values.harness as Harness | undefined;
  if (values.all && values.to !== undefined) throw new UsageError('--all and --to say two different sizes; give one of them.');
  if (versions.length && (values.all || values.to !== undefined)) throw new UsageError('Name VERSIONs, or give --all or --to, not both.');
  let to = cache.bound;
  if (values.all) to = 0;
  if (values.to !== undefined) {
    const read = parseByteSize(values.to, '--to');
    if (!read.ok) throw new UsageError(read.error);
    to = read.bytes;
  }
  let names: string[] | undefined;
  if (versions.length) {
    // Every name is checked before anything goes: a typo removes nothing.
    const { entries } = await cache.list();
    names = [];
    for (const version of versions) {
      const matched = entries.filter((entry) => (!harness || entry.harness === harness) && matches(entry, version));
      if (!matched.length) throw new UsageError(`No cached CLI is ${version}${harness ? ` for ${harness}` : ''}; mwh cache list shows what is cached.`);
      names.push(...matched.map((entry) => entry.name));
    }
  }
  const result = await cache.prune({ ...(names ? { names } : { to }), ...(harness ? { harness } : {}) });
  for (const entry of result.removed) io.stdout(`removed ${describe(entry)}, ${formatBytes(entry.sizeBytes)}\n`);
  for (const entry of result.inUse) io.stdout(`kept ${describe(entry)}: in use by ${pids(entry)}\n`);
  const after = await cache.list();
  io.stdout(`the cache holds ${formatBytes(after.totalBytes)} in ${after.entries.length} version${after.entries.length === 1 ? '' : 's'} (bound ${formatBytes(after.bound)}), in ${after.dir}\n`);
  return names && result.inUse.length ? 1 : 0;
}

/** `2.1.300` (either Claude channel), `code:2.1.300`, `sdk:0.3.300`, or the entry's own name. */
function matches(entry: CacheEntry, version: string): boolean {
  if (version === entry.name) return true;
  if (version.startsWith('sdk:')) return entry.channel === 'agent-sdk' && entry.packageVersion === version.slice(4);
  if (version.startsWith('code:')) return entry.channel === 'claude-code' && entry.cliVersion === version.slice(5);
  return entry.cliVersion === version;
}

function describe(entry: CacheEntry): string {
  return `${entry.harness} ${entry.cliVersion} (${entry.channel === 'agent-sdk' ? `agent-sdk ${entry.packageVersion}` : entry.channel})`;
}

function pids(entry: CacheEntry): string {
  return entry.users.map((pid) => `mwh pid ${pid}`).join(', ');
}

interface Listing {
  dir: string;
  bound: number;
  totalBytes: number;
  entries: CacheEntry[];
}

function listingJson(listing: Listing) {
  return {
    dir: listing.dir,
    bound: listing.bound,
    totalBytes: listing.totalBytes,
    entries: listing.entries.map((entry) => ({
      name: entry.name,
      harness: entry.harness,
      version: entry.cliVersion,
      channel: entry.channel,
      package: `${entry.package}@${entry.packageVersion}`,
      sizeBytes: entry.sizeBytes,
      lastUsed: entry.lastUsed.toISOString(),
      inUse: entry.users.length > 0,
      pids: entry.users,
    })),
  };
}

/** Least recently used first: the next to go is at the top. */
function listingTable(listing: Listing): string {
  const rows = listing.entries.map((entry) => [
    entry.harness,
    entry.cliVersion,
    entry.channel === 'agent-sdk' ? `agent-sdk ${entry.packageVersion}` : entry.channel,
    formatBytes(entry.sizeBytes),
    entry.lastUsed.toISOString().slice(0, 16).replace('T', ' '),
    entry.users.length ? entry.users.map((pid) => `pid ${pid}`).join(', ') : '-',
  ]);
  const header = ['harness', 'version', 'channel', 'size', 'last used (UTC)', 'in use'];
  const widths = header.map((title, index) => rows.reduce((max, row) => Math.max(max, row[index]!.length), title.length));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  const out = listing.entries.length ? [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), ''] : ['No CLI version is cached.', ''];
  out.push(`${formatBytes(listing.totalBytes)} of ${formatBytes(listing.bound)} in ${listing.dir}`);
  return `${out.join('\n')}\n`;
}
