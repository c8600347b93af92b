/** The codex app-server's protocol as harness-core, the mwh command and the kit look it up. */
import { describeProtocol, type CliProtocol } from '@mwh/protocol-core';
import { CODEX_DELTA_LINES } from './codex-delta-lines.js';
import { CODEX_CREDENTIAL_VARIABLES } from './codex-invocation.js';
import { CodexCaptureReplay } from './codex-replay.js';
import { looksLikeCodexStream } from './codex-stream-detection.js';
import { CODEX_WIRE_USE } from './codex-wire-use.js';

export const CODEX_PROTOCOL: CliProtocol = describeProtocol({
  harness: 'codex',
  title: 'Codex',
  npmPackage: '@openai/codex',
  configHome: { variable: 'CODEX_HOME', folder: '.codex' },
  credentialVariables: CODEX_CREDENTIAL_VARIABLES,
  wireUse: CODEX_WIRE_USE,
  looksLikeStream: looksLikeCodexStream,
  captureReplay: (options = {}) => new CodexCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
  deltaLines: CODEX_DELTA_LINES,
});
