/**
 * Fresh, private directories for real-CLI runs: HOME, config home and cwd per test, outside
 * /tmp (codex refuses a CODEX_HOME there), removed afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export interface Scratch {
  root: string;
  home: string;
  configHome: string;
  cwd: string;
  remove(): Promise<void>;
}

export async function makeScratch(label = 'run'): Promise<Scratch> {
  const root = join(homedir(), '.cache', `mwh-test-${label}-${randomBytes(6).toString('hex')}`);
  const home = join(root, 'home');
  const cwd = join(root, 'work');
  await mkdir(home, { recursive: true });
  await mkdir(cwd, { recursive: true });
  return {
    root,
    home,
    // Not created: the harness must create CODEX_HOME itself.
    configHome: join(root, 'config'),
    cwd,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * A scratch made before the tests of the file (`all`) or before each test (`each`) and removed
 * after them: the object is filled in by the hook, so tests read its fields as usual.
 */
export function scratchFor(label: string, scope: 'all' | 'each' = 'all'): Scratch {
  const scratch = {} as Scratch;
  (scope === 'all' ? beforeAll : beforeEach)(async () => {
    Object.assign(scratch, await makeScratch(label));
  });
  (scope === 'all' ? afterAll : afterEach)(() => scratch.remove());
  return scratch;
}

/** A minimal environment for a CLI child: no credentials or settings of the machine's user. */
export function cleanEnv(home: string): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' };
}
