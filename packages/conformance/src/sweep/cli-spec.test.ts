import { readFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { resolveCli } from './cli-install.js';
import { CLAIMED_FROM, ConformanceSetupError, PINNED_VERSIONS, defaultCliCacheDir, devDependencyVersions, parseCliSpec } from './cli-spec.js';

const TRIPLE = process.arch === 'arm64' ? 'aarch64-unknown-linux-musl' : 'x86_64-unknown-linux-musl';

/** A cache folder holding a codex "install" with the binary at `layout` (relative to the package), as an older mwh left it. */
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

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(ConformanceSetupError.isInstance(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('did not throw');
}

describe('CLI SPECs', () => {
  const cacheDir = tempDir('mwh-cli-cache-', 'all');

  it('reads versions, latest, pinned, and anything else as a path', () => {
    expect(parseCliSpec('2.1.269')).toEqual({ kind: 'version', version: '2.1.269' });
    expect(parseCliSpec('0.172.0-alpha.3')).toEqual({ kind: 'version', version: '0.172.0-alpha.3' });
    expect(parseCliSpec('latest')).toEqual({ kind: 'latest' });
    expect(parseCliSpec('pinned')).toEqual({ kind: 'pinned' });
    expect(parseCliSpec('./bin/claude')).toEqual({ kind: 'path', path: './bin/claude' });
    expect(parseCliSpec('../bin/claude')).toEqual({ kind: 'path', path: '../bin/claude' });
  });

  it('reads channels and ranges', () => {
    expect(parseCliSpec('sdk:0.3.336')).toEqual({ kind: 'version', version: '0.3.336', channel: 'agent-sdk' });
    expect(parseCliSpec('sdk:latest')).toEqual({ kind: 'latest', channel: 'agent-sdk' });
    expect(parseCliSpec('code:2.1.332')).toEqual({ kind: 'version', version: '2.1.332', channel: 'claude-code' });
    expect(parseCliSpec('code:latest')).toEqual({ kind: 'latest', channel: 'claude-code' });
    expect(parseCliSpec('2.1.269..latest')).toEqual({ kind: 'range', from: { kind: 'version', version: '2.1.269' }, to: { kind: 'latest' } });
    expect(parseCliSpec('pinned..latest')).toEqual({ kind: 'range', from: { kind: 'pinned' }, to: { kind: 'latest' } });
    expect(parseCliSpec('checked..latest')).toEqual({ kind: 'range', from: { kind: 'checked' }, to: { kind: 'latest' } });
    expect(parseCliSpec('checked')).toEqual({ kind: 'checked' });
    expect(parseCliSpec('code:checked')).toEqual({ kind: 'checked', channel: 'claude-code' });
    expect(() => parseCliSpec('sdk:checked')).toThrow('sdk:checked is not a SPEC');
    expect(parseCliSpec('code:2.1.300..2.1.306')).toEqual({ kind: 'range', from: { kind: 'version', version: '2.1.300' }, to: { kind: 'version', version: '2.1.306' }, channel: 'claude-code' });
    expect(parseCliSpec('sdk:0.3.333..latest')).toMatchObject({ kind: 'range', channel: 'agent-sdk' });
  });

  it('refuses a channel or a range that names no version, in one sentence', () => {
    expect(failure(() => parseCliSpec('sdk:2.1'))).toBe('sdk:2.1 is not a SPEC: after sdk: comes an agent SDK version (0.3.336) or latest, or a range of them (A..B).');
    expect(failure(() => parseCliSpec('sdk:pinned'))).toMatch(/^sdk:pinned is not a SPEC/);
    expect(failure(() => parseCliSpec('code:newest'))).toBe('code:newest is not a SPEC: after code: comes a Claude Code version (2.1.332), latest, pinned or checked, or a range of them (A..B).');
    expect(failure(() => parseCliSpec('2.1.300..soon'))).toBe('2.1.300..soon is not a range: each end is a version, latest, pinned or checked (2.1.300..latest), both included.');
  });

  it('pins the versions this repository installs', () => {
    const manifest = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
    expect(devDependencyVersions(manifest)).toEqual(PINNED_VERSIONS);
  });

  it('claims the versions the peerDependencies accept, from the oldest on', () => {
    const manifest = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
    expect(manifest.peerDependencies).toMatchObject({ '@anthropic-ai/claude-code': `>=${CLAIMED_FROM.claude}`, '@openai/codex': `>=${CLAIMED_FROM.codex}` });
  });

  it('caches in MWH_CLI_CACHE_DIR, else under XDG_CACHE_HOME, else ~/.cache', () => {
    expect(defaultCliCacheDir({ MWH_CLI_CACHE_DIR: '/x/clis', XDG_CACHE_HOME: '/x/cache' })).toBe('/x/clis');
    expect(defaultCliCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/mwh/clis');
    expect(defaultCliCacheDir({})).toMatch(/\/\.cache\/mwh\/clis$/);
  });

  it('reuses a version an older mwh cached, in the older codex layout too, without asking npm', async () => {
    const binary = await fakeCodexInstall(cacheDir.path, '0.150.0', 'vendor/<triple>/codex/codex');
    const cli = await resolveCli('codex', '0.150.0', { cacheDir: cacheDir.path, npm: '/nonexistent/npm' });
    expect(cli).toEqual({ harness: 'codex', spec: '0.150.0', channel: 'codex', command: binary, prefixArgs: [], version: '0.150.0', package: '@openai/codex@0.150.0' });
  });

  it('takes a path to a binary and asks it for its version', async () => {
    const binary = await fakeCodexInstall(cacheDir.path, '0.152.0', 'vendor/<triple>/bin/codex');
    expect(await resolveCli('codex', binary)).toMatchObject({ command: binary, version: '0.152.0', channel: 'path' });
    const missing = await resolveCli('codex', join(cacheDir.path, 'nope')).catch((error: unknown) => error);
    expect((missing as Error).message).toMatch(/neither a version, latest, pinned nor an existing file/);
    const folder = await resolveCli('claude', cacheDir.path).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(folder)).toBe(true);
    expect((folder as Error).message).toBe(`${cacheDir.path} is a folder; give --claude the claude program itself, a version, latest or pinned.`);
  });
});
