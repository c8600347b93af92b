/** The codex app-server's protocol as harness-core, the mwh command and the kit look it up. */
import { asObject, describeProtocol, FileReplay, firstJsonValues, looksLikeCapture, type CliProtocol } from '@mwh/protocol-core';
import { CODEX_CLI } from './codex-cli.js';
import { CodexCaptureReplay } from './codex-replay.js';
import { CodexRolloutReader } from './codex-rollout-reader.js';
import { looksLikeCodexRollout, looksLikeCodexStream } from './codex-stream-detection.js';

export const CODEX_PROTOCOL: CliProtocol = describeProtocol({
  ...CODEX_CLI,
  looksLikeStream: looksLikeCodexStream,
  captureReplay: (options = {}) => new CodexCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
  streamKinds: [
    {
      kind: 'codex-rollout',
      title: 'a codex session rollout',
      verdicts: false,
      looksLike: looksLikeCodexRollout,
      replay: () => new FileReplay(new CodexRolloutReader()),
    },
    // ── codex exec --json: its reader is written elsewhere (the exec codec). To plug it in, set
    // `looksLike: looksLikeCodexExecStream` and `replay: () => <its replay>` here, and delete
    // looksLikeCodexExecLines below; until then the kind is recognised and refused in a sentence.
    {
      kind: 'codex-exec',
      title: 'the stdout of codex exec --json',
      verdicts: true,
      looksLike: looksLikeCodexExecLines,
    },
    {
      kind: 'codex-app-server',
      title: 'the stdout of codex app-server',
      verdicts: true,
      // looksLikeCodexStream takes a codex capture too; a capture is a kind of its own.
      looksLike: (firstLines: string) => !looksLikeCapture(firstLines) && looksLikeCodexStream(firstLines),
      replay: (options = {}) => new CodexCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
    },
  ],
});

/** Stand-in until the exec codec's looksLikeCodexExecStream is plugged in above: its events are `thread.*`, `turn.*`, `item.*`. */
function looksLikeCodexExecLines(firstLines: string): boolean {
  for (const value of firstJsonValues(firstLines)) {
    const type = asObject(value)?.type;
    if (typeof type === 'string' && /^(thread|turn|item)\.[a-z_.]+$/.test(type)) return true;
  }
  return false;
}
