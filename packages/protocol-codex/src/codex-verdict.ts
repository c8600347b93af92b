/**
 * How a Codex round ended, decided from what the reader saw and what the process did. The
 * order of evidence: the CLI's own turn/completed, then a resume that found no rollout, then a
 * final (not retried) error, then a failed request, then the bare process exit.
 */
import { describeExit, processFields, unexplained, type ProcessOutcome, type Usage, type Verdict } from '@mwh/protocol-core';
import { asObject } from '@mwh/protocol-core';
import { apiErrorSentence } from './codex-error-text.js';
import type * as Schema from './generated/codex-types.js';
import { entriesOf, memberOf, numberOf, stringOf, type Wire } from './wire-view.js';

export interface CodexProcessOutcome extends Partial<ProcessOutcome> {
  /** The harness ended the process itself (shutdown after the turn, idle bound, cancel). */
  intentional?: boolean;
}

export interface TurnError {
  message: string;
  /** The CLI's classification (`unauthorized`, `{ httpConnectionFailed: { httpStatusCode } }`, …). */
  codexErrorInfo?: unknown;
}

/** What the reader gathered from the stream that the verdict depends on. */
export interface CodexRoundFacts {
  turnCompleted: { status: string; error: TurnError | null; durationMs: number | null } | null;
  /** The last `error` notification with willRetry false. */
  finalError: TurnError | null;
  /** thread/resume answered "no rollout found", and no thread started after it. */
  resumeNotFound: string | null;
  /** The last client request answered with an error (other than a missing rollout). */
  requestFailure: { method: string; code: number; message: string } | null;
  /** Client requests with no answer yet, oldest first (the reader gives the ones it tracks). */
  outstanding: string[];
  /**
   * How many requests are outstanding in all, when more than `outstanding` lists: a reader
   * tracks a bounded number, and counts the rest.
   */
  outstandingCount?: number;
  turnStarted: boolean;
  /** The text of the last agent message: a successful round's result. */
  resultText: string;
  usage: Usage | null;
}

export function decideCodexVerdict(facts: CodexRoundFacts, outcome: CodexProcessOutcome | null): Verdict {
  if (outcome?.spawnError) {
    const verdict = verdictOf(lead(facts, outcome), 'not-started', outcome.spawnError.message);
    verdict.cause = outcome.spawnError;
    return verdict;
  }
  const turn = facts.turnCompleted;
  if (turn) {
    const fields = lead(facts, outcome);
    fields.subtype = turn.status;
    if (turn.durationMs !== null) fields.durationMs = turn.durationMs;
    switch (turn.status) {
      case 'completed': {
        const verdict = verdictOf(fields, 'success', facts.resultText);
        if (!outcome?.intentional && verdict.exitCode !== null && verdict.exitCode !== 0) {
          verdict.warning = `codex app-server exited with code ${verdict.exitCode} after the turn completed`;
        }
        return verdict;
      }
      case 'failed': {
        const error = turn.error ?? facts.finalError;
        return failureOf(fields, isUnauthorized(error) ? 'auth-required' : 'failed', error?.message ?? 'The turn failed.');
      }
      case 'interrupted':
        if (turn.error) return verdictOf(fields, 'incomplete', turn.error.message);
        return unexplained(verdictOf(fields, 'incomplete', 'The turn was interrupted.'));
      default:
        return unexplained(verdictOf(fields, 'incomplete', `The turn ended with status ${JSON.stringify(turn.status)}.`));
    }
  }
  if (facts.resumeNotFound !== null) return verdictOf(lead(facts, outcome), 'resume-not-found', facts.resumeNotFound);
  if (facts.finalError) {
    return failureOf(lead(facts, outcome), isUnauthorized(facts.finalError) ? 'auth-required' : 'failed', facts.finalError.message);
  }
  if (facts.requestFailure) {
    const { method, code, message } = facts.requestFailure;
    return verdictOf(lead(facts, outcome), 'failed', `${method} failed (${code}): ${message}`);
  }
  // From here on the CLI gave no account on its stdout: the text is how its process ended.
  if (!outcome) return unexplained(verdictOf(lead(facts, outcome), 'incomplete', 'The stream ended before the turn completed.'));
  const fields = lead(facts, outcome);
  if (outcome.stdinError) fields.cause = outcome.stdinError;
  if (outcome.intentional) return unexplained(verdictOf(fields, 'incomplete', `The round was ended before the turn completed${waitingOn(facts)}.`));
  // A turn that was running and got cut short is incomplete, as a Claude round without its
  // result is; a conversation that broke down before its turn began failed. The text may quote
  // an `Error:` line of stderr (the stderr tail shows it as the CLI's): still how the process
  // ended, so that every end reads alike whatever its stderr says.
  return unexplained(verdictOf(fields, facts.turnStarted ? 'incomplete' : 'failed', describeEnd(facts, outcome)));
}

/**
 * codex's start-up warnings that say it goes on unharmed, whatever the round does next: no
 * bubblewrap on PATH (it uses the copy it ships), no helper aliases under a temp folder (the same
 * warning with another reason, a CODEX_HOME that does not exist, is the failure and is kept). Shown as
 * the end of its error output, they read as the cause of a failure they have nothing to do with
 * (codex offline showed the bubblewrap line). Each names codex's own words for going on.
 */
export const CODEX_STDERR_NOISE: readonly RegExp[] = [/^.{0,200}Codex could not find bubblewrap on PATH\b.{0,300}\bwill use the bundled bubblewrap\b/, /\bWARNING: proceeding, even though we could not create PATH aliases: Refusing to create helper binaries under temporary dir\b/];

/** The fields a verdict states before its kind, in the order its JSON has always had. */
export type Lead = Omit<Verdict, 'kind' | 'message' | 'isError' | 'warning'>;

/**
 * A verdict is built field by field, once a round: spreading a base whose fields vary (usage,
 * duration, cause: set or not) into new object literals took V8's slow path, a few microseconds
 * a round, as long as reading a short round's lines.
 */
export function lead(facts: Pick<CodexRoundFacts, 'usage'>, outcome: CodexProcessOutcome | null): Lead {
  const fields: Lead = processFields(outcome, CODEX_STDERR_NOISE);
  if (facts.usage) fields.usage = facts.usage;
  return fields;
}

export function verdictOf(fields: Lead, kind: Verdict['kind'], message: string): Verdict {
  const verdict = fields as Verdict;
  verdict.kind = kind;
  verdict.message = message;
  verdict.isError = kind !== 'success';
  return verdict;
}

/**
 * A failure in codex's words: where codex passed on the model API's whole JSON error body, the
 * sentence in it, the body kept in `rawMessage`.
 */
export function failureOf(fields: Lead, kind: Verdict['kind'], message: string): Verdict {
  const sentence = apiErrorSentence(message);
  if (sentence === undefined) return verdictOf(fields, kind, message);
  const verdict = verdictOf(fields, kind, sentence);
  verdict.rawMessage = message;
  return verdict;
}

/** "codex app-server exited with code 1 while "initialize" was outstanding: Error: CODEX_HOME …" */
function describeEnd(facts: CodexRoundFacts, outcome: CodexProcessOutcome): string {
  const how = describeExit(outcome, 'closed its output');
  const when = facts.turnStarted ? ` before the turn completed${waitingOn(facts)}` : waitingOn(facts) || ' before a turn started';
  const said = cliErrorLine(outcome.stderr ?? '') ?? (outcome.stdinError ? `writing to it failed: ${outcome.stdinError.message}` : undefined);
  return `codex app-server ${how}${when}${said ? `: ${said}` : '.'}`;
}

/** Outstanding requests a verdict names; the rest it counts. */
export const NAMED_OUTSTANDING = 3;
/** Longest method a verdict quotes: past it, the start and an ellipsis (every real one is far shorter). */
export const SHOWN_METHOD_UNITS = 64;

/**
 * ` while "initialize" was outstanding`, or ` while "a", "b", "c" and 999997 more were
 * outstanding`: a verdict names a few requests, each quoted short, and counts the rest, so a
 * million unanswered requests (or 260 with names of 2 MiB) make a sentence, not 16 MB of
 * verdict or a RangeError.
 */
function waitingOn(facts: CodexRoundFacts): string {
  const { outstanding } = facts;
  const count = Math.max(facts.outstandingCount ?? 0, outstanding.length);
  if (count === 0) return '';
  const named = Math.min(NAMED_OUTSTANDING, outstanding.length);
  let methods = '';
  for (let i = 0; i < named; i++) methods += `${i === 0 ? '' : ', '}${JSON.stringify(shownMethod(outstanding[i]!))}`;
  if (count > named) methods += named === 0 ? `${count} requests` : ` and ${count - named} more`;
  return ` while ${methods} ${count > 1 ? 'were' : 'was'} outstanding`;
}

/**
 * A method as a verdict quotes it: at most SHOWN_METHOD_UNITS, whole code points, in a string
 * of its own. V8 keeps a slice (or a regex match) of 13 or more units as a view of the string it
 * came from, so a method kept as it was read held the whole line it was read from: 260 methods
 * of 2 MiB, each cut to 64 units, still held 520 MB.
 */
export function shownMethod(method: string): string {
  const end = method.length <= SHOWN_METHOD_UNITS ? method.length : isLowSurrogate(method.charCodeAt(SHOWN_METHOD_UNITS)) ? SHOWN_METHOD_UNITS - 1 : SHOWN_METHOD_UNITS;
  // Joined from its characters: a new flat string, not a view.
  const own = method.slice(0, end).split('').join('');
  return end === method.length ? own : `${own}…`;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The CLI's own last word on stderr, e.g. `Error: CODEX_HOME points to "…", but that path does not exist`. */
export function cliErrorLine(stderr: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const lines = stderr.replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim());
  for (let i = lines.length - 1; i >= 0; i--) if (/^(Error|error)[:\s]/.test(lines[i]!)) return lines[i];
  return undefined;
}

/** A 401 from the model API, or the CLI classifying the failure as unauthorized. */
function isUnauthorized(error: TurnError | null): boolean {
  const info = error?.codexErrorInfo;
  if (info === 'unauthorized') return true;
  // codex 0.154.0 classifies a 401 as `other` and only its message says so
  // ("unexpected status 401 Unauthorized: ...").
  if ((info === undefined || info === 'other') && /\bstatus 401\b/.test(error?.message ?? '')) return true;
  // What readTurnError kept of the wire's codexErrorInfo: an object is one of its tagged variants.
  const variants: Wire<Schema.CodexErrorInfo> = asObject(info);
  if (!variants) return false;
  return entriesOf(variants).some(([, variant]) => numberOf(variant, 'httpStatusCode') === 401);
}

/** Reads a TurnError off the wire; undefined when there is none. */
export function readTurnError(value: Wire<Schema.TurnError | null | undefined>): TurnError | null {
  const message = stringOf(value, 'message');
  if (message === undefined) return null;
  const info = memberOf(value, 'codexErrorInfo');
  return info === undefined || info === null ? { message } : { message, codexErrorInfo: info };
}
