/**
 * The Codex scenario catalogue: each one a round the harness must understand, produced by the
 * real `codex app-server` against the Responses mock, with the verdict the reader should reach.
 */
import { access, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { JsonRpcError, type TurnOptions as CodexTurnOptions } from '@mwh/protocol-codex';
import type { CodexThreadOptions } from './codex-conversation.js';
import type { CodexScenario, CodexScenarioContext } from './codex-scenario-runner.js';
import { MOCK_MODEL, applyPatchCall, execCommandCall, textReply, toolOutputFor } from '@mwh/mock-servers';
import { REASONING_REPLY, REASONING_REPLY_SEEN } from '../scenarios/reasoning-replies.js';
import { uuidv7 } from '../support/uuid.js';

type RequestHandler = (params: Record<string, unknown>) => unknown;

interface TurnOptions {
  prompt: string;
  thread?: CodexThreadOptions;
  /** turn/start options, e.g. a collaboration mode. */
  turn?: CodexTurnOptions;
  /** Answers to server requests by method; any other request gets method-not-found. */
  answers?: Record<string, RequestHandler>;
}

/** initialize, thread/start, turn/start, then wait for turn/completed. */
async function runTurn({ conversation, cwd }: CodexScenarioContext, options: TurnOptions): Promise<void> {
  for (const [method, handler] of Object.entries(options.answers ?? {})) {
    conversation.peer.onRequest(method, (params) => handler((params ?? {}) as Record<string, unknown>));
  }
  await conversation.initialize();
  const threadId = await conversation.startThread(cwd, { sandbox: 'read-only', approvalPolicy: 'never', ...options.thread });
  await conversation.startTurn(threadId, options.prompt, options.turn);
  await conversation.turnCompleted();
}

/** Starts a turn whose model answer hangs after some text, and resolves once that text is complete. */
async function startHangingTurn(context: CodexScenarioContext): Promise<{ threadId: string; turnId: string }> {
  const { conversation, cwd } = context;
  await conversation.initialize();
  const threadId = await conversation.startThread(cwd, { sandbox: 'read-only', approvalPolicy: 'never' });
  const turnId = await conversation.startTurn(threadId, 'Start a long answer.');
  await conversation.waitFor('item/completed', (p) => (p.item as { type?: string }).type === 'agentMessage');
  return { threadId, turnId };
}

/** The tool output codex sent back with its next model request; throws when it sent none. */
function toolOutput({ mock }: CodexScenarioContext, callId: string): string {
  for (const request of mock.responseRequests()) {
    const output = toolOutputFor(request.body, callId);
    if (output !== undefined) return output;
  }
  throw new Error(`codex sent no output for tool call ${callId}`);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/**
 * A command that needs approval (approvalPolicy untrusted asks before anything not known to be
 * read-only, such as touch), answered with `decision`; the model then answers in words.
 */
function commandApprovalScenario(decision: 'accept' | 'decline'): CodexScenario {
  const accepted = decision === 'accept';
  const file = accepted ? 'approved.txt' : 'declined.txt';
  const answer = accepted ? `Created ${file}.` : 'I did not create the file.';
  return {
    name: accepted ? 'command-approval-accepted' : 'command-approval-declined',
    description: `A command that needs approval (approvalPolicy untrusted); the client answers ${decision}${accepted ? ' and codex runs it' : ' and the model goes on without it'}.`,
    replies: [{ kind: 'stream', output: [execCommandCall(`touch ${file}`, 'call_approval')] }, textReply(answer)],
    expect: { verdict: 'success', text: answer, turnStatus: 'completed', approval: decision },
    async drive(context) {
      await runTurn(context, {
        prompt: `Create ${file}.`,
        thread: { sandbox: 'danger-full-access', approvalPolicy: 'untrusted' },
        answers: { 'item/commandExecution/requestApproval': () => ({ decision }) },
      });
      const output = toolOutput(context, 'call_approval');
      check(output.includes(accepted ? 'Process exited with code 0' : 'rejected by user'), `codex sent back ${JSON.stringify(output)}`);
      const created = await access(join(context.cwd, file)).then(() => true, () => false);
      check(created === accepted, accepted ? 'the approved command did not run' : 'the declined command ran anyway');
    },
  };
}

/**
 * The process gets `signal` while the model hangs mid-turn, so no turn/completed ever comes.
 * SIGKILL ends it by the signal; on SIGTERM codex shuts down on its own and exits 0.
 */
function signalledMidTurnScenario(signal: 'SIGKILL' | 'SIGTERM'): CodexScenario {
  const killed = signal === 'SIGKILL';
  return {
    name: killed ? 'killed-mid-turn' : 'terminated-mid-turn',
    description: killed
      ? 'The process is killed (SIGKILL) while the model hangs mid-turn: no turn/completed.'
      : 'SIGTERM while the model hangs mid-turn: codex ends (exit 0 or the signal, by version) without turn/completed.',
    replies: [textReply('Working on it', { ending: 'stall' })],
    // How a SIGTERM ends codex is the version's own: 0.171.0 shuts down and exits 0, 0.154.0
    // dies of the signal. Either way the turn never completed, which is what a user sees.
    expect: killed
      ? { verdict: 'incomplete', text: 'Working on it', turnStatus: null, exitCode: null, signal }
      : { verdict: 'incomplete', text: 'Working on it', turnStatus: null },
    async drive(context) {
      await startHangingTurn(context);
      context.io.kill(signal);
      await context.io.closed;
    },
  };
}

const SHELL = { sandbox: 'danger-full-access', approvalPolicy: 'never' } as const;
const GREETING = 'Hello, wörld — the mock says hi ✓';
const HELLO_PATCH = '*** Begin Patch\n*** Add File: hello.txt\n+Hello from a patch.\n*** End Patch\n';
const HELLO_CHANGES = [{ path: 'hello.txt', kind: 'add' }];

/** The patch reached the disk and codex reported it as one fileChange item adding hello.txt. */
async function checkHelloPatched({ conversation, cwd }: CodexScenarioContext): Promise<void> {
  check((await readFile(join(cwd, 'hello.txt'), 'utf8')) === 'Hello from a patch.\n', 'the patch was not applied');
  const changes = conversation.notifications
    .filter((n) => n.method === 'item/completed' && (n.params.item as { type?: string }).type === 'fileChange')
    .flatMap((n) => (n.params.item as { changes: { path: string; kind: { type: string } }[] }).changes)
    .map((change) => ({ path: relative(cwd, change.path), kind: change.kind.type }));
  check(JSON.stringify(changes) === JSON.stringify(HELLO_CHANGES), `codex reported the changes ${JSON.stringify(changes)}`);
}

export const codexScenarios: readonly CodexScenario[] = [
  {
    name: 'text-deltas',
    description: 'A plain text answer streamed in deltas cut inside words and next to multi-byte characters.',
    replies: [textReply(GREETING, { deltas: ['Hel', 'lo, w', 'ö', 'rld — the ', 'mock says', ' hi ✓'] })],
    expect: { verdict: 'success', text: GREETING, turnStatus: 'completed', exitCode: 0, signal: null },
    drive: (context) => runTurn(context, { prompt: 'Say hello.' }),
  },
  {
    name: 'reasoning-then-text',
    description: 'A reasoning summary streamed before the answer text, in one model response.',
    replies: [REASONING_REPLY],
    // `reasoning` is every item/reasoning/summaryTextDelta joined, across summary parts.
    expect: { verdict: 'success', turnStatus: 'completed', ...REASONING_REPLY_SEEN },
    async drive(context) {
      await runTurn(context, { prompt: 'Greet me, thinking first.' });
      const reasoning = context.conversation.notifications.filter((n) => n.method === 'item/reasoning/summaryTextDelta').map((n) => n.params.delta);
      check(reasoning.join('') === 'Deciding how to greet.A short greeting will do.', `reasoning streamed as ${JSON.stringify(reasoning)}`);
    },
  },
  {
    name: 'shell-command',
    description: 'The model runs a shell command (exec_command) with approvals never; codex runs it and sends the output back.',
    replies: [
      { kind: 'stream', output: [execCommandCall("printf 'shell-ok\\n'", 'call_shell')] },
      textReply('The command printed shell-ok.'),
    ],
    expect: { verdict: 'success', text: 'The command printed shell-ok.', turnStatus: 'completed', toolOutput: 'shell-ok' },
    async drive(context) {
      await runTurn(context, { prompt: 'Run a command.', thread: SHELL });
      check(toolOutput(context, 'call_shell').includes('Process exited with code 0\n'), 'the command did not exit 0');
      check(toolOutput(context, 'call_shell').includes('shell-ok'), 'the command output did not reach the model');
    },
  },
  commandApprovalScenario('decline'),
  commandApprovalScenario('accept'),
  {
    name: 'file-change',
    description: 'The model edits a file with the freeform apply_patch tool; codex applies it (fileChange item).',
    replies: [{ kind: 'stream', output: [applyPatchCall(HELLO_PATCH, 'call_patch')] }, textReply('Added hello.txt.')],
    // `fileChanges`: the completed fileChange items' changes, paths relative to the thread's cwd.
    expect: { verdict: 'success', text: 'Added hello.txt.', turnStatus: 'completed', fileChanges: HELLO_CHANGES },
    async drive(context) {
      await runTurn(context, { prompt: 'Add hello.txt.', thread: SHELL });
      await checkHelloPatched(context);
    },
  },
  {
    name: 'file-change-approval',
    description: 'apply_patch in a read-only sandbox with approvalPolicy on-request: codex asks item/fileChange/requestApproval; accepted.',
    replies: [{ kind: 'stream', output: [applyPatchCall(HELLO_PATCH, 'call_patch')] }, textReply('Added hello.txt after approval.')],
    expect: { verdict: 'success', text: 'Added hello.txt after approval.', turnStatus: 'completed', approval: 'accept', fileChanges: HELLO_CHANGES },
    async drive(context) {
      let asked = false;
      await runTurn(context, {
        prompt: 'Add hello.txt.',
        thread: { sandbox: 'read-only', approvalPolicy: 'on-request' },
        answers: {
          'item/fileChange/requestApproval': () => {
            asked = true;
            return { decision: 'accept' };
          },
        },
      });
      check(asked, 'codex applied the patch without asking');
      await checkHelloPatched(context);
    },
  },
  {
    name: 'user-input-request',
    description:
      'The model calls request_user_input, which codex offers only in plan collaboration mode (experimental API); ' +
      'codex raises item/tool/requestUserInput, the client answers blank, the model goes on.',
    replies: [
      {
        kind: 'stream',
        output: [
          {
            type: 'function_call',
            name: 'request_user_input',
            callId: 'call_question',
            arguments: {
              questions: [
                {
                  id: 'color',
                  header: 'Color',
                  question: 'Which color should the button be?',
                  options: [
                    { label: 'Blue (Recommended)', description: 'Matches the theme.' },
                    { label: 'Red', description: 'Stands out.' },
                  ],
                },
              ],
            },
          },
        ],
      },
      textReply('No answer, so I will plan for blue.'),
    ],
    expect: { verdict: 'success', text: 'No answer, so I will plan for blue.', turnStatus: 'completed', question: 'Which color should the button be?' },
    async drive(context) {
      await runTurn(context, {
        prompt: 'Plan a button.',
        turn: { collaborationMode: { mode: 'plan', settings: { model: MOCK_MODEL, reasoning_effort: null, developer_instructions: null } } },
        answers: {
          // Blank answers, as the harness gives: the question goes to the thread instead.
          'item/tool/requestUserInput': (params) => ({
            answers: Object.fromEntries((params.questions as { id: string }[]).map((q) => [q.id, { answers: [] }])),
          }),
        },
      });
      check(toolOutput(context, 'call_question').includes('"color"'), 'the blank answer did not reach the model');
    },
  },
  {
    name: 'resume-unknown-thread',
    description: 'thread/resume of a thread id codex never saw: JSON-RPC error -32600 "no rollout found for thread id …".',
    replies: [],
    expect: { verdict: 'resume-not-found', error: 'no rollout found for thread id', rpcCode: -32600, exitCode: 0 },
    async drive({ conversation, cwd }) {
      await conversation.initialize();
      try {
        await conversation.client.resumeThread(uuidv7(), { cwd, sandbox: 'read-only', approvalPolicy: 'never' });
      } catch (error) {
        if (JsonRpcError.isInstance(error) && error.code === -32600) return { error: error.message };
        throw error;
      }
      throw new Error('codex resumed a thread that does not exist');
    },
  },
  {
    name: 'model-error-retried',
    description: 'The model answers HTTP 500 twice with stream_max_retries=1: error willRetry true, then false, then turn failed.',
    replies: [
      { kind: 'http-error', status: 500 },
      { kind: 'http-error', status: 500 },
    ],
    config: { 'model_providers.mock.stream_max_retries': '1' },
    // codex replaces a 5xx body with its own words.
    expect: { verdict: 'failed', text: '', turnStatus: 'failed', error: 'experiencing high demand', retries: 1 },
    async drive(context) {
      await runTurn(context, { prompt: 'Say hello.' });
      const errors = context.conversation.notifications.filter((n) => n.method === 'error').map((n) => n.params.willRetry);
      check(JSON.stringify(errors) === '[true,false]', `error notifications had willRetry ${JSON.stringify(errors)}`);
    },
  },
  {
    name: 'stream-dropped',
    description:
      'The model stream breaks after some text, and the retry ends without response.completed: the turn fails, and ' +
      'the text of the abandoned stream is taken back (retracted) when codex retries.',
    replies: [
      textReply('Partial answ', { ending: 'drop' }),
      { kind: 'stream', output: [], ending: 'close' },
    ],
    config: { 'model_providers.mock.stream_max_retries': '1' },
    expect: { verdict: 'failed', text: '', turnStatus: 'failed', error: 'stream closed before response.completed' },
    drive: (context) => runTurn(context, { prompt: 'Say hello.' }),
  },
  {
    name: 'auth-rejected',
    description: 'The model API answers 401 (a bad key): codex fails the turn with httpConnectionFailed 401.',
    replies: [{ kind: 'http-error', status: 401 }],
    expect: { verdict: 'auth-required', text: '', turnStatus: 'failed', error: 'unexpected status 401 Unauthorized', httpStatusCode: 401 },
    drive: (context) => runTurn(context, { prompt: 'Say hello.' }),
  },
  {
    name: 'interrupted',
    description: 'The client sends turn/interrupt while the model hangs after some text: turn/completed with status interrupted.',
    replies: [textReply('Working on it', { ending: 'stall' })],
    expect: { verdict: 'incomplete', text: 'Working on it', turnStatus: 'interrupted', exitCode: 0 },
    async drive(context) {
      const { threadId, turnId } = await startHangingTurn(context);
      await context.conversation.client.interruptTurn(threadId, turnId);
      await context.conversation.turnCompleted();
    },
  },
  signalledMidTurnScenario('SIGKILL'),
  signalledMidTurnScenario('SIGTERM'),
  {
    name: 'missing-codex-home',
    description: 'CODEX_HOME names a directory that does not exist: codex exits 1 before answering initialize.',
    replies: [],
    codexHome: 'missing',
    // The CLI did start (not-started is for a spawn failure); it exited non-zero having produced nothing.
    expect: { verdict: 'failed', text: '', turnStatus: null, error: 'but that path does not exist', exitCode: 1 },
    async drive({ io, conversation }) {
      // initialize may hit a closed pipe or go unanswered; either way the exit says why.
      await conversation.initialize().then(
        () => {
          throw new Error('codex answered initialize without a CODEX_HOME');
        },
        () => undefined,
      );
      await io.closed;
    },
  },
];

export function findCodexScenario(name: string): CodexScenario {
  const scenario = codexScenarios.find((s) => s.name === name);
  if (!scenario) throw new Error(`no codex scenario named ${name}`);
  return scenario;
}
