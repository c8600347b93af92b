/**
 * The CLIs harness-core drives, each described once by its protocol package: what is the same
 * kind of thing for every CLI (its config folder, its credential variables, its delta lines) is
 * looked up here by harness name instead of branched on. A third CLI registers its package's
 * description here. Only the descriptions (each package's light `./invocation` entry): what reads
 * a CLI's output is loaded with `loadProtocol` (protocol-loader.ts) when a round or a replay needs
 * it, so nothing here loads a reader or a generated validator.
 */
import { isHarness, type CliDescription, type Harness } from '@mwh/protocol-core';
import { CLAUDE_CLI } from '@mwh/protocol-claude/invocation';
import { CODEX_CLI } from '@mwh/protocol-codex/invocation';
import { GEMINI_CLI } from '@mwh/protocol-gemini/invocation';

export const PROTOCOLS: Readonly<Record<Harness, CliDescription>> = Object.freeze({ claude: CLAUDE_CLI, codex: CODEX_CLI, gemini: GEMINI_CLI });

/** The description of `harness`; a name it does not know (plain JavaScript can misspell one) is a TypeError. */
export function protocolOf(harness: Harness): CliDescription {
  if (isHarness(harness)) return PROTOCOLS[harness];
  throw new TypeError(`Unknown harness: ${String(harness)}`);
}
