import { chmodSync, copyFileSync, existsSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../../scripts/test-support/temp-dir.js';
import { CLI_LAYOUTS, cliLayoutsSentence, findInstalledCli, locateCli } from '../installed-clis.js';

const here = dirname(fileURLToPath(import.meta.url));
const pnpmBin = join(here, '../../node_modules/.bin');
const nowhere = () => join(tempDirInTest('mwh-locate-'), 'from.js');

describe('findInstalledCli', () => {
  it('finds the native binaries of the pinned CLIs', () => {
    const claude = findInstalledCli('claude');
    const codex = findInstalledCli('codex');
    expect(claude?.version).toBe('2.1.332');
    expect(codex?.version).toBe('0.171.0');
    expect(existsSync(claude!.command)).toBe(true);
    expect(codex!.command.endsWith('/codex')).toBe(true);
  });
});

describe('locateCli', () => {
  it('follows pnpm launcher shims on PATH to the native binaries', () => {
    for (const harness of ['claude', 'codex'] as const) {
      const found = locateCli(harness, { cwd: tmpdir(), env: { PATH: `/no/such/dir:${pnpmBin}` }, from: nowhere() });
      expect(found.ok && found.value).toMatchObject({ command: findInstalledCli(harness)!.command, foundBy: 'path' });
    }
  });

  it('follows an npm -g link to the codex binary in its platform package, not the Node launcher', () => {
    // npm's global layout: prefix/bin/codex -> ../lib/node_modules/@openai/codex/bin/codex.js,
    // the platform package nested below it (the same for 0.154.0 and 0.171.0).
    const prefix = tempDirInTest('mwh-npm-global-');
    const installed = findInstalledCli('codex')!;
    const pkg = join(prefix, 'lib/node_modules/@openai/codex');
    mkdirSync(join(pkg, 'bin'), { recursive: true });
    mkdirSync(join(pkg, 'node_modules/@openai'), { recursive: true });
    const source = realpathSync(join(dirname(fileURLToPath(import.meta.resolve('@openai/codex/package.json')))));
    copyFileSync(join(source, 'package.json'), join(pkg, 'package.json'));
    copyFileSync(join(source, 'bin/codex.js'), join(pkg, 'bin/codex.js'));
    const platform = installed.command.slice(0, installed.command.indexOf('/vendor/'));
    symlinkSync(platform, join(pkg, 'node_modules/@openai/codex-linux-x64'));
    mkdirSync(join(prefix, 'bin'));
    symlinkSync('../lib/node_modules/@openai/codex/bin/codex.js', join(prefix, 'bin/codex'));
    const found = locateCli('codex', { cwd: tmpdir(), env: { PATH: join(prefix, 'bin') }, from: nowhere() });
    // The nested platform package links to the one installed here, so its binary is that one.
    expect(found.ok && found.value).toEqual({ command: installed.command, version: '0.171.0', foundBy: 'path' });
  });

  it("names codex's platform build (published 0.171.0-linux-x64) by the release it is", () => {
    const bin = tempDirInTest('mwh-platform-');
    symlinkSync(findInstalledCli('codex')!.command, join(bin, 'codex'));
    const found = locateCli('codex', { cwd: tmpdir(), env: { PATH: bin }, from: nowhere() });
    expect(found.ok && found.value.version).toBe('0.171.0');
  });

  it('takes a CLI on PATH that is no npm package as it is', () => {
    const dir = tempDirInTest('mwh-own-claude-');
    writeFileSync(join(dir, 'claude'), '#!/bin/sh\necho mine\n');
    chmodSync(join(dir, 'claude'), 0o755);
    // Not executable: skipped.
    writeFileSync(join(dir, 'codex'), '#!/bin/sh\n');
    const found = locateCli('claude', { cwd: dir, env: { PATH: dir }, from: nowhere() });
    expect(found.ok && found.value).toEqual({ command: join(dir, 'claude'), foundBy: 'path' });
    expect(locateCli('codex', { cwd: dir, env: { PATH: dir }, from: nowhere() }).ok).toBe(false);
  });

  it('finds the package installed in the working directory, then beside the program looking', () => {
    const project = tempDirInTest('mwh-project-');
    mkdirSync(join(project, 'node_modules/@anthropic-ai'), { recursive: true });
    const claudePackage = dirname(dirname(findInstalledCli('claude')!.command));
    symlinkSync(claudePackage, join(project, 'node_modules/@anthropic-ai/claude-code'));
    const fromCwd = locateCli('claude', { cwd: project, env: { PATH: '' }, from: nowhere() });
    expect(fromCwd.ok && fromCwd.value).toMatchObject({ version: '2.1.332', foundBy: 'package' });
    const fromSelf = locateCli('codex', { cwd: tmpdir(), env: { PATH: '' }, from: import.meta.url });
    expect(fromSelf.ok && fromSelf.value).toEqual({ command: findInstalledCli('codex')!.command, version: '0.171.0', foundBy: 'package' });
  });

  it('names the package to install when the CLI is nowhere', () => {
    const found = locateCli('codex', { cwd: tmpdir(), env: { PATH: '' }, from: nowhere() });
    expect(found).toEqual({
      ok: false,
      packageName: '@openai/codex',
      error: 'codex is neither on PATH nor installed as @openai/codex where mwh can see it; install it with npm install -g @openai/codex',
    });
  });
});

describe('cliLayoutsSentence', () => {
  it('names every layout looked for, with this machine target filled in', () => {
    const sentence = cliLayoutsSentence('codex');
    expect(sentence).toContain('vendor/');
    expect(sentence).not.toContain('<triple>');
    expect(sentence.split(', ').length).toBe(CLI_LAYOUTS.codex.length);
  });
});
