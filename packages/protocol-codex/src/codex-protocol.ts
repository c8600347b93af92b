/** The codex app-server's protocol as harness-core, the mwh command and the kit look it up; `codex exec --json` is its other output mode. */
import { describeProtocol, type CliProtocol } from '@mwh/protocol-core';
import { CODEX_CLI } from './codex-cli.js';
import { CODEX_EXEC_OUTPUT_MODE } from './codex-exec-mode.js';
import { CodexExecReplay } from './codex-exec-replay.js';
import { looksLikeCodexExecStream } from './codex-exec-stream-detection.js';
import { CodexCaptureReplay } from './codex-replay.js';
import { looksLikeCodexStream } from './codex-stream-detection.js';

export const CODEX_PROTOCOL: CliProtocol = describeProtocol({
  ...CODEX_CLI,
  looksLikeStream: (firstLines: string) => looksLikeCodexStream(firstLines) || looksLikeCodexExecStream(firstLines),
  // A capture says its mode in its header; this is for a raw stdout, whose first lines tell.
  outputModeOf: (firstLines: string) => (!looksLikeCodexStream(firstLines) && looksLikeCodexExecStream(firstLines) ? CODEX_EXEC_OUTPUT_MODE : undefined),
  captureReplay: (options = {}) =>
    options.outputMode === CODEX_EXEC_OUTPUT_MODE ? new CodexExecReplay() : new CodexCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
});
