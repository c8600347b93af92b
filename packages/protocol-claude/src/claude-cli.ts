/**
 * Claude Code as a host finds, starts and signs in to it: CLAUDE_PROTOCOL without its reading
 * code, so `./invocation` gives it without the decoder, the reader or the generated validators.
 */
import { describeProtocol, type CliDescription } from '@mwh/protocol-core';
import { CLAUDE_DELTA_LINES } from './claude-delta-lines.js';
import { CLAUDE_CREDENTIAL_VARIABLES } from './claude-invocation.js';
import { CLAUDE_WIRE_USE } from './claude-wire-use.js';

export const CLAUDE_CLI: CliDescription = describeProtocol({
  harness: 'claude',
  title: 'Claude Code',
  npmPackage: '@anthropic-ai/claude-code',
  configHome: { variable: 'CLAUDE_CONFIG_DIR', folder: '.claude' },
  credentialVariables: CLAUDE_CREDENTIAL_VARIABLES,
  wireUse: CLAUDE_WIRE_USE,
  deltaLines: CLAUDE_DELTA_LINES,
});
