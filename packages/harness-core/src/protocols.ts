/**
 * The CLIs harness-core drives, each described once by its protocol package: what is the same
 * kind of thing for every CLI (its replay, its config folder, its delta lines) is looked up here
 * by harness name instead of branched on. A third CLI registers its package's descriptor here.
 */
import { isHarness, type CliProtocol, type Harness } from '@mwh/protocol-core';
import { CLAUDE_PROTOCOL } from '@mwh/protocol-claude';
import { CODEX_PROTOCOL } from '@mwh/protocol-codex';

export const PROTOCOLS: Readonly<Record<Harness, CliProtocol>> = Object.freeze({ claude: CLAUDE_PROTOCOL, codex: CODEX_PROTOCOL });

/** The protocol of `harness`; a name it does not know (plain JavaScript can misspell one) is a TypeError. */
export function protocolOf(harness: Harness): CliProtocol {
  if (isHarness(harness)) return PROTOCOLS[harness];
  throw new TypeError(`Unknown harness: ${String(harness)}`);
}
