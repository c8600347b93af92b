/** The codex app-server's protocol as harness-core, the mwh command and the kit look it up; `codex exec --json` is its other output mode. */
import { describeProtocol, FileReplay, looksLikeCapture, type CliProtocol } from '@mwh/protocol-core';
import { CODEX_CLI } from './codex-cli.js';
import { CODEX_EXEC_OUTPUT_MODE } from './codex-exec-mode.js';
import { CodexExecReplay } from './codex-exec-replay.js';
import { looksLikeCodexExecStream } from './codex-exec-stream-detection.js';
import { CodexCaptureReplay } from './codex-replay.js';
import { CodexRolloutReader } from './codex-rollout-reader.js';
import { looksLikeCodexRollout, looksLikeCodexStream } from './codex-stream-detection.js';

const appServerReplay = (options: { withoutClientLines?: boolean } = {}) => new CodexCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines });

export const CODEX_PROTOCOL: CliProtocol = describeProtocol({
  ...CODEX_CLI,
  looksLikeStream: (firstLines: string) => looksLikeCodexStream(firstLines) || looksLikeCodexExecStream(firstLines),
  // A capture says its mode in its header (a live exec round's); a raw file is told by its kind below.
  captureReplay: (options = {}) => (options.outputMode === CODEX_EXEC_OUTPUT_MODE ? new CodexExecReplay() : appServerReplay(options)),
  streamKinds: [
    {
      kind: 'codex-rollout',
      title: 'a codex session rollout',
      verdicts: false,
      looksLike: looksLikeCodexRollout,
      replay: () => new FileReplay(new CodexRolloutReader()),
    },
    {
      kind: 'codex-exec',
      title: 'the stdout of codex exec --json',
      verdicts: true,
      outputMode: CODEX_EXEC_OUTPUT_MODE,
      // exec reads its prompt from its arguments (stdin only when told `-`, as more prompt): no event of its stream answers it.
      stdinUnread: 'which takes its prompt in its arguments and whose replay reads nothing of its stdin',
      // looksLikeCodexExecStream takes a capture of an exec round too; a capture is a kind of its own.
      looksLike: (firstLines: string) => !looksLikeCapture(firstLines) && looksLikeCodexExecStream(firstLines),
      replay: () => new CodexExecReplay(),
    },
    {
      kind: 'codex-app-server',
      title: 'the stdout of codex app-server',
      verdicts: true,
      // looksLikeCodexStream takes a codex capture too; a capture is a kind of its own.
      looksLike: (firstLines: string) => !looksLikeCapture(firstLines) && looksLikeCodexStream(firstLines),
      replay: appServerReplay,
    },
  ],
});
