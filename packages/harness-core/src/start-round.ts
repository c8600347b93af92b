/** The one entry point: a round with either CLI, consumed the same way. */
import { startClaudeRound } from './claude-round.js';
import { startCodexRound } from './codex-round.js';
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
