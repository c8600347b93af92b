/**
 * A round that did not succeed, as the JSON-RPC error `session/prompt` answers with: the message
 * is harness-core's failure sentence (with the CLI's exit) and what the CLI said, bounded; `data`
 * holds the verdict (already redacted by the round) and the failure as Markdown for a person. A
 * round the CLI refused for want of a sign-in is ACP's auth-required error.
 */
import { RequestError } from '@agentclientprotocol/sdk';
import { renderFailure } from '@mwh/harness-core';
import type { Verdict } from '@mwh/protocol-core';

/** Characters of the CLI's own message in the error's message; the whole of it is in `data`. */
const MESSAGE_CHARS = 1000;
/** Characters of the stderr tail kept in `data`. */
const STDERR_CHARS = 4000;

const AUTH_REQUIRED = -32000;
const INTERNAL_ERROR = -32603;

export function roundError(verdict: Verdict, locale?: string): RequestError {
  const markdown = renderFailure(verdict, locale ? { locale } : {});
  // renderFailure's first block is the sentence when no streamed text is given.
  const sentence = markdown.split('\n\n')[0] ?? verdict.kind;
  const said = bounded(verdict.message.trim(), MESSAGE_CHARS);
  const message = said && !sentence.includes(said) ? `${sentence} ${said}` : sentence;
  const data = {
    verdict: {
      kind: verdict.kind,
      message: verdict.message,
      exitCode: verdict.exitCode,
      signal: verdict.signal,
      stderrTail: bounded(verdict.stderrTail, STDERR_CHARS, true),
      ...(verdict.cause ? { cause: { name: verdict.cause.name, message: verdict.cause.message } } : {}),
      // The message is the reader's account of how the CLI ended, not the CLI's own.
      ...(verdict.unexplained ? { unexplained: true } : {}),
    },
    markdown,
  };
  return new RequestError(verdict.kind === 'auth-required' ? AUTH_REQUIRED : INTERNAL_ERROR, message, data);
}

function bounded(text: string, chars: number, tail = false): string {
  if (text.length <= chars) return text;
  return tail ? `…${text.slice(text.length - chars)}` : `${text.slice(0, chars)}…`;
}
