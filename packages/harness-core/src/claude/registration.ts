/** Claude Code, registered: everything harness-core knows of it, found through `registry.ts`. */
import { CLAUDE_CLI } from '@mwh/protocol-claude/invocation';
import type { CliRegistration } from '../cli-registration.js';
import { CHECKED_VERSIONS } from '../generated/checked-versions.js';
import { createConversation, loadingDriver } from '../round/conversation.js';
import { CLAUDE_INSTALL } from './claude-install.js';
import { claudeRoundSecrets, startClaudeRound } from './claude-round.js';
import { CLAUDE_SIGN_IN } from './claude-sign-in.js';

export const CLAUDE_REGISTRATION: CliRegistration = {
  cli: CLAUDE_CLI,
  loadProtocol: async () => (await import('@mwh/protocol-claude')).CLAUDE_PROTOCOL,
  startRound: startClaudeRound,
  // The conversation's driver (and the reading code) loads with its first turn.
  startConversation: (options) =>
    createConversation(options, (homed) => loadingDriver(claudeRoundSecrets(homed), async () => (await import('./claude-conversation.js')).claudeConversationDriver(homed))),
  install: CLAUDE_INSTALL,
  checkedRange: CHECKED_VERSIONS.claude,
  signIn: CLAUDE_SIGN_IN,
};
