/** The CLI a live command runs when no --command names one: found as `mwh run` finds it, or one sentence why not. */
import { locateCli } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';

export function locateForRound(harness: Harness, cwd: string, env: Record<string, string | undefined>): { command: string; version?: string } {
  const found = locateCli(harness, { cwd, env, from: import.meta.url });
  if (!found.ok) throw new UsageError(`${found.error}, or give --command PATH.`);
  return found.value;
}
