/**
 * What recording fixtures means for either harness: pick the scenarios, run each against the
 * CLI, and write `fixtures/<harness>/<version>/<scenario>.capture.jsonl` for every run that
 * showed what its scenario expects. A run that differed is reported with its differences and
 * not written (its capture would state an expectation it does not meet), so a new version's
 * fixtures can be committed and read even when some scenarios differ.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseCapture, serializeCapture } from '@mwh/protocol-core';
import type { Capture, Harness } from '@mwh/protocol-core';
import { installedCli, type CliBinary } from './cli-spec.js';
import { findRepoRoot } from './repo-root.js';

export const CAPTURE_SUFFIX = '.capture.jsonl';

export interface RecordedFixture {
  harness: Harness;
  scenario: string;
  /** Where the capture was written. */
  path: string;
  /** The verdict the scenario expects a reader to reach. */
  verdict: string;
  /** How long the run took. */
  ms: number;
}

export interface RecordedFixtures {
  harness: Harness;
  /** The CLI version, which names the directory. */
  version: string;
  dir: string;
  fixtures: RecordedFixture[];
  /** The scenarios whose run departed from what they expect, with how; nothing was written for them. */
  differences: { scenario: string; problems: string[] }[];
}

/** What `recordClaudeFixtures` and `recordCodexFixtures` take besides the directory. */
export interface RecordFixturesOptions<Binary> {
  /** Record only these scenarios; the other files in the directory stay as they are. */
  only?: readonly string[];
  /** The CLI to record; the installed devDependency by default. */
  binary?: Binary;
  /** Told one line per scenario as its run ends. */
  log?: (line: string) => void;
}

/** One scenario's run: the capture, and where it departed from what the scenario expects. */
export interface ScenarioRecording {
  capture: Capture;
  problems: string[];
}

/** One CLI's scenarios and how to run one of them against a binary. */
export interface FixtureSet<Scenario> {
  harness: Harness;
  catalogue: readonly Scenario[];
  /** Runs one scenario; a rejection counts as that scenario's problem. */
  run: (scenario: Scenario, binary: CliBinary) => Promise<ScenarioRecording>;
}

type NamedScenario = { name: string; expect: { verdict: string } };

/** The scenarios named in `only` (all without it); a name the catalogue lacks is refused. */
export function selectScenarios<Scenario extends NamedScenario>(harness: Harness, catalogue: readonly Scenario[], only?: readonly string[]): Scenario[] {
  if (!only?.length) return [...catalogue];
  const unknown = only.filter((name) => !catalogue.some((scenario) => scenario.name === name));
  if (unknown.length) throw new Error(`No ${harness} scenario named ${unknown.join(', ')}; known: ${catalogue.map((scenario) => scenario.name).join(', ')}.`);
  return catalogue.filter((scenario) => only.includes(scenario.name));
}

/**
 * Runs the chosen scenarios (`options.only`, else all) one at a time (each CLI start is heavy)
 * against `options.binary` (else the installed one), and writes the captures of those that
 * matched into `outDir` (fixtures/<harness>/<version> at the repository root by default).
 */
export async function recordFixtureSet<Scenario extends NamedScenario>(
  set: FixtureSet<Scenario>,
  outDir: string | undefined,
  options: RecordFixturesOptions<CliBinary>,
): Promise<RecordedFixtures> {
  const scenarios = selectScenarios(set.harness, set.catalogue, options.only);
  const binary = options.binary ?? installedCli(set.harness);
  const { version } = binary;
  const log = options.log;
  const dir = resolve(outDir ?? join(findRepoRoot(), 'fixtures', set.harness, version));
  await refuseOtherVersion(dir, set.harness, version);
  const fixtures: RecordedFixture[] = [];
  const differences: RecordedFixtures['differences'] = [];
  for (const scenario of scenarios) {
    const started = performance.now();
    const { capture, problems } = await set.run(scenario, binary).catch((error: unknown) => ({
      capture: undefined,
      problems: [error instanceof Error ? error.message : String(error)],
    }));
    const fixture: RecordedFixture = {
      harness: set.harness,
      scenario: scenario.name,
      path: join(dir, `${scenario.name}${CAPTURE_SUFFIX}`),
      verdict: scenario.expect.verdict,
      ms: Math.round(performance.now() - started),
    };
    const differs = problems.length > 0 || !capture;
    log?.(`${(differs ? 'DIFFERS' : fixture.verdict).padEnd(17)} ${shownPath(fixture.path)} (${(fixture.ms / 1000).toFixed(1)} s)`);
    if (differs) {
      differences.push({ scenario: scenario.name, problems: problems.length ? problems : ['the run left no capture'] });
      continue;
    }
    await mkdir(dir, { recursive: true });
    await writeFile(fixture.path, serializeCapture(capture));
    fixtures.push(fixture);
  }
  for (const difference of differences) log?.(`${set.harness} ${version} ${difference.scenario} differs: ${difference.problems.join('; ')}`);
  return { harness: set.harness, version, dir, fixtures, differences };
}

// Same version: re-recording replaces the files. Another version's captures in the directory
// mean the caller pointed us at the wrong place; overwriting them would lose that recording.
async function refuseOtherVersion(dir: string, harness: Harness, version: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (!name.endsWith(CAPTURE_SUFFIX)) continue;
    const parsed = parseCapture(await readFile(join(dir, name), 'utf8'));
    const found = parsed.ok ? parsed.value.header.cli.version : 'unreadable';
    if (found !== version) {
      throw new Error(`${dir} holds ${name}, recorded with ${harness} ${found} and not ${version}: record into fixtures/${harness}/${version} or remove it first.`);
    }
  }
}

/** A path under the repository as the repository names it, others as they are (and all paths outside a checkout). */
function shownPath(path: string): string {
  let root: string;
  try {
    root = findRepoRoot();
  } catch {
    return path;
  }
  const inRepo = relative(root, path);
  return inRepo.startsWith('..') || isAbsolute(inRepo) ? path : inRepo;
}
