import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.LibSQLStorageError');

/**
 * Stable codes of `LibSQLStorageError`:
 * - `INVALID_OPTIONS`: the constructor's options are not valid (e.g. a `tablePrefix` that is not an identifier).
 * - `OPEN_FAILED`: the database could not be opened, reached or migrated (a file in a missing or
 *   unwritable directory, a server that refuses the connection); the driver's error is the `cause`.
 * - `SCHEMA_TOO_NEW`: the database was migrated by a newer version of this package.
 * - `REQUEST_TIMEOUT`: a libSQL server did not answer within `requestTimeoutMs`.
 */
export type LibSQLStorageErrorCode = 'INVALID_OPTIONS' | 'OPEN_FAILED' | 'SCHEMA_TOO_NEW' | 'REQUEST_TIMEOUT';

/**
 * `LibSQLStorage` could not be set up or reach its database. Branch on `code`, never on the message
 * text. The agent reports it as the `cause` of a `MemoryError` (`MEMORY_RECALL_FAILED` or
 * `MEMORY_NOT_SAVED`). Messages name the database location without its auth token.
 */
export class LibSQLStorageError extends SluiceError {
  private readonly [MARKER] = true;
  declare readonly code: LibSQLStorageErrorCode;

  constructor(code: LibSQLStorageErrorCode, message: string, cause?: unknown) {
    super(code, message, cause === undefined ? {} : { cause });
    this.name = 'LibSQLStorageError';
  }

  /** True when `error` is a `LibSQLStorageError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is LibSQLStorageError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
