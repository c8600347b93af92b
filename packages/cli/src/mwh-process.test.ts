import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { COMMANDS, main } from './main.js';
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

  it('lists every command in mwh --help, and each command has its own help', async () => {
    const overview = mwh(['--help']);
    expect(overview.status).toBe(0);
    for (const entry of COMMANDS) {
      // The table's entry loads the command of its name.
      const command = await entry.load();
      expect(command.name).toBe(entry.name);
      expect(overview.stdout).toContain(`  ${command.name} `);
      const help = mwh([command.name, '--help']);
      expect({ status: help.status, stderr: help.stderr }).toEqual({ status: 0, stderr: '' });
      expect(help.stdout).toMatch(new RegExp(`^Usage: mwh ${command.name} `));
      for (const option of Object.keys(command.options)) expect(help.stdout).toContain(`--${option}`);
      // The same help from `mwh help NAME`, asked of main() in this process: a process per command
      // again would cost a Node start each and prove nothing the one above does not.
      let said = '';
      expect(await main(['help', command.name], { stdout: (text) => (said += text), stderr: (text) => (said += text) })).toBe(0);
      expect(said).toBe(help.stdout);
    }
    expect(overview.stdout).toContain('Exit codes: 0');
    // A word more than a command has is not quietly dropped.
    const extra = mwh(['help', 'conformance', 'bogus']);
    expect({ status: extra.status, stdout: extra.stdout, stderr: extra.stderr }).toEqual({ status: 2, stdout: '', stderr: 'mwh: mwh help takes one command; "bogus" is not part of "conformance". See mwh --help.\n' });
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

  it('exits 2 naming the folder when run --cwd is missing or a file, for both CLIs', () => {
    const folder = tempDirInTest('mwh-cwd-');
    writeFileSync(join(folder, 'plain-file'), 'not a folder');
    for (const harness of ['claude', 'codex']) {
      const missing = mwh(['run', '--harness', harness, '--cwd', 'no-such-dir', 'hi'], { cwd: folder });
      expect({ status: missing.status, stdout: missing.stdout, stderr: missing.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `mwh: --cwd must be a folder that exists; ${join(folder, 'no-such-dir')} does not.\n`,
      });
      const file = mwh(['run', '--harness', harness, '--cwd', 'plain-file', 'hi'], { cwd: folder });
      expect({ status: file.status, stdout: file.stdout, stderr: file.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `mwh: --cwd must be a folder; ${join(folder, 'plain-file')} is a file.\n`,
      });
    }
  });

  it('exits 2 naming a --command that is no program on PATH, for both CLIs', () => {
    for (const harness of ['claude', 'codex']) {
      const missing = mwh(['run', '--harness', harness, '--command', 'no-such-cli-on-path', 'hi'], { env: { PATH: '/usr/bin:/bin' } });
      expect({ status: missing.status, stdout: missing.stdout, stderr: missing.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: 'mwh: --command no-such-cli-on-path: no such program on PATH.\n',
      });
    }
  });

  it('reads standard input for -, and resolves names against the folder it runs in', () => {
    const fromStdin = mwh(['replay', '-', '--json'], { input: readFileSync(success) });
    expect(fromStdin.status).toBe(0);
    expect(JSON.parse(fromStdin.stdout).verdict.kind).toBe('success');
    const folder = tempDirInTest('mwh-cwd-');
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

  describe('safe output', () => {
    // Made while the tests are collected, as the file below is written: removed after them all.
    const folder = mkdtempSync(join(tmpdir(), 'mwh-safe-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const line = (value: unknown) => JSON.stringify(value) + '\n';
    const hostile = '\x1b]0;TITLE\x07\x1b[31m';
    writeFileSync(
      join(folder, 'hostile.jsonl'),
      [
        line({ type: 'system', subtype: 'init', session_id: 'sess-secret-1', model: 'model-secret', tools: [] }),
        line({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1', role: 'assistant', content: [] } } }),
        line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: `look ${hostile}here` } } }),
        line({ type: 'assistant', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: `look ${hostile}here` }, { type: 'tool_use', id: 'toolu_secret', name: 'Bash', input: { command: 'ls' } }] } }),
        line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_secret', content: `out \x1b[2J\x1b[Hcleared`, is_error: false }] } }),
        line({ type: 'result', subtype: 'error_during_execution', is_error: true, result: `broke ${hostile}`, session_id: 'sess-secret-1' }),
      ].join(''),
    );
    writeFileSync(join(folder, 'stderr.txt'), '\x1b[2m2026-12-04T03:48:19Z\x1b[0m \x1b[31mERROR\x1b[0m codex_app_server: failed\n');
    const replayHostile = (env: Record<string, string>, ...extra: string[]) =>
      mwh(['replay', 'hostile.jsonl', '--stderr', 'stderr.txt', '--exit-code', '1', ...extra], { cwd: folder, env: { PATH: process.env.PATH ?? '', ...env } });

    it('shows escape sequences from the CLI visibly and strips the colours of its stderr', () => {
      const result = replayHostile({ NO_COLOR: '1' });
      expect(result.status).toBe(1);
      expect(result.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
      expect(result.stdout).toContain('look \\e]0;TITLE\\a\\e[31mhere');
      expect(result.stdout).toContain('out \\e[2J\\e[Hcleared');
      expect(result.stdout).toContain('The end of its error output:\n\n```text\n2026-12-04T03:48:19Z ERROR codex_app_server: failed\n```');
      // Not a terminal: no colour either, without NO_COLOR.
      expect(replayHostile({}).stdout).toBe(result.stdout);
    });

    it("colours mwh's own structure only when asked, never the CLI's text", () => {
      const result = replayHostile({ FORCE_COLOR: '1' });
      expect(result.stdout).toContain('\x1b[31m── verdict: failed');
      expect(result.stdout).toContain('look \\e]0;TITLE\\a\\e[31mhere');
      expect(replayHostile({ FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).toContain('\x1b[31m── verdict');
    });

    it('redacts every printed field, with the secrets from the command line, the environment or a file', () => {
      // Trailing blanks an editor left are no part of a secret.
      writeFileSync(join(folder, 'secrets.txt'), 'model-secret  \r\ntoolu_secret\t\n\n');
      for (const json of [false, true]) {
        const result = replayHostile({ MY_SESSION: 'sess-secret-1' }, '--redact', 'TITLE', '--redact-env', 'MY_SESSION', '--redact-file', 'secrets.txt', ...(json ? ['--json'] : []));
        expect(result.status).toBe(1);
        expect(result.stdout).toContain('[REDACTED]');
        for (const secret of ['sess-secret', 'model-secret', 'toolu_secret', 'TITLE']) expect(result.stdout, `${secret} json=${json}`).not.toContain(secret);
      }
      expect(replayHostile({}, '--redact-env', 'NOT_SET_HERE').stderr).toBe('mwh: --redact-env NOT_SET_HERE names a variable that is not set.\n');
    });

    it('honours a very short secret the user names, with a one-line warning for each on stderr', () => {
      writeFileSync(join(folder, 'short.txt'), 'model-secret\nab\n');
      const result = replayHostile({ SHORT: 'k' }, '--redact', 'TITLE', '--redact-env', 'SHORT', '--redact-file', 'short.txt');
      expect(result.stdout).not.toContain('TITLE');
      expect(result.stderr).toBe(
        [
          'mwh: warning: a --redact value is only 5 characters long; it is masked wherever it occurs, inside words too.',
          'mwh: warning: the value of --redact-env SHORT is only 1 character long; it is masked wherever it occurs, inside words too.',
          'mwh: warning: line 2 of short.txt is only 2 characters long; it is masked wherever it occurs, inside words too.',
          '',
        ].join('\n'),
      );
      expect(replayHostile({}, '--redact', 'model-secret').stderr).toBe('');
    });

    it('refuses an empty --redact value, which masks nothing, in one sentence', () => {
      const result = replayHostile({}, '--redact', '');
      expect(result.status).toBe(2);
      expect(result.stderr).toBe('mwh: --redact needs a value: an empty one would mask nothing.\n');
    });

    it('reports a line over the cap as its size and the cap', () => {
      const big = join(folder, 'big.jsonl');
      const text = 'x'.repeat(64 * 1024 * 1024 + 10);
      writeFileSync(big, readFileSync(join(folder, 'hostile.jsonl'), 'utf8').replace('look ', `${text} `));
      const result = mwh(['replay', big], { maxBuffer: 256 * 1024 * 1024 });
      expect(result.stdout).toMatch(/⚠ line-too-long: a line of at least [\d.]+ MiB \(\d+ bytes\) is over the 64 MiB \(67108864 bytes\) cap for one line, passed over/);
      expect(result.stdout).not.toContain('does not know');
    });
  });
});
