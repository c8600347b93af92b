/**
 * Records the Claude scenarios against the installed CLI into
 * `fixtures/claude/<version>/<scenario>.capture.jsonl`; `record-fixtures.ts` is the command.
 */
import { installedCli } from './cli-spec.js';
import type { CliBinary } from './cli-spec.js';
import { runClaudeScenario } from './claude-scenario-runner.js';
import { claudeScenarios } from './claude-scenarios.js';
import { recordFixtureSet, selectScenarios } from './record-fixture-set.js';
import type { RecordedFixtures, RecordFixturesOptions } from './record-fixture-set.js';

export type RecordClaudeFixturesOptions = RecordFixturesOptions<CliBinary>;

/** Runs the scenarios and writes their captures into `outDir` (fixtures/claude/<version> by default) if every one matched. */
export async function recordClaudeFixtures(outDir?: string, options: RecordClaudeFixturesOptions = {}): Promise<RecordedFixtures> {
  const scenarios = selectScenarios('claude', claudeScenarios, options.only);
  const binary = options.binary ?? installedCli('claude');
  return recordFixtureSet({
    harness: 'claude',
    version: binary.version,
    scenarios,
    outDir,
    log: options.log,
    run: (scenario) => runClaudeScenario(scenario, { binary }),
  });
}
