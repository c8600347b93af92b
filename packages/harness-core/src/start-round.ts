/** The entry points: a round, or a conversation of several, with either CLI, consumed the same way. */
import type { Harness } from '@mwh/protocol-core';
import { claudeRoundSecrets, startClaudeRound } from './claude/claude-round.js';
import { codexRoundSecrets, startCodexRound } from './codex/codex-round.js';
import { protocolOf } from './protocols.js';
import { createConversation, loadingDriver, type Conversation, type ConversationOptions } from './round/conversation.js';
import type { RoundOptions } from './round/round-options.js';
import type { Round } from './round/round.js';

/**
 * Each CLI's round and conversation (its folder of harness-core). A round loads its CLI's reading
 * code right after its spawn; a conversation's driver loads with its first turn.
 */
const STARTS: Readonly<Record<Harness, { round(options: RoundOptions): Round; conversation(options: ConversationOptions): Conversation }>> = {
  claude: {
    round: startClaudeRound,
    conversation: (options) =>
      createConversation(options, (homed) => loadingDriver(claudeRoundSecrets(homed), async () => (await import('./claude/claude-conversation.js')).claudeConversationDriver(homed))),
  },
  codex: {
    round: startCodexRound,
    conversation: (options) =>
      createConversation(options, (homed) => loadingDriver(codexRoundSecrets(homed), async () => (await import('./codex/codex-conversation.js')).codexConversationDriver(homed))),
  },
};

/** A caller's harness, which plain JavaScript can misspell (protocolOf says so). */
function startsOf(harness: Harness): (typeof STARTS)[Harness] {
  return STARTS[protocolOf(harness).harness];
}

/**
 * Starts a round at once and returns it. Iterate it for the parts as they arrive (ending with
 * `finish`), or just await `round.verdict`; either way the CLI's processes are gone when the
 * verdict settles.
 */
export function startRound(options: RoundOptions): Round {
  return startsOf(options.harness).round(options);
}

/**
 * Starts a conversation: several turns in one CLI process, each sent with `send` and read as a
 * round. Nothing is spawned until the first message; `close` ends the process.
 */
export function startConversation(options: ConversationOptions): Conversation {
  return startsOf(options.harness).conversation(options);
}
