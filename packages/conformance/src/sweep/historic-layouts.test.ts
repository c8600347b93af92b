import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { NODE_LAUNCHER, historicProgram, launchedScript } from './historic-layouts.js';

describe('historic layouts', () => {
  const dir = tempDir('mwh-historic-');

  it('runs a JavaScript Claude Code through a launcher the entry keeps, with this node', async () => {
    const entry = join(dir.path, "claude@2.1.0 o'k");
    const pkg = join(entry, 'node_modules', '@anthropic-ai', 'claude-code');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'cli.js'), 'console.log(JSON.stringify(process.argv.slice(2)))');
    const found = historicProgram(entry, pkg);
    expect(found).toEqual({ command: join(entry, NODE_LAUNCHER), program: join(pkg, 'cli.js') });
    const run = await execa(found!.command, ['--version', "a 'quoted' arg"]);
    expect(JSON.parse(run.stdout)).toEqual(['--version', "a 'quoted' arg"]);
    expect(launchedScript(found!.command)).toBe(join(pkg, 'cli.js'));
    // Written again only when it would say something else.
    const before = readFileSync(found!.command, 'utf8');
    historicProgram(entry, pkg);
    expect(readFileSync(found!.command, 'utf8')).toBe(before);
  });

  it('knows no older layout in a package without cli.js at its root', () => {
    expect(historicProgram(dir.path, dir.path)).toBeUndefined();
  });
});
