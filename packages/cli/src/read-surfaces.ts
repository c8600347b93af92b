/**
 * The surfaces `mwh drift` and `mwh changelog` read: files `mwh conformance --surfaces DIR`
 * wrote (`*.surface.json`), or folders of them. Anything else is one sentence and exit 2.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cliKey, readSurface } from '@mwh/conformance';
import type { CliSurface } from '@mwh/conformance';
import { UsageError } from './cli-error.js';
import { pathKind } from './path-kind.js';
import { readUserFile } from './user-file.js';

const SUFFIX = '.surface.json';

export function readSurfaces(paths: readonly string[], cwd: string, command: string): CliSurface[] {
  if (paths.length === 0) throw new UsageError(`${command} needs surface files or folders of them (mwh conformance --surfaces DIR writes them); see mwh ${command} --help.`);
  const files: { file: string; shown: string }[] = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    const kind = pathKind(full);
    if (kind === 'missing') throw new UsageError(`${path} does not exist.`);
    if (kind === 'folder') {
      let names: string[];
      try {
        names = readdirSync(full).filter((name) => name.endsWith(SUFFIX)).sort();
      } catch {
        throw new UsageError(`The folder ${path} cannot be read.`);
      }
      if (names.length === 0) throw new UsageError(`${path} holds no surface (*${SUFFIX}); mwh conformance --surfaces ${path} writes them.`);
      for (const name of names) files.push({ file: join(full, name), shown: join(path, name) });
    } else {
      files.push({ file: full, shown: path });
    }
  }
  const seen = new Map<string, string>();
  return files.map(({ file, shown }) => {
    const read = readSurface(readUserFile(file, shown), shown);
    if (!read.ok) throw new UsageError(read.error);
    const { surface } = read;
    const key = cliKey(surface.harness, surface.cliVersion, surface.channel);
    const before = seen.get(key);
    if (before) throw new UsageError(`${before} and ${shown} are both ${surface.harness} ${surface.cliVersion} (${surface.channel}); give one of them.`);
    seen.set(key, shown);
    return surface;
  });
}
