/**
 * Records the Claude scenarios against the installed CLI into
 * `fixtures/claude/<version>/<scenario>.capture.jsonl`; `record-fixtures.ts` is the command.
 */
import type { CliBinary } from '../sweep/cli-spec.js';
import { runClaudeScenario } from './claude-scenario-runner.js';
import { claudeScenarios } from './claude-scenarios.js';
import { recordFixtureSet } from '../recorder/record-fixture-set.js';
import type { RecordedFixtures, RecordFixturesOptions } from '../recorder/record-fixture-set.js';

export type RecordClaudeFixturesOptions = RecordFixturesOptions<CliBinary>;

/** Runs the scenarios and writes their captures into `outDir` (fixtures/claude/<version> by default) if every one matched. */
export function recordClaudeFixtures(outDir?: string, options: RecordClaudeFixturesOptions = {}): Promise<RecordedFixtures> {
  return recordFixtureSet({ harness: 'claude', catalogue: claudeScenarios, run: (scenario, binary) => runClaudeScenario(scenario, { binary }) }, outDir, options);
}
