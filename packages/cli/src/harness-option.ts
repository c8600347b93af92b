/** The `--harness` option every command that names a CLI shares. */
import { HARNESSES, isHarness, type Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';

export function harnessOption(value: string | undefined): Harness | undefined {
  if (value === undefined) return undefined;
  if (!isHarness(value)) throw new UsageError(`--harness must be ${HARNESSES.join(' or ')}, not "${value}".`);
  return value;
}
