/** The entry points: a round, or a conversation of several, with any registered CLI, consumed the same way. */
import { registrationOf } from './registry.js';
import type { Conversation, ConversationOptions } from './round/conversation.js';
import type { RoundOptions } from './round/round-options.js';
import type { Round } from './round/round.js';

/**
 * Starts a round at once and returns it. Iterate it for the parts as they arrive (ending with
 * `finish`), or just await `round.verdict`; either way the CLI's processes are gone when the
 * verdict settles. A round loads its CLI's reading code right after its spawn.
 */
export function startRound(options: RoundOptions): Round {
  return registrationOf(options.harness).startRound(options);
}

/**
 * Starts a conversation: several turns in one CLI process, each sent with `send` and read as a
 * round. Nothing is spawned until the first message or `start`; `close` ends the process.
 */
export function startConversation(options: ConversationOptions): Conversation {
  return registrationOf(options.harness).startConversation(options);
}
