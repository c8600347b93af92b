/** Where spawn finds a bare program name: the CLI a user means (`claude` on PATH), and a missing `mwh run --command NAME` told before the round. */
import { accessSync, constants, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** What libuv searches when the child's environment has no PATH (`_PATH_DEFPATH`). */
const DEFAULT_PATH = '/usr/bin:/bin';

/**
 * The file spawn would run for `name` with this PATH in a child started in `cwd`, or undefined:
 * the first executable regular file in PATH's folders, an empty entry and a relative one meaning
 * the child's cwd, as execvp reads them (folders and files not executable are passed over).
 */
export function programOnPath(name: string, path: string | undefined, cwd: string): string | undefined {
  for (const dir of (path ?? DEFAULT_PATH).split(':')) {
    const candidate = resolve(cwd, dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here, or not executable: spawn goes on to the next folder too.
    }
  }
  return undefined;
}
