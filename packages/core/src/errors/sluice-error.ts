const MARKER = Symbol.for('sluice.error');

/** Options shared by every Sluice error. */
export interface SluiceErrorOptions {
  /** The underlying error, when this one wraps another. */
  cause?: unknown;
}

/**
 * Base class of every error Sluice throws. Each subclass has a stable `code` that tests and callers
 * rely on (messages may change), a `Symbol.for('sluice.error.<Name>')` marker, and a static
 * `isInstance` that works across duplicated copies of the package.
 */
export class SluiceError extends Error {
  /** Stable machine-readable code, e.g. `PROCESSOR_ERROR`. */
  readonly code: string;
  private readonly [MARKER] = true;

  constructor(code: string, message: string, options: SluiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SluiceError';
    this.code = code;
  }

  /** True when `error` is any Sluice error, even one created by another copy of this package. */
  static isInstance(error: unknown): error is SluiceError {
    return SluiceError.hasMarker(error, MARKER);
  }

  /** True when `error` carries the given marker symbol (used by subclasses' `isInstance`). */
  protected static hasMarker(error: unknown, marker: symbol): boolean {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
