/**
 * The catalogue through `mwh acp`, for both pinned CLIs: each scenario as an ACP client sees it
 * (`mwh conformance --acp`), the agent this workspace builds started as an editor starts it.
 * What ACP itself cannot show (text a CLI takes back) is held here with its reason, so that a
 * change either way shows.
 */
import { join } from 'node:path';
import { locateCli } from '@mwh/harness-core';
import { runAcpConformance } from '@mwh/conformance';
import type { Harness } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { mwhBin, repoRoot } from './test-support/mwh-process.js';

/**
 * Scenarios mwh acp fails through ACP, and the reason every run gives. A CLI that abandons a
 * streamed answer (the connection dropped) and says it again takes the first text back; ACP v1
 * has no way to take text back, so the client shows both (packages/acp/README.md says so).
 */
const STREAM_DROPPED = /^fail: text, exactly once \(agent_message_chunk\): expected "The whole answer, sent again\.", got "Partial /;
const KNOWN: Record<Harness, Record<string, RegExp>> = { claude: { 'stream-dropped': STREAM_DROPPED }, codex: { 'stream-dropped': STREAM_DROPPED } };

function agentCommand(harness: Harness): string {
  // The pinned CLI, as the repository installs it: the agent is told which one, as an editor's settings would.
  const cli = locateCli(harness, { cwd: join(repoRoot, 'packages/conformance'), env: { PATH: '' } });
  if (!cli.ok) throw new Error(cli.error);
  const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  return [process.execPath, mwhBin, 'acp', '--harness', harness, '--credential', 'environment', '--command', cli.value.command].map(quote).join(' ');
}

describe.each(['claude', 'codex'] as const)('the catalogue through mwh acp --harness %s', (harness) => {
  it('passes every scenario that has an ACP meaning, and says why of the rest', { timeout: 900_000 }, async () => {
    const report = await runAcpConformance({ agents: [{ command: agentCommand(harness), harness }], jobs: 2 });
    const [run] = report.runs;
    expect(run!.agent!.name).toMatch(/mwh/);
    const cells = Object.fromEntries(run!.scenarios.map((scenario) => [scenario.name, scenario.status === 'pass' ? 'pass' : `${scenario.status}: ${scenario.reason}`]));
    const wanted = Object.fromEntries(
      run!.scenarios.map((scenario) => {
        const known = KNOWN[harness][scenario.name];
        if (known) return [scenario.name, expect.stringMatching(known)];
        return [scenario.name, scenario.status === 'not-applicable' ? expect.stringMatching(/^not-applicable: ./) : 'pass'];
      }),
    );
    expect(cells).toEqual(wanted);
  });
});
