/** The options of the commands that run a live CLI (`mwh run`, `mwh acp`): which program, how it is started, with which credential. */
import type { OptionSpecs } from './command-line.js';

export const CREDENTIALS = ['stored', 'cli-login', 'environment'];

export const RETRY_BOUND_OPTION = {
  'retry-bound': { type: 'string', value: 'S', help: 'end a CLI retrying S seconds without progress (default 30; 0 is off)' },
} as const satisfies OptionSpecs;

export const LIVE_CLI_OPTIONS = {
  command: { type: 'string', value: 'PATH', help: 'the CLI to run, a path or a name on PATH (default: found on PATH or in installed packages)' },
  'cli-arg': { type: 'string', value: 'ARG', multiple: true, help: 'one more argument for the CLI (repeatable)' },
  model: { type: 'string', value: 'NAME', help: 'the model to ask for' },
  credential: { type: 'string', value: 'KIND', help: 'stored (default), cli-login, or environment' },
} as const satisfies OptionSpecs;
