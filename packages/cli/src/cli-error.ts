/** A problem with what the user asked for: printed as one sentence, exit code 2, no stack. */
import { MwhError } from '@mwh/protocol-core';

const MARKER = Symbol.for('mwh.error.UsageError');

export class UsageError extends MwhError<'usage'> {
  private readonly [MARKER] = true;
  constructor(message: string) {
    super('usage', message);
    this.name = 'UsageError';
  }

  /** Only a UsageError: any other mwh error is not the user's mistake and must not exit 2. */
  static override isInstance(error: unknown): error is UsageError {
    return MwhError.hasMarker(error, MARKER);
  }
}
