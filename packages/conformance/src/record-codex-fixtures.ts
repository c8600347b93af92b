/**
 * Records every Codex scenario against the installed codex CLI into
 * fixtures/codex/<version>/<scenario>.capture.jsonl at the repository root, each capture ending
 * with the scenario's expectation. Run after a build: `node dist/record-codex-fixtures.js [names...]`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serializeCapture } from '@mwh/protocol-core';
import { findCodexBinary } from './codex-binary.js';
import { runCodexScenario } from './codex-scenario-runner.js';
import { codexScenarios } from './codex-scenarios.js';

// src/ and dist/ both sit three levels below the repository root.
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RecordedFixture {
  scenario: string;
  path: string;
  verdict: string;
}

export interface RecordCodexFixturesOptions {
  /** Scenario names to record; all by default. */
  scenarios?: readonly string[];
}

/** Records the scenarios into `outDir`, by default fixtures/codex/<version> at the repository root. */
export async function recordCodexFixtures(outDir?: string, options: RecordCodexFixturesOptions = {}): Promise<RecordedFixture[]> {
  const names = options.scenarios;
  const unknown = names?.filter((name) => !codexScenarios.some((s) => s.name === name)) ?? [];
  if (unknown.length) throw new Error(`no codex scenario named ${unknown.join(', ')}`);
  const scenarios = names?.length ? codexScenarios.filter((s) => names.includes(s.name)) : codexScenarios;
  const binary = findCodexBinary();
  const dir = outDir ?? join(REPO_ROOT, 'fixtures', 'codex', binary.version);
  await mkdir(dir, { recursive: true });
  const recorded: RecordedFixture[] = [];
  // One at a time: each codex start is heavy, and the drivers' waits are bounded in time.
  for (const scenario of scenarios) {
    const { capture } = await runCodexScenario(scenario, { binary });
    const path = join(dir, `${scenario.name}.capture.jsonl`);
    await writeFile(path, serializeCapture(capture));
    recorded.push({ scenario: scenario.name, path, verdict: scenario.expect.verdict });
  }
  return recorded;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  recordCodexFixtures(undefined, { scenarios: process.argv.slice(2) }).then(
    (recorded) => {
      for (const fixture of recorded) console.log(`${fixture.verdict.padEnd(16)} ${relative(REPO_ROOT, fixture.path)}`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
