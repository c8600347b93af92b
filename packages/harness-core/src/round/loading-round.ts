/**
 * A round whose CLI's round code loads as it starts, as a conversation's driver loads with its
 * first turn (`loadingDriver`): the registrations start their rounds this way, so the registry,
 * and a replay that finds its loader there, load no process code.
 */
import type { Verdict } from '@mwh/protocol-core';
import { withConfigHome, type HomedOptions, type RoundOptions } from './round-options.js';
import { createRound, type Round, type RoundControl, type RoundOutput } from './round.js';

/** A round's attempts once it is created: what a CLI's round module gives. */
export type RoundRun = (options: HomedOptions, output: RoundOutput, control: RoundControl) => Promise<Verdict>;

export function loadingRound(given: RoundOptions, secrets: (options: HomedOptions) => Iterable<string>, load: () => Promise<RoundRun>): Round {
  const options = withConfigHome(given);
  return createRound(options, secrets(options), async (output, control) => (await load())(options, output, control));
}
