/**
 * How a round of `codex exec --json` ended, decided as the app-server round's is
 * (codex-verdict.ts) and in its words: the CLI's own turn end first (turn.completed,
 * turn.failed), then its last `error` event, then a resume that found no thread, then the bare
 * process exit. codex exec writes no
 * event for an interrupted turn: it stops, and the stream ends without a turn end.
 */
import { describeExit, unexplained, type Usage, type Verdict } from '@mwh/protocol-core';
import { cliErrorLine, failureOf, lead, verdictOf, type CodexProcessOutcome } from './codex-verdict.js';

/** What the exec reader gathered from the stream that the verdict depends on. */
export interface CodexExecRoundFacts {
  /** turn.completed, or turn.failed with the CLI's message. */
  turnEnd: { status: 'completed' } | { status: 'failed'; message: string } | null;
  /** The message of the last `error` event (a retry notice too, when nothing came after it). */
  lastError: string | null;
  turnStarted: boolean;
  /** The text of the last agent message: a successful round's result. */
  resultText: string;
  usage: Usage | null;
}

/** codex's words for a thread it has no rollout for, as the app-server's thread/resume answers them. */
const NO_ROLLOUT = /no rollout found/i;

/** The process a verdict names: how people run it. */
const CLI = 'codex exec';

export function decideCodexExecVerdict(facts: CodexExecRoundFacts, outcome: CodexProcessOutcome | null): Verdict {
  if (outcome?.spawnError) {
    const verdict = verdictOf(lead(facts, outcome), 'not-started', outcome.spawnError.message);
    verdict.cause = outcome.spawnError;
    return verdict;
  }
  const end = facts.turnEnd;
  if (end) {
    const fields = lead(facts, outcome);
    fields.subtype = end.status;
    if (end.status === 'failed') return failureOf(fields, isUnauthorized(end.message) ? 'auth-required' : 'failed', end.message);
    const verdict = verdictOf(fields, 'success', facts.resultText);
    if (!outcome?.intentional && verdict.exitCode !== null && verdict.exitCode !== 0) {
      verdict.warning = `${CLI} exited with code ${verdict.exitCode} after the turn completed`;
    }
    return verdict;
  }
  if (facts.lastError !== null) return failureOf(lead(facts, outcome), isUnauthorized(facts.lastError) ? 'auth-required' : 'failed', facts.lastError);
  // `codex exec resume <id>` of a thread it has no rollout for writes no event, only its error on stderr.
  const said = cliErrorLine(outcome?.stderr ?? '');
  if (!facts.turnStarted && said !== undefined && NO_ROLLOUT.test(said)) return verdictOf(lead(facts, outcome), 'resume-not-found', said);
  // From here on the CLI gave no account on its stdout: the text is how its process ended.
  if (!outcome) return unexplained(verdictOf(lead(facts, outcome), 'incomplete', 'The stream ended before the turn completed.'));
  const fields = lead(facts, outcome);
  if (outcome.stdinError) fields.cause = outcome.stdinError;
  if (outcome.intentional) return unexplained(verdictOf(fields, 'incomplete', 'The round was ended before the turn completed.'));
  // As for the app-server: a turn cut short is incomplete, a CLI that stopped before its turn began failed.
  return unexplained(verdictOf(fields, facts.turnStarted ? 'incomplete' : 'failed', describeEnd(facts, outcome)));
}

/** "codex exec exited with code 1 before a turn started: Error: …" */
function describeEnd(facts: CodexExecRoundFacts, outcome: CodexProcessOutcome): string {
  const how = describeExit(outcome, 'closed its output');
  const when = facts.turnStarted ? ' before the turn completed' : ' before a turn started';
  const said = cliErrorLine(outcome.stderr ?? '') ?? (outcome.stdinError ? `writing to it failed: ${outcome.stdinError.message}` : undefined);
  return `${CLI} ${how}${when}${said ? `: ${said}` : '.'}`;
}

/**
 * A 401 from the model API: codex exec passes on only the message
 * ("unexpected status 401 Unauthorized: …"), not the app-server's classification of it.
 */
function isUnauthorized(message: string): boolean {
  return /\bstatus 401\b/.test(message);
}
