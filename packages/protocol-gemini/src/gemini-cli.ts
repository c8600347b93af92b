/**
 * Gemini CLI as a host finds, starts and signs in to it: GEMINI_PROTOCOL without its reading
 * code, so `./invocation` gives it without the reader. Its config home differs from the other
 * CLIs' in one way: GEMINI_CLI_HOME moves the home the CLI's `.gemini` folder is made in, not the
 * folder itself.
 */
import { describeProtocol, type CliDescription } from '@mwh/protocol-core';
import { GEMINI_DELTA_LINES } from './gemini-delta-lines.js';
import { GEMINI_CONFIG_FOLDER, GEMINI_CREDENTIAL_VARIABLES, GEMINI_HOME_VARIABLE, GEMINI_NO_RELAUNCH } from './gemini-invocation.js';
import { GEMINI_WIRE_USE } from './gemini-wire-use.js';

export const GEMINI_CLI: CliDescription = describeProtocol({
  harness: 'gemini',
  title: 'Gemini CLI',
  npmPackage: '@google/gemini-cli',
  // GEMINI_CLI_HOME names the home its `.gemini` folder is in, not the folder: the config home is
  // that home, the user's own home where the variable is unset.
  configHome: { variable: GEMINI_HOME_VARIABLE, folder: '' },
  credentialVariables: GEMINI_CREDENTIAL_VARIABLES,
  wireUse: GEMINI_WIRE_USE,
  deltaLines: GEMINI_DELTA_LINES,
  // A round's invocation sets it too; `--version` and `--help` need it as much (one load of the bundle, not two).
  launchEnv: GEMINI_NO_RELAUNCH,
});
