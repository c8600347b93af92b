/**
 * The catalogue `mwh conformance` runs: rounds through `@mwh/harness-core`'s `startRound`, the
 * code path a user's application takes, against the loopback mocks. Expectations are about
 * what a harness user sees (verdict kind, the text exactly once, tool calls and results in
 * order, usage, the session, resume, requests answered), never about one version's shape.
 */
import { errorResponse, execCommandCall, isMainTurn, textMessage, textReply, toolUseMessage } from '@mwh/mock-servers';
import type { AnthropicMockScript, ResponsesMockScript } from '@mwh/mock-servers';
import type { Harness, VerdictKind } from '@mwh/protocol-core';

/** What the last round of a scenario must show its user. */
export interface UserExpectation {
  verdict: VerdictKind;
  /** The streamed text, exactly (so text shown twice fails). */
  text?: string;
  /** Tool names in the order they were called, each followed by its result. */
  toolCalls?: readonly string[];
  /** For each tool result in order: was it an error, and a part of its output. */
  toolResults?: readonly { isError: boolean; includes?: string }[];
  /** A usage part arrived. */
  usage?: boolean;
  /** A session part arrived; with `sameAsFirstRound`, naming the first round's session. */
  session?: boolean;
  sameSessionAsFirstRound?: boolean;
  /** The last model request carried this text: a resumed round sends the earlier turns. */
  lastRequestIncludes?: string;
}

export interface RoundStep {
  message: string;
  autoApprove?: boolean;
}

interface ScenarioBase {
  name: string;
  description: string;
  /** Rounds of one thread, one after the other; expectations are checked on the last. */
  rounds: readonly RoundStep[];
  expect: UserExpectation;
}

export interface ClaudeRoundScenario extends ScenarioBase {
  harness: 'claude';
  script: () => AnthropicMockScript;
}

export interface CodexRoundScenario extends ScenarioBase {
  harness: 'codex';
  script: () => ResponsesMockScript;
  /** Extra `-c key=value` overrides on top of the mock provider's. */
  config?: Record<string, string>;
}

export type RoundScenario = ClaudeRoundScenario | CodexRoundScenario;

// The CLI's own small requests (titles, topics, quota probes) get a short answer; only main
// turns take the scripted replies, so a version that makes more or fewer of them still passes.
const claudeSide = { name: 'side', match: (request: Parameters<typeof isMainTurn>[0]) => !isMainTurn(request), reply: textMessage('side') };

export const claudeRoundScenarios: readonly ClaudeRoundScenario[] = [
  {
    harness: 'claude',
    name: 'text-answer',
    description: 'A streamed text answer in pieces: success, the text once, usage and the session.',
    rounds: [{ message: 'Say hello.' }],
    script: () => ({ routes: [claudeSide], replies: [textMessage(['Hello ', 'from ', 'the mock.'])] }),
    expect: { verdict: 'success', text: 'Hello from the mock.', usage: true, session: true },
  },
  {
    harness: 'claude',
    name: 'tool-approved',
    description: 'The model calls Bash, the harness approves, the tool runs and its result comes back before the final text.',
    rounds: [{ message: 'Run the command.', autoApprove: true }],
    script: () => ({
      routes: [claudeSide],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_conf_1', input: { command: 'echo conformance-ok', description: 'print a word' } }]), textMessage('Done.')],
    }),
    expect: { verdict: 'success', text: 'Done.', toolCalls: ['Bash'], toolResults: [{ isError: false, includes: 'conformance-ok' }] },
  },
  {
    harness: 'claude',
    name: 'tool-declined',
    description: 'Without auto-approve the permission request is answered with a denial: the tool result is an error and the round still ends.',
    rounds: [{ message: 'Run the command.' }],
    script: () => ({
      routes: [claudeSide],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_conf_2', input: { command: 'echo should-not-run > declined.txt', description: 'write a file' } }]), textMessage('Understood.')],
    }),
    expect: { verdict: 'success', text: 'Understood.', toolCalls: ['Bash'], toolResults: [{ isError: true }] },
  },
  {
    harness: 'claude',
    name: 'resume',
    description: 'A second round of the same thread resumes the session: same session id, and the model sees the first answer.',
    rounds: [{ message: 'First question.' }, { message: 'Second question.' }],
    script: () => ({ routes: [claudeSide], replies: [textMessage('First answer RESUME-MARK'), textMessage('Second answer')] }),
    expect: { verdict: 'success', text: 'Second answer', session: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'RESUME-MARK' },
  },
  {
    harness: 'claude',
    name: 'auth-required',
    description: 'The model API answers 401: the verdict says the user must sign in.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ routes: [claudeSide], replies: [], fallback: errorResponse(401) }),
    expect: { verdict: 'auth-required' },
  },
  {
    harness: 'claude',
    name: 'server-error',
    description: 'The model API answers 500 (retries off): the round fails and no text is shown.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ routes: [claudeSide], replies: [], fallback: errorResponse(500) }),
    expect: { verdict: 'failed', text: '' },
  },
];

export const codexRoundScenarios: readonly CodexRoundScenario[] = [
  {
    harness: 'codex',
    name: 'text-answer',
    description: 'A streamed text answer in pieces: success, the text once, usage and the thread.',
    rounds: [{ message: 'Say hello.' }],
    script: () => ({ replies: [textReply('Hello from the mock.', { deltas: ['Hello ', 'from ', 'the mock.'] })] }),
    expect: { verdict: 'success', text: 'Hello from the mock.', usage: true, session: true },
  },
  {
    harness: 'codex',
    name: 'tool-approved',
    description: 'The model runs a command, the harness approves, and its output comes back before the final text.',
    rounds: [{ message: 'Run the command.', autoApprove: true }],
    script: () => ({ replies: [{ kind: 'stream', output: [execCommandCall('echo conformance-ok', 'call_conf_1')] }, textReply('Done.')] }),
    expect: { verdict: 'success', text: 'Done.', toolCalls: ['shell'], toolResults: [{ isError: false, includes: 'conformance-ok' }] },
  },
  {
    harness: 'codex',
    name: 'resume',
    description: 'A second round of the same thread resumes it: same thread id, and the model sees the first answer.',
    rounds: [{ message: 'First question.' }, { message: 'Second question.' }],
    script: () => ({ replies: [textReply('First answer RESUME-MARK'), textReply('Second answer')] }),
    expect: { verdict: 'success', text: 'Second answer', session: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'RESUME-MARK' },
  },
  {
    harness: 'codex',
    name: 'auth-required',
    description: 'The model API answers 401: the verdict says the user must sign in.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ replies: [], fallback: { kind: 'http-error', status: 401 } }),
    expect: { verdict: 'auth-required' },
  },
  {
    harness: 'codex',
    name: 'server-error',
    description: 'The model API answers 500 (retries off): the round fails and no text is shown.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ replies: [], fallback: { kind: 'http-error', status: 500 } }),
    expect: { verdict: 'failed', text: '' },
  },
];

export function roundScenarios(harness: Harness): readonly RoundScenario[] {
  return harness === 'claude' ? claudeRoundScenarios : codexRoundScenarios;
}
