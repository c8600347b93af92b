/** What a path the user named is, for the checks that tell a bad path in one sentence before a round. */
import { statSync } from 'node:fs';

/**
 * `missing` when nothing is there (or a part of the path is a file), else `folder` or `file`
 * (links followed); undefined when it cannot be told (EACCES on a parent): the round that uses
 * the path then names the cause.
 */
export function pathKind(path: string): 'missing' | 'folder' | 'file' | undefined {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : undefined;
  }
}
