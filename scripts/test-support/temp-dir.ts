/** A fresh folder under the OS temp folder for each test (`each`) or for a test file (`all`), removed after it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export function tempDir(prefix: string, scope: 'each' | 'all' = 'each'): { readonly path: string } {
  const dir = { path: '' };
  (scope === 'each' ? beforeEach : beforeAll)(async () => {
    dir.path = await mkdtemp(join(tmpdir(), prefix));
  });
  (scope === 'each' ? afterEach : afterAll)(async () => {
    await rm(dir.path, { recursive: true, force: true });
  });
  return dir;
}
