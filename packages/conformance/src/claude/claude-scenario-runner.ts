/**
 * Runs one Claude scenario against the real CLI: a fresh sandbox, the Anthropic mock with the
 * scenario's script, the spawn built by claudeInvocation, and a recorded capture that is then
 * checked against what the scenario expects.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { claudeInvocation, encodeUserMessage } from '@mwh/protocol-claude';
import type { Capture } from '@mwh/protocol-core';
import { startAnthropicMock } from '@mwh/mock-servers';
import type { AnthropicMockScript, MockRequest } from '@mwh/mock-servers';
import { recordProcess } from '../recorder/capture-recorder.js';
import type { ProcessIo } from '../recorder/capture-recorder.js';
import type { CliBinary } from '../sweep/cli-spec.js';
import type { ClaudeRunView, ClaudeScenario } from './claude-scenario.js';
import { stdoutJson, summarizeAnswer } from './claude-stdout.js';
import { createScratchDir } from '../support/scratch-dir.js';
import type { ScratchDir } from '../support/scratch-dir.js';
import { URL_NAMESPACE, uuidV5 } from '@mwh/harness-core/internals';

/** Never a real key: the mock does not check it, and captures list variable names only. */
export const FAKE_ANTHROPIC_API_KEY = 'sk-ant-mwh-fake';

export interface ClaudeScenarioRun {
  /** The recorded round, its `expect` record set from the scenario. */
  capture: Capture;
  view: ClaudeRunView;
  /** Where the round differed from what the scenario expects; empty when it matched. */
  problems: string[];
}

export interface RunClaudeScenarioOptions {
  binary: CliBinary;
  /** The CLI is killed when one round runs longer than this; 60 s by default. */
  timeoutMs?: number;
}

/**
 * A fresh HOME, CLAUDE_CONFIG_DIR and working directory per scenario (a `~/.bashrc` once stalled
 * the Bash tool); the CLI keeps its sessions per working directory, so a resumed round reuses them.
 */
type ClaudeSandbox = ScratchDir<'home' | 'configDir' | 'cwd'>;

export async function runClaudeScenario(scenario: ClaudeScenario, options: RunClaudeScenarioOptions): Promise<ClaudeScenarioRun> {
  const sandbox: ClaudeSandbox = await createScratchDir({ parent: tmpdir(), prefix: 'mwh-claude-', folders: { home: 'home', configDir: 'config', cwd: 'work' } });
  try {
    const sessionId = scenarioSessionId(scenario.name);
    for (const [index, round] of (scenario.before ?? []).entries()) {
      const earlier = await runRound(scenario, sandbox, options, { prompt: round.prompt, script: round.script, sessionId, resume: false });
      if (earlier.capture.exit?.code !== 0) {
        throw new Error(`${scenario.name}: earlier round ${index + 1} exited with ${JSON.stringify(earlier.capture.exit)}`);
      }
    }
    const { capture, requests } = await runRound(scenario, sandbox, options, {
      prompt: scenario.prompt,
      script: scenario.script,
      sessionId,
      resume: scenario.resume ?? false,
      drive: scenario.drive,
      recorded: true,
    });
    capture.expect = scenario.expect;
    const lines = stdoutJson(capture);
    const view: ClaudeRunView = {
      lines,
      answer: summarizeAnswer(lines),
      requests,
      stderr: Buffer.concat(capture.chunks.filter((chunk) => chunk.stream === 'stderr').map((chunk) => chunk.bytes)).toString('utf8'),
    };
    return { capture, view, problems: [...expectationProblems(scenario, capture, view), ...(scenario.check?.(view) ?? [])] };
  } finally {
    await sandbox.dispose();
  }
}

/** Writes the message, closes stdin (the CLI then ends after this turn) and waits for the exit. */
export async function writeMessageAndWait(io: ProcessIo, userLine: string): Promise<void> {
  await io.write(userLine);
  io.endStdin();
  await io.closed;
}

/**
 * A name-based UUID (version 5 layout) per scenario, so a re-recording carries the same
 * session id and a diff between two recordings shows what the CLI changed, not our ids.
 */
export function scenarioSessionId(name: string): string {
  return uuidV5(`mwh-conformance/claude/${name}`, URL_NAMESPACE);
}

interface RoundPlan {
  prompt: string;
  script: AnthropicMockScript;
  sessionId: string;
  resume: boolean;
  drive?: ClaudeScenario['drive'];
  recorded?: boolean;
}

async function runRound(
  scenario: ClaudeScenario,
  sandbox: ClaudeSandbox,
  options: RunClaudeScenarioOptions,
  plan: RoundPlan,
): Promise<{ capture: Capture; requests: MockRequest[] }> {
  const mock = await startAnthropicMock(plan.script);
  try {
    const invocation = claudeInvocation({
      // Some versions start in permission mode auto (2.1.290 does, 2.1.269 and 2.1.332 do not),
      // which asks the model (the mock) about each tool call: the mode harness-core's rounds
      // pass, so every version asks alike.
      permissionMode: 'default',
      ...scenario.invocation,
      command: options.binary.command,
      sessionId: plan.sessionId,
      resume: plan.resume,
      configDir: sandbox.configDir,
      baseEnv: { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: sandbox.home },
      env: {
        ANTHROPIC_BASE_URL: mock.url,
        ANTHROPIC_API_KEY: FAKE_ANTHROPIC_API_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        ...scenario.env,
      },
    });
    for (const file of invocation.files) {
      await mkdir(dirname(file.path), { recursive: true });
      await writeFile(file.path, file.contents, { mode: file.mode });
      await chmod(file.path, file.mode);
    }
    const userLine = encodeUserMessage(plan.prompt, { sessionId: plan.sessionId });
    const drive = plan.drive ?? writeMessageAndWait;
    const capture = await recordProcess({
      harness: 'claude',
      cli: { name: 'claude', version: options.binary.version },
      command: invocation.command,
      argv0: 'claude',
      args: scenario.args ? scenario.args([...invocation.args]) : invocation.args,
      env: invocation.env,
      cwd: sandbox.cwd,
      ...(plan.recorded ? { scenario: scenario.name, description: scenario.description } : {}),
      drive: (io) => drive(io, userLine),
      timeoutMs: options.timeoutMs ?? 60_000,
    });
    return { capture, requests: [...mock.requests] };
  } finally {
    await mock.close();
  }
}

function expectationProblems(scenario: ClaudeScenario, capture: Capture, view: ClaudeRunView): string[] {
  const expected = scenario.expect;
  const problems: string[] = [];
  const exit = capture.exit;
  if (exit?.spawnError) problems.push(`the CLI did not start: ${exit.spawnError.message}`);
  if (expected.exitCode !== undefined && exit?.code !== expected.exitCode) {
    problems.push(`exit code ${String(exit?.code)}, expected ${String(expected.exitCode)}`);
  }
  if (expected.signal !== undefined && exit?.signal !== expected.signal) {
    problems.push(`signal ${String(exit?.signal)}, expected ${String(expected.signal)}`);
  }
  if (view.answer.text !== expected.text) {
    problems.push(`answer text ${JSON.stringify(view.answer.text)}, expected ${JSON.stringify(expected.text)}`);
  }
  if (expected.reasoning !== undefined && view.answer.reasoning !== expected.reasoning) {
    problems.push(`reasoning ${JSON.stringify(view.answer.reasoning)}, expected ${JSON.stringify(expected.reasoning)}`);
  }
  if (expected.result !== undefined) {
    const result = view.answer.result;
    const actual = result
      ? {
          subtype: String(result.subtype),
          isError: result.is_error === true,
          ...(typeof result.api_error_status === 'number' ? { apiErrorStatus: result.api_error_status } : {}),
        }
      : null;
    if (JSON.stringify(actual) !== JSON.stringify(expected.result)) {
      problems.push(`result ${JSON.stringify(actual)}, expected ${JSON.stringify(expected.result)}`);
    }
  }
  if (expected.resultIncludes !== undefined) {
    const text = view.answer.result?.result;
    if (typeof text !== 'string' || !text.includes(expected.resultIncludes)) {
      problems.push(`result text ${JSON.stringify(text)} does not include ${JSON.stringify(expected.resultIncludes)}`);
    }
  }
  if (expected.toolCalls) {
    const names = view.answer.toolCalls.map((call) => call.name);
    if (JSON.stringify(names) !== JSON.stringify(expected.toolCalls.map((call) => call.name))) {
      problems.push(`tool calls ${JSON.stringify(names)}, expected ${JSON.stringify(expected.toolCalls)}`);
    }
  }
  if (expected.toolResults) {
    const errors = view.answer.toolResults.map((result) => result.isError);
    if (JSON.stringify(errors) !== JSON.stringify(expected.toolResults.map((result) => result.isError))) {
      problems.push(`tool results with is_error ${JSON.stringify(errors)}, expected ${JSON.stringify(expected.toolResults)}`);
    }
  }
  const unscripted = view.requests.filter((request) => ['fallback', 'not-found', 'script-error'].includes(request.answeredBy));
  for (const request of unscripted) problems.push(`the CLI made a request the script did not expect: ${request.method} ${request.url}`);
  return problems.map((problem) => `${scenario.name}: ${problem}`);
}
