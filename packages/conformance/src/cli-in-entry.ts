/**
 * Where a cache entry keeps its program: npm's layout of the package installed into it, the
 * native binary only (a launcher script is refused rather than run).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findInstalledCli } from '@mwh/harness-core/internals';
import type { CacheEntryMeta } from './cli-cache.js';
import type { CliBinary } from './cli-spec.js';

export type EntryCliFound = { ok: true; binary: CliBinary } | { ok: false; why: 'missing' | 'no-native-binary' | 'other-version'; version?: string };

/** The program `meta`'s package put into `dir`, when it is the version the entry is for. */
export function cliInEntry(meta: CacheEntryMeta, dir: string): EntryCliFound {
  if (meta.channel === 'agent-sdk') {
    // The SDK's platform package is the binary and nothing else; its version is checked when installed.
    const command = join(dir, 'node_modules', meta.package, process.platform === 'win32' ? 'claude.exe' : 'claude');
    return existsSync(command) ? { ok: true, binary: { command, prefixArgs: [], version: meta.cliVersion } } : { ok: false, why: 'missing' };
  }
  if (!existsSync(join(dir, 'node_modules', meta.package, 'package.json'))) return { ok: false, why: 'missing' };
  const found = findInstalledCli(meta.harness, pathToFileURL(join(dir, 'package.json')).href);
  if (!found) return { ok: false, why: 'missing' };
  if (found.version !== meta.cliVersion) return { ok: false, why: 'other-version', version: found.version };
  if (found.prefixArgs.length) return { ok: false, why: 'no-native-binary' };
  return { ok: true, binary: found };
}
