/**
 * A `--command` that cannot run is the user's mistake, told in one sentence before the round:
 * node's spawn says only `spawn /x/claude ENOENT` or `EACCES`, says ENOENT for a script whose
 * `#!` interpreter is missing although the script exists, and `spawn NAME ENOENT` for a bare name
 * not on PATH.
 */
import { accessSync, closeSync, constants, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from './cli-error.js';
import { pathKind } from './path-kind.js';
import { programOnPath } from '@mwh/harness-core/internals';

/** Linux reads at most this much of a `#!` line (BINPRM_BUF_SIZE). */
const SHEBANG_BYTES = 256;

/**
 * The program `--command` names, checked: a path is the user's, from where they stand; a bare name
 * is found on the PATH the CLI gets, from the round's cwd, as spawn would find it. The found path
 * is what runs, so the program checked is the one started.
 */
export function commandToRun(given: string, { cwd, roundCwd, env }: { cwd: string; roundCwd: string; env: Record<string, string | undefined> }): string {
  const path = given.includes('/') ? resolve(cwd, given) : programOnPath(given, env.PATH, roundCwd);
  if (path === undefined) throw new UsageError(`--command ${given}: no such program on PATH.`);
  checkCommand(path);
  return path;
}

export function checkCommand(path: string): void {
  const kind = pathKind(path);
  if (kind === 'missing') throw new UsageError(`--command ${path}: no such file.`);
  if (kind === 'folder') throw new UsageError(`--command ${path} is a folder, not a program.`);
  // What cannot be told (EACCES on a parent) is left to the round, which names the cause.
  if (kind === undefined) return;
  if (!executable(path)) throw new UsageError(`--command ${path} is not executable.`);
  const interpreter = shebangInterpreter(path);
  // A relative interpreter is looked up from the round's cwd by the kernel; left to the round.
  if (!interpreter?.startsWith('/')) return;
  // Nothing there, or nothing this process may look at: either way the kernel cannot run it.
  const found = pathKind(interpreter);
  if (found === 'missing' || found === undefined) throw new UsageError(`--command ${path} cannot run: its interpreter ${interpreter} (from its #! line) does not exist.`);
  if (!executable(interpreter)) throw new UsageError(`--command ${path} cannot run: its interpreter ${interpreter} (from its #! line) is not executable.`);
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The interpreter a `#!` line names, or undefined for a binary, an unreadable file or no `#!`. */
export function shebangInterpreter(path: string): string | undefined {
  const head = new Uint8Array(SHEBANG_BYTES);
  let length: number;
  try {
    const fd = openSync(path, 'r');
    try {
      length = readSync(fd, head, 0, SHEBANG_BYTES, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (length < 2 || head[0] !== 0x23 || head[1] !== 0x21) return undefined;
  const line = new TextDecoder().decode(head.subarray(2, length)).split('\n', 1)[0]!;
  return line.trim().split(/[ \t]/, 1)[0] || undefined;
}
