/**
 * Records Gemini CLI's fixtures (`pnpm fixtures:record`): its round catalogue run against the
 * installed CLI through harness-core, each scenario's last capture (which carries the record it is
 * judged by) into `fixtures/gemini/<version>/<scenario>.capture.jsonl`. gemini has no scenarios
 * of its own below the round: a round is one process, the capture all of it.
 */
import type { CliBinary } from '../sweep/cli-spec.js';
import { recordFixtureSet } from '../recorder/record-fixture-set.js';
import type { RecordedFixtures, RecordFixturesOptions } from '../recorder/record-fixture-set.js';
import { runRoundScenario } from '../run/run-round-scenario.js';
import { geminiRoundScenarios } from './gemini-round-scenarios.js';

export function recordGeminiFixtures(outDir?: string, options: RecordFixturesOptions<CliBinary> = {}): Promise<RecordedFixtures> {
  return recordFixtureSet(
    {
      harness: 'gemini',
      catalogue: geminiRoundScenarios,
      run: async (scenario, binary) => {
        const run = await runRoundScenario(scenario, { harness: 'gemini', spec: binary.version, channel: 'path', ...binary });
        const capture = run.captures.at(-1);
        if (!capture) throw new Error(`${scenario.name} left no capture`);
        const problems = [...run.notSetUp.map((problem) => `not set up: ${problem}`), ...run.failures.map((failure) => `${failure.expectation}: expected ${failure.expected}, got ${failure.got}`)];
        return { capture, problems };
      },
    },
    outDir,
    options,
  );
}
