/** The codex app-server's protocol as harness-core, the mwh command and the kit look it up. */
import { describeProtocol, type CliProtocol } from '@mwh/protocol-core';
import { CODEX_CLI } from './codex-cli.js';
import { CodexCaptureReplay } from './codex-replay.js';
import { looksLikeCodexStream } from './codex-stream-detection.js';

export const CODEX_PROTOCOL: CliProtocol = describeProtocol({
  ...CODEX_CLI,
  looksLikeStream: looksLikeCodexStream,
  captureReplay: (options = {}) => new CodexCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
});
