/**
 * Holds a catalogue scenario's expectation to what an Agent Client Protocol client was shown
 * (`acp-turns.ts`): the verdict as the prompt's stop reason or error, the text and reasoning once,
 * tool calls with their status and results, permissions asked and answered, and the set-up, from
 * the agent's lines and the mock's log. What a scenario expects that ACP has no way to show is
 * said once here (ACP_UNSEEN), never judged; a scenario whose point is such a thing is not
 * applicable, with the reason.
 */
import type { VerdictKind } from '@mwh/protocol-core';
import type { AcpTurn } from './acp-turns.js';
import { scenarioKit } from '../kit/kits.js';
import type { RoundScenario } from '../scenarios/round-scenarios.js';
import type { ObservedFacts, SetUpCheck } from '../scenarios/scenario-set-up.js';
import { shown, type ExpectationFailure, type UserExpectation } from '../scenarios/user-expectations.js';

/** What the agent said of itself at `initialize`: what some scenarios need of it. */
export interface AcpAgentCapabilities {
  loadSession: boolean;
  image: boolean;
  mcpHttp: boolean;
}

/**
 * Expectations of the catalogue that have no ACP meaning, and why: left out of the judgement
 * (README's matrix names them). The rest of each scenario is judged.
 */
export const ACP_UNSEEN: Readonly<Partial<Record<keyof UserExpectation, string>>> = {
  usage: 'ACP v1 sends no usage',
  failureIncludes: "the remedy sentence is harness-core's, not the agent's",
  mcpServers: 'ACP v1 reports no MCP server state',
  warnings: 'ACP v1 has no warnings',
  nestedToolCalls: 'ACP v1 does not nest tool calls',
  oneProcess: "the CLI's processes are the agent's business",
  outputTokens: 'ACP v1 sends no usage',
  sameSessionAsFirstRound: 'the client names the session in every prompt',
  session: 'the client names the session in every prompt, the one session/new gave it (a run without one fails before any prompt)',
};

/** Why a scenario cannot be run through this agent at all, or undefined when it can. */
export function acpNotApplicable(scenario: RoundScenario, agent: AcpAgentCapabilities): string | undefined {
  const notThroughAnAgent = scenarioKit(scenario).acpNotApplicable(scenario);
  if (notThroughAnAgent !== undefined) return notThroughAnAgent;
  if (scenario.expect.question !== undefined) return "ACP v1 has no request for the user's input (elicitation is unstable): how an agent shows the CLI's question is its own choice";
  if (scenario.rounds.length > 1 && !scenario.conversation && !agent.loadSession) return 'the agent offers no session/load, which resuming a session in a new agent process needs';
  if (scenario.rounds.some((step) => step.images?.length) && !agent.image) return 'the agent takes no images (promptCapabilities.image)';
  if (Object.values(scenario.mcpServers ?? {}).includes('http') && !agent.mcpHttp) return 'the agent takes no MCP servers over HTTP (mcpCapabilities.http)';
  return undefined;
}

/** The ACP kind a client shows for a catalogue tool, when the tool has an obvious one. */
const TOOL_KINDS: Readonly<Record<string, string>> = { Bash: 'execute', shell: 'execute', Read: 'read', Write: 'edit', Edit: 'edit', apply_patch: 'edit' };

/** What the scenario needs of the mock and the workspace, as the run saw them. */
export interface AcpFacts extends ObservedFacts {
  /** Whether the last model request carried the expectation's `lastRequestIncludes`. */
  lastRequestIncludes?: boolean;
  files?: Record<string, boolean | string>;
}

/**
 * What did not happen of the set-up (inconclusive), and what the client or agent did wrong in it
 * (a fail). `ownProcess`: a later prompt ran in an agent process of its own (the catalogue's
 * rounds), not in the first one's (a conversation).
 */
export function checkAcpSetUp(checks: readonly SetUpCheck[], turn: AcpTurn, observed: ObservedFacts, ownProcess = true): { notSetUp: string[]; failed: ExpectationFailure[] } {
  const notSetUp: string[] = [];
  const failed: ExpectationFailure[] = [];
  for (const check of checks) {
    switch (check.kind) {
      case 'model-asked':
        if (observed.modelRequests === 0) notSetUp.push('the CLI under the agent sent the model no request');
        break;
      case 'script-served':
        if (observed.unservedReplies === 0) break;
        // After a permission the client answered, the model not asked again is the agent's doing
        // (it ended the turn on a rejection), not a situation that never arose.
        if (turn.permissions.some((permission) => permission.answer !== undefined)) {
          failed.push({ expectation: 'the turn goes on after the permission was answered', expected: 'every scripted model reply asked for', got: `${observed.unservedReplies} never asked for` });
        } else notSetUp.push(`the CLI under the agent never asked for ${observed.unservedReplies} of the scripted model replies`);
        break;
      case 'mcp-started':
        if (observed.mcpNotStarted === undefined) notSetUp.push('no record says which MCP servers the CLI started');
        else if (observed.mcpNotStarted.length) failed.push({ expectation: 'the MCP servers given in session/new', expected: 'started', got: `never started: ${observed.mcpNotStarted.join(', ')}` });
        break;
      case 'text-before-break':
        // As on the CLI's own lines: the first text shown at all is a piece of the answer that broke.
        if (turn.firstText === undefined || turn.firstText.trim() === '' || !check.text.includes(turn.firstText)) notSetUp.push('the agent streamed no text of the answer before it broke (the break came first)');
        break;
      case 'cancel-after-text': {
        const { firstText, cancel, end } = turn.order;
        if (cancel >= 0 && (firstText < 0 || cancel < firstText)) failed.push({ expectation: 'the cancel', expected: 'sent after the first text', got: 'sent before it' });
        else if (firstText < 0) notSetUp.push('the agent streamed no text');
        else if (end >= 0 && (cancel < 0 || end < cancel)) notSetUp.push('the prompt was answered before the cancel went out');
        else if (cancel < 0) failed.push({ expectation: 'the cancel', expected: 'sent after the first text', got: 'none sent' });
        break;
      }
      case 'request-answered':
        // The CLI asks here (the catalogue's own run proves it): an agent that asks the client
        // nothing decided for the user, which is what an ACP client must see.
        if (turn.permissions.length === 0) failed.push({ expectation: 'the permission the CLI asks', expected: 'asked of the client (session/request_permission)', got: 'no request' });
        else if (turn.permissions.every((permission) => permission.answer === undefined)) failed.push({ expectation: 'the permission request', expected: 'answered', got: 'no answer went back' });
        break;
      case 'resumed':
        // The session id is the client's own (it names it in every prompt): what shows the agent
        // resumed is that its new process loaded the session. In one process there is nothing to load.
        if (ownProcess && !turn.loaded) failed.push({ expectation: 'the session, in the new agent process', expected: 'loaded (session/load answered with a result)', got: 'not loaded' });
        break;
    }
  }
  return { notSetUp, failed };
}

/** Checks one turn (a prompt and what came before its answer) against an expectation. */
export function checkAcpTurn(expect: Omit<UserExpectation, 'earlierVerdicts'>, turn: AcpTurn, facts: Partial<Pick<AcpFacts, 'lastRequestIncludes' | 'files' | 'modelRequests'>>): ExpectationFailure[] {
  const failures: ExpectationFailure[] = [];
  const fail = (expectation: string, expected: string, got: string) => failures.push({ expectation, expected, got });
  const problem = verdictProblem(expect.verdict, expect.cancelled, turn, facts.modelRequests);
  if (problem) fail('how the prompt ends', problem.expected, problem.got);
  if (expect.text !== undefined && !textShown(expect, turn.text)) {
    fail(expect.retracts ? 'text, once, last (agent_message_chunk)' : 'text, exactly once (agent_message_chunk)', shown(expect.text), shown(turn.text));
  }
  if (expect.textPrefixOf !== undefined && (turn.text === '' || !expect.textPrefixOf.startsWith(turn.text))) fail('the text so far, once', `a start of ${shown(expect.textPrefixOf)}`, shown(turn.text));
  if (expect.reasoning !== undefined && turn.reasoning !== expect.reasoning) fail('reasoning, exactly once (agent_thought_chunk)', shown(expect.reasoning), shown(turn.reasoning));
  if (expect.toolCalls) {
    const wanted = expect.toolCalls.map((name) => TOOL_KINDS[name] ?? 'any');
    const got = turn.toolCalls.map((call) => call.kind);
    const same = wanted.length === got.length && wanted.every((kind, index) => kind === 'any' || kind === got[index]);
    if (!same) fail('tool calls in order (their kinds)', shown(wanted), shown(turn.toolCalls.map((call) => `${call.kind}: ${call.title}`)));
  }
  for (const [index, result] of (expect.toolResults ?? []).entries()) {
    const call = turn.toolCalls[index];
    const status = result.isError ? 'failed' : 'completed';
    if (!call) continue;
    if (call.status !== status) fail(`tool call ${index + 1} (${call.kind}) ends`, status, `${call.status}: ${shown(call.output)}`);
    else if (result.includes !== undefined && !call.output.includes(result.includes)) fail(`tool call ${index + 1} (${call.kind}) shows its result`, `content with ${shown(result.includes)}`, shown(call.output));
  }
  if (expect.lastRequestIncludes !== undefined && facts.lastRequestIncludes !== true) {
    fail('the later prompt sends the earlier turns to the model', `a request containing ${shown(expect.lastRequestIncludes)}`, facts.lastRequestIncludes === false ? 'a request without it' : 'no request');
  }
  for (const [name, wanted] of Object.entries(expect.files ?? {})) {
    const found = facts.files?.[name] ?? false;
    const said = (file: boolean | string) => (typeof file === 'string' ? `present, holding ${shown(file)}` : file ? 'present' : 'absent');
    const holds = typeof wanted === 'string' ? found === wanted : (found !== false) === wanted;
    if (!holds) fail(`${name} in the working directory`, said(wanted), said(found));
  }
  return failures;
}

/**
 * A verdict as an ACP client sees it: a success is `end_turn`; a cancel `cancelled`; a failure a
 * JSON-RPC error answering the prompt, the sign-in one ACP's `auth_required` (-32000). Any other
 * failure is an error that says the prompt failed, after the model was asked (`modelRequests`,
 * when known): a parse, request, method or params error is the agent refusing the prompt, which
 * fails as well whatever the model would have done.
 */
function verdictProblem(kind: VerdictKind, cancelled: boolean | undefined, turn: AcpTurn, modelRequests: number | undefined): { expected: string; got: string } | undefined {
  const end = turn.end;
  const got = !end ? 'no answer to the prompt' : 'error' in end ? `error ${end.error.code ?? '(no code)'}: ${shown(end.error.message)}` : `stopReason ${shown(end.stopReason)}`;
  if (kind === 'success') return end && 'stopReason' in end && end.stopReason === 'end_turn' ? undefined : { expected: 'stopReason "end_turn"', got };
  if (cancelled) return end && 'stopReason' in end && end.stopReason === 'cancelled' ? undefined : { expected: 'stopReason "cancelled"', got };
  if (kind === 'auth-required') return end && 'error' in end && end.error.code === AUTH_REQUIRED ? undefined : { expected: `an error with code ${AUTH_REQUIRED} (auth_required)`, got };
  const expected = 'an error answering the prompt, not a refusal of it (-32700, -32600 to -32602), after the model was asked';
  if (!end || !('error' in end) || REFUSALS.has(end.error.code ?? 0)) return { expected, got };
  if (modelRequests === 0) return { expected, got: `${got}, the model never asked` };
  return undefined;
}

/** JSON-RPC's codes for a request the agent would not take: parse error, invalid request, method not found, invalid params. */
const REFUSALS: ReadonlySet<number> = new Set([-32700, -32600, -32601, -32602]);

/** ACP's error code for "authentication required". */
const AUTH_REQUIRED = -32000;

/**
 * The answer as a client shows it: exactly, or, where the CLI takes streamed text back, at the end
 * and once: ACP v1 cannot take text back, so what was shown before the answer stays, but the answer
 * starts on a line of its own, not run into the abandoned text.
 */
function textShown(expect: Pick<UserExpectation, 'text' | 'retracts'>, text: string): boolean {
  if (!expect.retracts) return text === expect.text;
  const answer = expect.text!;
  if (text === answer) return true;
  const at = text.length - answer.length;
  return at > 0 && text.endsWith(answer) && text.indexOf(answer) === at && text[at - 1] === '\n';
}
