/** A problem with what the user asked for: printed as one sentence, exit code 2, no stack. */
import { MwhError } from '@mwh/protocol-core';

export class UsageError extends MwhError {
  constructor(message: string) {
    super('usage', message);
    this.name = 'UsageError';
  }
}
