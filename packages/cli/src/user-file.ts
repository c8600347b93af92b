/** A file the user named, read whole: one sentence (exit 2) when it is missing, a folder or cannot be read. */
import { readFileSync } from 'node:fs';
import { UsageError } from './cli-error.js';
import { pathKind } from './path-kind.js';

export function readUserFile(path: string, shown: string): string {
  const kind = pathKind(path);
  if (kind === 'missing') throw new UsageError(`${shown} does not exist.`);
  if (kind === 'folder') throw new UsageError(`${shown} is a folder; give a file.`);
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`${shown} cannot be read.`);
  }
}
