/**
 * Reading what a client sent the Messages API mock: the conversation, its text, and the tool
 * results it sent back, so a test can assert on them without knowing the body's layout.
 */
import type { MockRequest } from './anthropic-mock-script.js';

export interface SentMessage {
  role: string;
  content: SentBlock[];
}

export type SentBlock = Record<string, unknown> & { type: string };

/** The request's `messages`, each with its content as a list of blocks (a string becomes one text block). */
export function sentMessages(request: MockRequest): SentMessage[] {
  const body = request.body as { messages?: unknown } | undefined;
  if (!Array.isArray(body?.messages)) return [];
  return body.messages.map((message: { role?: unknown; content?: unknown }) => ({
    role: String(message.role),
    content:
      typeof message.content === 'string'
        ? [{ type: 'text', text: message.content }]
        : Array.isArray(message.content)
          ? (message.content as SentBlock[])
          : [],
  }));
}

/** Every text block of one role (or all roles), in order. */
export function sentTexts(request: MockRequest, role?: string): string[] {
  return sentMessages(request)
    .filter((message) => role === undefined || message.role === role)
    .flatMap((message) => message.content.filter((block) => block.type === 'text').map((block) => String(block.text)));
}

export interface SentToolResult {
  toolUseId: string;
  isError: boolean;
  /** The result's text: a string content as is, text blocks joined. */
  text: string;
}

/** The tool results the request sends back, in order. */
export function sentToolResults(request: MockRequest): SentToolResult[] {
  return sentMessages(request).flatMap((message) =>
    message.content
      .filter((block) => block.type === 'tool_result')
      .map((block) => ({
        toolUseId: String(block.tool_use_id),
        isError: block.is_error === true,
        text: typeof block.content === 'string' ? block.content : Array.isArray(block.content) ? block.content.map((part: { text?: unknown }) => String(part.text ?? '')).join('') : '',
      })),
  );
}
