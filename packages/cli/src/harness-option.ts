/**
 * The `--harness` option every command that names a CLI shares, and the CLIs it takes as the
 * registry lists them: the help texts and messages that name them are made from these, so they
 * name a CLI registered later too.
 */
import { REGISTRY } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';

/** The CLIs mwh drives, in the registry's order. */
export const HARNESS_NAMES: readonly Harness[] = REGISTRY.map((registration) => registration.cli.harness);
/** `claude, codex or ...`, as a sentence lists them. */
export const ONE_OF_HARNESSES = listed(HARNESS_NAMES, 'or');
/** The variables that give each CLI its config home: `CLAUDE_CONFIG_DIR / CODEX_HOME / ...`. */
export const CONFIG_HOME_VARIABLES = REGISTRY.map((registration) => registration.cli.configHome.variable).join(' / ');
/** `claude|codex|...`, for a synopsis. */
export const HARNESS_CHOICES = HARNESS_NAMES.join('|');

export function harnessOption(value: string | undefined): Harness | undefined {
  if (value === undefined) return undefined;
  const harness = HARNESS_NAMES.find((name) => name === value);
  if (!harness) throw new UsageError(`--harness must be ${ONE_OF_HARNESSES}, not "${value}".`);
  return harness;
}

/** The names as a sentence lists them: `a, b or c`. */
export function listed(names: readonly string[], last: 'or' | 'and'): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}`;
}
