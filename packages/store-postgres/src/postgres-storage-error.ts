import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.PostgresStorageError');

/**
 * Stable codes of `PostgresStorageError`:
 * - `INVALID_SCHEMA_NAME`: the `schema` option is not a plain SQL identifier.
 * - `SCHEMA_TOO_NEW`: the database was migrated by a newer version of this package.
 */
export type PostgresStorageErrorCode = 'INVALID_SCHEMA_NAME' | 'SCHEMA_TOO_NEW';

/** The store's configuration or its database schema cannot be used. Branch on `code`. */
export class PostgresStorageError extends SluiceError {
  private readonly [MARKER] = true;
  declare readonly code: PostgresStorageErrorCode;

  constructor(code: PostgresStorageErrorCode, message: string) {
    super(code, message);
    this.name = 'PostgresStorageError';
  }

  /** True when `error` is a `PostgresStorageError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is PostgresStorageError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
