/** Where the fake CLI script is, the argv that runs it, and round and login options that run it. */
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RoundOptions } from '../round/round-options.js';
import { cleanEnv, type Scratch } from './scratch.js';

export const FAKE_CLI = fileURLToPath(new URL('./fake-cli.mjs', import.meta.url));
// Run directly as a command by the rounds (which put the CLI's flags after it), so it must be executable.
chmodSync(FAKE_CLI, 0o755);

export function fakeCli(mode: string): { command: string; args: string[] } {
  return { command: process.execPath, args: [FAKE_CLI, mode] };
}

/** A claude round (unless `extra` says otherwise) with the fake CLI in `mode`, in a scratch directory. */
export function fakeRoundOptions(scratch: Scratch, mode: string, extra: Partial<RoundOptions> = {}): RoundOptions {
  return {
    harness: 'claude',
    message: 'hello',
    threadKey: `fake/${mode}`,
    cwd: scratch.cwd,
    configHome: scratch.configHome,
    command: FAKE_CLI,
    baseEnv: cleanEnv(scratch.home),
    credential: { type: 'cli-login' },
    ...extra,
    env: { FAKE_MODE: mode, ...extra.env },
  };
}

/** Login options (claude or codex) with the fake CLI in `mode`, in a scratch directory. */
export function fakeLoginOptions(scratch: Scratch, mode: string, env: Record<string, string> = {}) {
  return { configHome: scratch.configHome, command: FAKE_CLI, cwd: scratch.cwd, baseEnv: cleanEnv(scratch.home), env: { FAKE_MODE: mode, ...env } };
}
