/**
 * `mwh conformance --acp`: the catalogue of each agent's CLI run through Agent Client Protocol
 * agents, up to `jobs` scenarios at once, each scenario that did not reach its set-up run again,
 * into the report a CLI version's run makes: one column per agent (channel `acp`, its version
 * the agent's), a scenario with no ACP meaning `not-applicable` with its reason.
 */
import { join } from 'node:path';
import { cliKey } from '../sweep/cli-channel.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';
import { runAcpScenario, type AcpAgent, type AcpScenarioRun, type RunAcpScenarioOptions } from './run-acp-scenario.js';
import { checkedJobs, DEFAULT_RETRIES, keepCaptures, reportSummary, selectScenarios, statusReason, type ConformanceProgress, type ConformanceReport, type ConformanceRun, type ScenarioOutcome } from '../run/run-conformance.js';

export interface RunAcpConformanceOptions {
  agents: readonly AcpAgent[];
  /** Only these scenarios (by name); all by default. */
  scenarios?: readonly string[];
  jobs?: number;
  retries?: number;
  /** Keeps every agent process's capture under `<record>/<key>/`. */
  record?: string;
  progress?: (event: ConformanceProgress) => void;
  scenario?: RunAcpScenarioOptions;
  /** Runs one scenario; the agent through `runAcpScenario` by default (a test may replace it). */
  runScenario?: (scenario: RoundScenario, agent: AcpAgent, signal?: AbortSignal) => Promise<AcpScenarioRun>;
  signal?: AbortSignal;
}

export async function runAcpConformance(options: RunAcpConformanceOptions): Promise<ConformanceReport> {
  const jobs = checkedJobs(options.jobs);
  if (options.agents.length === 0) throw new ConformanceSetupError('--acp needs an agent command.');
  const attemptsAllowed = 1 + (options.retries ?? DEFAULT_RETRIES);
  const selected = selectScenarios(options.agents.map((agent) => agent.harness), options.scenarios);
  const runOne = options.runScenario ?? ((scenario: RoundScenario, agent: AcpAgent, signal?: AbortSignal) => runAcpScenario(scenario, agent, { ...options.scenario, ...(signal ? { signal } : {}) }));
  const items = options.agents.flatMap((agent, index) =>
    selected[agent.harness].map((scenario) => ({ agent, index, scenario })),
  );
  const results = new Map<number, { run: AcpScenarioRun; attempts: number }[]>();
  const started = performance.now();
  let next = 0;
  async function worker(): Promise<void> {
    while (!options.signal?.aborted && next < items.length) {
      const { agent, index, scenario } = items[next++]!;
      let run = await runOne(scenario, agent, options.signal);
      let attempts = 1;
      // A run that never reached its set-up tested nothing: it is run again, a bounded number of times.
      for (; attempts < attemptsAllowed && run.notSetUp.length > 0 && !run.notApplicable && !options.signal?.aborted; ) {
        attempts++;
        options.progress?.({ kind: 'retry', harness: agent.harness, cliVersion: run.agentInfo?.version ?? 'unknown', channel: 'acp', name: scenario.name, attempt: attempts, of: attemptsAllowed, notSetUp: run.notSetUp });
        run = await runOne(scenario, agent, options.signal);
      }
      const done = [...(results.get(index) ?? []), { run, attempts }];
      results.set(index, done);
      if (options.record) await keepCaptures(join(options.record, cliKey(agent.harness, run.agentInfo?.version ?? 'unknown', 'acp', run.agentInfo?.name ?? 'agent')), run);
      const outcome = outcomeOf(run, attempts);
      options.progress?.({
        kind: 'scenario',
        harness: agent.harness,
        cliVersion: run.agentInfo?.version ?? 'unknown',
        channel: 'acp',
        ...(run.agentInfo ? { agent: run.agentInfo.name } : {}),
        done: done.length,
        total: items.filter((item) => item.index === index).length,
        name: scenario.name,
        status: outcome.status,
        durationMs: run.durationMs,
        attempts,
        notSetUp: outcome.notSetUp,
      });
    }
  }
  await Promise.all(Array.from({ length: jobs }, worker));
  if (options.signal?.aborted) throw options.signal.reason;
  const runs: ConformanceRun[] = options.agents.map((agent, index) => {
    const order = items.filter((item) => item.index === index).map((item) => item.scenario.name);
    const done = (results.get(index) ?? []).sort((a, b) => order.indexOf(a.run.name) - order.indexOf(b.run.name));
    const info = done.find((entry) => entry.run.agentInfo)?.run.agentInfo;
    return {
      harness: agent.harness,
      cliVersion: info?.version ?? 'unknown',
      channel: 'acp',
      agent: { name: info?.name ?? agent.command, command: agent.command },
      spec: agent.command,
      scenarios: done.map(({ run, attempts }) => outcomeOf(run, attempts)),
      // ACP is the agent's protocol, not the CLI's: there is no schema drift of the CLI to read here.
      drift: {},
      durationMs: Math.round(performance.now() - started),
    };
  });
  return { runs, summary: reportSummary(runs), repeat: 1 };
}

function outcomeOf(run: AcpScenarioRun, attempts: number): ScenarioOutcome {
  const base = { name: run.name, verdict: null, durationMs: run.durationMs, failures: run.failures, attempts, captures: run.captures, parts: run.parts };
  if (run.notApplicable) return { ...base, status: 'not-applicable', reason: run.notApplicable, notSetUp: [] };
  const status = run.failures.length > 0 ? 'fail' : run.notSetUp.length > 0 ? 'inconclusive' : 'pass';
  return { ...base, status, reason: statusReason(status, run.failures, run.notSetUp, attempts, undefined), notSetUp: status === 'inconclusive' ? run.notSetUp : [] };
}
