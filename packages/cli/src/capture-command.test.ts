import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAnthropicMock, textMessage } from '@mwh/mock-servers';
import { parseCapture, streamBytes } from '@mwh/protocol-core';
import { mwh, startMwh } from './test-support/mwh-process.js';

const dir = mkdtempSync(join(homedir(), '.cache-mwh-capture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bareEnv = { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: dir, NO_COLOR: '1' };

describe('mwh capture', () => {
  it('runs claude as given, passes its stdout through, and writes a capture replay reads, without the key', async () => {
    const mock = await startAnthropicMock({ replies: [textMessage(['Captured ', 'round.'])] });
    try {
      const out = join(dir, 'claude.capture.jsonl');
      const run = startMwh(
        ['capture', '--out', 'claude.capture.jsonl', '--', 'claude', '-p', '--verbose', '--output-format', 'stream-json', '--include-partial-messages', 'Say something.'],
        {
          cwd: dir,
          env: { ...bareEnv, CLAUDE_CONFIG_DIR: join(dir, 'claude-home'), ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-capture-secret-1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' },
        },
      );
      const result = await run.done;
      expect(result.status, result.stderr).toBe(0);
      const text = readFileSync(out, 'utf8');
      expect(text).not.toContain('sk-ant-capture-secret-1');
      const capture = parseCapture(text);
      expect(capture.ok).toBe(true);
      if (!capture.ok) return;
      // What the user saw is byte for byte what the CLI wrote.
      expect(result.stdout).toBe(new TextDecoder().decode(streamBytes(capture.value, 'stdout')));
      expect(capture.value.header.env).toContain('ANTHROPIC_API_KEY');
      const replayed = mwh(['replay', out, '--json']);
      expect(replayed.status).toBe(0);
      expect(JSON.parse(replayed.stdout)).toMatchObject({ harness: 'claude', text: 'Captured round.', verdict: { kind: 'success' } });
    } finally {
      await mock.close();
    }
  });

  it('with --share, writes a capture with this machine\'s folders and addresses replaced, which replays to the same round', async () => {
    const mock = await startAnthropicMock({ replies: [textMessage(['Shared ', 'round.'])] });
    try {
      // A GitHub token no variable names: masked by its look, in the command line the header keeps and in stdin.
      const token = `ghp_${'aB3dE5gH7j'.repeat(4).slice(0, 36)}`;
      const run = startMwh(['capture', '--share', '--out', 'shared.capture.jsonl', '--', 'claude', '-p', '--verbose', '--output-format', 'stream-json', `Fetch ${mock.url}/x with ${token} for me.`], {
        cwd: dir,
        env: { ...bareEnv, CLAUDE_CONFIG_DIR: join(dir, 'claude-home'), ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-capture-secret-1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' },
      });
      const result = await run.done;
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/^mwh: wrote shared\.capture\.jsonl to share; in it, <cwd>, .*<ip-1>:<port-1>.* stand for this machine's names, addresses and ports\.\nmwh: masked as \[REDACTED\]: a GitHub token\.\n(mwh: not replaced: .*, since .*\.\n)*mwh: Look through it before you attach it\.\n$/);
      const text = readFileSync(join(dir, 'shared.capture.jsonl'), 'utf8');
      expect(text).not.toContain(token);
      // The working folder (Claude Code names it in its init line), the mock's address and port.
      for (const gone of [dir, '127.0.0.1', new URL(mock.url).port]) expect(text).not.toContain(gone);
      const replayed = mwh(['replay', join(dir, 'shared.capture.jsonl'), '--json']);
      expect(JSON.parse(replayed.stdout)).toMatchObject({ text: 'Shared round.', verdict: { kind: 'success' } });
    } finally {
      await mock.close();
    }
  });

  it("passes stdin, stdout, stderr and the exit code through unchanged, and keeps secret-looking values out of the capture", () => {
    const script = 'read line; echo "got $line and $MY_API_TOKEN"; echo warn >&2; exit 3';
    const result = mwh(['capture', '--out', 'sh.jsonl', '--harness', 'claude', '--', 'sh', '-c', script], {
      cwd: dir,
      input: 'hello\n',
      env: { ...bareEnv, MY_API_TOKEN: 'tok-secret-value-42' },
    });
    expect(result).toMatchObject({ status: 3, stdout: 'got hello and tok-secret-value-42\n', stderr: 'warn\n' });
    const text = readFileSync(join(dir, 'sh.jsonl'), 'utf8');
    expect(text).not.toContain('tok-secret-value-42');
    const capture = parseCapture(text);
    expect(capture.ok && new TextDecoder().decode(streamBytes(capture.value, 'stdin'))).toBe('hello\n');
    expect(capture.ok && capture.value.exit?.code).toBe(3);
  });

  it('shows no codex round it cannot record: a file of requests cannot answer with the thread id, mwh run --capture can', () => {
    const help = mwh(['capture', '--help']).stdout;
    expect(help).not.toContain('requests.jsonl');
    expect(help).toContain('mwh run --harness codex --capture round.jsonl "your message"');
  });

  it("says in its help that --redact keeps values out of the capture file only, the command's output passing through", () => {
    const help = mwh(['capture', '--help']).stdout;
    expect(help).toMatch(/--redact VALUE +remove VALUE from the capture file \(repeatable\)/);
    expect(help).toContain('remove every line of FILE, its trailing blanks trimmed, from the capture file');
    expect(help).not.toContain('everything printed');
    // Found values shorter than 8 are not redacted (harness-core's MIN_FOUND_SECRET_LENGTH): both helps say so.
    expect(help.replace(/\s+/g, ' ')).toContain('are never written, those of 8 characters or more: a shorter one is no key (name it with --redact).');
    expect(mwh(['run', '--help']).stdout.replace(/\s+/g, ' ')).toContain('are kept out of everything printed and captured, those of 8 characters or more');
    expect(mwh(['run', '--help']).stdout).toMatch(/--redact VALUE +remove VALUE from everything printed/);
  });

  it('never overwrites a file, and explains what it needs in one sentence', () => {
    const existing = join(dir, 'keep.jsonl');
    writeFileSync(existing, 'mine');
    const refused = mwh(['capture', '--out', existing, '--', 'claude', '-p', 'hi'], { env: bareEnv });
    expect(refused).toMatchObject({ status: 2, stdout: '', stderr: `mwh: ${existing} exists already; give --out a new file.\n` });
    expect(readFileSync(existing, 'utf8')).toBe('mine');
    expect(mwh(['capture', '--', 'claude']).stderr).toBe('mwh: capture needs --out FILE, a new file for the capture.\n');
    expect(mwh(['capture', '--out', join(dir, 'x.jsonl'), '--', 'python3']).stderr).toBe('mwh: python3 is no CLI mwh knows by its name; give --harness claude, codex or gemini.\n');
    const missing = mwh(['capture', '--out', join(dir, 'gone.jsonl'), '--harness', 'codex', '--', join(dir, 'no-such-codex')]);
    expect(missing).toMatchObject({ status: 2, stderr: `mwh: Cannot run ${join(dir, 'no-such-codex')}: there is no such command.\n` });
    expect(existsSync(join(dir, 'gone.jsonl'))).toBe(false);
    const folder = mwh(['capture', '--out', join(dir, 'folder.jsonl'), '--harness', 'codex', '--', dir]);
    expect(folder).toMatchObject({ status: 2, stderr: `mwh: Cannot run ${dir}: it is a folder.\n` });
    expect(existsSync(join(dir, 'folder.jsonl'))).toBe(false);
  });
});
