/** The entry points: a round, or a conversation of several, with either CLI, consumed the same way. */
import { startClaudeConversation } from './claude-conversation.js';
import { startClaudeRound } from './claude-round.js';
import { startCodexConversation } from './codex-conversation.js';
import { startCodexRound } from './codex-round.js';
import type { Conversation, ConversationOptions } from './conversation.js';
import type { RoundOptions } from './round-options.js';
import type { Round } from './round.js';

/**
 * Starts a round at once and returns it. Iterate it for the parts as they arrive (ending with
 * `finish`), or just await `round.verdict`; either way the CLI's processes are gone when the
 * verdict settles.
 */
export function startRound(options: RoundOptions): Round {
  switch (options.harness) {
    case 'claude':
      return startClaudeRound(options);
    case 'codex':
      return startCodexRound(options);
    default:
      throw new TypeError(`Unknown harness: ${String((options as { harness: unknown }).harness)}`);
  }
}

/**
 * Starts a conversation: several turns in one CLI process, each sent with `send` and read as a
 * round. Nothing is spawned until the first message; `close` ends the process.
 */
export function startConversation(options: ConversationOptions): Conversation {
  switch (options.harness) {
    case 'claude':
      return startClaudeConversation(options);
    case 'codex':
      return startCodexConversation(options);
    default:
      throw new TypeError(`Unknown harness: ${String((options as { harness: unknown }).harness)}`);
  }
}
