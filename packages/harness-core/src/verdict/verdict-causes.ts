/**
 * The names a verdict's `cause` carries when the fault was the harness's decision or the
 * pipe's rather than the CLI's own, so renderers and callers can tell them apart.
 */
import type { Verdict } from '@mwh/protocol-core';

/** The CLI wrote nothing for the configured idle bound and was ended. */
export const IDLE_CAUSE = 'IdleTimeoutError';
/** The caller's AbortSignal ended the round. */
export const ABORT_CAUSE = 'AbortError';
/** Writing to the CLI's stdin failed: it exited before reading the message. */
export const STDIN_CAUSE = 'StdinError';
/** The CLI could not be started. */
export const SPAWN_CAUSE = 'SpawnError';
/** The harness's own handling of the CLI's output threw; the process was ended. */
export const STREAM_HANDLER_CAUSE = 'StreamHandlerError';
/** The round's options asked for what the way it runs the CLI cannot do; nothing was started. */
export const UNSUPPORTED_OPTION_CAUSE = 'UnsupportedOptionError';

export type VerdictCause = NonNullable<Verdict['cause']>;

export function causeOf(name: string, error: unknown): VerdictCause {
  const err = error as { message?: unknown; code?: unknown } | undefined;
  const message = typeof err?.message === 'string' ? err.message : String(error);
  return { name, message, ...(typeof err?.code === 'string' ? { code: err.code } : {}) };
}

/**
 * The verdict of a round the idle bound ended: the CLI's own account kept, the bound named.
 * Incomplete, as a cancel is, whether or not anything streamed: our timer cut the round off,
 * and what the CLI said after it (claude's error result for the interrupt) is not a failure of
 * its own. An answer or a sign-in failure it gave before the bound still stands. The cause carries
 * the bound as a number too, so a renderer says it in its reader's language, reading no English.
 */
export function idleVerdict(verdict: Verdict, idleTimeoutMs: number): Verdict {
  if (verdict.kind === 'success' || verdict.kind === 'auth-required') return verdict;
  const { amount, unit } = duration(idleTimeoutMs);
  const message = `The CLI wrote nothing for ${amount} ${unit} (the idle bound) and was stopped.`;
  return {
    ...verdict,
    kind: 'incomplete',
    message: verdict.message ? `${message} ${verdict.message}` : message,
    cause: { name: IDLE_CAUSE, message, boundMs: idleTimeoutMs },
  };
}

/**
 * The bound an idle cause carries, as idleVerdict's sentence says it; undefined for a cause
 * without one (a verdict from elsewhere), whose own text then has to speak for it.
 */
export function idleBoundOf(cause: VerdictCause | undefined): { amount: number; unit: 's' | 'ms' } | undefined {
  if (cause?.name !== IDLE_CAUSE) return undefined;
  const ms = cause.boundMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? duration(ms) : undefined;
}

/** Seconds to a tenth, or milliseconds below one second, where a tenth would read "0 s". */
function duration(ms: number): { amount: number; unit: 's' | 'ms' } {
  return ms < 1000 ? { amount: Math.round(ms), unit: 'ms' } : { amount: Math.round(ms / 100) / 10, unit: 's' };
}

/**
 * The verdict of a round the harness itself failed (a bug, a file it could not write), with the
 * error as its cause and the process's account, when there was a process, kept.
 */
export function harnessFailure(
  error: unknown,
  outcome: Pick<Verdict, 'exitCode' | 'signal' | 'stderrTail'> = { exitCode: null, signal: null, stderrTail: '' },
): Verdict {
  return {
    kind: 'failed',
    message: `The harness failed: ${error instanceof Error ? error.message : String(error)}`,
    ...outcome,
    cause: causeOf(error instanceof Error ? error.name : 'Error', error),
  };
}

/**
 * The verdict of a round whose output handling threw (a reader bug, an input no one foresaw):
 * failed, naming the error, with the process's account kept.
 */
export function streamHandlerFailure(
  error: { name: string; message: string; code?: string },
  outcome: Pick<Verdict, 'exitCode' | 'signal' | 'stderrTail'>,
): Verdict {
  const message = `The harness failed while reading the CLI's output (${error.name}: ${error.message}) and ended the CLI.`;
  return { kind: 'failed', message, ...outcome, cause: { ...error, name: STREAM_HANDLER_CAUSE, message } };
}

/** The verdict of a round cancelled before any process of it started. */
export function cancelledBeforeStart(reason: unknown): Verdict {
  return abortedVerdict({ kind: 'incomplete', message: '', exitCode: null, signal: null, stderrTail: '' }, reason);
}

/** The verdict of a round refused before any process started, for an option its way of running the CLI cannot honour. */
export function unsupportedOption(message: string): Verdict {
  return { kind: 'not-started', message, exitCode: null, signal: null, stderrTail: '', unexplained: true, cause: { name: UNSUPPORTED_OPTION_CAUSE, message } };
}

/** The verdict of a round its caller cancelled. An answer that was already complete stands. */
export function abortedVerdict(verdict: Verdict, reason: unknown): Verdict {
  if (verdict.kind === 'success') return verdict;
  const why = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  const message = `The round was cancelled${why && why !== 'This operation was aborted' ? `: ${why}` : ''}.`;
  return {
    ...verdict,
    kind: 'incomplete',
    message: verdict.message ? `${message} ${verdict.message}` : message,
    cause: { name: ABORT_CAUSE, message },
  };
}
