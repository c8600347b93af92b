/**
 * What reads a Claude Code process, loaded by a round (claude-round.ts) right after its spawn so
 * protocol-claude's decoder, reader and generated validators compile while the CLI boots: those,
 * and what the harness does with a line besides reading it.
 */
import { answerControlRequest, encodePermissionResponse, type DecodedLine } from '@mwh/protocol-claude';
import type { CliProcess } from '../process/process-runner.js';
import type { RoundApprovals } from '../round/round-approvals.js';

export { ClaudeRoundReader, StreamJsonDecoder } from '@mwh/protocol-claude';

/**
 * What the harness does with a line besides reading it: a control request is answered (the
 * reader leaves control traffic out, live as in replay), unless the caller decides it and the
 * CLI withdraws it first (`control_cancel_request`: then nothing answers it); the init line tells
 * the CLI's version; a `result` ends the turn.
 */
export function harnessLine(line: DecodedLine, proc: CliProcess, approvals: RoundApprovals, holdIdle: () => () => void, onVersion: (version: string) => void): 'result' | 'read' {
  if (line.kind !== 'event') return 'read';
  if (line.key === 'control_request') {
    const { request_id: id, request } = line.message;
    if (request.subtype === 'can_use_tool' && approvals.asks) {
      const input = request.input ?? {};
      const reason = request.title ?? request.decision_reason;
      void approvals
        .decide({ ...(request.tool_use_id ? { toolCallId: request.tool_use_id } : {}), toolName: request.tool_name ?? 'tool', input, ...(reason ? { reason } : {}) }, holdIdle, id)
        .then((allow) => {
          if (allow === undefined) return;
          void proc.write(
            allow
              ? encodePermissionResponse(id, { behavior: 'allow', updatedInput: input })
              : encodePermissionResponse(id, { behavior: 'deny', message: `${request.tool_name ?? 'This tool'} was not approved.` }),
          );
        });
    } else void proc.write(answerControlRequest(line.message, { autoApprove: approvals.autoApprove }));
  } else if (line.key === 'control_cancel_request') approvals.withdraw(line.message.request_id);
  else if (line.key === 'system/init' && line.message.claude_code_version) onVersion(line.message.claude_code_version);
  return line.key === 'result' ? 'result' : 'read';
}
