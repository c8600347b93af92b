/** A file mwh writes for the user: created only if it does not exist, so nothing they had is overwritten. */
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, unlink, type FileHandle } from 'node:fs/promises';
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
 * A new file with all of `text`, or none of it: a write that fails (a full disk) removes what it
 * began, so no later run or reader takes half a report for a whole one.
 */
export async function writeNewFile(path: string, shown: string, option: string, text: string, write = (file: FileHandle, t: string) => file.writeFile(t)): Promise<void> {
  const file = await createNewFile(path, shown, option);
  try {
    await write(file, text);
  } catch (error) {
    await file.close().catch(() => undefined);
    await unlink(path).catch(() => undefined);
    throw cannotWrite(shown, error);
  }
  await file.close();
}

/**
 * Replaces `path` with `text` whole: written under a name of this process's own, then renamed,
 * so a reader never sees half of it and two runs writing the same file never share a temporary.
 */
export function replaceFile(path: string, shown: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw cannotWrite(shown, error);
  }
}

function cannotWrite(shown: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOSPC' || code === 'EDQUOT' ? 'the disk is full' : code === 'EROFS' || code === 'EACCES' || code === 'EPERM' ? 'it may not be written here' : (error as Error).message;
  return new UsageError(`Cannot write ${shown}: ${why}${code ? ` (${code})` : ''}; nothing of it was kept.`);
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
