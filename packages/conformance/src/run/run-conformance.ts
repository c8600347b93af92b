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
import { HARNESSES, serializeCapture } from '@mwh/protocol-core';
import type { Capture, ContentPart, Harness, Verdict } from '@mwh/protocol-core';
import { findBaselineEntry } from './baseline.js';
import type { BaselineEntry } from './baseline.js';
import { BuildIdentities, buildDigest } from '../sweep/build-identity.js';
import { cacheEntryName } from '../sweep/cli-cache.js';
import { cliKey, cliLabel } from '../sweep/cli-channel.js';
import type { AcpAgentLabel, CliChannel } from '../sweep/cli-channel.js';
import { cliContext, holdCli } from '../sweep/cli-install.js';
import type { HeldCli } from '../sweep/cli-install.js';
import { planCli } from '../sweep/cli-plan.js';
import { exactSpec, type PlanContext, type PlannedCli } from '../sweep/cli-plan.js';
import { CliSchedule } from '../sweep/cli-schedule.js';
import { ConformanceSetupError } from '../sweep/cli-spec.js';
import type { NpmRegistry } from '../sweep/npm-registry.js';
import type { ResolvedCli, ResolveCliOptions } from '../sweep/cli-spec.js';
import { roundScenarios } from '../kit/kits.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';
import { runRoundScenario } from './run-round-scenario.js';
import { scenarioScratchRoot } from './scenario-mocks.js';
import { sentFailuresByScenario } from '../collect/sent-messages.js';
import type { RunRoundScenarioOptions, ScenarioRun } from './run-round-scenario.js';
import { failureSentence } from '../scenarios/user-expectations.js';
import type { ExpectationFailure } from '../scenarios/user-expectations.js';

/**
 * `inconclusive`: the run never reached the situation the scenario tests (its set-up did not
 * happen), even after retries; it tested nothing, so it is neither a pass nor a fail.
 */
export type ScenarioStatus = 'pass' | 'fail' | 'expected-fail' | 'fixed' | 'inconclusive' | 'not-applicable';

/** From the worst: the status a repeated scenario reports is the worst any repeat had. */
export const STATUS_ORDER: readonly ScenarioStatus[] = ['fail', 'fixed', 'inconclusive', 'expected-fail', 'not-applicable', 'pass'];

export interface ScenarioOutcome {
  name: string;
  status: ScenarioStatus;
  /** Why it is not a plain pass: the failed expectations, what the run did not reach, or the baseline's reason. */
  reason: string;
  verdict: Verdict | null;
  durationMs: number;
  failures: ExpectationFailure[];
  /** What the run did not reach of the scenario's set-up (inconclusive), a sentence each. */
  notSetUp: string[];
  /** Runs it took to reach the set-up: 1 when the first did; an inconclusive outcome took every one allowed. */
  attempts: number;
  /** Every process of the scenario's rounds, and the last round's parts (for the HTML page). */
  captures: Capture[];
  parts: ContentPart[];
  /** With `repeat` above 1: how many repeats ended in each status; the details above are of the worst. */
  repeats?: Partial<Record<ScenarioStatus, number>>;
  /** It failed and then passed on its retry, or its repeats did not all end alike. */
  flaky?: boolean;
  /**
   * The run that failed before the retry that passed (flaky): its outcome, kept beside the pass.
   * With repeats, the first such run; `passedOnRetry` counts them.
   */
  failedFirst?: FailedTry;
  /** With repeats: how many of them failed first and passed on their retry (each counted under `pass`). */
  passedOnRetry?: number;
}

/** A run that failed and was made again: what it showed, without its captures (`--record` keeps them). */
export interface FailedTry {
  reason: string;
  failures: ExpectationFailure[];
  verdict: Verdict | null;
  durationMs: number;
}

export interface ConformanceRun {
  harness: Harness;
  cliVersion: string;
  /** Where the CLI came from: `claude-code`, `agent-sdk`, `codex` or `path`. */
  channel: CliChannel;
  /** With channel `acp`: the agent whose column this is (`cliVersion` is then the agent's version). */
  agent?: AcpAgentLabel;
  spec: string;
  scenarios: ScenarioOutcome[];
  /** What this version does that the schemas and the vendored definitions do not know. */
  drift: Record<string, unknown>;
  /** Wall time from its first scenario's start to its drift, at the run's `jobs` (its install not included). */
  durationMs: number;
  /**
   * `sha256:<hex>` of its program, when another CLI of the run has its version (the other
   * channel): what says whether the two are one build.
   */
  build?: string;
  /**
   * The CLI (cliKey) whose scenarios ran for this one: the same build byte for byte (`build`), so
   * the catalogue ran once and its outcomes are reported for both. Its drift is its own.
   */
  sameBuildAs?: string;
}

export interface ConformanceReport {
  runs: ConformanceRun[];
  /** Scenarios (per version) by status; with repeats, by the worst status of their repeats. */
  summary: { pass: number; fail: number; expectedFail: number; fixed: number; inconclusive: number; flaky: number; notApplicable?: number };
  /** How often the catalogue ran. */
  repeat: number;
  /**
   * Every CLI the SPECs selected, in the order they run (cliKey), also those another shard runs:
   * what merging shards checks them against.
   */
  planned?: string[];
}

/** One of `count` slices of the CLIs a run selects (`index` from 1): every count-th version of the plan, with both its channels. */
export interface Shard {
  index: number;
  count: number;
}

export interface ConformanceTarget {
  harness: Harness;
  spec: string;
}

export type ConformanceProgress =
  | { kind: 'setup'; line: string }
  | { kind: 'scenario'; harness: Harness; cliVersion: string; channel: CliChannel; agent?: string; done: number; total: number; name: string; status: ScenarioStatus; durationMs: number; attempts: number; notSetUp: string[]; flaky?: boolean }
  /** A run did not reach its set-up and is run again. */
  | { kind: 'retry'; harness: Harness; cliVersion: string; channel: CliChannel; agent?: string; name: string; attempt: number; of: number; notSetUp: string[] }
  /** A run failed and is run once more: a pass then makes it flaky rather than failed. */
  | { kind: 'retry-failure'; harness: Harness; cliVersion: string; channel: CliChannel; agent?: string; name: string; reason: string }
  /** A version is done, judged and its drift collected: what a long sweep keeps as it goes. */
  | { kind: 'version'; run: ConformanceRun };

/** What the drift report gets for one CLI version; it answers the run's `drift` field. */
export interface DriftInput {
  cli: ResolvedCli;
  scenarios: readonly ScenarioRun[];
  /** The run's registry (asked once per package) and CLI cache folder, for what else is fetched of a version. */
  registry: NpmRegistry;
  cacheDir: string;
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
  /** Runs the catalogue this many times (1 by default) and counts each scenario's statuses. */
  repeat?: number;
  /**
   * Runs only this slice of the CLIs selected. A CLI's scenarios stay together, so its drift is
   * whole; versions are dealt round-robin, so a range's neighbours (alike in cost) spread evenly,
   * and a version's two channels stay together (one build of both runs once).
   */
  shard?: Shard;
  /**
   * Runs of a scenario whose set-up did not happen that are made again before it is called
   * inconclusive; 2 by default.
   */
  retries?: number;
  /**
   * A scenario that fails is run once more: when that retry passes, the scenario passes and is
   * flaky (both outcomes kept). With `strict` a flaky scenario fails instead.
   */
  strict?: boolean;
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
  const jobs = checkedJobs(options.jobs);
  const repeat = options.repeat ?? 1;
  if (!Number.isInteger(repeat) || repeat < 1) throw new ConformanceSetupError(`--repeat must be a whole number of at least 1, not ${String(repeat)}.`);
  const attemptsAllowed = 1 + (options.retries ?? DEFAULT_RETRIES);
  const selected = selectScenarios(options.targets.map((target) => target.harness), options.scenarios);
  const context = cliContext({ ...options.cli, ...(options.signal ? { signal: options.signal } : {}), log: (line) => options.progress?.({ kind: 'setup', line }) });
  // An install or look-up the user stopped fails as npm reports it; the cancel is the cause.
  const cancelled = (error: unknown) => {
    throw options.signal?.aborted ? options.signal.reason : error;
  };
  const plans = await planTargets(options.targets, context).catch(cancelled);
  const planned = plans.map((plan) => cliKey(plan.harness, plan.version, plan.channel));
  const mine = shardOf(plans, options.shard);
  if (options.record) for (const plan of mine) refuseNonEmpty(join(options.record, cliKey(plan.harness, plan.version, plan.channel)));

  // A version's repeats stand together, so it is let go once they are all done.
  const itemsOf = (harness: Harness) => Array.from({ length: repeat }, (_, index) => selected[harness].map((scenario) => ({ scenario, repeat: index + 1 }))).flat();
  // A version planned from two channels may be one build twice: its bytes are read once held,
  // and the second runs no scenario but reports the first's (`sameBuildAs`).
  // Under --record each CLI keeps the captures of its own runs, so every one runs.
  const twinned = options.record ? new Set<PlannedCli>() : plansWithTwins(mine);
  const identities = new BuildIdentities<ResolvedCli>();
  const builds = new Map<ResolvedCli, { digest: string | undefined; sameAs?: ResolvedCli }>();
  const hold = async (plan: PlannedCli): Promise<HeldCli> => {
    const held = await holdCli(plan, context).catch(cancelled);
    if (!twinned.has(plan)) return held;
    const digest = await buildDigest(held.cli);
    const sameAs = identities.claim(plan.harness, digest, held.cli);
    builds.set(held.cli, { digest, ...(sameAs ? { sameAs } : {}) });
    if (sameAs) {
      const label = (cli: ResolvedCli) => cliLabel(cli.harness, cli.version, cli.channel);
      options.progress?.({ kind: 'setup', line: `${label(held.cli)} is the same build as ${label(sameAs)} (${digest!.slice(0, 19)}...): its scenarios run once, reported for both` });
    }
    return held;
  };
  const schedule = new CliSchedule<PlannedCli, HeldCli, { scenario: RoundScenario; repeat: number }>(mine, {
    jobs,
    bound: context.cache.bound,
    itemsOf: (plan, held) => (held && builds.get(held.cli)?.sameAs ? [] : itemsOf(plan.harness)),
    hold,
    cost: async (plan) => (!plan.install || (await context.cache.installed(cacheEntryName(plan.install))) ? 0 : context.cache.estimate(cacheEntryName(plan.install))),
  });
  const results = new Map<string, TriedRun[]>();
  const done = new Map<ResolvedCli, number>();
  const firstStart = new Map<ResolvedCli, number>();
  const finished = new Map<PlannedCli, ConformanceRun>();
  // When each CLI's scenarios are all done: what a CLI of the same build waits for to report them.
  const scenariosDone = new Map<ResolvedCli, Deferred>();
  const doneOf = (cli: ResolvedCli): Deferred => {
    let deferred = scenariosDone.get(cli);
    if (!deferred) scenariosDone.set(cli, (deferred = deferredSignal()));
    return deferred;
  };
  // Every scenario's HOME and working folder go under the cache folder the user chose, and are removed after it.
  const scenarioOptions: RunRoundScenarioOptions = { scratchRoot: scenarioScratchRoot(context.cache.dir), ...options.scenario };
  const runOne =
    options.runScenario ?? ((scenario: RoundScenario, cli: ResolvedCli, signal?: AbortSignal) => runRoundScenario(scenario, cli, { ...scenarioOptions, ...(signal ? { signal } : {}) }));
  // A capture --record cannot keep, or a CLI that cannot be installed, ends the run once the
  // scenarios running have ended (their CLIs stopped and their folders removed), rather than
  // leaving them to run on after the answer.
  let unkept: unknown;
  const stopped = () => options.signal?.aborted || unkept !== undefined;
  // A worker waiting for room (the next CLI does not fit beside those held) would wait for a
  // release that no stopped worker makes: stopping wakes it with nothing more to run.
  const stop = (error: unknown) => {
    unkept ??= error;
    schedule.halt();
    // A CLI waiting for its build's scenarios would wait for a worker that has stopped.
    for (const deferred of scenariosDone.values()) deferred.reject(error);
  };
  const halt = () => {
    schedule.halt();
    for (const deferred of scenariosDone.values()) deferred.reject(options.signal?.reason);
  };
  const judging: Promise<void>[] = [];
  options.signal?.addEventListener('abort', halt, { once: true });
  async function worker(): Promise<void> {
    while (!options.signal?.aborted && unkept === undefined) {
      let task;
      try {
        task = await schedule.next();
      } catch (error) {
        stop(error);
        break;
      }
      if (!task) break;
      const { cli } = task.held;
      if (!firstStart.has(cli)) firstStart.set(cli, performance.now());
      if (task.item) {
        const { scenario } = task.item;
        let tried: TriedRun;
        // A scenario that threw (a bug of the kit, not the CLI's) stops the run: caught here, so
        // that the other workers end their scenarios before the schedule lets the CLIs go.
        try {
          tried = await runTried(scenario, cli);
        } catch (error) {
          stop(error);
          break;
        }
        if (stopped()) break;
        const { run } = tried;
        const runs = results.get(key(cli, scenario.name)) ?? [];
        runs.push(tried);
        results.set(key(cli, scenario.name), runs);
        if (options.record) {
          try {
            const dir = join(options.record, cliKey(cli.harness, cli.version, cli.channel), ...(task.item.repeat > 1 ? [`repeat-${task.item.repeat}`] : []));
            await keepCaptures(dir, run);
            // The failed run before a retry: what a flaky scenario's race looks like.
            if (tried.failedTry) await keepCaptures(join(dir, 'failed-first'), tried.failedTry);
          } catch (error) {
            stop(error);
            break;
          }
        }
        done.set(cli, (done.get(cli) ?? 0) + 1);
        const outcome = judgeTried(tried, cli, options.baseline, options.strict ?? false);
        options.progress?.({
          kind: 'scenario',
          harness: cli.harness,
          cliVersion: cli.version,
          channel: cli.channel,
          done: done.get(cli)!,
          total: selected[cli.harness].length * repeat,
          name: scenario.name,
          status: outcome.status,
          durationMs: run.durationMs,
          attempts: outcome.attempts,
          notSetUp: outcome.notSetUp,
          ...(outcome.flaky ? { flaky: true } : {}),
        });
      }
      if (!schedule.finish(task)) continue;
      // Its drift (help pages, codex's schema, the SDK's types: seconds) is collected beside the
      // next scenarios, so this worker goes on to one of them at once.
      judging.push(letGo(task.plan, task.held));
    }
  }
  /** A CLI's last scenario is done: its drift is collected while it is still held (codex prints its schema), then it is let go. */
  async function letGo(plan: PlannedCli, held: HeldCli): Promise<void> {
    try {
      const sameAs = builds.get(held.cli)?.sameAs;
      // Stopped already, nothing would settle what it waits for: it ends as the run does.
      if (sameAs && stopped()) throw unkept ?? options.signal?.reason;
      if (sameAs) await doneOf(sameAs).promise;
      else doneOf(held.cli).resolve();
      const run = await judgeCli(held.cli, sameAs);
      finished.set(plan, run);
      options.progress?.({ kind: 'version', run });
      await schedule.release(held);
    } catch (error) {
      // A CLI that could not be let go is let go again when the schedule closes.
      stop(error);
    }
  }
  /**
   * A run, made again while it did not reach its set-up (it tested nothing), and once more when it
   * failed: a failure its own retry does not repeat is the run's, not the version's.
   */
  async function runTried(scenario: RoundScenario, cli: ResolvedCli): Promise<TriedRun> {
    let run = await runOne(scenario, cli, options.signal);
    for (let attempt = 2; attempt <= attemptsAllowed && run.notSetUp.length > 0 && !stopped(); attempt++) {
      options.progress?.({ kind: 'retry', harness: cli.harness, cliVersion: cli.version, channel: cli.channel, name: scenario.name, attempt, of: attemptsAllowed, notSetUp: run.notSetUp });
      run = { ...(await runOne(scenario, cli, options.signal)), attempts: attempt };
    }
    const first = judge(run, cli, options.baseline);
    if (first.status !== 'fail' || stopped()) return { run };
    options.progress?.({ kind: 'retry-failure', harness: cli.harness, cliVersion: cli.version, channel: cli.channel, name: scenario.name, reason: first.reason });
    const retry = await runOne(scenario, cli, options.signal);
    // Only a retry that passes outright clears the failure; one that fails or tests nothing leaves it.
    return judge(retry, cli, options.baseline).status === 'pass' ? { run: { ...retry, attempts: run.attempts ?? 1 }, failedTry: run } : { run };
  }
  /** Judged from its own scenarios' runs, or from those of `sameAs`, the same build, which ran them for it. */
  async function judgeCli(cli: ResolvedCli, sameAs?: ResolvedCli): Promise<ConformanceRun> {
    const scenarioRuns = selected[cli.harness].map((scenario) => results.get(key(sameAs ?? cli, scenario.name))!);
    // Drift reads every run kept of every repeat: what a version writes now and then counts too;
    // a failed run its retry cleared is not (a race of one run is no change of the version).
    const drift = options.collectDrift ? await options.collectDrift({ cli, scenarios: scenarioRuns.flat().map((tried) => tried.run), registry: context.registry, cacheDir: context.cache.dir }) : {};
    // What mwh sent that this version does not take fails the scenario that sent it.
    const sent = sentFailuresByScenario(drift);
    const withSent = (run: ScenarioRun): ScenarioRun => ({ ...run, failures: [...run.failures, ...(sent.get(run.name) ?? [])] });
    const judged = scenarioRuns.map((repeats) =>
      strictRepeats(combineRepeats(repeats.map((tried) => judgeTried({ run: withSent(tried.run), ...(tried.failedTry ? { failedTry: tried.failedTry } : {}) }, cli, options.baseline, options.strict ?? false))), options.strict ?? false),
    );
    const durationMs = Math.round(performance.now() - (firstStart.get(cli) ?? performance.now()));
    const build = builds.get(cli)?.digest;
    return {
      harness: cli.harness,
      cliVersion: cli.version,
      channel: cli.channel,
      spec: cli.spec,
      scenarios: judged,
      drift,
      durationMs,
      ...(build ? { build } : {}),
      ...(sameAs ? { sameBuildAs: cliKey(sameAs.harness, sameAs.version, sameAs.channel) } : {}),
    };
  }
  try {
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    // Each catches its own failure (`stop`); the CLIs they hold are released before the schedule closes.
    await Promise.all(judging);
    options.signal?.removeEventListener('abort', halt);
    // A CLI that cannot be let go now fails the run, unless it already failed: that cause is told.
    await schedule.close().catch((error: unknown) => {
      unkept ??= error;
    });
  }
  if (options.signal?.aborted) throw options.signal.reason;
  if (unkept !== undefined) throw unkept;

  const runs = mine.map((plan) => finished.get(plan)!);
  return { runs, summary: reportSummary(runs), repeat, planned };
}

/** Every SPEC's versions, looked up but not installed: a range is known whole before it runs. */
async function planTargets(targets: readonly ConformanceTarget[], context: PlanContext): Promise<PlannedCli[]> {
  const plans: PlannedCli[] = [];
  for (const target of targets) {
    for (const plan of await planCli(target.harness, target.spec, context)) {
      // Two SPECs naming the same version (`pinned` and `latest` often do) run once.
      if (!plans.some((known) => cliKey(known.harness, known.version, known.channel) === cliKey(plan.harness, plan.version, plan.channel))) plans.push(plan);
    }
  }
  return plans;
}

/** The plans whose harness and version another plan has too (Claude Code from both channels): the ones that may be one build. */
function plansWithTwins(plans: readonly PlannedCli[]): Set<PlannedCli> {
  const count = new Map<string, number>();
  for (const plan of plans) count.set(versionOf(plan), (count.get(versionOf(plan)) ?? 0) + 1);
  return new Set(plans.filter((plan) => count.get(versionOf(plan))! > 1));
}

/** A CLI's harness and version, whichever channel it came from. */
function versionOf(plan: PlannedCli): string {
  return `${plan.harness}\0${plan.version}`;
}

/** A promise settled from outside; a rejection nobody waits for is not reported as unhandled. */
interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferredSignal(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Every count-th version of the plan: a version's two channels stay in one shard, so that a
 * build both carry runs once there (`sameBuildAs`).
 */
function shardOf(plans: readonly PlannedCli[], shard: Shard | undefined): PlannedCli[] {
  if (!shard) return [...plans];
  if (!(Number.isInteger(shard.count) && Number.isInteger(shard.index) && shard.index >= 1 && shard.index <= shard.count)) {
    throw new ConformanceSetupError(`a shard is I/N with I from 1 to N, not ${String(shard.index)}/${String(shard.count)}.`);
  }
  const positions = new Map<string, number>();
  for (const plan of plans) if (!positions.has(versionOf(plan))) positions.set(versionOf(plan), positions.size);
  return plans.filter((plan) => positions.get(versionOf(plan))! % shard.count === shard.index - 1);
}

/**
 * The CLIs a run of these SPECs would check (its shard's, with `shard`), looked up on the
 * registry but not installed, each with a SPEC naming it alone: what a CI plan job resolves
 * once, so every shard it starts runs the same versions whatever is published meanwhile.
 */
export async function planConformance(options: Pick<RunConformanceOptions, 'targets' | 'cli' | 'shard' | 'progress' | 'scenarios'>): Promise<(PlannedCli & { exactSpec: string })[]> {
  // The names a run would refuse, refused here too: a plan job must not pass where its shards fail.
  selectScenarios(options.targets.map((target) => target.harness), options.scenarios);
  const context = cliContext({ ...options.cli, log: (line) => options.progress?.({ kind: 'setup', line }) });
  return shardOf(await planTargets(options.targets, context), options.shard).map((plan) => ({ ...plan, exactSpec: exactSpec(plan) }));
}

/** Scenarios (per version) by status; with repeats, by the worst status of their repeats. */
export function reportSummary(runs: readonly ConformanceRun[]): ConformanceReport['summary'] {
  const all = runs.flatMap((run) => run.scenarios);
  const count = (status: ScenarioStatus) => all.filter((scenario) => scenario.status === status).length;
  const notApplicable = count('not-applicable');
  return {
    pass: count('pass'),
    fail: count('fail'),
    expectedFail: count('expected-fail'),
    fixed: count('fixed'),
    inconclusive: count('inconclusive'),
    flaky: all.filter((scenario) => scenario.flaky).length,
    // Only ACP runs have them: a CLI's report keeps the shape it had.
    ...(notApplicable ? { notApplicable } : {}),
  };
}

/** Runs of a scenario whose set-up did not happen made again before it is inconclusive. */
export const DEFAULT_RETRIES = 2;
/** More scenarios at once than this only starve each other (each is a CLI process and a mock server). */
export const MAX_JOBS = 64;

/**
 * 0 when every expectation held or is baselined; 1 when something failed or a baseline entry
 * now passes; 3 when nothing failed but some scenario never reached its set-up (not tested).
 */
export function conformanceExitCode(report: ConformanceReport): 0 | 1 | 3 {
  if (report.summary.fail > 0 || report.summary.fixed > 0) return 1;
  return report.summary.inconclusive > 0 ? 3 : 0;
}

/** One outcome for a scenario's repeats: the worst status, with its details, and the count of each. */
function combineRepeats(outcomes: readonly ScenarioOutcome[]): ScenarioOutcome {
  if (outcomes.length === 1) return outcomes[0]!;
  const counts = new Map<ScenarioStatus, number>();
  for (const outcome of outcomes) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  // Worst first, as the table and the page show them.
  const repeats: Partial<Record<ScenarioStatus, number>> = {};
  for (const status of STATUS_ORDER) if (counts.has(status)) repeats[status] = counts.get(status)!;
  const worst = STATUS_ORDER.find((status) => counts.has(status))!;
  const shown = outcomes.find((outcome) => outcome.status === worst)!;
  const retried = outcomes.filter((outcome) => outcome.failedFirst);
  const failedFirst = shown.failedFirst ?? retried[0]?.failedFirst;
  return {
    ...shown,
    durationMs: outcomes.reduce((longest, outcome) => Math.max(longest, outcome.durationMs), 0),
    repeats,
    flaky: counts.size > 1 || retried.length > 0 || outcomes.some((outcome) => outcome.flaky),
    ...(failedFirst ? { failedFirst } : {}),
    ...(retried.length > 0 ? { passedOnRetry: retried.length } : {}),
  };
}

/** Under `strict`, repeats that did not all end alike fail the scenario, whatever the worst of them was. */
function strictRepeats(outcome: ScenarioOutcome, strict: boolean): ScenarioOutcome {
  if (!strict || !outcome.flaky || outcome.status === 'fail') return outcome;
  const counts = Object.entries(outcome.repeats ?? {}).map(([status, n]) => `${n} ${status}`).join(', ');
  return { ...outcome, status: 'fail', reason: `flaky, failed under --strict: its repeats ended ${counts}${outcome.reason ? ` (${outcome.reason})` : ''}` };
}

/** A scenario's run as kept: the run judged, and the failed one its retry cleared, if any. */
interface TriedRun {
  run: ScenarioRun;
  failedTry?: ScenarioRun;
}

/**
 * A run whose retry cleared its failure passes and is flaky, its failure kept beside it; with
 * `strict` it fails, saying so.
 */
function judgeTried(tried: TriedRun, cli: ResolvedCli, baseline: readonly BaselineEntry[], strict: boolean): ScenarioOutcome {
  const outcome = judge(tried.run, cli, baseline);
  if (!tried.failedTry) return outcome;
  const first = judge(tried.failedTry, cli, baseline);
  const failedFirst: FailedTry = { reason: first.reason, failures: first.failures, verdict: first.verdict, durationMs: first.durationMs };
  if (!strict || outcome.status !== 'pass') return { ...outcome, flaky: true, failedFirst };
  return { ...outcome, status: 'fail', reason: `flaky, failed under --strict: it failed (${first.reason}), then passed on its retry`, failures: first.failures, flaky: true, failedFirst };
}

function key(cli: ResolvedCli, scenario: string): string {
  return `${cliKey(cli.harness, cli.version, cli.channel)}/${scenario}`;
}

function judge(run: ScenarioRun, cli: ResolvedCli, baseline: readonly BaselineEntry[]): ScenarioOutcome {
  const entry = findBaselineEntry(baseline, cli.harness, cli.version, run.name);
  const attempts = run.attempts ?? 1;
  // What mwh sent that the version refuses fails the run whatever else it reached.
  const inconclusive = run.notSetUp.length > 0 && run.failures.length === 0;
  const status = baselined(inconclusive ? 'inconclusive' : run.failures.length > 0 ? 'fail' : 'pass', entry);
  return {
    name: run.name,
    status,
    reason: statusReason(status, run.failures, run.notSetUp, attempts, entry),
    verdict: run.verdict ?? null,
    durationMs: run.durationMs,
    failures: run.failures,
    notSetUp: run.notSetUp,
    attempts,
    captures: run.captures,
    parts: run.parts,
  };
}

/** How many scenarios run at once: the caller's number, checked, or as many as the cores (at most MAX_JOBS). */
export function checkedJobs(jobs = Math.min(availableParallelism(), MAX_JOBS)): number {
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > MAX_JOBS) throw new ConformanceSetupError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not ${String(jobs)}.`);
  return jobs;
}

/**
 * Each harness's scenarios of the catalogue, or those named when names are given (an unknown name
 * is refused).
 */
export function selectScenarios(harnesses: readonly Harness[], names: readonly string[] | undefined): Record<Harness, RoundScenario[]> {
  const pick = (harness: Harness) => (names?.length ? roundScenarios(harness).filter((scenario) => names.includes(scenario.name)) : [...roundScenarios(harness)]);
  if (names?.length) {
    const known = new Set(harnesses.flatMap((harness) => roundScenarios(harness).map((scenario) => scenario.name)));
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length) throw new ConformanceSetupError(`No scenario is named ${unknown.join(', ')}; known: ${[...known].join(', ')}.`);
  }
  return Object.fromEntries(HARNESSES.map((harness) => [harness, pick(harness)])) as Record<Harness, RoundScenario[]>;
}

function refuseNonEmpty(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new ConformanceSetupError(`${dir} already holds files; --record writes only into a new or empty folder.`);
}

/**
 * One file per process, under `<harness>-<version>` (`-sdk` after it from the agent SDK):
 * `<scenario>.capture.jsonl`, then `<scenario>-2.capture.jsonl` for a second; the repeats after
 * the first in `repeat-<n>/` beside them.
 */
export async function keepCaptures(dir: string, run: Pick<ScenarioRun, 'name' | 'captures'>): Promise<void> {
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

/** A status as a baseline entry has it: a failure it names is expected, a pass it names is fixed; none, the plain one. */
function baselined(status: ScenarioStatus, entry: BaselineEntry | undefined): ScenarioStatus {
  if (status === 'inconclusive' || status === 'not-applicable') return status;
  const failed = status === 'fail' || status === 'expected-fail';
  return failed ? (entry ? 'expected-fail' : 'fail') : entry ? 'fixed' : 'pass';
}

export function statusReason(status: ScenarioStatus, failures: readonly ExpectationFailure[], notSetUp: readonly string[], attempts: number, entry: BaselineEntry | undefined): string {
  switch (status) {
    case 'pass':
      return '';
    case 'fail':
      return failures.map(failureSentence).join('; ');
    case 'expected-fail':
      return entry!.reason;
    case 'fixed':
      return `passes now; remove its baseline entry (${entry!.reason})`;
    case 'not-applicable':
      // Said by the ACP run that found it so (run-acp-conformance.ts); no baseline changes it.
      return '';
    case 'inconclusive':
      return `not tested: ${notSetUp.join('; ')} (${attempts} ${attempts === 1 ? 'run' : 'runs'})`;
  }
}

/**
 * The runs judged again by another baseline (`mwh conformance merge --baseline`): each outcome,
 * and each repeat's count, as that baseline would have had it; what the runs saw is unchanged.
 */
export function rejudgeRuns(runs: readonly ConformanceRun[], baseline: readonly BaselineEntry[]): ConformanceRun[] {
  return runs.map((run) => ({
    ...run,
    scenarios: run.scenarios.map((outcome) => {
      if (outcome.status === 'not-applicable') return outcome;
      const entry = findBaselineEntry(baseline, run.harness, run.cliVersion, outcome.name);
      const status = baselined(outcome.status, entry);
      const rejudged: ScenarioOutcome = { ...outcome, status, reason: statusReason(status, outcome.failures, outcome.notSetUp, outcome.attempts, entry) };
      if (outcome.repeats) {
        const repeats: Partial<Record<ScenarioStatus, number>> = {};
        for (const [was, count] of Object.entries(outcome.repeats) as [ScenarioStatus, number][]) repeats[baselined(was, entry)] = (repeats[baselined(was, entry)] ?? 0) + count;
        rejudged.repeats = repeats;
      }
      return rejudged;
    }),
  }));
}
