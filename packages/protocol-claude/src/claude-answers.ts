/**
 * Answers to Claude Code's control requests, given in-line so the CLI never waits on a human who
 * is not there (it waits for an answer to each request, so one left unanswered stalls the round).
 * Pure: the same line for the same request; the harness writes it to the CLI's stdin.
 */
import type { ControlRequest } from './generated/claude-output-types.js';
import { encodeControlError, encodePermissionResponse } from './stream-json-encoder.js';

export interface AnswerOptions {
  /** Allow the tools the CLI asks about (`can_use_tool`); otherwise each is denied, saying why. */
  autoApprove?: boolean;
}

/** The request subtypes answered with something other than an error. */
export const ANSWERED_CONTROL_REQUESTS = ['can_use_tool'] as const;

/**
 * The line that answers one `control_request`: a permission prompt is allowed or denied by
 * `autoApprove`; any other request gets an error answer, which the CLI takes as refused.
 */
export function answerControlRequest(message: Pick<ControlRequest, 'request_id' | 'request'>, options: AnswerOptions = {}): string {
  const { request_id: id, request } = message;
  if (request.subtype === 'can_use_tool') {
    return options.autoApprove
      ? encodePermissionResponse(id, { behavior: 'allow', updatedInput: request.input ?? {} })
      : encodePermissionResponse(id, {
          behavior: 'deny',
          message: `${request.tool_name ?? 'This tool'} needs approval, and this harness does not approve tools automatically.`,
        });
  }
  return encodeControlError(id, `Unsupported control request: ${request.subtype}`);
}
