import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCommand, shebangInterpreter } from './check-command.js';

const folder = mkdtempSync(join(tmpdir(), 'mwh-command-'));
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

  it('reads the interpreter of a #! line, with or without a space, and nothing else', () => {
    expect(shebangInterpreter(script('a', '#! /usr/bin/env node\n'))).toBe('/usr/bin/env');
    expect(shebangInterpreter(script('b', '#!/bin/sh\r\n'))).toBe('/bin/sh');
    expect(shebangInterpreter(script('c', '#!\n'))).toBeUndefined();
    expect(shebangInterpreter(script('d', '# comment\n'))).toBeUndefined();
    expect(shebangInterpreter(script('e', ''))).toBeUndefined();
  });
});
