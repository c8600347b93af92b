/**
 * Gemini CLI's scenarios of the round catalogue (`mwh conformance`): the Gemini API mock's script
 * of each, and what its user must see. Headless gemini (`--output-format stream-json`) asks
 * nothing while it runs: its approval mode decides each tool beforehand, so the catalogue's
 * approvals answered live do not apply to it, and a tool that would need approval is refused
 * (`tool_not_registered`) while the turn goes on. The catalogue's shape and the parts every CLI
 * shares are in `scenarios/round-scenarios.ts`; `kit.ts` lists these.
 *
 * Not in it, as they do not apply to headless gemini: approvals and permissions answered live
 * (tool-declined, approval-accepted/-declined, edit- and file-change-declined: it asks nothing);
 * thinking or reasoning streamed (0.61.0's stream-json has no event for a thought); image-input (the round
 * refuses images: the prompt is text); server-error-retried (the home a round makes gives gemini
 * one attempt a turn, `general.maxAttempts` 1, which neither a workspace nor a system settings
 * file lifts (0.61.0, measured), and its stream-json says nothing of a retry).
 *
 * Not written yet: mcp-tools and mcp-server-fails. harness-core's gemini round does not hand a
 * round's `mcpServers` to gemini (it drops them unsaid), and gemini 0.61.0 takes MCP servers from
 * settings files only: the user's (`$GEMINI_CLI_HOME/.gemini/settings.json`, which mwh writes only
 * into a home it makes, once), the workspace's (the user's project), or a system file
 * (`GEMINI_CLI_SYSTEM_SETTINGS_PATH`), which it skips unless every folder above it is owned by
 * root and writable by no one else (measured: "Parent directory '/tmp' is insecure"). Until the
 * round says how it hands them over (or refuses them in a sentence), a scenario would test nothing.
 */
import { geminiFunctionCall, geminiFunctionResponses, geminiText, schemaFilled } from '@mwh/mock-servers/gemini';
import type { GeminiReplyFor } from '@mwh/mock-servers/gemini';
import { SEVERAL_TURNS, SEVERAL_TURNS_ANSWERS, SIGN_IN_AGAIN, SUBAGENT_ANSWER, SUBAGENT_PROMPT, type GeminiRoundScenario, type ScenarioBase } from '../scenarios/round-scenarios.js';

/** What the router's answer in several-turns says it cost: each turn's usage holds it once. */
const ROUTER_OUTPUT_TOKENS = 7;

/** The answer after a tool ran: the model is only asked again once gemini sent the tool's response back. */
const afterToolResponse = (text: string, options?: Parameters<typeof geminiText>[1]): GeminiReplyFor => ({ body }) =>
  geminiFunctionResponses(body).length > 0 ? geminiText(text, options) : { kind: 'http-error', status: 400, message: 'mock: the request after the tool call carried no function response' };

/**
 * The catalogue's large output (3 MB) made 500 KB for gemini. Gemini 0.61.0 writes a command's
 * whole output in its tool_result event, then works with its event loop busy while the answer
 * streams (measured: no stdout written for 18 s at load 45), and exits without waiting for stdout
 * to drain: a 3 MB line was cut at 0.4 to 1.1 MB and the rest of the turn lost (exit 0, no
 * result), whatever the reader's pace. A line that drains before the answer ends is what a user
 * of a real, slower model gets; 500 KB still passes the pipe's buffer and gemini's 40 KB cut.
 */
const GEMINI_LARGE_OUTPUT_COMMAND = "head -c 500000 /dev/zero | tr '\\0' x | fold -w 1000";

/**
 * The catalogue's large answer (100 deltas of 1,000 characters, each numbered) in words that never
 * repeat: gemini 0.61.0's loop detection takes the catalogue's runs of `y` for a model repeating
 * itself, cuts the answer ("[The previous response was interrupted before it completed.]") and asks
 * the model again (measured), which is not the situation this scenario tests.
 */
const GEMINI_LARGE_ANSWER = Array.from({ length: 100 }, (_, index) => `${`${String(index).padStart(3, '0')} ${Array.from({ length: 124 }, (_, word) => `w${String(index * 124 + word).padStart(6, '0')}`).join(' ')}`.padEnd(999, '.')}\n`);

export const geminiRoundScenarios: readonly GeminiRoundScenario[] = [
  {
    harness: 'gemini',
    name: 'text-answer',
    description: 'A streamed text answer in pieces: success, the text once, usage and the session.',
    rounds: [{ message: 'Say hello.' }],
    script: () => ({ replies: [geminiText('Hello from the mock.', { deltas: ['Hello ', 'from ', 'the mock.'], usage: { promptTokenCount: 12, candidatesTokenCount: 5 } })] }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: 'Hello from the mock.', usage: true, session: true },
  },
  {
    harness: 'gemini',
    name: 'tool-approved',
    description: 'The model runs a shell command under the approval mode that allows it (autoApprove: --approval-mode yolo): the call, its output, then the final text.',
    rounds: [{ message: 'Run the command.', autoApprove: true }],
    script: () => ({ replies: [geminiFunctionCall('run_shell_command', { command: 'echo conformance-ok' }), afterToolResponse('Done.')] }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: 'Done.', toolCalls: ['run_shell_command'], toolResults: [{ isError: false, includes: 'conformance-ok' }] },
  },
  {
    harness: 'gemini',
    name: 'tool-error',
    // gemini 0.61.0 reports a command that exits non-zero as a successful call: its output is the result.
    description: 'An allowed command fails (exit 3): its result carries its output (gemini says the call itself succeeded), and the model answers after it.',
    rounds: [{ message: 'Run the failing command.', autoApprove: true }],
    script: () => ({ replies: [geminiFunctionCall('run_shell_command', { command: 'echo conformance-failing; exit 3' }), afterToolResponse('It failed.')] }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: 'It failed.', toolCalls: ['run_shell_command'], toolResults: [{ isError: false, includes: 'conformance-failing' }] },
  },
  {
    harness: 'gemini',
    name: 'tool-needs-approval',
    description: "A shell command in gemini's default approval mode, headless: gemini offers no tool that would ask, so the call fails (tool_not_registered) while the CLI exits 0; the user is told (a tool-unavailable warning), nothing ran, and the turn goes on to the answer.",
    rounds: [{ message: 'Create the file.' }],
    script: () => ({ replies: [geminiFunctionCall('run_shell_command', { command: 'touch declined.txt' }), afterToolResponse('I could not create it.')] }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: 'I could not create it.', toolCalls: ['run_shell_command'], toolResults: [{ isError: true }], warnings: ['tool-unavailable'], files: { 'declined.txt': false } },
  },
  {
    harness: 'gemini',
    name: 'cancelled',
    description: "The model hangs after some text and the caller cancels the round: headless gemini takes no interrupt, so the harness ends its process; an incomplete verdict saying so, the text so far, no process left.",
    rounds: [{ message: 'Tell me a long story.', cancelAfterFirstText: true }],
    script: () => ({ replies: [geminiText('Working on it', { ending: 'stall' })] }),
    setUp: [{ kind: 'script-served' }, { kind: 'cancel-after-text' }],
    expect: { verdict: 'incomplete', cancelled: true, failureIncludes: 'The answer was cancelled.', textPrefixOf: 'Working on it' },
  },
  {
    harness: 'gemini',
    name: 'large-output',
    description:
      "A command prints 500 KB (gemini passes the model 40 KB of it, and its stream-json all of it) and the answer is 100,000 characters in 100 deltas, in words that never repeat: the result once, the answer once and whole.",
    rounds: [{ message: 'Print a lot, then answer at length.', autoApprove: true }],
    script: (cues) => ({
      replies: [
        geminiFunctionCall('run_shell_command', { command: GEMINI_LARGE_OUTPUT_COMMAND }),
        // Held until the whole answer was shown: gemini 0.61.0 exits without waiting for its stdout to drain (below).
        afterToolResponse(GEMINI_LARGE_ANSWER.join(''), { deltas: GEMINI_LARGE_ANSWER, endAfter: cues.textShown(GEMINI_LARGE_ANSWER.at(-1)!) }),
      ],
    }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: GEMINI_LARGE_ANSWER.join(''), toolCalls: ['run_shell_command'], toolResults: [{ isError: false, includes: 'xxxxxxxxxxxxxxxx' }] },
  },
  {
    harness: 'gemini',
    name: 'stream-dropped',
    // Measured on 0.61.0: a stream cut mid-answer ends the turn (result status error, "[API Error:
    // terminated]", exit 1) with `general.maxAttempts` 1 as with 2: gemini asks no second time, so
    // the text it streamed stays shown, and nothing is retracted. The user sees that, then the failure.
    description: "The model stream breaks after the answer's first text: gemini does not ask again (0.61.0, whatever its attempts setting), so the text streamed so far stays, once, and the round fails.",
    rounds: [{ message: 'Say hello.' }],
    // The break waits until the user was shown the first delta: a break before it tests nothing.
    script: (cues) => ({ replies: [geminiText('Partial answer that breaks', { deltas: ['Partial ', 'answer ', 'that breaks'], ending: 'drop', endAfter: cues.firstText })] }),
    setUp: [{ kind: 'script-served' }, { kind: 'text-before-break', text: 'Partial answer that breaks' }],
    expect: { verdict: 'failed', text: 'Partial answer that breaks' },
  },
  {
    harness: 'gemini',
    name: 'resume',
    description: 'A second round of the same thread is a new process resuming the session (--resume): the same session id, and the model sees the first answer.',
    rounds: [{ message: 'First question.' }, { message: 'Second question.' }],
    script: () => ({ replies: [geminiText('First answer RESUME-MARK'), geminiText('Second answer')] }),
    setUp: [{ kind: 'script-served' }, { kind: 'resumed' }],
    expect: { verdict: 'success', text: 'Second answer', session: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'RESUME-MARK' },
  },
  {
    harness: 'gemini',
    ...severalTurns(),
    script: () => ({
      // gemini's turn counts its model router's request too (a `:generateContent` before each chat request): its answer's usage is stated here.
      routes: [{ name: 'router', match: ({ method }) => method === 'generateContent', reply: ({ body }) => geminiText(JSON.stringify(schemaFilled(body)), { usage: { promptTokenCount: 10, candidatesTokenCount: ROUTER_OUTPUT_TOKENS } }) }],
      replies: SEVERAL_TURNS_ANSWERS.map(({ deltas, outputTokens }) => geminiText(deltas.join(''), { deltas, usage: { promptTokenCount: 100, candidatesTokenCount: outputTokens } })),
    }),
  },
  {
    harness: 'gemini',
    name: 'interrupted-then-continued',
    description: 'The caller cancels a round whose answer hangs after some text (the harness ends the process: headless gemini takes no interrupt), then sends a new message on the same thread: a new process resumes the session (--resume) and is answered once, the model seeing the first message.',
    rounds: [
      { message: 'Tell me a long story.', cancelAfterFirstText: true, expect: { verdict: 'incomplete', cancelled: true, textPrefixOf: 'Working on it' }, setUp: [{ kind: 'cancel-after-text' }] },
      { message: 'Just say you are back.' },
    ],
    script: () => ({ replies: [geminiText('Working on it', { ending: 'stall' }), geminiText('Back after the interrupt.')] }),
    setUp: [{ kind: 'script-served' }, { kind: 'resumed' }],
    expect: { verdict: 'success', text: 'Back after the interrupt.', session: true, sameSessionAsFirstRound: true, lastRequestIncludes: 'Tell me a long story.' },
  },
  {
    harness: 'gemini',
    name: 'subagent',
    // Measured on 0.61.0: the subagent's own calls and text are not in gemini's stream-json, and its
    // invoke_agent tool_result carries no output (the model gets it in the function response).
    description:
      "The model hands a task to a subagent (gemini's invoke_agent, its generalist agent), which makes its own model requests, runs a command and completes the task (complete_task): gemini's stream shows the invoke_agent call and its result only (not the subagent's call), and the answer, made once the subagent's result reached the model, is said once.",
    workspace: { 'hello.txt': 'hello from the workspace\n' },
    rounds: [{ message: 'Ask a subagent what hello.txt holds.', autoApprove: true }],
    script: () => ({
      routes: [
        {
          // The subagent's requests carry the task's prompt as the user's text; it runs the command, then completes the task.
          name: 'subagent',
          match: ({ method, body }) => method === 'streamGenerateContent' && userTexts(body).some((text) => text.includes(SUBAGENT_PROMPT)),
          reply: ({ body }) => {
            const answered = geminiFunctionResponses(body).map((response) => response.name);
            if (!answered.includes('run_shell_command')) return geminiFunctionCall('run_shell_command', { command: 'cat hello.txt' });
            if (!answered.includes('complete_task')) return geminiFunctionCall('complete_task', { result: { response: SUBAGENT_ANSWER } });
            return geminiText(SUBAGENT_ANSWER);
          },
        },
      ],
      replies: [
        geminiFunctionCall('invoke_agent', { agent_name: 'generalist', prompt: SUBAGENT_PROMPT }),
        // Answered only once the subagent's answer came back to the model: a subagent that never ran fails the round.
        ({ body }) =>
          JSON.stringify(geminiFunctionResponses(body)).includes(SUBAGENT_ANSWER)
            ? geminiText('The subagent says: hello from the workspace.')
            : { kind: 'http-error', status: 400, message: "mock: the request after invoke_agent carried no subagent's answer" },
      ],
    }),
    setUp: [{ kind: 'script-served' }],
    expect: { verdict: 'success', text: 'The subagent says: hello from the workspace.', toolCalls: ['invoke_agent'], toolResults: [{ isError: false }] },
  },
  {
    harness: 'gemini',
    name: 'auth-required',
    description: 'The model API answers 401 (the key refused): the verdict says the user must sign in.',
    rounds: [{ message: 'Hello?' }],
    script: () => ({ replies: [], fallback: { kind: 'http-error', status: 401, message: 'API key not valid. Please pass a valid API key.' } }),
    setUp: [{ kind: 'model-asked' }],
    expect: { verdict: 'auth-required', failureIncludes: SIGN_IN_AGAIN },
  },
  {
    harness: 'gemini',
    name: 'server-error',
    description: "The model API answers 500 (one attempt, the round's setting): the round fails and no text is shown.",
    rounds: [{ message: 'Hello?' }],
    script: () => ({ replies: [], fallback: { kind: 'http-error', status: 500 } }),
    setUp: [{ kind: 'model-asked' }],
    expect: { verdict: 'failed', text: '' },
  },
];

/** The text parts of a request's user turns (not the tools' responses, nor the model's calls). */
function userTexts(body: unknown): string[] {
  const contents = (body as { contents?: unknown } | undefined)?.contents;
  if (!Array.isArray(contents)) return [];
  return (contents as { role?: unknown; parts?: unknown }[]).flatMap((content) =>
    content?.role === 'user' && Array.isArray(content.parts) ? (content.parts as { text?: unknown }[]).flatMap((part) => (typeof part?.text === 'string' ? [part.text] : [])) : [],
  );
}

/**
 * Several turns for gemini: one process a turn (headless gemini takes its prompt at start), so
 * the conversation's turns each resume the session: no `oneProcess`.
 */
function severalTurns(): ScenarioBase {
  const { oneProcess: _oneProcess, ...expect } = SEVERAL_TURNS.expect;
  const outputTokens = SEVERAL_TURNS_ANSWERS.reduce((sum, answer) => sum + answer.outputTokens + ROUTER_OUTPUT_TOKENS, 0);
  return {
    ...SEVERAL_TURNS,
    description: "Three messages to one conversation, each turn a gemini process resuming the session (--resume): each answered once, the session kept, the earlier turns in each request, and the usage the sum of its turns' (each with its router's request).",
    expect: { ...expect, outputTokens },
  };
}
