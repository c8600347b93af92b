/**
 * One base class for the errors of every mwh package: a typed `kind` to switch on, `cause` kept.
 * Each class carries its own marker symbol and its `isInstance` looks for that marker only, so
 * a check recognises its own class (and subclasses) and no other, across copies of a package
 * where `instanceof` does not work. The registry symbols (`Symbol.for`) are what make two copies agree.
 */
const MARKER = Symbol.for('mwh.error');

export class MwhError<Kind extends string = string> extends Error {
  private readonly [MARKER] = true;
  constructor(
    readonly kind: Kind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MwhError';
  }

  /** Any mwh error, from any package. */
  static isInstance(error: unknown): error is MwhError {
    return MwhError.hasMarker(error, MARKER);
  }

  /** For a subclass's `isInstance`: the error carries that class's own marker. */
  protected static hasMarker(error: unknown, marker: symbol): boolean {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[marker] === true;
  }
}

const LINE_TOO_LONG = Symbol.for('mwh.error.LineTooLongError');

export class LineTooLongError extends MwhError<'line-too-long'> {
  private readonly [LINE_TOO_LONG] = true;
  constructor(
    readonly length: number,
    readonly limit: number,
  ) {
    super('line-too-long', `A line of at least ${length} bytes is longer than the limit of ${limit} bytes.`);
    this.name = 'LineTooLongError';
  }

  static override isInstance(error: unknown): error is LineTooLongError {
    return MwhError.hasMarker(error, LINE_TOO_LONG);
  }
}
