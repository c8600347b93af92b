/**
 * Runs one catalogue scenario the way a user's application would: the loopback mock with the
 * scenario's script, fresh HOME / config home / cwd, and each round through `startRound`.
 * The rounds' captures are kept (for `--record` and the drift report); nothing escapes as a
 * throw: a run that could not happen is a failed expectation like any other.
 */
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CaptureCollector, startRound } from '@mwh/harness-core';
import type { RoundOptions } from '@mwh/harness-core';
import { codexMockProviderArgs, isMainTurn, MOCK_KEY_ENV, startAnthropicMock, startResponsesMock } from '@mwh/mock-servers';
import type { Capture, ContentPart, Verdict } from '@mwh/protocol-core';
import type { ResolvedCli } from './cli-spec.js';
import type { RoundScenario } from './round-scenarios.js';
import { createScratchDir } from './scratch-dir.js';
import { checkExpectation } from './user-expectations.js';
import type { ExpectationFailure, SeenRound } from './user-expectations.js';

export interface ScenarioRun {
  name: string;
  failures: ExpectationFailure[];
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
  /** Per-run HOME and config homes go under it; ~/.cache/mwh/conformance-runs by default (codex refuses /tmp). */
  scratchRoot?: string;
  /** A round writing nothing for this long is ended; 60 s by default. */
  idleTimeoutMs?: number;
  /** The user's cancel: the round running is cancelled (its CLI stopped), no later round starts. */
  signal?: AbortSignal;
}

// Never real keys: the mocks do not check them, and the rounds redact them anyway.
const FAKE_ANTHROPIC_KEY = 'sk-ant-mwh-conformance-fake';

export async function runRoundScenario(scenario: RoundScenario, cli: ResolvedCli, options: RunRoundScenarioOptions = {}): Promise<ScenarioRun> {
  const started = performance.now();
  const collector = new CaptureCollector();
  const run: ScenarioRun = { name: scenario.name, failures: [], durationMs: 0, captures: collector.captures, parts: [], requests: [] };
  const dirs = await createScratchDir({
    parent: options.scratchRoot ?? join(homedir(), '.cache', 'mwh', 'conformance-runs'),
    prefix: `${cli.harness}-${scenario.name}-`,
    folders: { home: 'home', configHome: 'config', cwd: 'work' },
    leaveOut: ['configHome'],
  });
  const mock = scenario.harness === 'claude' ? await startAnthropicMock(scenario.script()) : await startResponsesMock(scenario.script());
  try {
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
      ...(scenario.harness === 'claude'
        ? {
            credential: { type: 'environment' },
            env: { ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
            secrets: [FAKE_ANTHROPIC_KEY],
          }
        : (() => {
            const key = `mwh-conformance-${randomBytes(12).toString('hex')}`;
            return { credential: { type: 'cli-login' }, args: [...codexMockProviderArgs(mock.url, scenario.config)], env: { [MOCK_KEY_ENV]: key }, secrets: [key] } as const;
          })()),
    };
    const rounds: SeenRound[] = [];
    for (const step of scenario.rounds) {
      if (options.signal?.aborted) break;
      const parts: ContentPart[] = [];
      const cancel = new AbortController();
      const cancelByUser = () => cancel.abort(options.signal?.reason);
      options.signal?.addEventListener('abort', cancelByUser, { once: true });
      const round = startRound({ ...base, message: step.message, signal: cancel.signal, ...(step.autoApprove ? { autoApprove: true } : {}) });
      for await (const part of round) {
        parts.push(part);
        if (step.cancelAfterFirstText && part.type === 'text-delta') cancel.abort();
      }
      const verdict = await round.verdict;
      options.signal?.removeEventListener('abort', cancelByUser);
      rounds.push({ parts, verdict });
      run.verdict = verdict;
      run.parts = parts;
    }
    const main = scenario.harness === 'claude' ? (mock as Awaited<ReturnType<typeof startAnthropicMock>>).messageRequests().filter(isMainTurn) : (mock as Awaited<ReturnType<typeof startResponsesMock>>).responseRequests();
    const lastRequestBody = main.at(-1)?.rawBody;
    const files: Record<string, boolean> = {};
    for (const name of Object.keys(scenario.expect.files ?? {})) files[name] = await access(join(dirs.cwd, name)).then(() => true, () => false);
    run.failures = checkExpectation(scenario.expect, { rounds, files, ...(lastRequestBody !== undefined ? { lastRequestBody } : {}) });
  } catch (error) {
    run.failures = [{ expectation: 'the scenario runs', expected: 'no error', got: error instanceof Error ? error.message : String(error) }];
  } finally {
    run.requests = mock.requests.map((request) => ({ method: request.method, path: request.path, headers: request.headers, body: request.body }));
    await mock.close();
    await dirs.dispose();
    run.durationMs = Math.round(performance.now() - started);
  }
  return run;
}
