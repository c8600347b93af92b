/**
 * The CLIs the kit checks, one kit each (its folder's `kit.ts`). What works for any CLI (running
 * the catalogue, reading a surface, drift, the changelog, ACP, recording fixtures) looks its kit
 * up here and never asks a CLI's name. A third CLI's kit is one more line.
 */
import type { Harness } from '@mwh/protocol-core';
import { CLAUDE_KIT } from '../claude/kit.js';
import { CODEX_KIT } from '../codex/kit.js';
import { GEMINI_KIT } from '../gemini/kit.js';
import type { CliKit } from './cli-kit.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';

export const KITS = [CLAUDE_KIT, CODEX_KIT, GEMINI_KIT] as const;

/** The CLIs that have a kit here. */
type Kitted = (typeof KITS)[number]['harness'];

/**
 * The kit of `harness`, taking any scenario: each kit's pieces are typed for its own scenarios,
 * and a scenario is only ever handed to the kit of its own harness (`scenarioKit`).
 */
export function kitOf(harness: Harness): CliKit {
  // A CLI mwh names (protocol-core's `Harness`) without a kit here does not compile, on this line.
  const kitted: Kitted = harness;
  return KITS.find((kit) => kit.harness === kitted) as unknown as CliKit;
}

/** The kit of the scenario's own CLI. */
export function scenarioKit(scenario: RoundScenario): CliKit {
  return kitOf(scenario.harness);
}

export function roundScenarios(harness: Harness): readonly RoundScenario[] {
  return kitOf(harness).roundScenarios;
}
