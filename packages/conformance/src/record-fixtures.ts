/**
 * The command behind `pnpm fixtures:record`: records the Claude fixtures, then the Codex ones,
 * against the installed CLIs or the ones named by `--claude SPEC` / `--codex SPEC` (a version,
 * latest, pinned or a path, as `mwh conformance` takes them), into `fixtures/` or `--out DIR`.
 * After a build: `node dist/record-fixtures.js [--claude SPEC] [--codex SPEC] [--out DIR] [claude] [codex] [scenario...]`.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveCli } from './sweep/cli-install.js';
import type { ResolvedCli } from './sweep/cli-spec.js';
import { HARNESSES, isHarness, type Harness } from '@mwh/protocol-core';
import type { RecordedFixtures } from './recorder/record-fixture-set.js';
import { kitOf } from './kit/kits.js';

export interface RecordingPlan {
  harness: Harness;
  /** The scenarios to record; all of the harness's when absent. */
  only?: string[];
}

/** Which CLI to record and where; the installed one into fixtures/<harness>/<version> by default. */
export interface RecordingTarget {
  cli?: ResolvedCli;
  /** The fixtures root: captures go to `<root>/<harness>/<version>/`. */
  root?: string;
}

const outDir = (target: RecordingTarget, harness: Harness) => (target.root && target.cli ? join(target.root, harness, target.cli.version) : undefined);

/** Records the fixture catalogue of `harness` with its kit's recorder, into the target's folder. */
function record(harness: Harness, options: { only?: string[]; log: (line: string) => void }, target: RecordingTarget): Promise<RecordedFixtures> {
  return kitOf(harness).fixtures.record(outDir(target, harness), { ...options, ...(target.cli ? { binary: target.cli } : {}) });
}

/**
 * What to record, from the arguments: `claude` or `codex` picks harnesses (both by default), any
 * other word is a scenario name, recorded for each picked harness that has a scenario of that name.
 */
export function planRecording(args: readonly string[]): RecordingPlan[] {
  const named = args.filter(isHarness);
  const harnesses: Harness[] = named.length ? HARNESSES.filter((harness) => named.includes(harness)) : [...HARNESSES];
  const names = args.filter((arg) => !isHarness(arg));
  if (!names.length) return harnesses.map((harness) => ({ harness }));
  const known = (harness: Harness, name: string) => kitOf(harness).fixtures.scenarios.some((scenario) => scenario.name === name);
  const unknown = names.filter((name) => !harnesses.some((harness) => known(harness, name)));
  if (unknown.length) throw new Error(`No ${harnesses.join(' or ')} scenario is named ${unknown.join(', ')}.`);
  return harnesses.flatMap((harness) => {
    const only = names.filter((name) => known(harness, name));
    return only.length ? [{ harness, only }] : [];
  });
}

/** Records each plan in turn, Claude first; a scenario that differs is reported, the others written. */
export async function recordFixtures(
  plans: readonly RecordingPlan[],
  log: (line: string) => void,
  targets: Partial<Record<Harness, RecordingTarget>> = {},
): Promise<RecordedFixtures[]> {
  const recorded: RecordedFixtures[] = [];
  for (const plan of plans) recorded.push(await record(plan.harness, { ...(plan.only ? { only: plan.only } : {}), log }, targets[plan.harness] ?? {}));
  return recorded;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    // `--<harness> SPEC` for each CLI, as `mwh conformance` takes them.
    options: { ...Object.fromEntries(HARNESSES.map((harness) => [harness, { type: 'string' as const }])), out: { type: 'string' } },
  });
  const specOf = (harness: Harness) => (values as Record<string, string | undefined>)[harness];
  // A SPEC names a harness to record, as the words `claude` and `codex` do.
  const words = [...positionals, ...HARNESSES.filter((harness) => specOf(harness) && !positionals.includes(harness))];
  const plans = planRecording(words);
  const targets: Partial<Record<Harness, RecordingTarget>> = {};
  for (const harness of HARNESSES) {
    const spec = specOf(harness);
    const root = values.out ? resolve(values.out) : undefined;
    if (spec) targets[harness] = { cli: await resolveCli(harness, spec, { log: (line) => console.log(line) }), ...(root ? { root } : {}) };
    else if (root) targets[harness] = { cli: await resolveCli(harness, 'pinned'), root };
  }
  const recorded = await recordFixtures(plans, (line) => console.log(line), targets);
  const differing = recorded.flatMap((set) => set.differences.map((difference) => `${set.harness} ${set.version} ${difference.scenario}`));
  const written = recorded.reduce((sum, set) => sum + set.fixtures.length, 0);
  console.log(`${written} fixture(s) written${differing.length ? `; ${differing.length} scenario(s) differ and were not written: ${differing.join(', ')}` : ''}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    // One sentence for whoever ran the command; the recorder's messages carry the detail.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Recording fixtures failed: ${message.replace(/\s*\n\s*/g, ' ')}`);
    process.exitCode = 1;
  });
}
