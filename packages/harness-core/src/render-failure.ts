/**
 * A failed round rendered for a person, in Markdown: what was streamed stays above, then one
 * sentence in their language, then the CLI's verdict and the tail of its stderr verbatim,
 * each in a fence the fenced text cannot close.
 */
import { Redactor } from '@mwh/protocol-core';
import type { Verdict } from '@mwh/protocol-core';
import { failureTexts, type FailureSentence } from './failure-text.js';
import { ABORT_CAUSE, IDLE_CAUSE, STDIN_CAUSE } from './verdict-causes.js';

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
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return `${ticks}${info}\n${text.replace(/\n$/, '')}\n${ticks}`;
}

/** Which sentence explains a verdict. */
export function failureSentence(verdict: Verdict): FailureSentence {
  const cause = verdict.cause;
  if (cause?.name === IDLE_CAUSE) return 'idle';
  if (cause?.name === ABORT_CAUSE) return 'cancelled';
  if (verdict.kind === 'failed' && (cause?.name === STDIN_CAUSE || cause?.code === 'EPIPE')) return 'stdin-closed';
  if (verdict.kind === 'success' || verdict.kind === 'resume-not-found') return 'failed';
  return verdict.kind;
}

export function renderFailure(verdict: Verdict, options: RenderFailureOptions = {}): string {
  const texts = failureTexts(options.locale);
  const redactor = new Redactor(options.secrets ?? []);
  const blocks: string[] = [];
  const streamed = options.streamedText?.trimEnd();
  if (streamed) blocks.push(redactor.redact(streamed));

  let sentence = texts.sentences[failureSentence(verdict)];
  if (verdict.exitCode !== null && verdict.exitCode !== 0) sentence += ` ${texts.exitCode(verdict.exitCode)}`;
  else if (verdict.signal) sentence += ` ${texts.signal(verdict.signal)}`;
  blocks.push(sentence);

  const account = [verdict.message, verdict.cause && !verdict.message.includes(verdict.cause.message) ? `${verdict.cause.name}: ${verdict.cause.message}` : '']
    .filter((s) => s && s.trim())
    .join('\n');
  if (account) blocks.push(`${texts.verdictLabel}:\n\n${fence(redactor.redact(account))}`);
  const stderr = verdict.stderrTail.trimEnd();
  if (stderr) blocks.push(`${texts.stderrLabel}:\n\n${fence(redactor.redact(stderr))}`);
  return blocks.join('\n\n') + '\n';
}
