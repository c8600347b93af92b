/**
 * Records every Claude scenario against the installed CLI into
 * `fixtures/claude/<version>/<scenario>.capture.jsonl`. Runnable after a build:
 * `node packages/conformance/dist/record-claude-fixtures.js [scenario...]`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCapture, serializeCapture } from '@mwh/protocol-core';
import { findClaudeBinary } from './claude-binary.js';
import type { ClaudeBinary } from './claude-binary.js';
import { runClaudeScenario } from './claude-scenario-runner.js';
import { claudeScenarios } from './claude-scenarios.js';

export interface RecordClaudeFixturesOptions {
  /** Record only these scenarios; the other files in the directory stay as they are. */
  only?: readonly string[];
  binary?: ClaudeBinary;
  log?: (line: string) => void;
}

export interface RecordedClaudeFixtures {
  version: string;
  dir: string;
  files: string[];
}

const CAPTURE_SUFFIX = '.capture.jsonl';

/**
 * Runs the scenarios and writes their captures. Nothing is written unless every scenario
 * showed what it expects, so a directory never mixes a good recording with a doubtful one.
 */
export async function recordClaudeFixtures(outDir?: string, options: RecordClaudeFixturesOptions = {}): Promise<RecordedClaudeFixtures> {
  const log = options.log ?? (() => {});
  const binary = options.binary ?? (await findClaudeBinary());
  const dir = resolve(outDir ?? join(findRepoRoot(), 'fixtures', 'claude', binary.version));
  await refuseOtherVersion(dir, binary.version);

  const scenarios = options.only ? claudeScenarios.filter((scenario) => options.only!.includes(scenario.name)) : claudeScenarios;
  const unknown = (options.only ?? []).filter((name) => !claudeScenarios.some((scenario) => scenario.name === name));
  if (unknown.length) throw new Error(`No Claude scenario named ${unknown.join(', ')}`);

  const outputs: { file: string; text: string }[] = [];
  const problems: string[] = [];
  for (const scenario of scenarios) {
    const started = performance.now();
    const run = await runClaudeScenario(scenario, { binary });
    log(`${scenario.name}: ${run.problems.length ? 'MISMATCH' : 'ok'} (${Math.round(performance.now() - started)} ms)`);
    problems.push(...run.problems);
    outputs.push({ file: join(dir, `${scenario.name}${CAPTURE_SUFFIX}`), text: serializeCapture(run.capture) });
  }
  if (problems.length) throw new Error(`Claude ${binary.version} did not do what the scenarios expect; nothing was written:\n${problems.join('\n')}`);

  await mkdir(dir, { recursive: true });
  for (const output of outputs) await writeFile(output.file, output.text);
  return { version: binary.version, dir, files: outputs.map((output) => output.file) };
}

/** The monorepo root: the nearest folder above this module holding pnpm-workspace.yaml. */
export function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
  }
}

// Same version: re-recording replaces the files. Another version's captures in the directory
// mean the caller pointed us at the wrong place; overwriting them would lose that recording.
async function refuseOtherVersion(dir: string, version: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (!name.endsWith(CAPTURE_SUFFIX)) continue;
    const parsed = parseCapture(await readFile(join(dir, name), 'utf8'));
    const found = parsed.ok ? parsed.value.header.cli.version : 'unreadable';
    if (found !== version) {
      throw new Error(`${dir} holds ${name}, recorded with claude ${found}; this is claude ${version}. Record into fixtures/claude/${version} or remove it first.`);
    }
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const recorded = await recordClaudeFixtures(undefined, { ...(only.length ? { only } : {}), log: (line) => console.log(line) });
  console.log(`Wrote ${recorded.files.length} captures of claude ${recorded.version} to ${recorded.dir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
