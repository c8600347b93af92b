import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../scripts/test-support/temp-dir.js';
import { ConformanceSetupError, PINNED_VERSIONS, defaultCliCacheDir, devDependencyVersions, parseCliSpec, resolveCli } from './cli-spec.js';

const TRIPLE = process.arch === 'arm64' ? 'aarch64-unknown-linux-musl' : 'x86_64-unknown-linux-musl';

/** A cache folder holding a codex "install" with the binary at `layout` (relative to the package). */
async function fakeCodexInstall(cacheDir: string, version: string, layout: string | undefined): Promise<string> {
  const root = join(cacheDir, `codex@${version}`, 'node_modules', '@openai', 'codex');
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: '@openai/codex', version }));
  if (!layout) return '';
  const binary = join(root, layout.replace('<triple>', TRIPLE));
  await mkdir(dirname(binary), { recursive: true });
  await writeFile(binary, '#!/bin/sh\necho codex-cli ' + version + '\n');
  await chmod(binary, 0o755);
  return binary;
}

describe('CLI SPECs', () => {
  const cacheDir = tempDir('mwh-cli-cache-', 'all');

  it('reads versions, latest, pinned, and anything else as a path', () => {
    expect(parseCliSpec('2.1.269')).toEqual({ kind: 'version', version: '2.1.269' });
    expect(parseCliSpec('0.172.0-alpha.3')).toEqual({ kind: 'version', version: '0.172.0-alpha.3' });
    expect(parseCliSpec('latest')).toEqual({ kind: 'latest' });
    expect(parseCliSpec('pinned')).toEqual({ kind: 'pinned' });
    expect(parseCliSpec('./bin/claude')).toEqual({ kind: 'path', path: './bin/claude' });
  });

  it('pins the versions this repository installs', () => {
    const manifest = join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json');
    expect(devDependencyVersions(manifest)).toEqual(PINNED_VERSIONS);
  });

  it('caches under XDG_CACHE_HOME, else ~/.cache', () => {
    expect(defaultCliCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/mwh/clis');
    expect(defaultCliCacheDir({})).toMatch(/\/\.cache\/mwh\/clis$/);
  });

  it('reuses a cached version, in the older codex layout too, without asking npm', async () => {
    const binary = await fakeCodexInstall(cacheDir.path, '0.150.0', 'vendor/<triple>/codex/codex');
    const cli = await resolveCli('codex', '0.150.0', { cacheDir: cacheDir.path, npm: '/nonexistent/npm' });
    expect(cli).toEqual({ harness: 'codex', spec: '0.150.0', command: binary, prefixArgs: [], version: '0.150.0' });
  });

  it('says which layouts it looked for when a cached version has no binary', async () => {
    await fakeCodexInstall(cacheDir.path, '0.151.0', undefined);
    const failure = await resolveCli('codex', '0.151.0', { cacheDir: cacheDir.path, npm: '/nonexistent/npm' }).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toMatch(/no native binary in a known layout \(looked for .*vendor\/.*\/bin\/codex/);
  });

  it('takes a path to a binary and asks it for its version', async () => {
    const binary = await fakeCodexInstall(cacheDir.path, '0.152.0', 'vendor/<triple>/bin/codex');
    expect(await resolveCli('codex', binary)).toMatchObject({ command: binary, version: '0.152.0' });
    const missing = await resolveCli('codex', join(cacheDir.path, 'nope')).catch((error: unknown) => error);
    expect((missing as Error).message).toMatch(/neither a version, latest, pinned nor an existing file/);
    const folder = await resolveCli('claude', cacheDir.path).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(folder)).toBe(true);
    expect((folder as Error).message).toBe(`${cacheDir.path} is a folder; give --claude the claude program itself, a version, latest or pinned.`);
  });

  it('refuses a version the registry does not have in one sentence', async () => {
    const failure = await resolveCli('codex', '0.0.1', { cacheDir: cacheDir.path }).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toMatch(/^@openai\/codex@0\.0\.1 (is not on the npm registry|could not be looked up on the npm registry \(.+\))\.$/);
  });

  it('says it is looking a version up, and why the look-up failed in the words of npm (offline)', async () => {
    const npm = join(cacheDir.path, 'offline-npm');
    // What npm 10 and 11 write when the registry cannot be reached, after retrying for a minute.
    const said = [
      'npm error code ECONNREFUSED',
      'npm error syscall connect',
      'npm error errno ECONNREFUSED',
      'npm error FetchError: request to http://127.0.0.1:9/@openai%2fcodex failed, reason: connect ECONNREFUSED 127.0.0.1:9',
      'npm error     at ClientRequest.<anonymous> (/usr/lib/node_modules/npm/node_modules/minipass-fetch/lib/index.js:130:14)',
    ];
    await writeFile(npm, `#!/bin/sh\nprintf '%s\\n' ${said.map((line) => `'${line}'`).join(' ')} >&2\nexit 1\n`);
    await chmod(npm, 0o755);
    const lines: string[] = [];
    const failure = await resolveCli('codex', '0.160.0', { cacheDir: cacheDir.path, npm, log: (line) => lines.push(line) }).catch((error: unknown) => error);
    expect(lines).toEqual(['looking up @openai/codex@0.160.0 on the npm registry']);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe(
      '@openai/codex@0.160.0 could not be looked up on the npm registry (request to http://127.0.0.1:9/@openai%2fcodex failed, reason: connect ECONNREFUSED 127.0.0.1:9).',
    );
  });
});
