import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { programOnPath } from './program-on-path.js';

const folder = mkdtempSync(join(tmpdir(), 'mwh-on-path-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const NAME = 'mwh-test-program';
function program(dir: string, mode = 0o755): string {
  mkdirSync(join(folder, dir), { recursive: true });
  const path = join(folder, dir, NAME);
  writeFileSync(path, `#!/bin/sh\necho ${dir}\n`);
  chmodSync(path, mode);
  return path;
}
const first = program('first');
program('plain', 0o644);
mkdirSync(join(folder, 'folder', NAME), { recursive: true });
const fromRelativeEntry = program('work/rel');

/** Which of the programs spawn itself runs for the name with that PATH and cwd (each echoes its folder). */
function spawned(path: string | undefined, cwd: string): string | undefined {
  const result = spawnSync(NAME, [], { cwd, env: path === undefined ? {} : { PATH: path }, encoding: 'utf8' });
  return result.error ? undefined : result.stdout.trim();
}

describe('programOnPath', () => {
  it('finds what spawn runs: past folders without it, a file not executable, a folder of that name', () => {
    const cases: Array<[string | undefined, string]> = [
      [`/no/such/dir:${join(folder, 'plain')}:${join(folder, 'folder')}:${join(folder, 'first')}`, folder],
      [join(folder, 'plain'), folder],
      // An empty entry and a relative one are the child's cwd.
      [`/no/such/dir:`, join(folder, 'first')],
      ['rel', join(folder, 'work')],
      ['', join(folder, 'first')],
      // No PATH at all: spawn's default folders, which hold no such program.
      [undefined, join(folder, 'first')],
    ];
    for (const [path, cwd] of cases) {
      const found = programOnPath(NAME, path, cwd);
      expect(found && relative(folder, dirname(found)), `PATH=${path} cwd=${cwd}`).toBe(spawned(path, cwd));
    }
    expect(programOnPath(NAME, join(folder, 'first'), '/')).toBe(first);
    expect(programOnPath(NAME, 'rel', join(folder, 'work'))).toBe(fromRelativeEntry);
    expect(programOnPath(NAME, join(folder, 'plain'), '/')).toBeUndefined();
  });

  it('looks in /usr/bin and /bin when there is no PATH, as spawn does', () => {
    expect(programOnPath('sh', undefined, '/')).toMatch(/^\/(usr\/)?bin\/sh$/);
  });
});
