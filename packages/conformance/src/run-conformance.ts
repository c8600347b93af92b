/**
 * `mwh conformance` without the printing: expands each (harness, SPEC) to the CLIs it selects,
 * resolves each just before its scenarios run (installing versions into the bounded cache) and
 * lets it go after (`cli-schedule.ts`), runs the catalogue against each through harness-core in
 * parallel up to `jobs`, judges each scenario against the baseline, and collects drift per version.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { serializeCapture } from '@mwh/protocol-core';
import type { Capture, ContentPart, Harness, Verdict } from '@mwh/protocol-core';
import { findBaselineEntry } from './baseline.js';
import type { BaselineEntry } from './baseline.js';
import { cacheEntryName } from './cli-cache.js';
import { cliKey } from './cli-channel.js';
import type { CliChannel } from './cli-channel.js';
import { cliContext, holdCli } from './cli-install.js';
import type { HeldCli } from './cli-install.js';
import { planCli } from './cli-plan.js';
import type { PlannedCli } from './cli-plan.js';
import { CliSchedule } from './cli-schedule.js';
import { ConformanceSetupError } from './cli-spec.js';
import type { ResolvedCli, ResolveCliOptions } from './cli-spec.js';
import { roundScenarios } from './round-scenarios.js';
import type { RoundScenario } from './round-scenarios.js';
import { runRoundScenario } from './run-round-scenario.js';
import { sentFailuresByScenario } from './sent-messages.js';
import type { RunRoundScenarioOptions, ScenarioRun } from './run-round-scenario.js';
import { failureSentence } from './user-expectations.js';
import type { ExpectationFailure } from './user-expectations.js';

export type ScenarioStatus = 'pass' | 'fail' | 'expected-fail' | 'fixed';

export interface ScenarioOutcome {
  name: string;
  status: ScenarioStatus;
  /** Why it is not a plain pass: the failed expectations, or the baseline's reason. */
  reason: string;
  verdict: Verdict | null;
  durationMs: number;
  failures: ExpectationFailure[];
  /** Every process of the scenario's rounds, and the last round's parts (for the HTML page). */
  captures: Capture[];
  parts: ContentPart[];
}

export interface ConformanceRun {
  harness: Harness;
  cliVersion: string;
  /** Where the CLI came from: `claude-code`, `agent-sdk`, `codex` or `path`. */
  channel: CliChannel;
  spec: string;
  scenarios: ScenarioOutcome[];
  /** What this version does that the schemas and the vendored definitions do not know. */
  drift: Record<string, unknown>;
}

export interface ConformanceReport {
  runs: ConformanceRun[];
  summary: { pass: number; fail: number; expectedFail: number; fixed: number };
}

export interface ConformanceTarget {
  harness: Harness;
  spec: string;
}

export type ConformanceProgress =
  | { kind: 'setup'; line: string }
  | { kind: 'scenario'; harness: Harness; cliVersion: string; channel: CliChannel; done: number; total: number; name: string; status: ScenarioStatus; durationMs: number };

/** What the drift report gets for one CLI version; it answers the run's `drift` field. */
export interface DriftInput {
  cli: ResolvedCli;
  scenarios: readonly ScenarioRun[];
}
export type CollectDrift = (input: DriftInput) => Promise<Record<string, unknown>>;

export interface RunConformanceOptions {
  targets: readonly ConformanceTarget[];
  /** Only these scenarios (by name); all by default. */
  scenarios?: readonly string[];
  baseline: readonly BaselineEntry[];
  /** Keeps every scenario's captures under `<record>/<harness>-<version>/`. */
  record?: string;
  /** Scenarios running at once; the machine's cores by default. */
  jobs?: number;
  progress?: (event: ConformanceProgress) => void;
  /** Fills each run's `drift`; until the drift report is plugged in, runs carry `{}`. */
  collectDrift?: CollectDrift;
  cli?: Omit<ResolveCliOptions, 'log'>;
  scenario?: RunRoundScenarioOptions;
  /** Runs one scenario; the real CLI through harness-core by default (a test may replace it). */
  runScenario?: (scenario: RoundScenario, cli: ResolvedCli, signal?: AbortSignal) => Promise<ScenarioRun>;
  /**
   * The user's cancel (Ctrl-C): an install stops, the scenarios running are cancelled and clean up
   * after themselves, none starts after it, and the run rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/**
 * Runs the matrix. Throws ConformanceSetupError (one sentence) when it cannot run at all, and
 * the signal's reason once every scenario it cancelled has ended.
 */
export async function runConformance(options: RunConformanceOptions): Promise<ConformanceReport> {
  const jobs = options.jobs ?? availableParallelism();
  if (!Number.isInteger(jobs) || jobs < 1) throw new ConformanceSetupError(`--jobs must be a whole number of at least 1, not ${String(jobs)}.`);
  const selected = selectScenarios(options.targets.map((target) => target.harness), options.scenarios);
  const context = cliContext({ ...options.cli, ...(options.signal ? { signal: options.signal } : {}), log: (line) => options.progress?.({ kind: 'setup', line }) });
  // An install or look-up the user stopped fails as npm reports it; the cancel is the cause.
  const cancelled = (error: unknown) => {
    throw options.signal?.aborted ? options.signal.reason : error;
  };
  // Every SPEC's versions, looked up but not installed: a range is known whole before it runs.
  const plans: PlannedCli[] = [];
  for (const target of options.targets) {
    for (const plan of await planCli(target.harness, target.spec, context).catch(cancelled)) {
      // Two SPECs naming the same version (`pinned` and `latest` often do) run once.
      if (!plans.some((known) => cliKey(known.harness, known.version, known.channel) === cliKey(plan.harness, plan.version, plan.channel))) plans.push(plan);
    }
  }
  if (options.record) for (const plan of plans) refuseNonEmpty(join(options.record, cliKey(plan.harness, plan.version, plan.channel)));

  const schedule = new CliSchedule<PlannedCli, HeldCli, RoundScenario>(plans, {
    jobs,
    bound: context.cache.bound,
    itemsOf: (plan) => selected[plan.harness],
    hold: (plan) => holdCli(plan, context).catch(cancelled),
    cost: async (plan) => (!plan.install || (await context.cache.installed(cacheEntryName(plan.install))) ? 0 : context.cache.estimate(cacheEntryName(plan.install))),
  });
  const results = new Map<string, ScenarioRun>();
  const done = new Map<ResolvedCli, number>();
  const finished = new Map<PlannedCli, ConformanceRun>();
  const runOne =
    options.runScenario ?? ((scenario: RoundScenario, cli: ResolvedCli, signal?: AbortSignal) => runRoundScenario(scenario, cli, { ...options.scenario, ...(signal ? { signal } : {}) }));
  // A capture --record cannot keep, or a CLI that cannot be installed, ends the run once the
  // scenarios running have ended (their CLIs stopped and their folders removed), rather than
  // leaving them to run on after the answer.
  let unkept: unknown;
  async function worker(): Promise<void> {
    while (!options.signal?.aborted && unkept === undefined) {
      let task;
      try {
        task = await schedule.next();
      } catch (error) {
        unkept ??= error;
        break;
      }
      if (!task) break;
      const { cli } = task.held;
      if (task.item) {
        const scenario = task.item;
        const run = await runOne(scenario, cli, options.signal);
        if (options.signal?.aborted || unkept !== undefined) break;
        results.set(key(cli, scenario.name), run);
        if (options.record) {
          try {
            await keepCaptures(options.record, cli, run);
          } catch (error) {
            unkept = error;
            break;
          }
        }
        done.set(cli, (done.get(cli) ?? 0) + 1);
        const outcome = judge(run, cli, options.baseline);
        options.progress?.({ kind: 'scenario', harness: cli.harness, cliVersion: cli.version, channel: cli.channel, done: done.get(cli)!, total: selected[cli.harness].length, name: scenario.name, status: outcome.status, durationMs: run.durationMs });
      }
      if (!schedule.finish(task)) continue;
      // Its last scenario: the drift is collected while the CLI is still held (codex prints its schema), then it is let go.
      try {
        finished.set(task.plan, await judgeCli(cli));
      } catch (error) {
        unkept ??= error;
      } finally {
        await schedule.release(task.held);
      }
    }
  }
  async function judgeCli(cli: ResolvedCli): Promise<ConformanceRun> {
    const scenarioRuns = selected[cli.harness].map((scenario) => results.get(key(cli, scenario.name))!);
    const drift = options.collectDrift ? await options.collectDrift({ cli, scenarios: scenarioRuns }) : {};
    // What mwh sent that this version does not take fails the scenario that sent it.
    const sent = sentFailuresByScenario(drift);
    const judged = scenarioRuns.map((run) => judge({ ...run, failures: [...run.failures, ...(sent.get(run.name) ?? [])] }, cli, options.baseline));
    return { harness: cli.harness, cliVersion: cli.version, channel: cli.channel, spec: cli.spec, scenarios: judged, drift };
  }
  try {
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    await schedule.close();
  }
  if (options.signal?.aborted) throw options.signal.reason;
  if (unkept !== undefined) throw unkept;

  const runs = plans.map((plan) => finished.get(plan)!);
  const all = runs.flatMap((run) => run.scenarios);
  const count = (status: ScenarioStatus) => all.filter((scenario) => scenario.status === status).length;
  return { runs, summary: { pass: count('pass'), fail: count('fail'), expectedFail: count('expected-fail'), fixed: count('fixed') } };
}

/** 0 when every expectation held or is baselined; 1 when something failed or a baseline entry now passes. */
export function conformanceExitCode(report: ConformanceReport): 0 | 1 {
  return report.summary.fail > 0 || report.summary.fixed > 0 ? 1 : 0;
}

function key(cli: ResolvedCli, scenario: string): string {
  return `${cliKey(cli.harness, cli.version, cli.channel)}/${scenario}`;
}

function judge(run: ScenarioRun, cli: ResolvedCli, baseline: readonly BaselineEntry[]): ScenarioOutcome {
  const entry = findBaselineEntry(baseline, cli.harness, cli.version, run.name);
  const failed = run.failures.length > 0;
  const status: ScenarioStatus = failed ? (entry ? 'expected-fail' : 'fail') : entry ? 'fixed' : 'pass';
  const reason =
    status === 'fail' ? run.failures.map(failureSentence).join('; ') : status === 'expected-fail' ? entry!.reason : status === 'fixed' ? `passes now; remove its baseline entry (${entry!.reason})` : '';
  return { name: run.name, status, reason, verdict: run.verdict ?? null, durationMs: run.durationMs, failures: run.failures, captures: run.captures, parts: run.parts };
}

function selectScenarios(harnesses: readonly Harness[], names: readonly string[] | undefined): Record<Harness, RoundScenario[]> {
  const pick = (harness: Harness) => roundScenarios(harness).filter((scenario) => !names?.length || names.includes(scenario.name));
  if (names?.length) {
    const known = new Set(harnesses.flatMap((harness) => roundScenarios(harness).map((scenario) => scenario.name)));
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length) throw new ConformanceSetupError(`No scenario is named ${unknown.join(', ')}; known: ${[...known].join(', ')}.`);
  }
  return { claude: pick('claude'), codex: pick('codex') };
}

function refuseNonEmpty(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new ConformanceSetupError(`${dir} already holds files; --record writes only into a new or empty folder.`);
}

/** One file per process, under `<harness>-<version>` (`-sdk` after it from the agent SDK): `<scenario>.capture.jsonl`, then `<scenario>-2.capture.jsonl` for a second. */
async function keepCaptures(record: string, cli: ResolvedCli, run: ScenarioRun): Promise<void> {
  const dir = join(record, cliKey(cli.harness, cli.version, cli.channel));
  await mkdir(dir, { recursive: true });
  for (const [index, capture] of run.captures.entries()) {
    const file = join(dir, `${run.name}${index ? `-${index + 1}` : ''}.capture.jsonl`);
    try {
      await writeFile(file, serializeCapture(capture), { flag: 'wx' });
    } catch (error) {
      // The folder was new or empty when the run began: something else writes there too.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new ConformanceSetupError(`${file} appeared while this run was recording into ${dir} (another mwh conformance --record there?); it was left as it is, and the run stopped.`);
      }
      throw error;
    }
  }
}
