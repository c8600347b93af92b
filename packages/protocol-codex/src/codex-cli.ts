/**
 * The codex app-server as a host finds, starts and signs in to it: CODEX_PROTOCOL without its
 * reading code, so `./invocation` gives it without the JSON-RPC peer, the reader or the generated
 * validators.
 */
import { describeProtocol, type CliDescription } from '@mwh/protocol-core';
import { CODEX_DELTA_LINES } from './codex-delta-lines.js';
import { CODEX_CREDENTIAL_VARIABLES } from './codex-invocation.js';
import { CODEX_WIRE_USE } from './codex-wire-use.js';

export const CODEX_CLI: CliDescription = describeProtocol({
  harness: 'codex',
  title: 'Codex',
  npmPackage: '@openai/codex',
  configHome: { variable: 'CODEX_HOME', folder: '.codex' },
  credentialVariables: CODEX_CREDENTIAL_VARIABLES,
  wireUse: CODEX_WIRE_USE,
  deltaLines: CODEX_DELTA_LINES,
});
