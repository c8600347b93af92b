/**
 * A conversation with Gemini CLI: headless gemini runs one turn a process, so each turn is a
 * process of its own on the thread's session, the first starting (or resuming) it as a round
 * does and every later one resuming it. Nothing lives between turns: `close` has no process to
 * end, and a cancelled turn ends its process only.
 */
import type { Verdict } from '@mwh/protocol-core';
import type { ConversationDriver } from '../round/conversation.js';
import type { HomedOptions } from '../round/round-options.js';
import { GeminiThread, refusedOptions } from './gemini-round.js';
import { geminiRoundSecrets } from './gemini-round-secrets.js';

/** The driver of a conversation's turns (the registration loads this module at the first turn). */
export function geminiConversationDriver(options: HomedOptions): ConversationDriver {
  const thread = new GeminiThread(options);
  const secrets = geminiRoundSecrets(options);
  return {
    secrets,
    async turn(message, images, output, control): Promise<Verdict> {
      const refused = refusedOptions(options, images?.length ?? 0);
      if (refused) return refused;
      // The history goes with every turn: the thread sends it only where a session has to start
      // (afresh), which a first turn that failed before its session began leaves to the next.
      return thread.turn(message, options.history, output, control);
    },
    // Headless gemini takes its prompt when it starts: no process can wait for the first message.
    start: async () => undefined,
    close: async () => undefined,
  };
}
