/**
 * Runs one catalogue scenario the way a user's application would: the loopback mock with the
 * scenario's script, fresh HOME / config home / cwd, and each round through `startRound`.
 * The rounds' captures are kept (for `--record` and the drift report); nothing escapes as a
 * throw: a run that could not happen is a failed expectation like any other.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CaptureCollector, startConversation, startRound } from '@mwh/harness-core';
import type { Conversation, RoundOptions } from '@mwh/harness-core';
import { addUsage, summarizeRound, type Capture, type ContentPart, type Verdict } from '@mwh/protocol-core';
import type { ResolvedCli } from '../sweep/cli-spec.js';
import { type RoundScenario, type RoundStep } from '../scenarios/round-scenarios.js';
import { mockAndWorkspaceFacts, startScenarioServers } from './scenario-mocks.js';
import type { ScenarioMock } from '../kit/cli-kit.js';
import { scenarioKit } from '../kit/kits.js';
import { judgeRound, type RecordedFacts, type ScenarioRecord } from '../scenarios/scenario-record.js';
import { roundSession } from '../scenarios/user-expectations.js';
import type { ExpectationFailure, SeenRound } from '../scenarios/user-expectations.js';

export interface ScenarioRun {
  name: string;
  failures: ExpectationFailure[];
  /**
   * What the run did not reach of the scenario's set-up, a sentence each: when not empty, the
   * run tested nothing, and `failures` is empty (inconclusive, never a pass or a fail).
   */
  notSetUp: string[];
  /** Which run of the scenario this was, when it was run again for want of its set-up. */
  attempts?: number;
  /** The last round's verdict, when a round ran. */
  verdict?: Verdict;
  durationMs: number;
  /** Every process of every round, in order, secrets redacted. */
  captures: Capture[];
  /** The last round's content parts, as its user saw them. */
  parts: ContentPart[];
  /** The requests the mock saw, in order (drift in what the CLI sends shows here). */
  requests: { method: string; path: string; headers: Record<string, string>; body: unknown }[];
}

export interface RunRoundScenarioOptions {
  /** Per-run HOME and config homes go under it; `conformance-runs` in the CLI cache folder by default (codex refuses /tmp). */
  scratchRoot?: string;
  /** A round writing nothing for this long is ended; 60 s by default. */
  idleTimeoutMs?: number;
  /** The user's cancel: the round running is cancelled (its CLI stopped), no later round starts. */
  signal?: AbortSignal;
}

export async function runRoundScenario(scenario: RoundScenario, cli: ResolvedCli, options: RunRoundScenarioOptions = {}): Promise<ScenarioRun> {
  const started = performance.now();
  const collector = new CaptureCollector();
  const run: ScenarioRun = { name: scenario.name, failures: [], notSetUp: [], durationMs: 0, captures: collector.captures, parts: [], requests: [] };
  const { dirs, shownText, shownMcpFailure, mock, mcp, close } = await startScenarioServers(scenario, { scratchRoot: options.scratchRoot, prefix: `${cli.harness}-${scenario.name}-`, createConfigHome: false });
  let conversation: Conversation | undefined;
  try {
    for (const [name, text] of Object.entries(scenario.workspace ?? {})) await writeFile(join(dirs.cwd, name), text);
    const base: Omit<RoundOptions, 'message'> = {
      harness: cli.harness,
      threadKey: `conformance/${scenario.name}`,
      cwd: dirs.cwd,
      configHome: dirs.configHome,
      command: cli.command,
      cliVersion: cli.version,
      baseEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dirs.home, LANG: 'C.UTF-8' },
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      capture: collector,
      ...(mcp.servers ? { mcpServers: mcp.servers } : {}),
      ...scenarioKit(scenario).roundOptions(scenario, mock.url),
    };
    const rounds: SeenRound[] = [];
    // Where each round's processes start among the captures: the set-up is the last round's.
    const firstCapture: number[] = [];
    // A conversation's turns share one process, whose capture comes when it is closed.
    conversation = scenario.conversation ? startConversation({ ...base, ...(scenario.rounds[0]?.autoApprove ? { autoApprove: true } : {}) }) : undefined;
    for (const step of scenario.rounds) {
      if (options.signal?.aborted) break;
      firstCapture.push(collector.captures.length);
      const parts: ContentPart[] = [];
      const cancel = new AbortController();
      const cancelByUser = () => cancel.abort(options.signal?.reason);
      options.signal?.addEventListener('abort', cancelByUser, { once: true });
      const images = step.images ? { images: step.images } : {};
      const round = conversation
        ? conversation.send(step.message, { signal: cancel.signal, ...images })
        : startRound({ ...base, message: step.message, signal: cancel.signal, ...images, ...(step.autoApprove ? { autoApprove: true } : {}) });
      for await (const part of round) {
        parts.push(part);
        if (part.type === 'mcp-server' && part.status === 'failed') shownMcpFailure();
        if (part.type !== 'text-delta') continue;
        shownText(part.text);
        if (step.cancelAfterFirstText) cancel.abort();
      }
      const verdict = await round.verdict;
      options.signal?.removeEventListener('abort', cancelByUser);
      rounds.push({ parts, verdict });
      run.verdict = verdict;
      run.parts = parts;
    }
    // Before the facts: the conversation's capture comes when its process ends.
    await conversation?.close();
    const last = rounds.at(-1);
    // Only the user's cancel stops a scenario before its first round, and that run is not judged.
    if (!last) return run;
    const facts = await recordedFacts(scenario, rounds, mock, dirs.cwd);
    if (scenario.expect.oneProcess) facts.processes = collector.captures.length;
    if (conversation) facts.usage = { conversation: conversation.usage, turns: rounds.reduce((sum, round) => addUsage(sum, summarizeRound(round.parts).usage), {}) };
    if (mcp.servers) facts.mcpNotStarted = mcp.notStarted();
    const earlier = scenario.rounds.slice(0, rounds.length - 1);
    const record: ScenarioRecord = {
      verdict: scenario.expect.verdict,
      scenario: scenario.name,
      description: scenario.description,
      round: rounds.length,
      rounds: scenario.rounds.length,
      user: earlier.some((step) => step.expect) ? { ...scenario.expect, earlierVerdicts: earlier.map((step) => step.expect?.verdict ?? 'success') } : scenario.expect,
      setUp: [...scenario.setUp],
      facts,
    };
    // Each round is judged on its own processes: the last by the scenario's record, one before
    // it that has an expectation of its own (a round cancelled, then one that goes on) by that.
    const records = [...earlier.map((step, index) => earlierRecord(record, index, step)), record];
    const roundCaptures = (index: number) => collector.captures.slice(firstCapture[index], firstCapture[index + 1]);
    const judged = judgeRound(record, scenario.harness, roundCaptures(rounds.length - 1), last);
    run.failures = judged.failures;
    run.notSetUp = judged.notSetUp;
    earlier.forEach((step, index) => {
      if (!step.expect && !step.setUp) return;
      const own = judgeRound(records[index]!, scenario.harness, roundCaptures(index), rounds[index]!);
      run.failures.push(...own.failures.map((failure) => ({ ...failure, expectation: `round ${index + 1}: ${failure.expectation}` })));
      run.notSetUp.push(...own.notSetUp.map((problem) => `round ${index + 1}: ${problem}`));
    });
    keepRecords(collector.captures, firstCapture, records);
  } catch (error) {
    run.failures = [{ expectation: 'the scenario runs', expected: 'no error', got: error instanceof Error ? error.message : String(error) }];
    run.notSetUp = [];
  } finally {
    // A run that threw leaves no process behind (closing twice is nothing).
    await conversation?.close();
    run.requests = mock.requests.map((request) => ({ method: request.method, path: request.path, headers: request.headers, body: request.body }));
    await close();
    run.durationMs = Math.round(performance.now() - started);
  }
  return run;
}

/** What the mock and the working directory say of the run, and the earlier rounds: facts no capture holds. */
async function recordedFacts(scenario: RoundScenario, rounds: readonly SeenRound[], mock: ScenarioMock, cwd: string): Promise<RecordedFacts> {
  const facts: RecordedFacts = await mockAndWorkspaceFacts(scenario.expect, mock, cwd);
  if (rounds.length > 1) {
    facts.earlierVerdicts = rounds.slice(0, -1).map(({ verdict }) => ({ kind: verdict.kind, message: verdict.message }));
    const first = roundSession(rounds[0]!);
    if (first) facts.firstSession = first;
  }
  return facts;
}

/** The record of a round before the last: its own expectation (a success by default) and set-up. */
function earlierRecord(last: ScenarioRecord, index: number, step: RoundStep): ScenarioRecord {
  const user = step.expect ?? { verdict: 'success' };
  return { ...last, verdict: user.verdict, round: index + 1, user, setUp: [...(step.setUp ?? [])], facts: { modelRequests: last.facts.modelRequests, unservedReplies: 0 } };
}

/** Each round's last process carries its round's record as its capture's `expect`. */
function keepRecords(captures: Capture[], firstCapture: readonly number[], records: readonly ScenarioRecord[]): void {
  firstCapture.forEach((start, index) => {
    const end = (firstCapture[index + 1] ?? captures.length) - 1;
    const capture = captures[end];
    const record = records[index];
    if (!capture || !record || end < start) return;
    capture.header = { ...capture.header, scenario: record.scenario, description: record.description };
    capture.expect = record;
  });
}
