import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScratchDir } from './scratch-dir.js';

describe('createScratchDir', () => {
  it('creates the named folders empty under a fresh root, leaves out what it is told, and removes it all', async () => {
    const outer = await mkdtemp(join(tmpdir(), 'mwh-scratch-test-'));
    try {
      const parent = join(outer, 'not-yet-there');
      const dir = await createScratchDir({ parent, prefix: 'run-', folders: { home: 'home', cwd: 'work', configDir: 'config' }, leaveOut: ['configDir'] });
      expect(dir.root.startsWith(join(parent, 'run-'))).toBe(true);
      expect(dir).toMatchObject({ home: join(dir.root, 'home'), cwd: join(dir.root, 'work'), configDir: join(dir.root, 'config') });
      expect(readdirSync(dir.root).sort()).toEqual(['home', 'work']);
      expect(readdirSync(dir.home)).toEqual([]);
      await dir.dispose();
      expect(existsSync(dir.root)).toBe(false);
    } finally {
      await rm(outer, { recursive: true, force: true });
    }
  });
});
