/** A short command of a CLI (`--version`, its login status), run with nothing on its stdin and a time bound. */
import { CliProcess } from './process-runner.js';
import { timerDelay } from './timer-delay.js';

export interface BriefResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  spawnError?: string;
}

/** Runs `command args` with nothing on its stdin, for at most `timeoutMs`. */
export async function runBriefly(command: string, args: string[], env: Record<string, string | undefined>, cwd: string, timeoutMs: number): Promise<BriefResult> {
  const chunks: Buffer[] = [];
  const proc = new CliProcess({ command, args, env: definedOnly(env), cwd, onStdout: (chunk) => void chunks.push(chunk) });
  proc.endStdin();
  const timer = setTimeout(() => void proc.stop({ stdinGraceMs: 0, termGraceMs: 1000 }), timerDelay(timeoutMs));
  const result = await proc.done;
  clearTimeout(timer);
  return { stdout: Buffer.concat(chunks).toString('utf8'), stderr: result.stderr, exitCode: result.exitCode, ...(result.spawnError ? { spawnError: result.spawnError.message } : {}) };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value;
  return out;
}
