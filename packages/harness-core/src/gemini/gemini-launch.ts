/**
 * How a round starts the gemini program: a Node script (the package's `bundle/gemini.js`,
 * `#!/usr/bin/env node`) is run by the node its shebang names, with V8 flags a headless round
 * wants; anything else (a wrapper, a shell script, another launcher) is spawned as it is.
 *
 * The flag: Gemini CLI parses each shell command with tree-sitter's bash grammar, which is
 * WebAssembly. V8 compiles the grammar's hot functions again with TurboFan on a worker thread,
 * and the process's exit waits for that compile to finish. Measured with 0.61.0 on Node 20: a
 * round that ran one shell command printed its result, then took 2.3–3.7 s more to exit and
 * 1.3–1.8 CPU-s more than with `--liftoff-only` (which keeps the baseline code Liftoff already
 * made: the parse is a few microseconds either way; the events, tools and session are the same).
 * V8 takes the flag on the command line only (Node refuses it in NODE_OPTIONS); the CLI's own
 * node helpers pass `process.execArgv` on, so what they start gets it too (its relaunch does
 * not happen: the round sets GEMINI_CLI_NO_RELAUNCH). A node that refuses the flag (another
 * V8, a shim) is asked once and then spawns the program as it is.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { programOnPath } from '../installed/program-on-path.js';

/** The V8 flags a gemini round's node gets. */
export const GEMINI_NODE_FLAGS: readonly string[] = ['--liftoff-only'];

/** The command and the arguments before the CLI's own. */
export interface GeminiLaunch {
  command: string;
  prefixArgs: string[];
}

/** A shebang longer than this is no `#!/usr/bin/env node` nor a path to node. */
const SHEBANG_BYTES = 256;
/** `#!/usr/bin/env node` (the package's own), or `#!/path/to/node`; nothing with more arguments. */
const NODE_SHEBANG = /^#!\s*(?:\/usr\/bin\/env\s+(node)|(\/\S*\/node))\s*$/;

/**
 * The launch of `command` (a path, or a name looked up on `path` from `cwd` as spawn would), or
 * undefined when it is not a Node script this can start with flags: then it is spawned as it is.
 */
export function geminiLaunch(command: string, path: string | undefined, cwd: string): GeminiLaunch | undefined {
  // A relative path is the child's, as spawn reads it: from `cwd`, not this process's folder.
  const program = command.includes('/') ? resolve(cwd, command) : programOnPath(command, path, cwd);
  if (program === undefined) return undefined;
  const node = nodeOfShebang(firstLine(program));
  // `env node` finds node on the child's PATH, as spawn does for a bare name: the same node.
  return node === undefined || !takesFlags(node, path, cwd) ? undefined : { command: node, prefixArgs: [...GEMINI_NODE_FLAGS, program] };
}

/** Whether each node (by the program it is) runs with the flags, asked once a process. */
const FLAGS_TAKEN = new Map<string, boolean>();

function takesFlags(node: string, path: string | undefined, cwd: string): boolean {
  const program = node.includes('/') ? node : programOnPath(node, path, cwd);
  if (program === undefined) return false;
  let taken = FLAGS_TAKEN.get(program);
  if (taken === undefined) {
    // A node that does not know a flag exits 9 ("bad option") before running anything.
    taken = spawnSync(program, [...GEMINI_NODE_FLAGS, '-e', '0'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
    FLAGS_TAKEN.set(program, taken);
  }
  return taken;
}

/** The node a shebang line runs, or undefined for any other line. */
export function nodeOfShebang(line: string | undefined): string | undefined {
  const match = line === undefined ? null : NODE_SHEBANG.exec(line);
  return match ? (match[1] ?? match[2]) : undefined;
}

function firstLine(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buffer = new Uint8Array(SHEBANG_BYTES);
    const read = readSync(fd, buffer, 0, SHEBANG_BYTES, 0);
    const text = new TextDecoder().decode(buffer.subarray(0, read));
    const end = text.indexOf('\n');
    // No line end within the bound: not a shebang this reads.
    return end < 0 ? undefined : text.slice(0, end).replace(/\r$/, '');
  } catch {
    // Unreadable (or gone): spawned as it is, and the spawn says what is wrong.
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
