/**
 * A CLI's protocol package loaded when it is first needed, for a path that reads one capture
 * (mwh replay): it loads that package alone, where PROTOCOLS (protocols.ts) loads both with
 * harness-core. The two name the same descriptors, as a test holds.
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
