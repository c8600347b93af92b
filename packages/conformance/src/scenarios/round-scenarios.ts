/**
 * The catalogue `mwh conformance` runs: rounds through `@mwh/harness-core`'s `startRound`, the
 * code path a user's application takes, against the loopback mocks. Expectations are about
 * what a harness user sees (verdict kind, the text exactly once, tool calls and results in
 * order, usage, the session, resume, requests answered), never about one version's shape. Here
 * its shape and the parts both CLIs share; each CLI's scenarios are in its folder
 * (`claude/claude-round-scenarios.ts`, `codex/codex-round-scenarios.ts`, `gemini/gemini-round-scenarios.ts`), listed by its kit.
 */
import type { AnthropicMockScript, ResponsesMockScript } from '@mwh/mock-servers';
import type { GeminiMockScript } from '@mwh/mock-servers/gemini';
import type { Harness, UserImage } from '@mwh/protocol-core';
import type { CodexMode } from '@mwh/harness-core';
import type { SetUpCheck } from './scenario-set-up.js';
import type { UserExpectation } from './user-expectations.js';

export interface RoundStep {
  message: string;
  /** Images sent with the message. */
  images?: readonly UserImage[];
  autoApprove?: boolean;
  /** The caller cancels the round (its AbortSignal) once the first text arrives. */
  cancelAfterFirstText?: boolean;
  /**
   * For a round before the last: what it must show (a success by default) and what it must have
   * reached first. The last round's are the scenario's `expect` and `setUp`. Only the checks
   * that read the round's own processes, and no expectation of facts only the last round
   * gathers (files, the model's last request, sessions): the mock's counts are of the whole scenario.
   */
  expect?: Omit<UserExpectation, 'files' | 'lastRequestIncludes' | 'sameSessionAsFirstRound' | 'earlierVerdicts' | 'oneProcess' | 'outputTokens'>;
  setUp?: readonly Extract<SetUpCheck, { kind: 'cancel-after-text' | 'request-answered' | 'text-before-break' }>[];
}

/**
 * Moments of a run a script can hold a reply for, so that a break or a stall comes after them
 * whatever the timing (the mocks wait at most HOLD_LIMIT_MS; a set-up check catches the rest).
 */
export interface ScenarioCues {
  /** The round's user has been shown its first text. */
  firstText: Promise<void>;
  /**
   * The scenario's user has been shown text holding `piece` (its rounds' text so far, read as one):
   * an answer's end held for it comes once the CLI wrote the whole answer and it was read.
   */
  textShown(piece: string): Promise<void>;
  /** The round's user has been shown that an MCP server failed. */
  mcpFailed: Promise<void>;
  /** The rounds' working directory: Claude Code's file tools take absolute paths. */
  cwd: string;
}

export interface ScenarioBase {
  name: string;
  description: string;
  /** Rounds of one thread, one after the other; expectations are checked on the last. */
  rounds: readonly RoundStep[];
  /**
   * The rounds are the turns of one conversation (`startConversation`): one CLI process for all
   * of them, approvals as the first round's `autoApprove` says.
   */
  conversation?: boolean;
  /** Files put in the working directory before the first round, by name. */
  workspace?: Record<string, string>;
  /**
   * MCP servers the rounds are given, by name: the mock over stdio or streamable HTTP, or a
   * stdio server that exits at start. `lookup` answers `answer-from-<name>`.
   */
  mcpServers?: Record<string, 'stdio' | 'http' | 'failing'>;
  /** What the run must show it reached (on the last round) before its expectations count. */
  setUp: readonly SetUpCheck[];
  expect: UserExpectation;
}

export interface ClaudeRoundScenario extends ScenarioBase {
  harness: 'claude';
  script: (cues: ScenarioCues) => AnthropicMockScript;
  /** Extra environment on top of the run's, e.g. `CLAUDE_CODE_MAX_RETRIES`. */
  env?: Record<string, string>;
}

export interface CodexRoundScenario extends ScenarioBase {
  harness: 'codex';
  script: (cues: ScenarioCues) => ResponsesMockScript;
  /** Extra `-c key=value` overrides on top of the mock provider's. */
  config?: Record<string, string>;
  /** The rounds run codex through `codex exec --json` (harness-core's `codexMode: 'exec'`) instead of its app-server. */
  codexMode?: CodexMode;
}

export interface GeminiRoundScenario extends ScenarioBase {
  harness: 'gemini';
  script: (cues: ScenarioCues) => GeminiMockScript;
}

export type RoundScenario = ClaudeRoundScenario | CodexRoundScenario | GeminiRoundScenario;

/**
 * The scenarios of one CLI's catalogue (`RoundScenarioOf<'codex'>` has codex's `config` and
 * `codexMode`): what the API offers of each CLI's scenario type, so that a CLI added to the union
 * is reachable without a name of its own to export.
 */
export type RoundScenarioOf<H extends Harness> = Extract<RoundScenario, { harness: H }>;

/** The remedy in harness-core's failure text for `auth-required`. */
export const SIGN_IN_AGAIN = 'Sign in again';

/** 3 MB of `x` on stdout, in lines of 1,000. */
export const LARGE_OUTPUT_COMMAND = "head -c 3000000 /dev/zero | tr '\\0' x | fold -w 1000";
export const LARGE_OUTPUT_DESCRIPTION = 'A command prints 3 MB (the CLI shortens what it passes on as it will) and the answer is 100,000 characters in 100 deltas: the result once, the answer once and whole.';
/** 100 deltas of 1,000 characters, each numbered, so a delta lost, doubled or reordered shows. */
export const LARGE_ANSWER = Array.from({ length: 100 }, (_, index) => `${String(index).padStart(3, '0')} ${'y'.repeat(995)}\n`);

/** What an MCP server of a scenario answers to `lookup`: only that server knows it. */
export function mcpAnswer(name: string): string {
  return `answer-from-${name}`;
}

export const SUBAGENT_PROMPT = 'Read hello.txt with Bash and say what it holds.';
export const SUBAGENT_ANSWER = 'It holds: hello from the workspace.';

/** An 8x8 red PNG, small enough that no CLI scales or re-encodes it: the model request carries these bytes. */
const RED_SQUARE: UserImage = { mediaType: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=' };

/** A scenario both CLIs run alike, but for its script. */
export const IMAGE_INPUT: ScenarioBase = {
  name: 'image-input',
  description: 'A user message with an image (an 8x8 PNG): the model request carries the image, and the answer is said once.',
  rounds: [{ message: 'What is in this picture?', images: [RED_SQUARE] }],
  setUp: [{ kind: 'script-served' }],
  expect: { verdict: 'success', text: 'A red square.', lastRequestIncludes: RED_SQUARE.data },
};

/**
 * Each turn's answer in two deltas, and its output tokens; the marks show which earlier answers
 * a request carried, the counts (each its own) that every request was counted once.
 */
export const SEVERAL_TURNS_ANSWERS = [
  { deltas: ['First ', 'answer MARK-1'], outputTokens: 11 },
  { deltas: ['Second ', 'answer MARK-2'], outputTokens: 22 },
  { deltas: ['Third ', 'answer'], outputTokens: 40 },
];
export const SEVERAL_TURNS: ScenarioBase = {
  name: 'several-turns',
  description: "Three messages to one running CLI process (a conversation: Claude Code's streaming input, one codex thread): each answered once, the session kept, the earlier turns in each request, and the conversation's usage the sum of its turns'.",
  conversation: true,
  rounds: [
    { message: 'First question.', expect: { verdict: 'success', text: 'First answer MARK-1', session: true } },
    { message: 'Second question.', expect: { verdict: 'success', text: 'Second answer MARK-2' } },
    { message: 'Third question.' },
  ],
  setUp: [{ kind: 'script-served' }],
  expect: { verdict: 'success', text: 'Third answer', usage: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'MARK-1', oneProcess: true, outputTokens: 73 },
};

export const RETRIED_ANSWER = 'Answered on the second try.';
export const SERVER_ERROR_RETRIED: ScenarioBase = {
  name: 'server-error-retried',
  description: 'The model API fails once (Claude 529, codex 500) with one retry allowed: the round says it retries (a warning), then the answer comes once.',
  rounds: [{ message: 'Hello?' }],
  setUp: [{ kind: 'script-served' }],
  expect: { verdict: 'success', text: RETRIED_ANSWER },
};

export const MCP_TOOLS_EXPECTATION: UserExpectation = {
  verdict: 'success',
  text: 'Found both.',
  mcpServers: { local: 'ready', remote: 'ready' },
  toolCalls: ['mcp__local__lookup', 'mcp__remote__lookup'],
  toolResults: [
    { isError: false, includes: `${mcpAnswer('local')} (a)` },
    { isError: false, includes: `${mcpAnswer('remote')} (b)` },
  ],
};
export const MCP_SERVER_FAILS: ScenarioBase = {
  name: 'mcp-server-fails',
  description: 'An MCP server that exits as it starts: the round says it failed (its state and a warning) and goes on to the answer.',
  mcpServers: { broken: 'failing' },
  rounds: [{ message: 'Say hello.' }],
  setUp: [{ kind: 'script-served' }, { kind: 'mcp-started' }],
  expect: { verdict: 'success', text: 'Hello without it.', mcpServers: { broken: 'failed' }, warnings: ['mcp-server-failed'] },
};
