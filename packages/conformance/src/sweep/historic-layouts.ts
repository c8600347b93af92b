/**
 * Where CLI versions older than the claimed range keep their program, for the protocol
 * changelog's sweep, which runs them as far back as they start: a package whose program is a
 * JavaScript `cli.js` at its root (Claude Code before 2.1.113) is run with this Node through a
 * two-line launcher the cache entry keeps (a round spawns one program, without arguments of its
 * own). The layouts harness-core registers stay the claimed range's; this is tried only when
 * none of them holds the program (every codex with an app-server, 0.44.0 and later, is in one,
 * and no codex or Gemini CLI package has a `cli.js` at its root).
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The launcher's name inside a cache entry. */
export const NODE_LAUNCHER = 'mwh-node-cli';

export interface HistoricProgram {
  command: string;
  /** What harness-core would call it: the file inside the package that is the CLI. */
  program: string;
}

/** The program of an older layout inside `packageDir` (the CLI's npm package in the entry `entryDir`), if it has one. */
export function historicProgram(entryDir: string, packageDir: string): HistoricProgram | undefined {
  const script = join(packageDir, 'cli.js');
  if (!existsSync(script)) return undefined;
  return { command: nodeLauncher(entryDir, script), program: script };
}

/**
 * `#!/bin/sh` then `exec <node> <cli.js> "$@"`: the shell gives way to Node, so signals reach the
 * CLI itself. Written again when it names another Node or script (the entry was renamed into
 * place, or Node moved).
 */
function nodeLauncher(entryDir: string, script: string): string {
  const launcher = join(entryDir, NODE_LAUNCHER);
  const text = `#!/bin/sh\nexec ${shellQuote(process.execPath)} ${shellQuote(script)} "$@"\n`;
  let current: string | undefined;
  try {
    current = readFileSync(launcher, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== text) writeFileSync(launcher, text, { mode: 0o755 });
  chmodSync(launcher, 0o755);
  return launcher;
}

/** The script a launcher runs: its `exec` line's second word. */
export function launchedScript(launcher: string): string | undefined {
  try {
    const line = readFileSync(launcher, 'utf8').split('\n').find((l) => l.startsWith('exec '));
    const words = line ? [...line.matchAll(/'((?:[^']|'\\'')*)'/g)].map((m) => m[1]!.replace(/'\\''/g, "'")) : [];
    return words[1];
  } catch {
    return undefined;
  }
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
