/** Claude Code's stream-json protocol as harness-core, the mwh command and the kit look it up. */
import { describeProtocol, type CliProtocol } from '@mwh/protocol-core';
import { CLAUDE_DELTA_LINES } from './claude-delta-lines.js';
import { CLAUDE_CREDENTIAL_VARIABLES } from './claude-invocation.js';
import { ClaudeCaptureReplay } from './claude-replay.js';
import { looksLikeClaudeStream } from './claude-stream-detection.js';
import { CLAUDE_WIRE_USE } from './claude-wire-use.js';

export const CLAUDE_PROTOCOL: CliProtocol = describeProtocol({
  harness: 'claude',
  title: 'Claude Code',
  npmPackage: '@anthropic-ai/claude-code',
  configHome: { variable: 'CLAUDE_CONFIG_DIR', folder: '.claude' },
  credentialVariables: CLAUDE_CREDENTIAL_VARIABLES,
  wireUse: CLAUDE_WIRE_USE,
  looksLikeStream: looksLikeClaudeStream,
  captureReplay: () => new ClaudeCaptureReplay(),
  deltaLines: CLAUDE_DELTA_LINES,
});
