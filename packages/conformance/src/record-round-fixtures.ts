/**
 * The command behind `pnpm fixtures:record-rounds`: runs the round catalogue (`mwh conformance`'s)
 * on the pinned and the oldest claimed version of each CLI and keeps the captures of the runs
 * that pass as fixtures, `fixtures/<harness>/<version>/rounds/<scenario>[-N].capture.jsonl`, each
 * carrying the record it is judged by on replay (round-fixtures.test.ts).
 * After a build: `node dist/record-round-fixtures.js [--out DIR] [--harness CLI]... [scenario...]`.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { HARNESSES, isHarness, parseCapture, serializeCapture, type Harness } from '@mwh/protocol-core';
import { cliKey } from './sweep/cli-channel.js';
import { CLAIMED_FROM, PINNED_VERSIONS } from './sweep/cli-spec.js';
import { findRepoRoot } from './support/repo-root.js';
import { roundScenarios } from './kit/kits.js';
import { runConformance } from './run/run-conformance.js';

/** Records into `root` (fixtures/ by default); answers the files written and the runs that did not pass. */
export async function recordRoundFixtures(options: { root?: string; scenarios?: string[]; harnesses?: readonly Harness[]; log?: (line: string) => void } = {}): Promise<{ written: string[]; notPassing: string[] }> {
  const root = options.root ?? join(findRepoRoot(), 'fixtures');
  const kept = await mkdtemp(join(tmpdir(), 'mwh-round-fixtures-'));
  try {
    const report = await runConformance({
      // Only the CLIs that have a scenario named: recording codex's alone installs no Claude Code.
      targets: (options.harnesses?.length ? options.harnesses : HARNESSES)
        .filter((harness) => !options.scenarios?.length || roundScenarios(harness).some((scenario) => options.scenarios!.includes(scenario.name)))
        // The pinned and the oldest claimed version, once where they are one.
        .flatMap((harness) => [...new Set([PINNED_VERSIONS[harness], CLAIMED_FROM[harness]])].map((version) => ({ harness, spec: version }))),
      ...(options.scenarios?.length ? { scenarios: options.scenarios } : {}),
      baseline: [],
      jobs: 2,
      record: kept,
      ...(options.log ? { progress: (event) => event.kind === 'scenario' && options.log!(`${event.harness} ${event.cliVersion} ${event.name}: ${event.status}`) } : {}),
    });
    const written: string[] = [];
    const notPassing: string[] = [];
    for (const run of report.runs) {
      // A scenario of one CLI only runs nothing on the other.
      if (run.scenarios.length === 0) continue;
      // Where --record kept them (run-conformance's keepCaptures).
      const from = join(kept, cliKey(run.harness, run.cliVersion, run.channel));
      const to = join(root, run.harness, run.cliVersion, 'rounds');
      const files = await readdir(from);
      await mkdir(to, { recursive: true });
      for (const outcome of run.scenarios) {
        if (outcome.status !== 'pass') {
          notPassing.push(`${run.harness} ${run.cliVersion} ${outcome.name}: ${outcome.status}`);
          continue;
        }
        // `file-change-2` is file-change's, `file-change-declined` is not (scenario names are kebab-case).
        const own = new RegExp(`^${outcome.name}(-\\d+)?\\.capture\\.jsonl$`);
        for (const file of files.filter((name) => own.test(name))) {
          const parsed = parseCapture(await readFile(join(from, file), 'utf8'));
          if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
          // The CLI's name, not where this machine keeps it.
          const capture = { ...parsed.value, header: { ...parsed.value.header, argv: [run.harness, ...parsed.value.header.argv.slice(1)] } };
          await writeFile(join(to, file), serializeCapture(capture));
          written.push(join(to, file));
        }
      }
    }
    return { written, notPassing };
  } finally {
    await rm(kept, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, strict: true, options: { out: { type: 'string' }, harness: { type: 'string', multiple: true } } });
  // One CLI's rounds alone (a CLI just added, a version bump of one) install none of the others.
  const harnesses = values.harness ?? [];
  const unknown = harnesses.find((name) => !isHarness(name));
  if (unknown !== undefined) throw new Error(`--harness ${unknown} is none of ${HARNESSES.join(', ')}.`);
  const { written, notPassing } = await recordRoundFixtures({ ...(values.out ? { root: resolve(values.out) } : {}), scenarios: positionals, harnesses: harnesses.filter(isHarness), log: (line) => console.log(line) });
  console.log(`${written.length} round fixture(s) written${notPassing.length ? `; not passing, not written: ${notPassing.join('; ')}` : ''}`);
  if (notPassing.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Recording round fixtures failed: ${message.replace(/\s*\n\s*/g, ' ')}`);
    process.exitCode = 1;
  });
}
