/**
 * Runs one Codex scenario against the real CLI: a Responses mock on loopback, a fresh
 * CODEX_HOME, HOME and cwd, `codex app-server` pointed at the mock, the scenario's driver,
 * then a check that the CLI did what the scenario expects before the capture is handed back
 * with that expectation attached.
 *
 * The directories live under ~/.cache, not /tmp: with CODEX_HOME under /tmp codex refuses to
 * create its helper binaries ("Refusing to create helper binaries under temporary dir").
 */
import { randomBytes } from 'node:crypto';
import { codexMockProviderArgs, MOCK_KEY_ENV, startResponsesMock } from '@mwh/mock-servers';
import type { ResponsesMock, ResponsesMockRequest, ResponsesReply } from '@mwh/mock-servers';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { streamBytes } from '@mwh/protocol-core';
import type { Capture, CaptureExpectation, VerdictKind } from '@mwh/protocol-core';
import { recordProcess } from '../recorder/capture-recorder.js';
import { checkCodexReplay } from './codex-replay-check.js';
import type { ProcessIo } from '../recorder/capture-recorder.js';
import { installedCli } from '../sweep/cli-spec.js';
import type { CliBinary } from '../sweep/cli-spec.js';
import { CodexConversation } from './codex-conversation.js';
import { createScratchDir } from '../support/scratch-dir.js';

/** The environment variable codex reads the mock provider's key from; its value is never recorded. */

/**
 * What a scenario means to happen. `verdict` is for the reader to reproduce; the rest is
 * checked against the live run before a capture is kept:
 * - `text`: the assistant text as streamed (every item/agentMessage/delta joined), '' for none;
 * - `turnStatus`: turn.status from turn/completed, null when none came;
 * - `error`: a part of the CLI's own error text (turn.error, a JSON-RPC error, or stderr);
 *   the capture keeps the whole text seen;
 * - `exitCode` / `signal`: how the process ended.
 */
export interface CodexExpectation extends CaptureExpectation {
  verdict: VerdictKind;
  text?: string;
  turnStatus?: string | null;
  error?: string;
  exitCode?: number | null;
  signal?: string | null;
}

export interface CodexScenarioContext {
  conversation: CodexConversation;
  io: ProcessIo;
  mock: ResponsesMock;
  /** The fresh working directory the thread runs in. */
  cwd: string;
}

export interface CodexScenario {
  name: string;
  description: string;
  /** The mock's answers, one per model request. */
  replies: readonly ResponsesReply[];
  /** Extra `-c key=value` overrides (TOML values), applied after the mock provider's. */
  config?: Record<string, string>;
  /** `missing` points CODEX_HOME at a path that does not exist. */
  codexHome?: 'fresh' | 'missing';
  expect: CodexExpectation;
  /**
   * Drives the conversation. The runner ends stdin afterwards and waits for the exit. It
   * answers the error text the scenario saw when that was a JSON-RPC error.
   */
  drive(context: CodexScenarioContext): Promise<{ error?: string } | void>;
}

export interface CodexScenarioRun {
  capture: Capture;
  /** Every request the mock got, so a test can check what codex sent back. */
  requests: readonly ResponsesMockRequest[];
  notifications: CodexConversation['notifications'];
}

export interface RunCodexScenarioOptions {
  binary?: CliBinary;
  /** Where per-run homes and working directories go; by default ~/.cache/mwh-conformance. */
  scratchRoot?: string;
  timeoutMs?: number;
}

export async function runCodexScenario(scenario: CodexScenario, options: RunCodexScenarioOptions = {}): Promise<CodexScenarioRun> {
  const binary = options.binary ?? installedCli('codex');
  const dirs = await createScratchDir({
    parent: options.scratchRoot ?? join(homedir(), '.cache', 'mwh-conformance'),
    prefix: `codex-${scenario.name}-`,
    folders: { codexHome: 'codex-home', home: 'home', cwd: 'work' },
    leaveOut: scenario.codexHome === 'missing' ? ['codexHome'] : [],
  });
  // A fresh fake key per run: it is in the environment only, and a capture must never hold it.
  const key = `mwh-fake-${randomBytes(12).toString('hex')}`;
  const mock = await startResponsesMock(scenario.replies);
  let conversation: CodexConversation | undefined;
  let driveError: unknown;
  let observedError: string | undefined;
  try {
    const capture = await recordProcess({
      harness: 'codex',
      cli: { name: 'codex', version: binary.version },
      command: binary.command,
      argv0: 'codex',
      args: [...binary.prefixArgs, 'app-server', ...codexMockProviderArgs(mock.url, scenario.config)],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dirs.home, CODEX_HOME: dirs.codexHome, [MOCK_KEY_ENV]: key },
      cwd: dirs.cwd,
      scenario: scenario.name,
      description: scenario.description,
      timeoutMs: options.timeoutMs ?? 60_000,
      async drive(io) {
        conversation = new CodexConversation(io);
        try {
          observedError = (await scenario.drive({ conversation, io, mock, cwd: dirs.cwd }))?.error;
          io.endStdin();
          // codex exits once its stdin ends; a CLI that does not is killed rather than awaited.
          const exited = await Promise.race([io.closed.then(() => true), sleep(10_000).then(() => false)]);
          if (!exited) throw new Error('codex did not exit within 10 s of its stdin ending');
        } catch (error) {
          driveError = error;
          io.kill('SIGKILL');
        }
      },
    });
    if (driveError) throw driveError;
    const serialized = JSON.stringify({ ...capture, chunks: capture.chunks.map((c) => Buffer.from(c.bytes).toString('utf8')) });
    if (serialized.includes(key)) throw new Error(`scenario ${scenario.name}: the mock key leaked into the capture`);
    capture.expect = verify(scenario, capture, conversation!, observedError);
    return { capture, requests: mock.requests, notifications: conversation!.notifications };
  } finally {
    await mock.close();
    await dirs.dispose();
  }
}

/** Checks the run against the scenario and answers the expectation to store with the capture. */
function verify(scenario: CodexScenario, capture: Capture, conversation: CodexConversation, rpcError: string | undefined): CodexExpectation {
  const completed = conversation.notifications.filter((n) => n.method === 'turn/completed').at(-1);
  const turn = completed?.params.turn as { status?: string; error?: { message?: string } | null } | undefined;
  const stderr = Buffer.from(streamBytes(capture, 'stderr')).toString('utf8');
  const observed = {
    // The text a user is left with (what a retried request streamed is taken back), as the
    // fixture's replay check reads it.
    text: checkCodexReplay(capture).text,
    turnStatus: turn?.status ?? null,
    error: turn?.error?.message ?? rpcError ?? stderrLine(stderr, scenario.expect.error),
    exitCode: capture.exit?.code ?? null,
    signal: capture.exit?.signal ?? null,
  };
  const { expect } = scenario;
  const problems: string[] = [];
  for (const key of ['text', 'turnStatus', 'exitCode', 'signal'] as const) {
    if (key in expect && expect[key] !== observed[key]) {
      problems.push(`${key} was ${JSON.stringify(observed[key])}, expected ${JSON.stringify(expect[key])}`);
    }
  }
  if (expect.error !== undefined && !observed.error.includes(expect.error)) {
    problems.push(`the error text ${JSON.stringify(observed.error.slice(0, 500))} does not contain ${JSON.stringify(expect.error)}`);
  }
  if (problems.length) throw new Error(`scenario ${scenario.name}: ${problems.join('; ')}`);
  return expect.error === undefined ? { ...expect } : { ...expect, error: observed.error };
}

/** The last stderr line holding `part` (codex repeats a fatal error as a warning first), else all of stderr. */
function stderrLine(stderr: string, part: string | undefined): string {
  const lines = stderr.split('\n').filter((line) => part !== undefined && line.includes(part));
  return lines.at(-1) ?? stderr.trim();
}
