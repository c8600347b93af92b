import { describe, expect, it } from 'vitest';
import { ACP_UNSEEN, acpNotApplicable, checkAcpSetUp, checkAcpTurn } from './acp-judge.js';
import type { AcpTurn } from './acp-turns.js';
import { roundScenarios } from '../kit/kits.js';

function turn(fields: Partial<AcpTurn>): AcpTurn {
  return { sessionId: 's1', end: { stopReason: 'end_turn' }, text: '', firstText: undefined, reasoning: '', toolCalls: [], permissions: [], order: { firstText: -1, cancel: -1, end: 0 }, lateUpdates: 0, loaded: false, ...fields };
}
const AGENT = { loadSession: true, image: true, mcpHttp: true };

describe('checkAcpTurn', () => {
  it('passes a turn that shows what the scenario expects', () => {
    const seen = turn({ text: 'Done.', toolCalls: [{ toolCallId: 't', kind: 'execute', title: 'echo', status: 'completed', output: 'conformance-ok' }] });
    expect(checkAcpTurn({ verdict: 'success', text: 'Done.', toolCalls: ['Bash'], toolResults: [{ isError: false, includes: 'conformance-ok' }], usage: true }, seen, {})).toEqual([]);
  });

  it('says what differed: doubled text, the tool kind, a failure not answered as auth_required', () => {
    const seen = turn({ text: 'PartThe whole.', end: { error: { code: -32603, message: 'Internal error' } }, lateUpdates: 2, toolCalls: [{ toolCallId: 't', kind: 'read', title: 'x', status: 'completed', output: '' }] });
    const failures = checkAcpTurn({ verdict: 'auth-required', text: 'The whole.', toolCalls: ['Bash'] }, seen, {});
    expect(failures.map((failure) => failure.expectation)).toEqual(['how the prompt ends', 'text, exactly once (agent_message_chunk)', 'tool calls in order (their kinds)']);
    expect(failures[0]!.got).toBe('error -32603: "Internal error"');
  });

  it('where the CLI takes text back, wants the answer last and once: ACP cannot take the abandoned text back', () => {
    const expected = { verdict: 'success', text: 'The whole.', retracts: true } as const;
    expect(checkAcpTurn(expected, turn({ text: 'Part\n\n(taken back)\n\nThe whole.' }), {})).toEqual([]);
    expect(checkAcpTurn(expected, turn({ text: 'The whole.' }), {})).toEqual([]);
    // The answer never shown, shown twice, or run into the abandoned text (not on a line of its own).
    for (const text of ['Part', 'The whole.The whole.', 'The whole. More', 'PartThe whole.', 'Part The whole.']) {
      expect(checkAcpTurn(expected, turn({ text }), {}).map((failure) => failure.expectation)).toEqual(['text, once, last (agent_message_chunk)']);
    }
  });

  it('takes a failure as an error that says the prompt failed after the model was asked, not as a refusal of the prompt', () => {
    const failed = { verdict: 'failed' } as const;
    expect(checkAcpTurn(failed, turn({ end: { error: { code: -32603, message: 'Internal error' } } }), { modelRequests: 1 })).toEqual([]);
    for (const code of [-32700, -32600, -32601, -32602]) {
      expect(checkAcpTurn(failed, turn({ end: { error: { code, message: 'no' } } }), { modelRequests: 1 }).map((f) => f.expectation)).toEqual(['how the prompt ends']);
    }
    // An error before the model was asked shows nothing of how the agent reports the model's failure.
    expect(checkAcpTurn(failed, turn({ end: { error: { code: -32603, message: 'Internal error' } } }), { modelRequests: 0 })[0]!.got).toMatch(/the model never asked/);
    expect(checkAcpTurn(failed, turn({}), { modelRequests: 1 })[0]!.got).toBe('stopReason "end_turn"');
  });

  it('leaves out what ACP cannot show: the session, which the client names itself', () => {
    expect(ACP_UNSEEN.session).toMatch(/session\/new/);
    expect(checkAcpTurn({ verdict: 'success', session: true }, turn({ sessionId: 'anything' }), {})).toEqual([]);
  });

  it('takes a cancel as the stop reason cancelled', () => {
    expect(checkAcpTurn({ verdict: 'incomplete', cancelled: true, text: 'Partial ' }, turn({ text: 'Partial ', end: { stopReason: 'cancelled' } }), {})).toEqual([]);
    expect(checkAcpTurn({ verdict: 'incomplete', cancelled: true }, turn({}), {})[0]!.expected).toBe('stopReason "cancelled"');
  });
});

describe('checkAcpSetUp', () => {
  const observed = { modelRequests: 2, unservedReplies: 0 };
  it('fails an agent that asks the client no permission where the CLI asks one, and one that ends the turn on a rejection', () => {
    expect(checkAcpSetUp([{ kind: 'request-answered' }], turn({}), observed).failed[0]!.got).toBe('no request');
    const rejected = turn({ permissions: [{ toolCallId: 't', answer: 'reject_once' }] });
    expect(checkAcpSetUp([{ kind: 'script-served' }, { kind: 'request-answered' }], rejected, { modelRequests: 1, unservedReplies: 1 }).failed.map((f) => f.expectation)).toEqual(['the turn goes on after the permission was answered']);
  });

  it('wants a later prompt in a new agent process to follow a session/load answered with a result', () => {
    expect(checkAcpSetUp([{ kind: 'resumed' }], turn({ loaded: true }), observed).failed).toEqual([]);
    expect(checkAcpSetUp([{ kind: 'resumed' }], turn({ loaded: false }), observed).failed.map((f) => f.got)).toEqual(['not loaded']);
    // In one process (a conversation) there is nothing to load.
    expect(checkAcpSetUp([{ kind: 'resumed' }], turn({ loaded: false }), observed, false).failed).toEqual([]);
  });

  it('is not set up when the prompt was answered before the cancel or the break came before any text', () => {
    expect(checkAcpSetUp([{ kind: 'cancel-after-text' }], turn({ order: { firstText: 2, cancel: -1, end: 3 } }), observed).notSetUp).toEqual(['the prompt was answered before the cancel went out']);
    expect(checkAcpSetUp([{ kind: 'text-before-break', text: 'Partial answer' }], turn({ firstText: 'The whole' }), observed).notSetUp).toHaveLength(1);
    expect(checkAcpSetUp([{ kind: 'script-served' }], turn({}), { modelRequests: 1, unservedReplies: 1 }).notSetUp).toHaveLength(1);
  });
});

describe('acpNotApplicable', () => {
  const scenario = (harness: 'claude' | 'codex', name: string) => roundScenarios(harness).find((candidate) => candidate.name === name)!;
  it("names what ACP or the agent cannot take, and nothing for the rest of the catalogue", () => {
    expect(acpNotApplicable(scenario('codex', 'user-input-request'), AGENT)).toMatch(/elicitation/);
    expect(acpNotApplicable(scenario('claude', 'resume'), { ...AGENT, loadSession: false })).toMatch(/session\/load/);
    expect(acpNotApplicable(scenario('claude', 'several-turns'), { ...AGENT, loadSession: false })).toBeUndefined();
    expect(acpNotApplicable(scenario('claude', 'image-input'), { ...AGENT, image: false })).toMatch(/images/);
    expect(acpNotApplicable(scenario('codex', 'mcp-tools'), { ...AGENT, mcpHttp: false })).toMatch(/HTTP/);
    const applicable = [...roundScenarios('claude'), ...roundScenarios('codex')].filter((candidate) => acpNotApplicable(candidate, AGENT) === undefined);
    expect(applicable).toHaveLength(44);
  });
});
