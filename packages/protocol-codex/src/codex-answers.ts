/**
 * Answers to the app-server's requests, given in-line so the CLI never waits on a human who is
 * not there (an unanswered server request blocks the turn forever). Pure: the same answer for
 * the same request, plus the parts the round should surface (a question for the user).
 */
import type { ContentPart } from '@mwh/protocol-core';
import { JSON_RPC_METHOD_NOT_FOUND } from './json-rpc-error.js';
import type { JsonRpcErrorObject, RequestId } from './json-rpc-message.js';
import type { JsonRpcPeer } from './json-rpc-peer.js';
import type { ServerRequestResponse } from './protocol-messages.js';
import { arrayField, asObject, stringField } from '@mwh/protocol-core';

export interface AnswerOptions {
  /** Accept command, file-change and MCP tool approvals; otherwise they are declined. */
  autoApprove?: boolean;
}

export type ServerRequestAnswer = ({ result: unknown } | { error: JsonRpcErrorObject }) & {
  /** What the round shows for this request; the live reader yields the same parts. */
  parts: ContentPart[];
};

/** The methods answered with something other than method-not-found. */
export const ANSWERED_SERVER_REQUESTS = [
  'item/commandExecution/requestApproval',
  'item/fileChange/requestApproval',
  'item/tool/requestUserInput',
  'mcpServer/elicitation/request',
] as const;

export function answerServerRequest(
  method: string,
  params: unknown,
  options: AnswerOptions = {},
  id?: RequestId,
): ServerRequestAnswer {
  switch (method) {
    case 'item/commandExecution/requestApproval': {
      const result: ServerRequestResponse<'item/commandExecution/requestApproval'> = {
        decision: options.autoApprove ? 'accept' : 'decline',
      };
      return { result, parts: [] };
    }
    case 'item/fileChange/requestApproval': {
      const result: ServerRequestResponse<'item/fileChange/requestApproval'> = {
        decision: options.autoApprove ? 'accept' : 'decline',
      };
      return { result, parts: [] };
    }
    case 'item/tool/requestUserInput': {
      const questions = userInputQuestions(params);
      // Every question answered with nothing: the user answers in the next message instead.
      const answers: ServerRequestResponse<'item/tool/requestUserInput'>['answers'] = {};
      for (const q of questions) answers[q.id] = { answers: [] };
      const result: ServerRequestResponse<'item/tool/requestUserInput'> = { answers };
      const text = questions.map(formatQuestion).filter(Boolean).join('\n\n');
      const partId = stringField(params, 'itemId') ?? (id !== undefined ? String(id) : 'question');
      return { result, parts: text ? [{ type: 'question', id: partId, text }] : [] };
    }
    case 'mcpServer/elicitation/request': {
      // codex asks whether an MCP tool may run as an elicitation of its own (0.17x): that is an
      // approval like a command's. A server's own form asks for input nobody here can give.
      const approval = stringField(asObject(params)?._meta, 'codex_approval_kind') === 'mcp_tool_call';
      const result: ServerRequestResponse<'mcpServer/elicitation/request'> = approval && options.autoApprove ? { action: 'accept', content: {} } : { action: 'decline' };
      return { result, parts: [] };
    }
    default:
      // The CLI treats method-not-found as declined.
      return { error: { code: JSON_RPC_METHOD_NOT_FOUND, message: `Method not found: ${method}` }, parts: [] };
  }
}

/**
 * Registers the answers on a peer. Requests of other methods fall through to the peer's own
 * method-not-found answer. Parts are not passed on here: the reader yields them from the stream.
 */
export function answerServerRequestsOn(peer: Pick<JsonRpcPeer, 'onRequest'>, options: AnswerOptions = {}): void {
  for (const method of ANSWERED_SERVER_REQUESTS) {
    peer.onRequest(method, (params, id) => {
      const answer = answerServerRequest(method, params, options, id);
      // Only the default branch answers with an error, and it is never reached here.
      return 'result' in answer ? answer.result : null;
    });
  }
}

interface Question {
  id: string;
  header: string;
  question: string;
  options: string[];
}

function userInputQuestions(params: unknown): Question[] {
  return arrayField(params, 'questions').flatMap((q, index): Question[] => {
    if (!asObject(q)) return [];
    return [
      {
        id: stringField(q, 'id') ?? String(index),
        header: stringField(q, 'header') ?? '',
        question: stringField(q, 'question') ?? '',
        options: arrayField(q, 'options')
          .map((o) => stringField(o, 'label') ?? '')
          .filter(Boolean),
      },
    ];
  });
}

function formatQuestion(q: Question): string {
  const head = q.header && q.header !== q.question ? `${q.header}: ` : '';
  const options = q.options.length ? `\n${q.options.map((o) => `- ${o}`).join('\n')}` : '';
  return `${head}${q.question}${options}`.trim();
}
