/**
 * Claude Code's scenarios of the round catalogue (`mwh conformance`): the Anthropic mock's script
 * of each, and what its user must see. The catalogue's shape and the parts both CLIs share are
 * in `scenarios/round-scenarios.ts`; `kit.ts` lists these.
 */
import { errorResponse, isMainTurn, sentTexts, sentToolResults, textMessage, toolUseMessage } from '@mwh/mock-servers';
import type { MockContentBlock } from '@mwh/mock-servers';
import { THINKING_ANSWER, THINKING_ANSWER_SEEN } from '../scenarios/reasoning-replies.js';
import { IMAGE_INPUT, LARGE_ANSWER, LARGE_OUTPUT_COMMAND, LARGE_OUTPUT_DESCRIPTION, MCP_SERVER_FAILS, MCP_TOOLS_EXPECTATION, RETRIED_ANSWER, SERVER_ERROR_RETRIED, SEVERAL_TURNS, SEVERAL_TURNS_ANSWERS, SIGN_IN_AGAIN, SUBAGENT_ANSWER, SUBAGENT_PROMPT, type ClaudeRoundScenario } from '../scenarios/round-scenarios.js';

// The CLI's own small requests (titles, topics, quota probes) get a short answer; only main
// turns take the scripted replies, so a version that makes more or fewer of them still passes.
const claudeSide = { name: 'side', match: (request: Parameters<typeof isMainTurn>[0]) => !isMainTurn(request), reply: textMessage('side') };

/**
 * The call of the tool a Claude Code version offers for subagents, as its request lists it, run
 * in the foreground where the version would start it in the background (2.1.33x: the answer then
 * waits for a notification in a later turn).
 */
function subagentCall(request: Parameters<typeof isMainTurn>[0]): Omit<Extract<MockContentBlock, { type: 'tool_use' }>, 'type'> {
  const tools = (request.body as { tools?: { name?: unknown; input_schema?: { properties?: Record<string, unknown> } }[] } | undefined)?.tools ?? [];
  const tool = tools.find((candidate) => candidate.name === 'Agent' || candidate.name === 'Task');
  const background = tool?.input_schema?.properties?.run_in_background !== undefined;
  const input = { description: 'Read hello.txt', prompt: SUBAGENT_PROMPT, subagent_type: 'general-purpose', ...(background ? { run_in_background: false } : {}) };
  return { name: typeof tool?.name === 'string' ? tool.name : 'Task', id: 'toolu_conf_12', input };
}

export const claudeRoundScenarios: readonly ClaudeRoundScenario[] = [
  {
    harness: 'claude',
    name: 'text-answer',
    description: 'A streamed text answer in pieces: success, the text once, usage and the session.',
    rounds: [{ message: 'Say hello.' }],
    script: () => ({ routes: [claudeSide], replies: [textMessage(['Hello ', 'from ', 'the mock.'])] }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: 'Hello from the mock.', usage: true, session: true },
  },
  {
    harness: 'claude',
    name: 'tool-approved',
    description: 'The model calls Bash to write a file, the permission is asked and approved, the tool runs and its result comes back before the final text.',
    rounds: [{ message: 'Run the command.', autoApprove: true }],
    script: () => ({
      routes: [claudeSide],
      // A command that writes a file: Claude Code runs a bare `echo` without asking.
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_conf_1', input: { command: 'echo conformance-ok > approved.txt && cat approved.txt', description: 'write a file' } }]), textMessage('Done.')],
    }),
    setUp: [{ kind: 'script-served' }, { kind: 'request-answered' }],
    expect: { verdict: 'success', text: 'Done.', toolCalls: ['Bash'], toolResults: [{ isError: false, includes: 'conformance-ok' }], files: { 'approved.txt': true } },
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
    setUp: [{ kind: 'script-served' }, { kind: 'request-answered' }],
    expect: { verdict: 'success', text: 'Understood.', toolCalls: ['Bash'], toolResults: [{ isError: true }], files: { 'declined.txt': false } },
  },
  {
    harness: 'claude',
    name: 'tool-error',
    description: 'An approved command fails (exit 3): its result is an error carrying its output, and the model answers after it.',
    rounds: [{ message: 'Run the failing command.', autoApprove: true }],
    script: () => ({
      routes: [claudeSide],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_conf_3', input: { command: 'echo conformance-failing; exit 3', description: 'fail on purpose' } }]), textMessage('It failed.')],
    }),
    setUp: [{ kind: 'script-served' }, { kind: 'request-answered' }],
    expect: { verdict: 'success', text: 'It failed.', toolCalls: ['Bash'], toolResults: [{ isError: true, includes: 'conformance-failing' }] },
  },
  {
    harness: 'claude',
    name: 'edit-approved',
    description: 'The model writes a new file, reads an existing one and edits it; each permission is asked and approved: both files hold the new text.',
    rounds: [{ message: 'Write new.txt and make the colour in notes.txt blue.', autoApprove: true }],
    workspace: { 'notes.txt': 'colour: red\n' },
    script: ({ cwd }) => ({
      routes: [claudeSide],
      // One call a turn, and a read before the edit: Claude Code refuses to edit a file it has not read.
      replies: [
        toolUseMessage([{ name: 'Write', id: 'toolu_conf_4', input: { file_path: `${cwd}/new.txt`, content: 'written by the model\n' } }]),
        toolUseMessage([{ name: 'Read', id: 'toolu_conf_5', input: { file_path: `${cwd}/notes.txt` } }]),
        toolUseMessage([{ name: 'Edit', id: 'toolu_conf_6', input: { file_path: `${cwd}/notes.txt`, old_string: 'red', new_string: 'blue' } }]),
        textMessage('Both done.'),
      ],
    }),
    setUp: [{ kind: 'script-served' }, { kind: 'request-answered' }],
    expect: {
      verdict: 'success',
      text: 'Both done.',
      toolCalls: ['Write', 'Read', 'Edit'],
      toolResults: [{ isError: false }, { isError: false, includes: 'colour: red' }, { isError: false }],
      files: { 'new.txt': 'written by the model\n', 'notes.txt': 'colour: blue\n' },
    },
  },
  {
    harness: 'claude',
    name: 'edit-declined',
    description: 'The model reads a file and asks to edit it; without auto-approve the permission is denied: the edit is an error result, the file is unchanged, and the round ends in the answer.',
    rounds: [{ message: 'Make the colour in notes.txt blue.' }],
    workspace: { 'notes.txt': 'colour: red\n' },
    script: ({ cwd }) => ({
      routes: [claudeSide],
      replies: [
        toolUseMessage([{ name: 'Read', id: 'toolu_conf_7', input: { file_path: `${cwd}/notes.txt` } }]),
        toolUseMessage([{ name: 'Edit', id: 'toolu_conf_8', input: { file_path: `${cwd}/notes.txt`, old_string: 'red', new_string: 'blue' } }]),
        textMessage('I left it as it was.'),
      ],
    }),
    setUp: [{ kind: 'script-served' }, { kind: 'request-answered' }],
    expect: { verdict: 'success', text: 'I left it as it was.', toolCalls: ['Read', 'Edit'], toolResults: [{ isError: false }, { isError: true }], files: { 'notes.txt': 'colour: red\n' } },
  },
  {
    harness: 'claude',
    name: 'large-output',
    description: LARGE_OUTPUT_DESCRIPTION,
    rounds: [{ message: 'Print a lot, then answer at length.', autoApprove: true }],
    script: () => ({
      routes: [claudeSide],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_conf_9', input: { command: LARGE_OUTPUT_COMMAND, description: 'print 3 MB' } }]), textMessage(LARGE_ANSWER)],
    }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: LARGE_ANSWER.join(''), toolCalls: ['Bash'], toolResults: [{ isError: false, includes: 'xxxxxxxxxxxxxxxx' }] },
  },
  {
    harness: 'claude',
    name: 'reasoning-streamed',
    description: 'A thinking block streamed before the text of the same message: the reasoning and the text, each once.',
    rounds: [{ message: 'What is 6 × 7? Think first.' }],
    script: () => ({ routes: [claudeSide], replies: [THINKING_ANSWER] }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', ...THINKING_ANSWER_SEEN, usage: true },
  },
  {
    harness: 'claude',
    name: 'stream-dropped',
    description: 'The model stream breaks after the first text; the CLI asks again and the answer comes whole: the abandoned text is retracted, the answer shown once.',
    rounds: [{ message: 'Say hello.' }],
    script: (cues) => ({
      routes: [claudeSide],
      replies: [
        // The break waits until the user was shown the first delta: a break before it tests nothing.
        textMessage(['Partial ', 'answer ', 'that breaks'], { interrupt: { afterDeltas: 1, mode: 'drop', until: cues.firstText } }),
        textMessage('The whole answer, sent again.'),
      ],
    }),
    setUp: [{ kind: 'script-served' }, { kind: 'text-before-break', text: 'Partial answer that breaks' }],
    expect: { verdict: 'success', text: 'The whole answer, sent again.', retracts: true },
  },
  {
    harness: 'claude',
    name: 'cancelled',
    description: 'The model stalls after the first text and the caller cancels the round: an incomplete verdict saying so, the text so far, no process left.',
    rounds: [{ message: 'Tell me a long story.', cancelAfterFirstText: true }],
    script: () => ({ routes: [claudeSide], replies: [textMessage(['Partial ', 'answer ', 'never finished'], { interrupt: { afterDeltas: 1, mode: 'stall' } })] }),
    setUp: [{ kind: 'script-served' }, { kind: 'cancel-after-text' }],
    expect: { verdict: 'incomplete', cancelled: true, failureIncludes: 'The answer was cancelled.', text: 'Partial ' },
  },
  {
    harness: 'claude',
    name: 'resume',
    description: 'A second round of the same thread resumes the session: same session id, and the model sees the first answer.',
    rounds: [{ message: 'First question.' }, { message: 'Second question.' }],
    script: () => ({ routes: [claudeSide], replies: [textMessage('First answer RESUME-MARK'), textMessage('Second answer')] }),
    setUp: [{ kind: 'script-served' }, { kind: 'resumed' }],
    expect: { verdict: 'success', text: 'Second answer', session: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'RESUME-MARK' },
  },
  {
    harness: 'claude',
    ...SEVERAL_TURNS,
    script: () => ({ routes: [claudeSide], replies: SEVERAL_TURNS_ANSWERS.map(({ deltas, outputTokens }) => textMessage(deltas, { usage: { output_tokens: outputTokens } })) }),
  },
  {
    harness: 'claude',
    name: 'interrupted-then-continued',
    description: 'The caller cancels a round whose answer stalls after its first text (the interrupt), then sends a new message on the same thread: it resumes the session and is answered once.',
    rounds: [
      { message: 'Tell me a long story.', cancelAfterFirstText: true, expect: { verdict: 'incomplete', cancelled: true, text: 'Partial ' }, setUp: [{ kind: 'cancel-after-text' }] },
      { message: 'Just say you are back.' },
    ],
    script: () => ({ routes: [claudeSide], replies: [textMessage(['Partial ', 'answer ', 'never finished'], { interrupt: { afterDeltas: 1, mode: 'stall' } }), textMessage('Back after the interrupt.')] }),
    setUp: [{ kind: 'script-served' }, { kind: 'resumed' }],
    expect: { verdict: 'success', text: 'Back after the interrupt.', session: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'Tell me a long story.' },
  },
  {
    harness: 'claude',
    name: 'mcp-tools',
    description: 'Two MCP servers given as --mcp-config gives them, one over stdio and one over streamable HTTP: both said ready, the model calls a tool of each, the permission is asked and approved, and each result is what only that server answers.',
    mcpServers: { local: 'stdio', remote: 'http' },
    rounds: [{ message: 'Look up a and b.', autoApprove: true }],
    script: () => ({
      routes: [claudeSide],
      replies: [
        toolUseMessage([
          { name: 'mcp__local__lookup', id: 'toolu_conf_10', input: { key: 'a' } },
          { name: 'mcp__remote__lookup', id: 'toolu_conf_11', input: { key: 'b' } },
        ]),
        textMessage('Found both.'),
      ],
    }),
    setUp: [{ kind: 'script-served' }, { kind: 'mcp-started' }, { kind: 'request-answered' }],
    expect: MCP_TOOLS_EXPECTATION,
  },
  {
    harness: 'claude',
    ...MCP_SERVER_FAILS,
    script: () => ({ routes: [claudeSide], replies: [textMessage('Hello without it.')] }),
  },
  {
    harness: 'claude',
    ...IMAGE_INPUT,
    script: () => ({ routes: [claudeSide], replies: [textMessage('A red square.')] }),
  },
  {
    harness: 'claude',
    name: 'subagent',
    description: "The model hands a task to a subagent (the tool the version offers for it: Task, later Agent), which makes its own model requests and runs Bash: the subagent's call and result are nested under the task's call, and the answer is said once, without the subagent's text.",
    workspace: { 'hello.txt': 'hello from the workspace\n' },
    rounds: [{ message: 'Ask a subagent what hello.txt holds.', autoApprove: true }],
    script: () => ({
      routes: [
        claudeSide,
        {
          // The subagent's requests carry the task's prompt as the user's text; the first asks for Bash, the next answers.
          name: 'subagent',
          match: (request) => isMainTurn(request) && sentTexts(request, 'user').some((text) => text.includes(SUBAGENT_PROMPT)),
          reply: (request) =>
            sentToolResults(request).length === 0
              ? toolUseMessage([{ name: 'Bash', id: 'toolu_conf_13', input: { command: 'cat hello.txt', description: 'read the file' } }])
              : textMessage(SUBAGENT_ANSWER),
        },
      ],
      replies: [
        (request) => toolUseMessage([subagentCall(request)]),
        textMessage('The subagent says: hello from the workspace.'),
      ],
    }),
    setUp: [{ kind: 'script-served' }],
    expect: {
      verdict: 'success',
      text: 'The subagent says: hello from the workspace.',
      nestedToolCalls: [{ toolName: 'Bash', result: { isError: false, includes: 'hello from the workspace' } }],
    },
  },
  {
    harness: 'claude',
    name: 'auth-required',
    description: 'The model API answers 401: the verdict says the user must sign in.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ routes: [claudeSide], replies: [], fallback: errorResponse(401) }),
    setUp: [{ kind: 'model-asked' }],
    expect: { verdict: 'auth-required', failureIncludes: SIGN_IN_AGAIN },
  },
  {
    harness: 'claude',
    name: 'server-error',
    description: 'The model API answers 500 (retries off): the round fails and no text is shown.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ routes: [claudeSide], replies: [], fallback: errorResponse(500) }),
    setUp: [{ kind: 'model-asked' }],
    expect: { verdict: 'failed', text: '' },
  },
  {
    harness: 'claude',
    ...SERVER_ERROR_RETRIED,
    env: { CLAUDE_CODE_MAX_RETRIES: '1' },
    script: () => ({ routes: [claudeSide], replies: [errorResponse(529), textMessage(RETRIED_ANSWER)] }),
    expect: { ...SERVER_ERROR_RETRIED.expect, warnings: ['api-retry'] },
  },
];
