/**
 * A failed round rendered for a person, in Markdown: what was streamed stays above (a code
 * block it left open closed), then one sentence in their language, then the CLI's verdict and
 * the tail of its stderr verbatim, each in a fence the fenced text cannot close.
 */
import { Redactor } from '@mwh/protocol-core';
import type { Verdict } from '@mwh/protocol-core';
import { failureTexts, type FailureSentence } from './failure-text.js';
import { ABORT_CAUSE, IDLE_CAUSE, STDIN_CAUSE, idleBoundOf } from './verdict-causes.js';
import { LAST_NOTICE, RETRY_CAUSE } from './retry-bound.js';

export interface RenderFailureOptions {
  /** `de*` renders German, anything else English. */
  locale?: string;
  /** The text the round streamed before it failed; kept above the failure. */
  streamedText?: string;
  /** Redacted once more here, for verdicts that did not come through a round. */
  secrets?: readonly string[];
}

/** A backtick fence longer than any backtick run in `text`, so the text cannot close it. */
export function fence(text: string, info = 'text'): string {
  // A loop, not Math.max(...runs): text of a few hundred thousand runs overflowed the stack.
  let longest = 0;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return `${ticks}${info}\n${text.replace(/\n$/, '')}\n${ticks}`;
}

/**
 * Closes a Markdown code fence the text leaves open (streaming stopped inside a code block),
 * so what follows it is read as Markdown again. CommonMark: a fence is three or more backticks
 * or tildes indented at most three spaces, and only a run of the same character at least as
 * long, with nothing after it, closes it.
 */
export function closeOpenFence(text: string): string {
  let open: { char: string; length: number } | undefined;
  for (const line of text.split('\n')) {
    const match = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line.replace(/\r$/, ''));
    if (!match) continue;
    const run = match[1]!;
    const rest = match[2]!;
    if (!open) {
      // A backtick fence's info string holds no backtick (else it is inline code).
      if (run[0] === '`' && rest.includes('`')) continue;
      open = { char: run[0]!, length: run.length };
    } else if (run[0] === open.char && run.length >= open.length && rest.trim() === '') {
      open = undefined;
    }
  }
  return open ? `${text}\n${open.char.repeat(open.length)}` : text;
}

/** Which sentence explains a verdict. */
export function failureSentence(verdict: Verdict): FailureSentence {
  const cause = verdict.cause;
  if (cause?.name === IDLE_CAUSE) return 'idle';
  if (cause?.name === ABORT_CAUSE) return 'cancelled';
  if (verdict.kind === 'failed' && (cause?.name === STDIN_CAUSE || cause?.code === 'EPIPE')) return 'stdin-closed';
  if (verdict.kind === 'success' || verdict.kind === 'resume-not-found') return 'failed';
  // "Reported an error" would be untrue: the CLI gave none.
  if (verdict.kind === 'failed' && verdict.unexplained) return 'ended';
  return verdict.kind;
}

export function renderFailure(verdict: Verdict, options: RenderFailureOptions = {}): string {
  const texts = failureTexts(options.locale);
  const redactor = new Redactor(options.secrets ?? []);
  const blocks: string[] = [];
  const streamed = options.streamedText?.trimEnd();
  if (streamed) blocks.push(closeOpenFence(redactor.redact(streamed)));

  const bound = idleBoundOf(verdict.cause);
  let sentence = bound ? texts.idleFor(bound.amount, bound.unit) : texts.sentences[failureSentence(verdict)];
  if (verdict.exitCode !== null && verdict.exitCode !== 0) sentence += ` ${texts.exitCode(verdict.exitCode)}`;
  else if (verdict.signal) sentence += ` ${texts.signal(verdict.signal)}`;
  blocks.push(sentence);

  // A cancel (the caller's doing) and the idle bound (mwh's own timer) are no part of what the
  // CLI reported: abortedVerdict and idleVerdict put their text before the CLI's account. The
  // sentence above says a cancel whole, and the idle bound's when its cause carries the bound (in
  // the reader's language); an idle cause without it has its text follow as mwh's own finding.
  // The retry bound's finding (mwh stopped a CLI that kept retrying) is mwh's too: only the CLI's
  // last notice, which follows it, is what the CLI reported.
  const name = verdict.cause?.name;
  const own = name === ABORT_CAUSE || name === IDLE_CAUSE || name === RETRY_CAUSE ? verdict.cause!.message : undefined;
  // Redacted as the account is: a verdict that did not come through a round may carry anything.
  if (own && ((name === IDLE_CAUSE && !bound) || name === RETRY_CAUSE)) blocks.push(redactor.redact(own));
  let reported = own && verdict.message.startsWith(own) ? verdict.message.slice(own.length) : verdict.message;
  if (name === RETRY_CAUSE && reported.startsWith(LAST_NOTICE)) reported = reported.slice(LAST_NOTICE.length);
  reported = own ? reported.trim() : reported;
  const account = [reported, verdict.cause && !own && !verdict.message.includes(verdict.cause.message) ? `${verdict.cause.name}: ${verdict.cause.message}` : '']
    .filter((s) => s && s.trim())
    .join('\n');
  if (account) blocks.push(`${verdict.unexplained ? texts.endLabel : texts.verdictLabel}:\n\n${fence(redactor.redact(account))}`);
  const stderr = verdict.stderrTail.trimEnd();
  if (stderr) blocks.push(`${texts.stderrLabel}:\n\n${fence(redactor.redact(stderr))}`);
  return blocks.join('\n\n') + '\n';
}
