/**
 * The shape of one Claude conformance scenario: what the mock model answers, how the CLI is
 * invoked and driven, and what the recorded round is expected to show.
 */
import type { CaptureExpectation, VerdictKind } from '@mwh/protocol-core';
import type { ClaudeInvocationOptions } from '@mwh/protocol-claude';
import type { AnthropicMockScript, MockRequest } from '@mwh/mock-servers';
import type { ProcessIo } from '../recorder/capture-recorder.js';
import type { AnswerSummary, StdoutLine } from './claude-stdout.js';

export interface ClaudeExpectation extends CaptureExpectation {
  verdict: VerdictKind;
  /** The answer text a reader shows: streamed deltas, or whole messages that were not streamed. */
  text: string;
  reasoning?: string;
  exitCode?: number | null;
  signal?: string | null;
  /** The CLI's own verdict: the `result` line's subtype and is_error, or none when it wrote none. */
  result?: { subtype: string; isError: boolean; apiErrorStatus?: number } | null;
  /** Words the `result` line's text (the verdict's message) contains; the rest may vary between runs. */
  resultIncludes?: string;
  toolCalls?: { name: string }[];
  toolResults?: { isError: boolean }[];
}

/** A round run first in the same sandbox and not recorded, e.g. the one that creates a session to resume. */
export interface ClaudeEarlierRound {
  prompt: string;
  script: AnthropicMockScript;
}

export interface ClaudeScenario {
  /** Kebab-case; the fixture is `<name>.capture.jsonl`. */
  name: string;
  description: string;
  prompt: string;
  script: AnthropicMockScript;
  invocation?: Pick<ClaudeInvocationOptions, 'includePartialMessages' | 'allowedTools' | 'permissionMode' | 'permissionPromptTool' | 'appendSystemPrompt' | 'model'>;
  /** Edits the command line claudeInvocation built, for a scenario about arguments the CLI refuses. */
  args?: (args: string[]) => string[];
  /** Extra environment on top of the sandbox's, e.g. `CLAUDE_CODE_MAX_RETRIES`. */
  env?: Record<string, string>;
  /** `--resume` instead of `--session-id`; with no earlier round the session is unknown to the CLI. */
  resume?: boolean;
  before?: ClaudeEarlierRound[];
  /** Writes the message and reads stdout; by default writes it, closes stdin and waits for the exit. */
  drive?: (io: ProcessIo, userLine: string) => Promise<void>;
  expect: ClaudeExpectation;
  /** Scenario-specific checks of the recorded round and of what the CLI sent; problems as sentences. */
  check?: (run: ClaudeRunView) => string[];
}

export interface ClaudeRunView {
  lines: StdoutLine[];
  answer: AnswerSummary;
  /** Every request the mock got during the recorded round. */
  requests: readonly MockRequest[];
  stderr: string;
}
