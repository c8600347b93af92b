import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from './repo-root.js';

describe('findRepoRoot', () => {
  it('finds the monorepo root from its own module', () => {
    expect(existsSync(join(findRepoRoot(), 'pnpm-workspace.yaml'))).toBe(true);
    expect(existsSync(join(findRepoRoot(), 'packages', 'conformance'))).toBe(true);
  });

  it('says so when no workspace is above the folder', () => {
    expect(() => findRepoRoot(tmpdir())).toThrow(/No pnpm-workspace.yaml above/);
  });
});
