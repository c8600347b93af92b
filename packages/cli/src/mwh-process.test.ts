import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './main.js';
import { mwh, mwhBin, repoRoot } from './test-support/mwh-process.js';

const fixture = (path: string) => join(repoRoot, 'fixtures', path);
const success = fixture('claude/2.1.332/bash-tool.capture.jsonl');
const failed = fixture('claude/2.1.332/api-401.capture.jsonl');

describe('mwh as a program', () => {
  it('is a committed executable with a node shebang', () => {
    accessSync(mwhBin, constants.X_OK);
    expect(readFileSync(mwhBin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(mwhBin).mode & 0o111).not.toBe(0);
  });

  it('lists every command in mwh --help, and each command has its own help', () => {
    const overview = mwh(['--help']);
    expect(overview.status).toBe(0);
    for (const command of COMMANDS) {
      expect(overview.stdout).toContain(`  ${command.name} `);
      const help = mwh([command.name, '--help']);
      expect({ status: help.status, stderr: help.stderr }).toEqual({ status: 0, stderr: '' });
      expect(help.stdout).toMatch(new RegExp(`^Usage: mwh ${command.name} `));
      for (const option of Object.keys(command.options)) expect(help.stdout).toContain(`--${option}`);
      expect(mwh(['help', command.name]).stdout).toBe(help.stdout);
    }
    expect(overview.stdout).toContain('Exit codes: 0');
  });

  it('exits 0 for a round that succeeded, 1 for one that did not, 2 for input it cannot use', () => {
    expect(mwh(['replay', success]).status).toBe(0);
    const replayed = mwh(['replay', failed]);
    expect(replayed.status).toBe(1);
    expect(replayed.stdout).toContain('── verdict: auth-required');
    const bad = mwh(['replay', '/no/such/file']);
    expect({ status: bad.status, stdout: bad.stdout, stderr: bad.stderr }).toEqual({ status: 2, stdout: '', stderr: 'mwh: Cannot read /no/such/file: there is no such file.\n' });
    expect(mwh(['replay', success, '--exit-code', '99999999999999999999']).status).toBe(2);
  });

  it('reads standard input for -, and resolves names against the folder it runs in', () => {
    const fromStdin = mwh(['replay', '-', '--json'], { input: readFileSync(success) });
    expect(fromStdin.status).toBe(0);
    expect(JSON.parse(fromStdin.stdout).verdict.kind).toBe('success');
    const folder = mkdtempSync(join(tmpdir(), 'mwh-cwd-'));
    writeFileSync(join(folder, 'mine.jsonl'), readFileSync(success));
    const relative = mwh(['replay', 'mine.jsonl', '--json'], { cwd: folder });
    expect(relative.status).toBe(0);
    expect(JSON.parse(relative.stdout).harness).toBe('claude');
  });

  it('prints clean stdout through pnpm, from any folder, with names relative to it', () => {
    const folder = join(repoRoot, 'packages/cli');
    const result = spawnSync('npx', ['--yes', 'pnpm@10.34.9', 'mwh', 'replay', '../../fixtures/claude/2.1.332/bash-tool.capture.jsonl', '--json'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status, result.stderr).toBe(0);
    // The whole of stdout is the one JSON object: no pnpm banner before it.
    expect(JSON.parse(result.stdout).harness).toBe('claude');
  });
});
