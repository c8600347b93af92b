/** The `--harness` option every command that names a CLI shares. */
import type { Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';

export function harnessOption(value: string | undefined): Harness | undefined {
  if (value === undefined) return undefined;
  if (value !== 'claude' && value !== 'codex') throw new UsageError(`--harness must be claude or codex, not "${value}".`);
  return value;
}
