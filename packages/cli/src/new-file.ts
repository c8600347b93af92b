/** A file mwh writes for the user: created only if it does not exist, so nothing they had is overwritten. */
import { open, type FileHandle } from 'node:fs/promises';
import { UsageError } from './cli-error.js';

/** `shown` is the name as the user gave it, `option` the flag that named it. */
export async function createNewFile(path: string, shown: string, option: string): Promise<FileHandle> {
  try {
    return await open(path, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new UsageError(`${shown} exists already; give ${option} a new file.`);
    throw new UsageError(`Cannot create ${shown}: ${code === 'ENOENT' ? 'its folder does not exist' : (error as Error).message}.`);
  }
}
