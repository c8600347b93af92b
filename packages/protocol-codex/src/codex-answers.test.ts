import { describe, expect, it } from 'vitest';
import { JsonRpcPeer } from './json-rpc-peer.js';
import { validateMessage } from './protocol-validators.js';
import { answerServerRequest, answerServerRequestsOn } from './codex-answers.js';

const approval = { threadId: 't', turnId: 'u', itemId: 'call_1', startedAtMs: 1, command: 'ls' };
const question = {
  threadId: 't', turnId: 'u', itemId: 'call_q', isBlocking: true,
  questions: [
    { id: 'color', header: 'Color', question: 'Which color should the button be?', options: [{ label: 'Blue', description: 'calm' }] },
    { id: 'size', header: 'Which size?', question: 'Which size?', options: null },
  ],
};

// One test per server request the app-server sends (ANSWERED_SERVER_REQUESTS): how each is answered.
describe('answerServerRequest', () => {
  it('item/commandExecution/requestApproval and item/fileChange/requestApproval: accept when autoApprove, else decline', () => {
    for (const method of ['item/commandExecution/requestApproval', 'item/fileChange/requestApproval']) {
      expect(answerServerRequest(method, approval, { autoApprove: true })).toEqual({ result: { decision: 'accept' }, parts: [] });
      expect(answerServerRequest(method, approval, { autoApprove: false })).toEqual({ result: { decision: 'decline' }, parts: [] });
      expect(answerServerRequest(method, approval)).toEqual({ result: { decision: 'decline' }, parts: [] });
    }
  });

  it('item/tool/requestUserInput: blank answers, and the question surfaced', () => {
    expect(answerServerRequest('item/tool/requestUserInput', question, {}, 4)).toEqual({
      result: { answers: { color: { answers: [] }, size: { answers: [] } } },
      parts: [{ type: 'question', id: 'call_q', text: 'Color: Which color should the button be?\n- Blue\n\nWhich size?' }],
    });
  });

  it("mcpServer/elicitation/request: a server's own form is declined; an MCP tool approval follows autoApprove", () => {
    expect(answerServerRequest('mcpServer/elicitation/request', { serverName: 'm' })).toEqual({ result: { action: 'decline' }, parts: [] });
    expect(answerServerRequest('mcpServer/elicitation/request', { serverName: 'm' }, { autoApprove: true })).toEqual({ result: { action: 'decline' }, parts: [] });
    const approval = { serverName: 'm', mode: 'form', _meta: { codex_approval_kind: 'mcp_tool_call', tool_name: 'lookup' }, requestedSchema: { type: 'object', properties: {} } };
    expect(answerServerRequest('mcpServer/elicitation/request', approval)).toEqual({ result: { action: 'decline' }, parts: [] });
    expect(answerServerRequest('mcpServer/elicitation/request', approval, { autoApprove: true })).toEqual({ result: { action: 'accept', content: {} }, parts: [] });
  });

  it('anything else: JSON-RPC method not found', () => {
    for (const method of ['item/tool/call', 'item/permissions/requestApproval', 'account/chatgptAuthTokens/refresh', 'future/request']) {
      expect(answerServerRequest(method, {})).toEqual({ error: { code: -32601, message: `Method not found: ${method}` }, parts: [] });
    }
  });

  it('every answer matches the response schema of 0.171.0', () => {
    for (const [method, params] of [
      ['item/commandExecution/requestApproval', approval],
      ['item/fileChange/requestApproval', approval],
      ['item/tool/requestUserInput', question],
      ['mcpServer/elicitation/request', {}],
    ] as const) {
      for (const autoApprove of [true, false]) {
        const answer = answerServerRequest(method, params, { autoApprove });
        expect('result' in answer && validateMessage('serverRequestResponse', method, answer.result), method).toEqual({ ok: true, checked: true });
      }
    }
  });

  it('malformed params still get an answer', () => {
    expect(answerServerRequest('item/tool/requestUserInput', null)).toEqual({ result: { answers: {} }, parts: [] });
    expect(answerServerRequest('item/tool/requestUserInput', { questions: [null, { question: 'Why?' }] })).toEqual({
      result: { answers: { '1': { answers: [] } } },
      parts: [{ type: 'question', id: 'question', text: 'Why?' }],
    });
  });

  it('answerServerRequestsOn wires the answers into a peer; other methods get method-not-found', () => {
    const sent: unknown[] = [];
    const peer = new JsonRpcPeer({ send: (l) => sent.push(JSON.parse(l)) });
    answerServerRequestsOn(peer, { autoApprove: true });
    peer.receive(JSON.stringify({ method: 'item/fileChange/requestApproval', id: 0, params: approval }));
    peer.receive(JSON.stringify({ method: 'mcpServer/elicitation/request', id: 1, params: {} }));
    peer.receive(JSON.stringify({ method: 'item/tool/call', id: 2, params: {} }));
    expect(sent).toEqual([
      { id: 0, result: { decision: 'accept' } },
      { id: 1, result: { action: 'decline' } },
      { id: 2, error: { code: -32601, message: 'Method not found: item/tool/call' } },
    ]);
  });
});
