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
  // `--permission-mode` after harness-core's own flags: the later flag wins.
  permissionModes: [
    { id: 'default', name: 'Ask', description: 'Claude Code asks before each tool that changes something.', round: {} },
    { id: 'acceptEdits', name: 'Accept edits', description: 'File edits run without asking; commands are still asked about.', round: { args: ['--permission-mode', 'acceptEdits'] } },
    { id: 'plan', name: 'Plan', description: 'Claude Code reads and plans, and changes nothing.', round: { args: ['--permission-mode', 'plan'] } },
    { id: 'bypassPermissions', name: 'Bypass permissions', description: 'Every tool runs without asking (Claude Code refuses this mode as root).', round: { args: ['--permission-mode', 'bypassPermissions'] } },
  ],
  modelAliases: ['sonnet', 'opus', 'haiku'],
  // Given to the CLI with each round (Claude's --mcp-config, Codex's thread config).
  mcpServersRefused: undefined,
};
