/**
 * The answer a conformance report leads with, in words a person deciding on a version bump reads
 * first: how many scenarios passed of how many, how many were flaky, and how many changes between
 * versions touch what mwh reads or sends. The page and the terminal say the same. Pure.
 */
import type { VersionPair } from '../drift/version-drift.js';

export interface VerdictScenario {
  status: string;
  flaky?: boolean;
  repeats?: Partial<Record<string, number>>;
}

export interface ReportVerdict {
  /** `bad`: something failed (or a baseline entry passes now); `warn`: flaky, not tested, or a change that touches mwh; `ok`: none of these. */
  tone: 'ok' | 'warn' | 'bad';
  /** `Passed 88 of 90`. */
  headline: string;
  /** Short phrases after it, the worst first: `2 failed`, `1 flaky ...`, `impact: ...`. */
  facts: string[];
  passed: number;
  total: number;
  flaky: number;
  /** Changes between versions that touch what mwh reads or sends, and scenario outcomes that changed; null without two versions to compare. */
  impact: number | null;
}

/** A scenario's status in words (`expected-fail` is `failed as expected`): the page's cells and the terminal's. */
export const STATUS_WORDS: Readonly<Record<string, string>> = {
  pass: 'passed',
  fail: 'failed',
  'expected-fail': 'failed as expected',
  fixed: 'passes now',
  inconclusive: 'not tested',
  'not-applicable': 'not applicable',
};

export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

/**
 * A scenario's outcome in words: `passed`, `passed on its retry (flaky)`, or with repeats
 * `9 of 10 passed, 1 failed, flaky`.
 */
export function outcomeWords(scenario: VerdictScenario & { passedOnRetry?: number; failedFirst?: unknown }): string {
  if (!scenario.repeats) return scenario.flaky && scenario.failedFirst ? `${statusWords(scenario.status)} on its retry (flaky)` : statusWords(scenario.status);
  const counts = Object.entries(scenario.repeats).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  // Passes first (what a reader looks for), then the rest, worst first as the runner lists them.
  const ordered = [...counts.filter(([status]) => status === 'pass'), ...counts.filter(([status]) => status !== 'pass')];
  const parts = ordered.map(([status, n], index) => (index === 0 ? `${n} of ${total} ${statusWords(status)}` : `${n} ${statusWords(status)}`));
  const retried = scenario.passedOnRetry ? ` (${scenario.passedOnRetry} on a retry)` : '';
  return `${parts.join(', ')}${retried}${scenario.flaky ? ', flaky' : ''}`;
}

export function reportVerdict(runs: readonly { scenarios: readonly VerdictScenario[] }[], pairs: readonly VersionPair[] = []): ReportVerdict {
  const all = runs.flatMap((run) => run.scenarios);
  const count = (status: string) => all.filter((scenario) => scenario.status === status).length;
  const passed = count('pass');
  const failed = count('fail');
  const fixed = count('fixed');
  const inconclusive = count('inconclusive');
  const expectedFail = count('expected-fail');
  const notApplicable = count('not-applicable');
  const flaky = all.filter((scenario) => scenario.flaky).length;
  const repeated = all.some((scenario) => scenario.repeats);
  const impact = pairs.length === 0 ? null : pairs.reduce((sum, pair) => sum + pair.outcomes.length + pair.changes.filter((change) => change.impact !== 'unused').length, 0);
  const facts: string[] = [];
  if (failed) facts.push(`${failed} failed`);
  if (fixed) facts.push(`${fixed} listed as failing in the baseline ${fixed === 1 ? 'passes' : 'pass'} now (remove ${fixed === 1 ? 'its entry' : 'their entries'})`);
  if (flaky) facts.push(`${flaky} flaky (${repeated ? 'repeats that ended differently, or a failure its retry did not repeat' : 'failed, then passed on a retry'}; not counted as failed)`);
  if (inconclusive) facts.push(`${inconclusive} not tested (the situation never came about, even run again)`);
  if (expectedFail) facts.push(`${expectedFail} failed as the baseline expects`);
  if (notApplicable) facts.push(`${notApplicable} not applicable`);
  facts.push(
    impact === null
      ? 'impact: one version of each CLI, nothing to compare'
      : impact === 0
        ? 'impact: no change between versions touches what mwh reads or sends'
        : `impact: ${impact} ${impact === 1 ? 'change touches' : 'changes touch'} what mwh reads or sends`,
  );
  const tone = failed || fixed ? 'bad' : flaky || inconclusive || impact ? 'warn' : 'ok';
  const headline = all.length === 0 ? 'No scenario ran' : `Passed ${passed} of ${all.length}`;
  return { tone, headline, facts, passed, total: all.length, flaky, impact };
}
