import { describe, expect, expectTypeOf, it } from 'vitest';
import { HARNESSES } from '@mwh/protocol-core';
import { roundScenarios } from '../kit/kits.js';
import type { RoundScenario, RoundScenarioOf } from './round-scenarios.js';

describe('RoundScenarioOf', () => {
  it("is each CLI's own scenario type, the union's part of that harness, and every kit's scenarios are of it", () => {
    expectTypeOf<RoundScenarioOf<'codex'>>().toHaveProperty('codexMode');
    expectTypeOf<RoundScenarioOf<'codex'>>().toMatchTypeOf<RoundScenario>();
    expectTypeOf<RoundScenarioOf<'claude'>>().toHaveProperty('env');
    expectTypeOf<RoundScenarioOf<'claude'>>().not.toHaveProperty('codexMode');
    for (const harness of HARNESSES) {
      const scenarios: readonly RoundScenarioOf<typeof harness>[] = roundScenarios(harness).filter((scenario): scenario is RoundScenarioOf<typeof harness> => scenario.harness === harness);
      expect(scenarios).toEqual(roundScenarios(harness));
    }
  });
});
