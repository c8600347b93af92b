/**
 * Records the Codex scenarios against the installed CLI into
 * `fixtures/codex/<version>/<scenario>.capture.jsonl`, each capture ending with the scenario's
 * expectation; `record-fixtures.ts` is the command.
 */
import type { CliBinary } from '../sweep/cli-spec.js';
import { runCodexScenario } from './codex-scenario-runner.js';
import { codexScenarios } from './codex-scenarios.js';
import { recordFixtureSet } from '../recorder/record-fixture-set.js';
import type { RecordedFixtures, RecordFixturesOptions } from '../recorder/record-fixture-set.js';

export type RecordCodexFixturesOptions = RecordFixturesOptions<CliBinary>;

/** Runs the scenarios and writes their captures into `outDir` (fixtures/codex/<version> by default) if every one matched. */
export function recordCodexFixtures(outDir?: string, options: RecordCodexFixturesOptions = {}): Promise<RecordedFixtures> {
  return recordFixtureSet(
    {
      harness: 'codex',
      catalogue: codexScenarios,
      // The runner throws where the CLI departed from the scenario; the set counts that as its problem.
      run: async (scenario, binary) => ({ capture: (await runCodexScenario(scenario, { binary })).capture, problems: [] }),
    },
    outDir,
    options,
  );
}
