/** A fresh folder under the OS temp folder for each test (`each`) or for a test file (`all`), removed after it. */
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';

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

/**
 * A fresh folder under the OS temp folder, made now by the running test (or a helper it calls)
 * and removed when that test has finished, whether it passed or not: for the one test of many
 * that needs a folder, where `tempDir` would make one for each.
 */
export function tempDirInTest(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rm(path, { recursive: true, force: true }));
  return path;
}
