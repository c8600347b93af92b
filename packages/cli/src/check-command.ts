/**
 * A `--command` path that cannot run is the user's mistake, told in one sentence before the round:
 * node's spawn says only `spawn /x/claude ENOENT` or `EACCES`, and says ENOENT for a script whose
 * `#!` interpreter is missing although the script exists.
 */
import { accessSync, closeSync, constants, openSync, readSync, statSync } from 'node:fs';
import { UsageError } from './cli-error.js';

/** Linux reads at most this much of a `#!` line (BINPRM_BUF_SIZE). */
const SHEBANG_BYTES = 256;

export function checkCommand(path: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(path).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Anything else (EACCES on a parent) is left to the round, which names the cause.
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return;
    throw new UsageError(`--command ${path}: no such file.`);
  }
  if (isFolder) throw new UsageError(`--command ${path} is a folder, not a program.`);
  if (!executable(path)) throw new UsageError(`--command ${path} is not executable.`);
  const interpreter = shebangInterpreter(path);
  // A relative interpreter is looked up from the round's cwd by the kernel; left to the round.
  if (!interpreter?.startsWith('/')) return;
  let interpreterExists = true;
  try {
    statSync(interpreter);
  } catch {
    interpreterExists = false;
  }
  if (!interpreterExists) throw new UsageError(`--command ${path} cannot run: its interpreter ${interpreter} (from its #! line) does not exist.`);
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
