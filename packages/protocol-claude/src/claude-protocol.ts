/** Claude Code's stream-json protocol as harness-core, the mwh command and the kit look it up. */
import { describeProtocol, type CliProtocol } from '@mwh/protocol-core';
import { CLAUDE_CLI } from './claude-cli.js';
import { ClaudeCaptureReplay } from './claude-replay.js';
import { looksLikeClaudeStream } from './claude-stream-detection.js';

export const CLAUDE_PROTOCOL: CliProtocol = describeProtocol({
  ...CLAUDE_CLI,
  looksLikeStream: looksLikeClaudeStream,
  captureReplay: () => new ClaudeCaptureReplay(),
});
