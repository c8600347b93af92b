/**
 * A CLI's whole protocol (its description and what reads its output) loaded when it is first
 * needed: by a replay, and by a round right after it spawned the CLI, so the reader and its
 * generated validators compile while the CLI boots. It loads that package alone (its
 * registration's loader); PROTOCOLS (protocols.ts) holds the descriptions the two share, as a test holds.
 */
import type { CliProtocol, Harness } from '@mwh/protocol-core';
import { registrationOf } from './registry.js';

/** The protocol of `harness`, its package loaded now; a name it does not know rejects with a TypeError. */
export async function loadProtocol(harness: Harness): Promise<CliProtocol> {
  return registrationOf(harness).loadProtocol();
}
