/**
 * A CLI's whole protocol (its description and what reads its output) loaded when it is first
 * needed: by a replay, and by a round right after it spawned the CLI, so the reader and its
 * generated validators compile while the CLI boots. It loads that package alone; PROTOCOLS
 * (protocols.ts) holds the descriptions the two share, as a test holds.
 */
import { isHarness, type CliProtocol, type Harness } from '@mwh/protocol-core';

const LOADERS: Readonly<Record<Harness, () => Promise<CliProtocol>>> = {
  claude: async () => (await import('@mwh/protocol-claude')).CLAUDE_PROTOCOL,
  codex: async () => (await import('@mwh/protocol-codex')).CODEX_PROTOCOL,
};

/** The protocol of `harness`, its package loaded now; a name it does not know rejects with a TypeError. */
export async function loadProtocol(harness: Harness): Promise<CliProtocol> {
  if (!isHarness(harness)) throw new TypeError(`Unknown harness: ${String(harness)}`);
  return LOADERS[harness]();
}
