/**
 * The Claude Code scenario catalogue: each entry is one recorded round, with the mock model's
 * script, the driver, and the verdict and answer text a reader should derive from the capture.
 */
import { encodeControlError, encodeInterrupt, encodePermissionResponse } from '@mwh/protocol-claude';
import { errorResponse, textMessage, toolUseMessage, isMainTurn, sentTexts, sentToolResults } from '@mwh/mock-servers';
import type { MockMessageReply, MockRequest, SentToolResult } from '@mwh/mock-servers';
import type { ProcessIo } from '../recorder/capture-recorder.js';
import type { ClaudeExpectation, ClaudeRunView, ClaudeScenario } from './claude-scenario.js';
import { parseStdoutLine } from './claude-stdout.js';
import { THINKING_ANSWER } from '../scenarios/reasoning-replies.js';
import type { StdoutLine } from './claude-stdout.js';

// Without it the CLI retries a failed request ten times with growing delays.
const NO_RETRIES = { CLAUDE_CODE_MAX_RETRIES: '0' };

/** Deltas that split inside grapheme clusters and between CJK words, never inside a code point. */
const UNICODE_PARAGRAPH = [
  'Grüße! A family ',
  '👨',
  '\u200d👩',
  '\u200d👧',
  ', a flag ',
  '🇩',
  '🇪',
  ', a thumb ',
  '👍',
  '🏽',
  ' and an accent e',
  '\u0301',
  ' split across deltas.\n',
  '中文',
  '文本',
  '被拆',
  '分成',
  '很多',
  '小块',
  '。',
  '日本語の',
  'テキスト',
  'も同じ',
  'です。',
  '한국어 ',
  '텍스트도',
  ' 마찬가지입니다.\n',
  'A line separator\u2028inside one line, a tab\t, a quote " and a backslash \\.\n',
];
const UNICODE_DELTAS = Array.from({ length: 3 }, (_, n) => [`${n + 1}. `, ...UNICODE_PARAGRAPH]).flat();

/** What the driver of permission-prompt tells the CLI when it refuses a tool. */
const PERMISSION_DENIAL = 'Not allowed by the harness.';

/**
 * The requests that ask the model something. Older versions (2.1.269) also send a side request
 * (`HEAD /api/hello`, a reachability probe) before anything else; that is no model request.
 */
function modelRequests(requests: readonly MockRequest[]): MockRequest[] {
  return requests.filter((request) => request.method === 'POST');
}

export const claudeScenarios: readonly ClaudeScenario[] = [
  {
    name: 'text-streamed',
    description: 'A plain text answer streamed as deltas, with --include-partial-messages.',
    prompt: 'Say hello.',
    script: { replies: [textMessage(['Hello', '! How', ' can I help', ' you today?'], { usage: { input_tokens: 1234, cache_read_input_tokens: 200 } })] },
    expect: answered('Hello! How can I help you today?'),
  },
  {
    name: 'text-unstreamed',
    description: 'The same answer without --include-partial-messages: one whole assistant message, no stream events.',
    prompt: 'Say hello.',
    invocation: { includePartialMessages: false },
    script: { replies: [textMessage(['Hello', '! How', ' can I help', ' you today?'])] },
    expect: answered('Hello! How can I help you today?'),
    check: ({ lines }) => (lines.some((line) => line.type === 'stream_event') ? ['text-unstreamed: stream events appeared without --include-partial-messages'] : []),
  },
  {
    name: 'thinking',
    description: 'A thinking block (thinking_delta and signature_delta) before the text block of the same message.',
    prompt: 'What is 6 × 7? Think first.',
    script: { replies: [THINKING_ANSWER] },
    expect: answered('6 × 7 = 42.', { reasoning: 'The user asks for 6 × 7, which is 42.' }),
  },
  {
    name: 'thinking-unstreamed',
    description:
      'The thinking answer without --include-partial-messages: no stream events, one assistant line per block (thinking, then text), both with the same message id.',
    prompt: 'What is 6 × 7? Think first.',
    invocation: { includePartialMessages: false },
    script: { replies: [THINKING_ANSWER] },
    expect: answered('6 × 7 = 42.', { reasoning: 'The user asks for 6 × 7, which is 42.' }),
    check: ({ lines }) => {
      const assistant = lines.filter((line) => line.type === 'assistant');
      const ids = new Set(assistant.map((line) => (line.message as { id?: string }).id));
      return [
        ...(lines.some((line) => line.type === 'stream_event') ? ['thinking-unstreamed: stream events appeared without --include-partial-messages'] : []),
        ...(assistant.length === 2 && ids.size === 1 ? [] : [`thinking-unstreamed: expected two assistant lines of one message, got ${assistant.length} of ${ids.size}`]),
      ];
    },
  },
  {
    name: 'long-unicode',
    description: 'A long answer of emoji sequences, combining marks and CJK text split between deltas, its SSE body written in 5-byte pieces.',
    prompt: 'Show me some Unicode.',
    script: { replies: [textMessage(UNICODE_DELTAS, { writeBytes: 5 })] },
    expect: answered(UNICODE_DELTAS.join('')),
  },
  {
    name: 'bash-tool',
    description: 'The model asks Bash to run `echo hello` (text and tool_use in one message); the CLI runs it, sends the tool_result, and the final answer follows.',
    prompt: 'Run echo hello.',
    invocation: { allowedTools: ['Bash'] },
    script: {
      replies: [
        toolUseMessage([{ name: 'Bash', input: { command: 'echo hello', description: 'Print hello' } }], { text: "I'll run it.\n\n" }),
        textMessage(['The command printed ', '"hello".']),
      ],
    },
    expect: answered('I\'ll run it.\n\nThe command printed "hello".', { toolCalls: [{ name: 'Bash' }], toolResults: [{ isError: false }] }),
    check: (view) => expectSentToolResults(view, 'bash-tool', [{ toolUseId: 'toolu_mock_01', isError: false, text: 'hello' }]),
  },
  {
    name: 'bash-tool-error',
    description: 'A Bash command that fails (`exit 3`): the tool_result carries is_error true and the model answers after it.',
    prompt: 'Run a command that fails.',
    invocation: { allowedTools: ['Bash'] },
    script: {
      replies: [
        toolUseMessage([{ name: 'Bash', input: { command: 'echo failing >&2; exit 3', description: 'Fail on purpose' } }]),
        textMessage('The command failed with exit code 3.'),
      ],
    },
    expect: answered('The command failed with exit code 3.', { toolCalls: [{ name: 'Bash' }], toolResults: [{ isError: true }] }),
    check: (view) => {
      const sent = toolResultsOfTurn(view, 1);
      return sent.length === 1 && sent[0]!.isError && sent[0]!.text.includes('Exit code 3')
        ? []
        : [`bash-tool-error: the CLI sent back ${JSON.stringify(sent)}, expected one error result mentioning "Exit code 3"`];
    },
  },
  {
    name: 'two-tool-calls',
    description:
      'Two Bash calls in one assistant message: two assistant lines with the same message id. The CLI runs them concurrently, and the first sleeps, so the results come back second call first.',
    prompt: 'Run echo one and echo two.',
    invocation: { allowedTools: ['Bash'] },
    script: {
      replies: [
        toolUseMessage([
          { name: 'Bash', input: { command: 'sleep 1; echo one', description: 'Print one, slowly' } },
          { name: 'Bash', input: { command: 'echo two', description: 'Print two' } },
        ]),
        textMessage('Both ran: one, two.'),
      ],
    },
    expect: answered('Both ran: one, two.', { toolCalls: [{ name: 'Bash' }, { name: 'Bash' }], toolResults: [{ isError: false }, { isError: false }] }),
    check: (view) =>
      expectSentToolResults(view, 'two-tool-calls', [
        { toolUseId: 'toolu_mock_02', isError: false, text: 'two' },
        { toolUseId: 'toolu_mock_01', isError: false, text: 'one' },
      ]),
  },
  {
    name: 'tool-permission-denied',
    description:
      'A Bash call that writes a file, which the permissions do not allow (no --allowedTools, default mode, nobody to ask): a system/permission_denied line and an error tool_result, the command never runs.',
    prompt: 'Create a marker file.',
    script: {
      replies: [
        // `echo` would run: the CLI allows read-only commands without asking.
        toolUseMessage([{ name: 'Bash', input: { command: 'touch mwh-marker.txt', description: 'Create a marker file' } }]),
        textMessage('I was not allowed to run it.'),
      ],
    },
    expect: answered('I was not allowed to run it.', { toolCalls: [{ name: 'Bash' }], toolResults: [{ isError: true }] }),
  },
  {
    name: 'permission-prompt',
    description:
      'With --permission-prompt-tool stdio the CLI asks the harness (a can_use_tool control_request) before each of two Bash calls that write files; ' +
      'the driver allows the first and denies the second with a message, which comes back as its error tool_result.',
    prompt: 'Create two marker files.',
    invocation: { permissionPromptTool: 'stdio' },
    script: {
      replies: [
        toolUseMessage(
          [
            { name: 'Bash', input: { command: 'touch mwh-allowed.txt && echo allowed', description: 'Create the allowed marker' } },
            { name: 'Bash', input: { command: 'touch mwh-denied.txt && echo denied', description: 'Create the denied marker' } },
          ],
          { text: 'Creating both.\n\n' },
        ),
        textMessage('One was created; the other was refused.'),
      ],
    },
    drive: answerPermissionPrompts((input) => String(input.command).includes('mwh-allowed')),
    expect: answered('Creating both.\n\nOne was created; the other was refused.', {
      toolCalls: [{ name: 'Bash' }, { name: 'Bash' }],
      toolResults: [{ isError: false }, { isError: true }],
    }),
    check: (view) => {
      const asked = view.lines.filter((line) => line.type === 'control_request' && (line.request as { subtype?: string }).subtype === 'can_use_tool');
      return [
        ...(asked.length === 2 ? [] : [`permission-prompt: the CLI asked ${asked.length} times, expected 2`]),
        ...expectSentToolResults(view, 'permission-prompt', [
          { toolUseId: 'toolu_mock_01', isError: false, text: 'allowed' },
          { toolUseId: 'toolu_mock_02', isError: true, text: PERMISSION_DENIAL },
        ]),
      ];
    },
  },
  {
    name: 'api-401',
    description: 'The model API answers 401 authentication_error; with CLAUDE_CODE_MAX_RETRIES=0 the CLI gives up at once.',
    prompt: 'Say hello.',
    env: NO_RETRIES,
    script: { replies: [errorResponse(401, 'invalid x-api-key')] },
    expect: refusedByApi('auth-required', 401, 'Invalid API key'),
  },
  {
    name: 'api-529',
    description: 'The model API answers 529 overloaded_error; with CLAUDE_CODE_MAX_RETRIES=0 the CLI gives up at once.',
    prompt: 'Say hello.',
    env: NO_RETRIES,
    script: { replies: [errorResponse(529)] },
    expect: refusedByApi('failed', 529, 'API Error: 529'),
  },
  {
    name: 'api-retry',
    description: 'The model API answers 529 twice with CLAUDE_CODE_MAX_RETRIES=1: one system/api_retry line between the attempts, then the CLI gives up.',
    prompt: 'Say hello.',
    env: { CLAUDE_CODE_MAX_RETRIES: '1' },
    script: { replies: [errorResponse(529), errorResponse(529)] },
    expect: refusedByApi('failed', 529, 'API Error: 529'),
    check: ({ lines, requests }) => {
      const retries = lines.filter((line) => line.type === 'system' && line.subtype === 'api_retry');
      const attempts = requests.filter(isMainTurn).length;
      return [
        ...(retries.length === 1 && retries[0]!.attempt === 1 && retries[0]!.max_retries === 1 && retries[0]!.error_status === 529
          ? []
          : [`api-retry: expected one api_retry line (attempt 1 of 1, status 529), got ${JSON.stringify(retries)}`]),
        ...(attempts === 2 ? [] : [`api-retry: the CLI made ${attempts} attempts, expected 2`]),
      ];
    },
  },
  {
    name: 'bad-arguments',
    description: '--output-format stream-json without --verbose, which --print refuses: one line on stderr and exit 1, no stdout, no request.',
    prompt: 'Say hello.',
    args: (args) => args.filter((arg) => arg !== '--verbose'),
    script: {},
    expect: { verdict: 'failed', text: '', exitCode: 1, signal: null, result: null },
    check: ({ lines, requests, stderr }) => [
      ...(lines.length || modelRequests(requests).length ? [`bad-arguments: the CLI wrote ${lines.length} lines and made ${modelRequests(requests).length} model requests`] : []),
      ...(stderr.includes('requires --verbose') ? [] : [`bad-arguments: stderr does not say "requires --verbose": ${JSON.stringify(stderr)}`]),
    ],
  },
  {
    name: 'stream-dropped',
    description:
      'The SSE stream breaks after the first text delta; the CLI closes the blocks itself and retries once without streaming (despite CLAUDE_CODE_MAX_RETRIES=0).',
    prompt: 'Say hello.',
    env: NO_RETRIES,
    script: {
      replies: [
        // The pause between events lets the first delta reach the CLI in its own read: when the
        // break arrives in the same read as the events, the CLI drops them unprinted.
        textMessage(['Partial ', 'answer ', 'that breaks'], { interrupt: { afterDeltas: 1, mode: 'drop' }, eventDelayMs: 25 }),
        textMessage('The whole answer, sent again.'),
      ],
    },
    // The abandoned "Partial " is retracted: the answer is the retry's alone.
    expect: answered('The whole answer, sent again.'),
    check: ({ requests }) => {
      const turns = requests.filter(isMainTurn);
      return turns.length === 2 && turns[0]!.stream && !turns[1]!.stream
        ? []
        : [`stream-dropped: expected a streamed request and a non-streamed retry, got ${JSON.stringify(turns.map((turn) => ({ stream: turn.stream })))}`];
    },
  },
  {
    name: 'stream-dropped-retry-failed',
    description:
      'The SSE stream breaks after the first text delta and the CLI\'s retry without streaming is answered 529: the round fails, and the text the broken stream had shown is not its answer (2.1.269 writes no message_stop for that stream).',
    prompt: 'Say hello.',
    env: NO_RETRIES,
    script: {
      replies: [
        // As in stream-dropped: the pause lets the first delta reach the CLI in its own read.
        textMessage(['Partial ', 'answer ', 'that breaks'], { interrupt: { afterDeltas: 1, mode: 'drop' }, eventDelayMs: 25 }),
        errorResponse(529),
      ],
    },
    expect: refusedByApi('failed', 529, 'API Error: 529'),
    check: ({ requests, lines }) => {
      const turns = requests.filter(isMainTurn);
      const streamed = lines.some((line) => line.type === 'stream_event' && (line.event as { delta?: { text?: string } } | undefined)?.delta?.text === 'Partial ');
      return [
        ...(turns.length === 2 && turns[0]!.stream && !turns[1]!.stream
          ? []
          : [`stream-dropped-retry-failed: expected a streamed request and a non-streamed retry, got ${JSON.stringify(turns.map((turn) => ({ stream: turn.stream })))}`]),
        // Without the partial text on stdout, the round would not show what it is about.
        ...(streamed ? [] : ['stream-dropped-retry-failed: the CLI printed no delta of the broken stream']),
      ];
    },
  },
  {
    name: 'resume-unknown',
    description: '--resume of a session this config dir has never seen: no system/init, an error_during_execution result, exit 1.',
    prompt: 'Say hello.',
    resume: true,
    script: {},
    expect: {
      verdict: 'resume-not-found',
      text: '',
      exitCode: 1,
      result: { subtype: 'error_during_execution', isError: true },
    },
    check: ({ requests, stderr }) => [
      ...(modelRequests(requests).length ? [`resume-unknown: the CLI made ${modelRequests(requests).length} model requests`] : []),
      ...(stderr.includes('No conversation found') ? [] : [`resume-unknown: stderr does not say "No conversation found": ${JSON.stringify(stderr)}`]),
    ],
  },
  {
    name: 'resume-known',
    description: 'A second round with --resume after a first round created the session (same config dir and cwd): the CLI sends the earlier turns along.',
    prompt: 'Which word did I ask you to remember?',
    resume: true,
    before: [{ prompt: 'Remember the word "saffron".', script: { replies: [textMessage('I will remember "saffron".')] } }],
    script: { replies: [textMessage(['You asked me to remember ', '"saffron".'])] },
    expect: answered('You asked me to remember "saffron".'),
    check: ({ requests }) => {
      const turn = requests.find(isMainTurn);
      const texts = turn ? [...sentTexts(turn, 'user'), ...sentTexts(turn, 'assistant')] : [];
      const missing = ['Remember the word "saffron".', 'I will remember "saffron".', 'Which word did I ask you to remember?'].filter(
        (text) => !texts.some((sent) => sent.includes(text)),
      );
      return missing.length ? [`resume-known: the resumed request lacks ${JSON.stringify(missing)}`] : [];
    },
  },
  killedMidStream('killed-sigterm', 'SIGTERM', { exitCode: 143, signal: null }),
  killedMidStream('killed-sigkill', 'SIGKILL', { exitCode: null, signal: 'SIGKILL' }),
  {
    name: 'interrupted-sigint',
    description:
      'The model stalls after the first delta and the driver sends SIGINT: the CLI ends the turn itself (an aborted assistant message, "[Request interrupted by user]", an error_during_execution result) and exits 0.',
    prompt: 'Tell me a long story.',
    script: { replies: [stalledAnswer()] },
    drive: killAfterFirstDelta('SIGINT'),
    expect: {
      verdict: 'incomplete',
      text: 'Partial ',
      exitCode: 0,
      signal: null,
      result: { subtype: 'error_during_execution', isError: true },
    },
  },
  {
    name: 'interrupted-control',
    description:
      'The model stalls after the first delta; with stdin still open the driver writes an interrupt control_request: a control_response, the same ending as SIGINT, and exit 1 once stdin closes.',
    prompt: 'Tell me a long story.',
    script: { replies: [stalledAnswer()] },
    drive: async (io, userLine) => {
      await io.write(userLine);
      await nextLineOrThrow(io, '"text_delta"');
      await io.write(encodeInterrupt('mwh-interrupt-1'));
      await nextLineOrThrow(io, '"type":"result"');
      io.endStdin();
      await io.closed;
    },
    expect: {
      verdict: 'incomplete',
      text: 'Partial ',
      exitCode: 1,
      signal: null,
      result: { subtype: 'error_during_execution', isError: true },
    },
    check: ({ lines }) =>
      lines.some((line) => line.type === 'control_response' && (line.response as { request_id?: string } | undefined)?.request_id === 'mwh-interrupt-1')
        ? []
        : ['interrupted-control: no control_response to the interrupt'],
  },
];

/** A round the model API refused: no answer, the CLI's is_error result carrying the status, exit 1. */
function refusedByApi(verdict: ClaudeExpectation['verdict'], status: number, resultIncludes: string): ClaudeExpectation {
  return { verdict, text: '', exitCode: 1, result: { subtype: 'success', isError: true, apiErrorStatus: status }, resultIncludes };
}

/** A round that ends in the model's answer: a success result and exit 0. */
function answered(text: string, more: Partial<ClaudeExpectation> = {}): ClaudeExpectation {
  return { verdict: 'success', text, exitCode: 0, result: { subtype: 'success', isError: false }, ...more };
}

export function findClaudeScenario(name: string): ClaudeScenario {
  const scenario = claudeScenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`No Claude scenario named ${name}; known: ${claudeScenarios.map((candidate) => candidate.name).join(', ')}`);
  return scenario;
}

function killedMidStream(name: string, signal: NodeJS.Signals, exit: { exitCode: number | null; signal: string | null }): ClaudeScenario {
  return {
    name,
    description: `The model stalls after the first text delta and the driver kills the CLI with ${signal}: output, but no result line.`,
    prompt: 'Tell me a long story.',
    script: { replies: [stalledAnswer()] },
    drive: killAfterFirstDelta(signal),
    expect: { verdict: 'incomplete', text: 'Partial ', ...exit, result: null },
  };
}

function stalledAnswer() {
  return textMessage(['Partial ', 'answer ', 'never finished'], { interrupt: { afterDeltas: 1, mode: 'stall' } });
}

function killAfterFirstDelta(signal: NodeJS.Signals) {
  return async (io: ProcessIo, userLine: string): Promise<void> => {
    await io.write(userLine);
    io.endStdin();
    await nextLineOrThrow(io, '"text_delta"');
    io.kill(signal);
    await io.closed;
  };
}

/**
 * Writes the message, then answers each can_use_tool control_request (allowing the tool with its
 * input as it is when `allow` says so, denying it otherwise) until the result line; then closes stdin.
 */
function answerPermissionPrompts(allow: (input: Record<string, unknown>) => boolean) {
  return async (io: ProcessIo, userLine: string): Promise<void> => {
    await io.write(userLine);
    for (;;) {
      const line = await io.nextLine((candidate) => ['control_request', 'result'].includes(String(parseStdoutLine(candidate)?.type)));
      if (line === undefined) throw new Error('stdout closed before a result line');
      const message = parseStdoutLine(line) as StdoutLine & { request_id?: string; request?: { subtype?: string; input?: Record<string, unknown> } };
      if (message.type === 'result') break;
      const requestId = String(message.request_id);
      if (message.request?.subtype !== 'can_use_tool') {
        await io.write(encodeControlError(requestId, `mwh-conformance does not answer ${String(message.request?.subtype)}`));
        continue;
      }
      const input = message.request.input ?? {};
      await io.write(encodePermissionResponse(requestId, allow(input) ? { behavior: 'allow', updatedInput: input } : { behavior: 'deny', message: PERMISSION_DENIAL }));
    }
    io.endStdin();
    await io.closed;
  };
}

async function nextLineOrThrow(io: ProcessIo, fragment: string): Promise<string> {
  const line = await io.nextLine((candidate) => candidate.includes(fragment));
  if (line === undefined) throw new Error(`stdout closed before a line with ${fragment}`);
  return line;
}

/** The tool results the CLI sent with its n-th main turn (from 0). */
function toolResultsOfTurn({ requests }: ClaudeRunView, turn: number): SentToolResult[] {
  const request: MockRequest | undefined = requests.filter(isMainTurn)[turn];
  return request ? sentToolResults(request) : [];
}

function expectSentToolResults(view: ClaudeRunView, name: string, expected: SentToolResult[]): string[] {
  const sent = toolResultsOfTurn(view, 1);
  return JSON.stringify(sent) === JSON.stringify(expected)
    ? []
    : [`${name}: the CLI sent back ${JSON.stringify(sent)}, expected ${JSON.stringify(expected)}`];
}
