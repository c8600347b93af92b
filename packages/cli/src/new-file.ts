/** A file mwh writes for the user: created only if it does not exist, so nothing they had is overwritten. */
import { statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { UsageError } from './cli-error.js';
import { pathKind } from './path-kind.js';

/** `shown` is the name as the user gave it, `option` the flag that named it. */
export async function createNewFile(path: string, shown: string, option: string): Promise<FileHandle> {
  try {
    return await open(path, 'wx', 0o600);
  } catch (error) {
    throw cannotCreate(shown, option, (error as NodeJS.ErrnoException).code, (error as Error).message);
  }
}

/**
 * The same refusals before a long run that writes the file only at its end (mwh conformance
 * --html), so that no run is wasted on a name that cannot be used. What cannot be told here
 * (a parent mwh may not read) is left to the write.
 */
export function checkNewFile(path: string, shown: string, option: string): void {
  const kind = pathKind(path);
  if (kind === 'file' || kind === 'folder') throw cannotCreate(shown, option, 'EEXIST');
  const folder = folderProblem(dirname(path));
  if (folder) throw cannotCreate(shown, option, folder);
}

/**
 * What open would say of the folder: ENOTDIR for a file anywhere on its path, not only as the
 * folder itself (pathKind calls both missing); undefined when it is there or cannot be told.
 */
function folderProblem(folder: string): 'ENOENT' | 'ENOTDIR' | undefined {
  try {
    return statSync(folder).isDirectory() ? undefined : 'ENOTDIR';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? code : undefined;
  }
}

function cannotCreate(shown: string, option: string, code: string | undefined, message?: string): UsageError {
  if (code === 'EEXIST') return new UsageError(`${shown} exists already; give ${option} a new file.`);
  const why = code === 'ENOENT' ? 'its folder does not exist' : code === 'ENOTDIR' ? 'a part of its path is a file, not a folder' : (message ?? code);
  return new UsageError(`Cannot create ${shown}: ${why}.`);
}
