import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findInstalledCli } from '../installed-clis.js';
import { GEMINI_NODE_FLAGS, geminiLaunch, nodeOfShebang } from './gemini-launch.js';

const dir = mkdtempSync(join(tmpdir(), 'mwh-gemini-launch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, 0o755);
  return path;
}

describe('nodeOfShebang', () => {
  it('names the node of `env node` and of a path to node, nothing else', () => {
    expect(nodeOfShebang('#!/usr/bin/env node')).toBe('node');
    expect(nodeOfShebang('#! /usr/bin/env node ')).toBe('node');
    expect(nodeOfShebang('#!/opt/node/bin/node')).toBe('/opt/node/bin/node');
    expect(nodeOfShebang('#!/usr/bin/env -S node --flag')).toBeUndefined();
    expect(nodeOfShebang('#!/bin/sh')).toBeUndefined();
    expect(nodeOfShebang('#!/usr/bin/env nodejs')).toBeUndefined();
    expect(nodeOfShebang('console.log(1)')).toBeUndefined();
    expect(nodeOfShebang(undefined)).toBeUndefined();
  });
});

describe('geminiLaunch', () => {
  it('runs the installed gemini through node with the flags, the program after them', () => {
    const installed = findInstalledCli('gemini', import.meta.url);
    expect(installed).toBeDefined();
    expect(geminiLaunch(installed!.command, process.env.PATH, dir)).toEqual({ command: 'node', prefixArgs: [...GEMINI_NODE_FLAGS, installed!.command] });
  });

  it('finds a bare name on PATH as spawn would', () => {
    const program = script('gemini', '#!/usr/bin/env node\nconsole.log(1)\n');
    expect(geminiLaunch('gemini', `${dir}:${process.env.PATH}`, '/')).toEqual({ command: 'node', prefixArgs: [...GEMINI_NODE_FLAGS, program] });
    expect(geminiLaunch('gemini', join(dir, 'none'), '/')).toBeUndefined();
    // A relative path is the child's: read from the round's folder, not this process's.
    expect(geminiLaunch('./gemini', undefined, dir)).toEqual({ command: 'node', prefixArgs: [...GEMINI_NODE_FLAGS, program] });
  });

  it('spawns the program as it is where its node refuses the flags (another V8, a shim)', () => {
    const bin = mkdtempSync(join(dir, 'refusing-'));
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho "node: bad option: $1" >&2\nexit 9\n');
    chmodSync(join(bin, 'node'), 0o755);
    const program = script('refused.js', '#!/usr/bin/env node\n1\n');
    expect(geminiLaunch(program, `${bin}:${process.env.PATH}`, dir)).toBeUndefined();
    expect(geminiLaunch(program, process.env.PATH, dir)?.command).toBe('node');
  });

  it('leaves a wrapper that is no Node script, a shebang with CRLF read as one', () => {
    expect(geminiLaunch(script('wrapper.sh', '#!/bin/sh\nexec gemini "$@"\n'), undefined, dir)).toBeUndefined();
    expect(geminiLaunch(script('crlf.js', '#!/usr/bin/env node\r\n1\r\n'), undefined, dir)?.command).toBe('node');
    expect(geminiLaunch(script('long.js', `#!/usr/bin/env node${' '.repeat(400)}\n`), undefined, dir)).toBeUndefined();
    expect(geminiLaunch(join(dir, 'missing.js'), undefined, dir)).toBeUndefined();
  });

  it('gives flags the node here takes (an unknown one would fail every round)', () => {
    const run = spawnSync('node', [...GEMINI_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
