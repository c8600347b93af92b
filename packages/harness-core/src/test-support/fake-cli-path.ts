/** Where the fake CLI script is, and the argv that runs it. */
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAKE_CLI = fileURLToPath(new URL('./fake-cli.mjs', import.meta.url));
// Run directly as a command by the rounds (which put the CLI's flags after it), so it must be executable.
chmodSync(FAKE_CLI, 0o755);

export function fakeCli(mode: string): { command: string; args: string[] } {
  return { command: process.execPath, args: [FAKE_CLI, mode] };
}
