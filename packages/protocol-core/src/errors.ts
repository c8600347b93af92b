/** One base class for the errors of every mwh package: a `kind` to switch on, `cause` kept. */
const MARKER = Symbol.for('mwh.error');

export class MwhError extends Error {
  readonly [MARKER] = true;
  constructor(
    readonly kind: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MwhError';
  }

  /** Works across copies of the package, where `instanceof` does not. */
  static isInstance(error: unknown): error is MwhError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[MARKER] === true;
  }
}

export class LineTooLongError extends MwhError {
  constructor(
    readonly length: number,
    readonly limit: number,
  ) {
    super('line-too-long', `A line of at least ${length} bytes is longer than the limit of ${limit} bytes.`);
    this.name = 'LineTooLongError';
  }
}
