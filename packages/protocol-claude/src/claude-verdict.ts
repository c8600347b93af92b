/**
 * How a Claude round ended, decided only once the process has exited and its stderr is read, so a
 * failure always carries the CLI's own account of it. A pure function of what the reader saw and
 * of the process outcome; each branch is one row of "How a failed round reaches the thread".
 */
import { describeExit, processFields, unexplained, type ProcessOutcome, type Verdict } from '@mwh/protocol-core';
import type { ResultMessage } from './generated/claude-output-types.js';
import { toUsage } from './claude-usage.js';

/** What the reader gathered from the stream that the verdict depends on. */
export interface ClaudeRoundFacts {
  /** The last `result` line: the CLI's own verdict. */
  result?: ResultMessage;
  /**
   * The last synthetic assistant message (model "<synthetic>"): the CLI's own notice, such as the
   * text of an API failure. Never the answer.
   */
  notice?: { text: string; error?: string; status?: number };
  /** Whether the round produced an answer: text, reasoning, a tool call or a tool result. */
  producedOutput: boolean;
  /**
   * The CLI's own line saying the user interrupted the turn (`[Request interrupted by user]`,
   * `... for tool use]`), on the main thread: before 2.1.269 a result says so by nothing else
   * (no terminal_reason; 2.1.29 writes error_during_execution with is_error false).
   */
  interrupted?: boolean;
}

const RESUME_NOT_FOUND = /No conversation found with session ID/i;
// The CLI's phrases for a credential it cannot use, as printed by 2.1.269 to 2.1.332.
const AUTH_PHRASES =
  /Not logged in|Invalid API key|Failed to authenticate|authentication_failed|OAuth token has expired|Please run \/login/i;
/**
 * Why the CLI's loop ended when its turn was interrupted (a control_request interrupt, SIGINT),
 * while the model streamed or while tools ran; 2.1.269 to 2.1.332 write the first in the
 * interrupted-* fixtures.
 */
const INTERRUPTED = new Set(['aborted_streaming', 'aborted_tools']);
/**
 * An `errors` entry that is the CLI's own state dump, not an error: 2.1.269 to 2.1.332 end every
 * interrupted turn with `[ede_diagnostic] result_type=user last_content_type=n/a stop_reason=null`.
 */
const DIAGNOSTIC = /^\[ede_diagnostic\]/;

export function decideClaudeVerdict(facts: ClaudeRoundFacts, outcome: ProcessOutcome): Verdict {
  const { result, notice } = facts;
  if (outcome.spawnError) return verdictOf('not-started', outcome.spawnError.message, outcome, result, outcome.spawnError);
  const cleanSuccess = result !== undefined && !isErrorResult(result);
  if (!cleanSuccess) {
    const resumeMissing = findResumeNotFound(result, outcome.stderr);
    if (resumeMissing) return verdictOf('resume-not-found', resumeMissing, outcome, result);
    const auth = findAuthFailure(facts, outcome.stderr);
    if (auth) return verdictOf('auth-required', auth, outcome, result);
  }
  const cause = outcome.stdinError;
  // Interrupted, the turn was cut off rather than failed: incomplete, as codex's interrupted turn is.
  if (result && interruptedTurn(facts, result)) {
    const said = nonEmpty(result.result) ?? nonEmpty(errorsText(result));
    if (said) return verdictOf('incomplete', said, outcome, result, cause);
    return unexplained(verdictOf('incomplete', 'The turn was interrupted.', outcome, result, cause));
  }
  if (result && !cleanSuccess) return verdictOf('failed', errorText(result, notice), outcome, result, cause);
  if (result) {
    const verdict = verdictOf('success', result.result ?? '', outcome, result);
    const warning = successWarning(outcome);
    if (warning) verdict.warning = warning;
    return verdict;
  }
  // With output, the CLI did read the message: a later write (an answer to a control request) broke.
  if (outcome.stdinError && !facts.producedOutput) {
    const message = `Claude Code exited before it read the message (writing to its stdin failed: ${outcome.stdinError.message}).`;
    return unexplained(verdictOf('failed', message, outcome, result, cause));
  }
  if (exitedAbnormally(outcome) && !facts.producedOutput) {
    if (notice) return verdictOf('failed', notice.text, outcome, result);
    return unexplained(verdictOf('failed', `Claude Code ${describeExit(outcome, 'ended')} and wrote no result.`, outcome, result));
  }
  if (notice) return verdictOf('incomplete', notice.text, outcome, result, cause);
  return unexplained(verdictOf('incomplete', `Claude Code ${describeExit(outcome, 'ended')} without a closing result.`, outcome, result, cause));
}

/**
 * A verdict built field by field, in one order: spreading a base whose fields vary (set or not
 * by the result) into a new object took several microseconds a round, as long as reading a
 * short round's lines.
 */
function verdictOf(kind: Verdict['kind'], message: string, outcome: ProcessOutcome, result: ResultMessage | undefined, cause?: Verdict['cause']): Verdict {
  const fields = processFields(outcome);
  const verdict: Verdict = { kind, message, exitCode: fields.exitCode, signal: fields.signal, stderrTail: fields.stderrTail };
  if (result) {
    verdict.subtype = result.subtype;
    if (typeof result.is_error === 'boolean') verdict.isError = result.is_error;
    if (typeof result.total_cost_usd === 'number') verdict.costUsd = result.total_cost_usd;
    if (typeof result.duration_ms === 'number') verdict.durationMs = result.duration_ms;
    if (typeof result.num_turns === 'number') verdict.numTurns = result.num_turns;
    if (result.usage) verdict.usage = toUsage(result.usage);
  }
  if (cause) verdict.cause = cause;
  return verdict;
}

/** Whether the turn ended because it was interrupted: an error result the CLI or the stream says was cut off. */
export function interruptedTurn(facts: ClaudeRoundFacts, result: ResultMessage): boolean {
  return isErrorResult(result) && (INTERRUPTED.has(result.terminal_reason ?? '') || facts.interrupted === true);
}

/** An error verdict: is_error, a subtype other than success, or any API error status. */
export function isErrorResult(result: ResultMessage): boolean {
  return result.is_error === true || result.subtype !== 'success' || typeof result.api_error_status === 'number';
}

function findResumeNotFound(result: ResultMessage | undefined, stderr: string): string | undefined {
  return result?.errors?.find((e) => RESUME_NOT_FOUND.test(e)) ?? lineMatching(stderr, RESUME_NOT_FOUND);
}

function findAuthFailure(facts: ClaudeRoundFacts, stderr: string): string | undefined {
  const { result, notice } = facts;
  const said = nonEmpty(result?.result) ?? nonEmpty(errorsText(result)) ?? nonEmpty(notice?.text);
  const byCode =
    result?.api_error_status === 401 ||
    result?.api_error_type === 'authentication_error' ||
    notice?.status === 401 ||
    notice?.error === 'authentication_failed';
  if (byCode) return said ?? lineMatching(stderr, AUTH_PHRASES) ?? 'Claude Code could not authenticate.';
  if (result?.result && AUTH_PHRASES.test(result.result)) return result.result;
  for (const text of result?.errors ?? []) if (text && AUTH_PHRASES.test(text)) return text;
  if (notice?.text && AUTH_PHRASES.test(notice.text)) return notice.text;
  return lineMatching(stderr, AUTH_PHRASES);
}

function errorText(result: ResultMessage, notice: ClaudeRoundFacts['notice']): string {
  return (
    nonEmpty(result.result) ??
    nonEmpty(errorsText(result)) ??
    nonEmpty(notice?.text) ??
    nonEmpty(resultError(result)) ??
    `Claude Code ended the turn with ${result.subtype}.`
  );
}

/**
 * A result's own `error` member, which no version's schema names but streams in the wild carry
 * (`"error":"Rate limit exceeded. ..."` beside an empty `result`): the CLI's words beat mwh's.
 */
function resultError(result: ResultMessage): string | undefined {
  const error = (result as { error?: unknown }).error;
  return typeof error === 'string' ? error : undefined;
}

/** The result's errors that say something to a person, one a line: the CLI's diagnostics left out. */
function errorsText(result: ResultMessage | undefined): string | undefined {
  return result?.errors?.filter((text) => !DIAGNOSTIC.test(text)).join('\n');
}

function successWarning(outcome: ProcessOutcome): string | undefined {
  const notes: string[] = [];
  if (exitedAbnormally(outcome)) notes.push(`Claude Code ${describeExit(outcome, 'ended')} after a successful result.`);
  if (outcome.stdinError) notes.push(`Writing to its stdin failed: ${outcome.stdinError.message}.`);
  return notes.length ? notes.join(' ') : undefined;
}

function exitedAbnormally(outcome: ProcessOutcome): boolean {
  return (outcome.exitCode !== null && outcome.exitCode !== 0) || outcome.signal !== null;
}


/** The first line of `text` that matches, trimmed: read line by line, so a long stderr is not split into an array of every line. */
function lineMatching(text: string, pattern: RegExp): string | undefined {
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end).trim();
    if (pattern.test(line)) return line;
    start = end + 1;
  }
  return undefined;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text && text.trim() !== '' ? text : undefined;
}
