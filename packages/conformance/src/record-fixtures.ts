/**
 * The command behind `pnpm fixtures:record`: records the Claude fixtures, then the Codex ones,
 * against the installed CLIs. After a build: `node dist/record-fixtures.js [claude] [codex] [scenario...]`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Harness } from '@mwh/protocol-core';
import { claudeScenarios } from './claude-scenarios.js';
import { codexScenarios } from './codex-scenarios.js';
import { recordClaudeFixtures } from './record-claude-fixtures.js';
import { recordCodexFixtures } from './record-codex-fixtures.js';
import type { RecordedFixtures } from './record-fixture-set.js';

export interface RecordingPlan {
  harness: Harness;
  /** The scenarios to record; all of the harness's when absent. */
  only?: string[];
}

const CATALOGUES: Record<Harness, readonly { name: string }[]> = { claude: claudeScenarios, codex: codexScenarios };
const RECORDERS: Record<Harness, (options: { only?: string[]; log: (line: string) => void }) => Promise<RecordedFixtures>> = {
  claude: (options) => recordClaudeFixtures(undefined, options),
  codex: (options) => recordCodexFixtures(undefined, options),
};

/**
 * What to record, from the arguments: `claude` or `codex` picks harnesses (both by default), any
 * other word is a scenario name, recorded for each picked harness that has a scenario of that name.
 */
export function planRecording(args: readonly string[]): RecordingPlan[] {
  const named = args.filter((arg): arg is Harness => arg === 'claude' || arg === 'codex');
  const harnesses: Harness[] = named.length ? (['claude', 'codex'] as const).filter((harness) => named.includes(harness)) : ['claude', 'codex'];
  const names = args.filter((arg) => arg !== 'claude' && arg !== 'codex');
  if (!names.length) return harnesses.map((harness) => ({ harness }));
  const known = (harness: Harness, name: string) => CATALOGUES[harness].some((scenario) => scenario.name === name);
  const unknown = names.filter((name) => !harnesses.some((harness) => known(harness, name)));
  if (unknown.length) throw new Error(`No ${harnesses.join(' or ')} scenario is named ${unknown.join(', ')}.`);
  return harnesses.flatMap((harness) => {
    const only = names.filter((name) => known(harness, name));
    return only.length ? [{ harness, only }] : [];
  });
}

/** Records each plan in turn, Claude first; stops at the first harness that fails. */
export async function recordFixtures(plans: readonly RecordingPlan[], log: (line: string) => void): Promise<RecordedFixtures[]> {
  const recorded: RecordedFixtures[] = [];
  for (const plan of plans) recorded.push(await RECORDERS[plan.harness]({ ...(plan.only ? { only: plan.only } : {}), log }));
  return recorded;
}

async function main(): Promise<void> {
  await recordFixtures(planRecording(process.argv.slice(2)), (line) => console.log(line));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    // One sentence for whoever ran the command; the recorder's messages carry the detail.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Recording fixtures failed: ${message.replace(/\s*\n\s*/g, ' ')}`);
    process.exitCode = 1;
  });
}
