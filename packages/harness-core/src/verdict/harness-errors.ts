/**
 * The errors a round can end in, for callers that prefer a throw to a verdict: one base class
 * with a `kind` to switch on, the verdict and the underlying fault (`cause`) kept.
 */
import { MwhError } from '@mwh/protocol-core';
import type { Verdict } from '@mwh/protocol-core';
import { causeOf } from './verdict-causes.js';

export type HarnessErrorKind = 'failed' | 'incomplete' | 'not-started' | 'auth-required';

const MARKER = Symbol.for('mwh.error.HarnessError');

export class HarnessError extends MwhError<HarnessErrorKind> {
  private readonly [MARKER] = true;

  constructor(
    kind: HarnessErrorKind,
    message: string,
    /** The verdict the round ended with, when there was one. */
    readonly verdict?: Verdict,
    options?: { cause?: unknown },
  ) {
    super(kind, message, options);
    this.name = 'HarnessError';
  }

  /** Works across copies of the package, where `instanceof` does not. */
  static override isInstance(error: unknown): error is HarnessError {
    return MwhError.hasMarker(error, MARKER);
  }

  /**
   * The error a verdict stands for, or undefined for a verdict that is an answer. A resume
   * that found no conversation is handled inside the round; should one escape, it is a failure.
   */
  static fromVerdict(verdict: Verdict): HarnessError | undefined {
    if (verdict.kind === 'success') return undefined;
    const kind: HarnessErrorKind = verdict.kind === 'resume-not-found' ? 'failed' : verdict.kind;
    const cause = verdict.cause ? Object.assign(new Error(verdict.cause.message), verdict.cause) : undefined;
    return new HarnessError(kind, verdict.message || `The round ended ${kind}.`, verdict, cause ? { cause } : undefined);
  }
}

/** Throws the verdict's HarnessError unless the round succeeded. */
export function assertSuccess(verdict: Verdict): void {
  const error = HarnessError.fromVerdict(verdict);
  if (error) throw error;
}

/** A login whose config home could not be created: not started, the file system's error kept. */
export function configHomeError(configHome: string, error: unknown): HarnessError {
  const message = `The config home ${configHome} could not be created: ${error instanceof Error ? error.message : String(error)}`;
  const cause = causeOf(error instanceof Error ? error.name : 'Error', error);
  return new HarnessError('not-started', message, { kind: 'not-started', message, exitCode: null, signal: null, stderrTail: '', cause }, { cause: error });
}
