import { describe, expect, it } from 'vitest';
import { roundScenarios } from '../kit/kits.js';
import { runAcpScenario } from './run-acp-scenario.js';

describe('runAcpScenario', () => {
  it('says how an agent that never answered ended: its exit and the last line of its stderr', async () => {
    // A mistyped command, as the shell reports it: the failure read only "write EPIPE".
    const scenario = roundScenarios('claude').find((candidate) => candidate.name === 'text-answer')!;
    const run = await runAcpScenario(scenario, { command: "echo 'starting'; echo 'no such agent here' >&2; exit 3", harness: 'claude' });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]!.got).toMatch(/^the agent did not initialize: .+; the agent exited with code 3: no such agent here$/);
  });
});
