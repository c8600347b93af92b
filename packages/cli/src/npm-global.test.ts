import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './test-support/mwh-process.js';

// A user's install: the packed packages, `npm install -g` into a fresh prefix, `mwh` run from a
// folder outside the repository. Needs the npm registry for the third-party dependencies.
const work = mkdtempSync(join(tmpdir(), 'mwh-npm-global-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('mwh installed with npm install -g', () => {
  it('runs from any folder with names relative to it', () => {
    const packs = join(work, 'packs');
    const prefix = join(work, 'prefix');
    execFileSync('npx', ['--yes', 'pnpm@10.34.9', '-r', 'pack', '--pack-destination', packs], { cwd: repoRoot, stdio: 'ignore', timeout: 300_000 });
    const tarballs = readdirSync(packs).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name));
    execFileSync('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], { stdio: 'ignore', timeout: 300_000 });

    const user = join(work, 'somewhere');
    execFileSync('mkdir', ['-p', user]);
    copyFileSync(join(repoRoot, 'fixtures/claude/2.1.332/bash-tool.capture.jsonl'), join(user, 'round.jsonl'));
    const mwh = join(prefix, 'bin', 'mwh');
    const replay = spawnSync(mwh, ['replay', 'round.jsonl', '--json'], { cwd: user, encoding: 'utf8' });
    expect(replay.status, replay.stderr).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({ harness: 'claude', verdict: { kind: 'success' } });
    const help = spawnSync(mwh, ['run', '--help'], { cwd: user, encoding: 'utf8' });
    expect(help.stdout).toMatch(/^Usage: mwh run /);
  }, 600_000);
});
