import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './main.js';
import { mwhLine } from './mwh-line.js';
import { repoRoot } from './test-support/mwh-process.js';

/** Retitles the window, rings the bell and turns what follows red, were it printed raw. */
const E = '\x1b]0;pwned\x07\x1b[31m';
const SHOWN = '\\e]0;pwned\\a\\e[31m';
/** Every C0 control but the newline that ends a line, DEL and the C1 controls. */
const RAW_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

const F = join(repoRoot, 'fixtures/claude/2.1.332/bash-tool.capture.jsonl');

describe('mwhLine', () => {
  it('shows control characters visibly and keeps a sentence on one line', () => {
    expect(mwhLine(`unknown command "${E}"`)).toBe(`mwh: unknown command "${SHOWN}"\n`);
    expect(mwhLine('a\nmwh: all fine\tb\r\nc\u202e')).toBe('mwh: a\\nmwh: all fine\\tb\\nc\\u{202e}\n');
  });
});

describe("mwh's own sentences on stderr", () => {
  const cwd = mkdtempSync(join(tmpdir(), 'mwh-line-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  // A hostile file name: an empty file named with the escape, and the same in a folder's name.
  writeFileSync(join(cwd, `empty${E}.jsonl`), '');

  const cases: { argv: string[]; env?: Record<string, string>; exit?: number }[] = [
    { argv: [E] },
    { argv: ['replay', E] },
    { argv: ['replay', `empty${E}.jsonl`] },
    { argv: ['replay', F, '--harness', E] },
    { argv: ['replay', F, `--${E}`] },
    { argv: ['replay', F, '--exit-code', E] },
    { argv: ['replay', F, '--redact-env', E] },
    { argv: ['replay', F, '--redact-env', E], env: { [E]: 'short' }, exit: 0 },
    { argv: ['replay', F, '--redact-file', E] },
    { argv: ['replay', F, '--html', `/nonexistent/${E}`] },
    { argv: ['run', '--harness', E, 'hi'] },
    { argv: ['run', '--harness', 'claude', '--command', E, 'hi'] },
    { argv: ['run', '--harness', 'claude', '--command', `/nonexistent/${E}`, 'hi'] },
    { argv: ['run', '--harness', 'claude', '--cwd', E, 'hi'] },
    { argv: ['run', '--harness', 'claude', '--capture', `/nonexistent/${E}`, 'hi'] },
    { argv: ['run', '--harness', 'claude', '--credential', E, 'hi'] },
    { argv: ['run', '--harness', 'claude', '--idle-timeout', E, 'hi'] },
    { argv: ['capture', '--out', E, '--harness', 'claude', '--', `/nonexistent/${E}`] },
    { argv: ['capture', '--out', 'x.jsonl', '--', E] },
    { argv: ['capture', '--out', `/nonexistent/${E}/x`, '--harness', 'claude', '--', 'true'] },
    { argv: ['conformance', '--claude', E] },
    { argv: ['conformance', '--scenario', E, '--only', 'claude'] },
    { argv: ['conformance', '--baseline', E, '--only', 'claude'] },
    { argv: ['conformance', '--html', `/nonexistent/${E}/x.html`, '--only', 'claude', '--scenario', 'text-answer', '--claude', '/bin/true'] },
  ];

  it.each(cases)('mwh $argv shows the escape visibly and writes no control character', async ({ argv, env = {}, exit = 2 }) => {
    let stdout = '';
    let stderr = '';
    const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, cwd });
    expect({ code, rawControl: RAW_CONTROL.test(stderr) }).toEqual({ code: exit, rawControl: false });
    expect(stderr).toMatch(/^mwh: /);
    expect(stderr).toContain(SHOWN);
    if (exit === 2) expect(stdout).toBe('');
  });
});
