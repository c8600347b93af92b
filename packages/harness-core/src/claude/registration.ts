/** Claude Code, registered: everything harness-core knows of it, found through `registry.ts`. */
import { CLAUDE_CLI } from '@mwh/protocol-claude/invocation';
import type { CliRegistration } from '../cli-registration.js';
import { CHECKED_VERSIONS } from '../generated/checked-versions.js';
import { createConversation, loadingDriver } from '../round/conversation.js';
import { loadingRound } from '../round/loading-round.js';
import { CLAUDE_INSTALL } from './claude-install.js';
import { claudeRoundSecrets } from './claude-round-secrets.js';
import { CLAUDE_SIGN_IN } from './claude-sign-in.js';

export const CLAUDE_REGISTRATION: CliRegistration = {
  cli: CLAUDE_CLI,
  loadProtocol: async () => (await import('@mwh/protocol-claude')).CLAUDE_PROTOCOL,
  // The round's code loads as it starts, the conversation's with its first turn (the reading code after either spawns).
  startRound: (options) => loadingRound(options, claudeRoundSecrets, async () => (await import('./claude-round.js')).runClaudeRound),
  startConversation: (options) =>
    createConversation(options, (homed) => loadingDriver(claudeRoundSecrets(homed), async () => (await import('./claude-conversation.js')).claudeConversationDriver(homed))),
  install: CLAUDE_INSTALL,
  checkedRange: CHECKED_VERSIONS.claude,
  signIn: CLAUDE_SIGN_IN,
};
