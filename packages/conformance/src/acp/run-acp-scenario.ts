/**
 * Runs one catalogue scenario through an Agent Client Protocol agent, as an editor would drive
 * it: the scenario's mock and MCP servers as for the CLI, the agent's command started with the
 * environment that points the CLI under it at the mock (Claude Code's ANTHROPIC_BASE_URL, codex's
 * model provider in CODEX_HOME/config.toml), one session, each step one prompt. A conversation's
 * steps go to one agent process; the steps of a scenario whose rounds are separate CLI processes
 * each start the agent again and load the session. Judged on the agent's lines (`acp-judge.ts`).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROTOCOLS, redactCapture } from '@mwh/harness-core';
import { streamBytes, type Capture, type Harness } from '@mwh/protocol-core';
import { AcpClient, AcpClientError, type AcpPromptEnd } from './acp-client.js';
import { startAcpAgent, type AcpAgentProcess } from './acp-agent-process.js';
import { acpNotApplicable, checkAcpSetUp, checkAcpTurn, type AcpAgentCapabilities, type AcpFacts } from './acp-judge.js';
import { readAcpTurns, type AcpTurn } from './acp-turns.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';
import type { ScenarioRun } from '../run/run-round-scenario.js';
import { mockAndWorkspaceFacts, startScenarioServers } from '../run/scenario-mocks.js';
import type { ScenarioMock } from '../kit/cli-kit.js';
import { kitOf } from '../kit/kits.js';

/** An ACP agent to check: its command line, and the CLI it drives (which mock it is pointed at). */
export interface AcpAgent {
  command: string;
  harness: Harness;
}

/** What the agent said of itself at `initialize`. */
export interface AcpAgentInfo {
  name: string;
  version: string;
}

export interface AcpScenarioRun extends ScenarioRun {
  /** Why the scenario has no meaning through this agent; its run judged nothing. */
  notApplicable?: string;
  agentInfo?: AcpAgentInfo;
}

export interface RunAcpScenarioOptions {
  /** Per-run HOME, config home and cwd go under it; `conformance-runs` in the CLI cache folder by default (codex refuses /tmp). */
  scratchRoot?: string;
  /** A prompt the agent does not answer in this long is given up (a failure); 60 s by default. */
  promptTimeoutMs?: number;
  /** Bounds `initialize`, `session/new` and `session/load`; 60 s by default (an agent may install itself first). */
  startTimeoutMs?: number;
  signal?: AbortSignal;
}

export async function runAcpScenario(scenario: RoundScenario, agent: AcpAgent, options: RunAcpScenarioOptions = {}): Promise<AcpScenarioRun> {
  const started = performance.now();
  const run: AcpScenarioRun = { name: scenario.name, failures: [], notSetUp: [], durationMs: 0, captures: [], parts: [], requests: [] };
  const promptTimeout = options.promptTimeoutMs ?? 60_000;
  const startTimeout = options.startTimeoutMs ?? 60_000;
  const { dirs, shownText, shownMcpFailure, mock, mcp, close } = await startScenarioServers(scenario, { scratchRoot: options.scratchRoot, prefix: `acp-${agent.harness}-${scenario.name}-`, createConfigHome: true });
  // ACP has no MCP server state to show: the answer does not wait for one.
  shownMcpFailure();
  const secrets: string[] = [];
  const agents: AcpAgentProcess[] = [];
  const stopAll = () => Promise.allSettled(agents.map((process) => process.stop()));
  const onAbort = () => void stopAll();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (const [name, text] of Object.entries(scenario.workspace ?? {})) await writeFile(join(dirs.cwd, name), text);
    const env = await agentEnv(scenario, agent.harness, mock.url, dirs, secrets);
    const servers = mcp.servers ?? {};
    const start = async () => {
      const process = startAcpAgent({ command: agent.command, harness: agent.harness, cwd: dirs.cwd, env });
      agents.push(process);
      return { process, client: await AcpClient.connect(process, startTimeout) };
    };
    let current = await start();
    const capabilities = capabilitiesOf(current.client);
    run.agentInfo = infoOf(current.client);
    const notApplicable = acpNotApplicable(scenario, capabilities);
    if (notApplicable) {
      run.notApplicable = notApplicable;
      return run;
    }
    const sessionId = await current.client.newSession(dirs.cwd, servers, startTimeout);
    const ends: AcpPromptEnd[] = [];
    for (const [index, step] of scenario.rounds.entries()) {
      if (options.signal?.aborted) break;
      if (index > 0 && !scenario.conversation) {
        // A round of its own process, as the catalogue runs it on the CLI: the agent starts again and loads the session.
        current.client.close();
        await current.process.stop();
        current = await start();
        await current.client.loadSession(sessionId, dirs.cwd, servers, startTimeout);
      }
      const approve = step.autoApprove ?? (scenario.conversation ? (scenario.rounds[0]?.autoApprove ?? false) : false);
      const approvingMode = kitOf(agent.harness).acpApprovingMode;
      // A CLI that cannot ask while it runs is allowed its tools the way an editor's user does it: the session's mode.
      if (approve && approvingMode !== undefined && current.client.offeredModes.includes(approvingMode)) await current.client.setMode(sessionId, approvingMode, startTimeout);
      ends.push(
        await current.client.prompt(
          sessionId,
          { text: step.message, ...(step.images ? { images: step.images } : {}), approve, ...(step.cancelAfterFirstText ? { cancelAfterFirstText: true } : {}), onText: shownText },
          promptTimeout,
        ),
      );
    }
    current.client.close();
    await stopAll();
    run.captures = agents.map((process) => redactCapture(withAgent(process.capture, run.agentInfo), secrets));
    const turns = run.captures.flatMap((capture) => readAcpTurns(capture));
    if (turns.length < ends.length) throw new Error(`the capture holds ${turns.length} prompts where ${ends.length} were sent`);
    judgeTurns(run, scenario, turns, ends, await acpFacts(scenario, mock, mcp.notStarted, dirs.cwd), promptTimeout);
  } catch (error) {
    run.notSetUp = [];
    if (run.captures.length === 0) {
      await stopAll();
      run.captures = agents.map((process) => redactCapture(withAgent(process.capture, run.agentInfo), secrets));
    }
    const message = error instanceof AcpClientError || error instanceof Error ? error.message : String(error);
    run.failures = [{ expectation: 'the scenario runs through the agent', expected: 'no error', got: `${message}${howItEnded(run.captures.at(-1))}` }];
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await stopAll();
    run.requests = mock.requests.map((request) => ({ method: request.method, path: request.path, headers: request.headers, body: request.body }));
    await close();
    run.durationMs = Math.round(performance.now() - started);
  }
  return run;
}

/** The environment of the agent: nothing of this machine's but PATH, and the CLI pointed at the mock. */
async function agentEnv(scenario: RoundScenario, harness: Harness, url: string, dirs: { home: string; configHome: string }, secrets: string[]): Promise<Record<string, string>> {
  // The CLI's launch variables too: `gemini --acp` otherwise loads its bundle twice (it relaunches itself).
  const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dirs.home, LANG: 'C.UTF-8', ...PROTOCOLS[harness].launchEnv };
  return { ...base, ...(await kitOf(harness).agentEnv(scenario, url, dirs.configHome, secrets)) };
}

function capabilitiesOf(client: AcpClient): AcpAgentCapabilities {
  const caps = client.init.agentCapabilities;
  return { loadSession: caps?.loadSession === true, image: caps?.promptCapabilities?.image === true, mcpHttp: caps?.mcpCapabilities?.http === true };
}

function infoOf(client: AcpClient): AcpAgentInfo {
  const info = client.init.agentInfo;
  return { name: info?.name ?? 'unnamed agent', version: info?.version ?? 'unknown' };
}

function withAgent(capture: AcpAgentProcess['capture'], info: AcpAgentInfo | undefined): AcpAgentProcess['capture'] {
  return info ? { ...capture, header: { ...capture.header, cli: { name: info.name, version: info.version } } } : capture;
}

/** Each step's turn judged: the last by the scenario, one before it by its own expectation when it has one. */
function judgeTurns(run: AcpScenarioRun, scenario: RoundScenario, turns: readonly AcpTurn[], ends: readonly AcpPromptEnd[], facts: AcpFacts, promptTimeout: number): void {
  const last = turns.length - 1;
  const lastTurn = turns[last]!;
  const timedOut = ends.findIndex((end) => end.kind === 'timeout');
  if (timedOut >= 0) run.failures.push({ expectation: `prompt ${timedOut + 1} is answered`, expected: `an answer within ${promptTimeout / 1000} s`, got: 'none' });
  const ownProcess = !scenario.conversation;
  const { notSetUp, failed } = checkAcpSetUp(scenario.setUp, lastTurn, facts, ownProcess);
  const earlier = scenario.rounds.slice(0, -1);
  for (const [index, step] of earlier.entries()) {
    if (!step.setUp) continue;
    const own = checkAcpSetUp(step.setUp, turns[index]!, facts, ownProcess);
    notSetUp.push(...own.notSetUp.map((problem) => `prompt ${index + 1}: ${problem}`));
    failed.push(...own.failed.map((failure) => ({ ...failure, expectation: `prompt ${index + 1}: ${failure.expectation}` })));
  }
  if (notSetUp.length > 0 && failed.length === 0 && run.failures.length === 0) {
    run.notSetUp = notSetUp;
    return;
  }
  run.failures.push(...failed);
  // The rounds before the last: each its own expectation, a success by default.
  for (const [index, step] of earlier.entries()) {
    run.failures.push(...checkAcpTurn(step.expect ?? { verdict: 'success' }, turns[index]!, {}).map((failure) => ({ ...failure, expectation: `prompt ${index + 1}: ${failure.expectation}` })));
  }
  run.failures.push(...checkAcpTurn(scenario.expect, lastTurn, facts));
}

/** What the mock and the working directory say of the run. */
async function acpFacts(scenario: RoundScenario, mock: ScenarioMock, mcpNotStarted: () => string[], cwd: string): Promise<AcpFacts> {
  const facts: AcpFacts = await mockAndWorkspaceFacts(scenario.expect, mock, cwd);
  if (scenario.mcpServers) facts.mcpNotStarted = mcpNotStarted();
  return facts;
}

/**
 * How an agent that failed the client ended, from its (redacted) capture: a mistyped command
 * otherwise reads only "write EPIPE". Its exit, and the last line it wrote to stderr, bounded.
 */
function howItEnded(capture: Capture | undefined): string {
  if (!capture?.exit) return '';
  const { code, signal } = capture.exit;
  const stderr = new TextDecoder().decode(streamBytes(capture, 'stderr'));
  const last = stderr.trimEnd().split('\n').at(-1)?.trim().slice(0, 200);
  return `; the agent exited ${signal ? `on ${signal}` : `with code ${String(code)}`}${last ? `: ${last}` : ''}`;
}
