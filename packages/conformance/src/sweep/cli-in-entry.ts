/**
 * Where a cache entry keeps its program: npm's layout of the package installed into it, the
 * native binary (a launcher script is refused rather than run), or for a version older than the
 * claimed range its older layout (`historic-layouts.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registrationOf } from '@mwh/harness-core';
import { findInstalledCli } from '@mwh/harness-core/internals';
import type { CacheEntryMeta } from './cli-cache.js';
import { carrierOf } from './cli-channel.js';
import type { CliBinary } from './cli-spec.js';
import { historicProgram } from './historic-layouts.js';

export type EntryCliFound = { ok: true; binary: CliBinary } | { ok: false; why: 'missing' | 'no-native-binary' | 'other-version'; version?: string };

/** The program `meta`'s package put into `dir`, when it is the version the entry is for. */
export function cliInEntry(meta: CacheEntryMeta, dir: string): EntryCliFound {
  if (meta.channel === carrierOf(meta.harness)?.channel) {
    // The SDK's platform package is the binary and nothing else; its version is checked when installed.
    const { program } = registrationOf(meta.harness).install;
    const command = join(dir, 'node_modules', meta.package, process.platform === 'win32' ? `${program}.exe` : program);
    return existsSync(command) ? { ok: true, binary: { command, prefixArgs: [], version: meta.cliVersion } } : { ok: false, why: 'missing' };
  }
  const packageDir = join(dir, 'node_modules', meta.package);
  if (!existsSync(join(packageDir, 'package.json'))) return { ok: false, why: 'missing' };
  const found = findInstalledCli(meta.harness, pathToFileURL(join(dir, 'package.json')).href);
  const version = found?.version ?? packageVersion(packageDir);
  if (version !== meta.cliVersion) return { ok: false, why: version === undefined ? 'missing' : 'other-version', ...(version ? { version } : {}) };
  if (found && found.prefixArgs.length === 0) return { ok: true, binary: found };
  // Older than the claimed range: a layout only the changelog's sweep meets.
  const historic = historicProgram(dir, packageDir);
  if (historic) return { ok: true, binary: { command: historic.command, prefixArgs: [], version } };
  return { ok: false, why: found ? 'no-native-binary' : 'missing' };
}

function packageVersion(packageDir: string): string | undefined {
  try {
    const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
