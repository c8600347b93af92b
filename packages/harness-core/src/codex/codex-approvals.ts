/**
 * The app-server's approval requests answered by the caller's `approve` (RoundApprovals): a
 * command, a file change, an MCP tool call. Registered over protocol-codex's in-line answers,
 * which still answer every other request; a request that comes when no turn reads is declined.
 */
import { answerServerRequest, type JsonRpcPeer, type ServerRequestParams } from '@mwh/protocol-codex';
import { asObject, stringField } from '@mwh/protocol-core';
import type { ApprovalRequest } from '../round/round-options.js';
import type { RoundApprovals } from '../round/round-approvals.js';

/** Who answers now: the round's (or the reading turn's) approvals and its idle bound. */
export interface ApprovalTurn {
  approvals: RoundApprovals;
  holdIdle(): () => void;
}

export function askApprovalsOn(peer: Pick<JsonRpcPeer, 'onRequest'>, current: () => ApprovalTurn | undefined): void {
  // A request withdrawn (the turn over, the process gone) is declined: nothing reads the answer.
  const decide = async (request: ApprovalRequest): Promise<boolean> => {
    const turn = current();
    return turn ? ((await turn.approvals.decide(request, () => turn.holdIdle())) ?? false) : false;
  };
  peer.onRequest('item/commandExecution/requestApproval', async (params) => {
    const p = (asObject(params) ?? {}) as Partial<ServerRequestParams<'item/commandExecution/requestApproval'>>;
    const allow = await decide({
      ...(p.itemId ? { toolCallId: p.itemId } : {}),
      toolName: 'shell',
      input: { command: p.command ?? '', cwd: p.cwd ?? null },
      ...(p.reason ? { reason: p.reason } : {}),
    });
    return { decision: allow ? 'accept' : 'decline' };
  });
  peer.onRequest('item/fileChange/requestApproval', async (params) => {
    const p = (asObject(params) ?? {}) as Partial<ServerRequestParams<'item/fileChange/requestApproval'>>;
    const allow = await decide({
      ...(p.itemId ? { toolCallId: p.itemId } : {}),
      toolName: 'apply_patch',
      input: { grantRoot: p.grantRoot ?? null },
      ...(p.reason ? { reason: p.reason } : {}),
    });
    return { decision: allow ? 'accept' : 'decline' };
  });
  peer.onRequest('mcpServer/elicitation/request', async (params, id) => {
    // Only codex's own question whether an MCP tool may run is an approval; a server's form
    // asks for input nobody here gives, and is declined as protocol-codex declines it.
    if (stringField(asObject(params)?._meta, 'codex_approval_kind') !== 'mcp_tool_call') {
      const answer = answerServerRequest('mcpServer/elicitation/request', params, {}, id);
      return 'result' in answer ? answer.result : { action: 'decline' };
    }
    const allow = await decide({ toolName: 'mcp', input: asObject(params)?._meta ?? {}, ...(stringField(params, 'message') ? { reason: stringField(params, 'message')! } : {}) });
    return allow ? { action: 'accept', content: {} } : { action: 'decline' };
  });
}
