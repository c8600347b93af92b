/** Why a conformance run, or a change to the CLI cache, could not be made, in one sentence: `mwh` exits 2 with it. */
import { MwhError } from '@mwh/protocol-core';

const SETUP_ERROR = Symbol.for('mwh.error.ConformanceSetupError');

export class ConformanceSetupError extends MwhError<'conformance-setup'> {
  private readonly [SETUP_ERROR] = true;
  constructor(message: string) {
    super('conformance-setup', message);
    this.name = 'ConformanceSetupError';
  }

  static override isInstance(error: unknown): error is ConformanceSetupError {
    return MwhError.hasMarker(error, SETUP_ERROR);
  }
}
