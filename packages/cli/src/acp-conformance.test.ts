/**
 * The catalogue through `mwh acp`, for every pinned CLI: each scenario as an ACP client sees it
 * (`mwh conformance --acp`), the agent this workspace builds started as an editor starts it.
 * What ACP itself cannot show is the judge's to leave out (ACP_UNSEEN), never this test's.
 */
import { join } from 'node:path';
import { locateCli, REGISTRY } from '@mwh/harness-core';
import { runAcpConformance } from '@mwh/conformance';
import type { Harness } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { mwhBin, repoRoot } from './test-support/mwh-process.js';

function agentCommand(harness: Harness): string {
  // The pinned CLI, as the repository installs it: the agent is told which one, as an editor's settings would.
  const cli = locateCli(harness, { cwd: join(repoRoot, 'packages/conformance'), env: { PATH: '' } });
  if (!cli.ok) throw new Error(cli.error);
  const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  return [process.execPath, mwhBin, 'acp', '--harness', harness, '--credential', 'environment', '--command', cli.value.command].map(quote).join(' ');
}

/** The scenarios ACP gives no meaning to, per CLI (acpNotApplicable): pinned, so an empty run cannot pass. */
const NOT_APPLICABLE: Record<Harness, readonly string[]> = {
  claude: [],
  // codex exec is a way to run codex, not an agent: an ACP agent runs codex its own way.
  codex: ['user-input-request', 'exec-text-answer', 'exec-shell-command', 'exec-model-failure', 'exec-auth-required', 'exec-resume'],
  gemini: [],
};
/** The scenarios each run passes: every applicable one, as many as the catalogue holds. */
const PASSES: Record<Harness, number> = { claude: 20, codex: 24, gemini: 13 };

// Every CLI mwh drives, all at once, a scenario at a time each (three scenarios at once; two
// CLIs at two each before): each run mostly waits on its CLI's turns.
describe.concurrent.each(REGISTRY.map((registration) => registration.cli.harness))('the catalogue through mwh acp --harness %s', (harness) => {
  it('passes every scenario that has an ACP meaning, and says why of the rest', { timeout: 900_000 }, async () => {
    const report = await runAcpConformance({ agents: [{ command: agentCommand(harness), harness }], jobs: 1 });
    const [run] = report.runs;
    expect(run!.agent!.name).toMatch(/mwh/);
    const cells = Object.fromEntries(run!.scenarios.map((scenario) => [scenario.name, scenario.status === 'pass' ? 'pass' : `${scenario.status}: ${scenario.reason}`]));
    const wanted = Object.fromEntries(
      run!.scenarios.map((scenario) => [scenario.name, NOT_APPLICABLE[harness].includes(scenario.name) ? expect.stringMatching(/^not-applicable: ./) : 'pass']),
    );
    expect(cells).toEqual(wanted);
    expect(run!.scenarios.filter((scenario) => scenario.status === 'not-applicable').map((scenario) => scenario.name)).toEqual(NOT_APPLICABLE[harness]);
    expect(run!.scenarios.filter((scenario) => scenario.status === 'pass')).toHaveLength(PASSES[harness]);
  });
});
