import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommand, commandToRun, shebangInterpreter } from './check-command.js';

const folder = mkdtempSync(join(tmpdir(), 'mwh-command-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
function script(name: string, text: string, mode = 0o755): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

describe('checkCommand', () => {
  it('passes a program that can run', () => {
    expect(() => checkCommand(process.execPath)).not.toThrow();
    expect(() => checkCommand(script('fine.sh', '#!/bin/sh\nexit 0\n'))).not.toThrow();
    expect(() => checkCommand(script('no-shebang', 'exit 0\n'))).not.toThrow();
  });

  it('names each reason a path cannot run in one sentence', () => {
    const missing = join(folder, 'no-such-claude');
    expect(() => checkCommand(missing)).toThrow(`--command ${missing}: no such file.`);
    expect(() => checkCommand(join(folder, 'fine.sh', 'below'))).toThrow(': no such file.');
    expect(() => checkCommand(folder)).toThrow(`--command ${folder} is a folder, not a program.`);
    const plain = script('plain', '#!/bin/sh\n', 0o644);
    expect(() => checkCommand(plain)).toThrow(`--command ${plain} is not executable.`);
    const orphan = script('orphan.sh', '#!/no/such/node --flag\n');
    expect(() => checkCommand(orphan)).toThrow(`--command ${orphan} cannot run: its interpreter /no/such/node (from its #! line) does not exist.`);
    const notAProgram = script('odd.sh', `#!${plain}\n`);
    expect(() => checkCommand(notAProgram)).toThrow(`its interpreter ${plain} (from its #! line) is not executable.`);
  });

  it('runs a path from where the user stands, and a bare name from the PATH the CLI gets, found as spawn finds it', () => {
    const fine = script('on-path', '#!/bin/sh\nexit 0\n');
    const env = { PATH: `/no/such/dir:${folder}` };
    expect(commandToRun('./on-path', { cwd: folder, roundCwd: '/', env: {} })).toBe(fine);
    expect(commandToRun('on-path', { cwd: '/', roundCwd: '/', env })).toBe(fine);
    // An empty PATH entry is the round's cwd, not the user's.
    expect(commandToRun('on-path', { cwd: '/', roundCwd: folder, env: { PATH: '/no/such/dir:' } })).toBe(fine);
    expect(() => commandToRun('on-path', { cwd: folder, roundCwd: '/', env: { PATH: '/no/such/dir:' } })).toThrow('--command on-path: no such program on PATH.');
  });

  it('names a bare name that is not on PATH, or one found there that cannot run, in one sentence', () => {
    const env = { PATH: folder };
    expect(() => commandToRun('no-such-claude', { cwd: folder, roundCwd: folder, env })).toThrow(/^--command no-such-claude: no such program on PATH\.$/);
    script('not-runnable', '#!/bin/sh\n', 0o644);
    expect(() => commandToRun('not-runnable', { cwd: folder, roundCwd: folder, env })).toThrow('--command not-runnable: no such program on PATH.');
    const orphan = script('orphan-on-path', '#!/no/such/node\n');
    expect(() => commandToRun('orphan-on-path', { cwd: '/', roundCwd: '/', env })).toThrow(`--command ${orphan} cannot run: its interpreter /no/such/node (from its #! line) does not exist.`);
  });

  it('reads the interpreter of a #! line, with or without a space, and nothing else', () => {
    expect(shebangInterpreter(script('a', '#! /usr/bin/env node\n'))).toBe('/usr/bin/env');
    expect(shebangInterpreter(script('b', '#!/bin/sh\r\n'))).toBe('/bin/sh');
    expect(shebangInterpreter(script('c', '#!\n'))).toBeUndefined();
    expect(shebangInterpreter(script('d', '# comment\n'))).toBeUndefined();
    expect(shebangInterpreter(script('e', ''))).toBeUndefined();
  });
});
