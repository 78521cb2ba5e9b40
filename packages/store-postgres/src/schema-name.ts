import { PostgresStorageError } from './postgres-storage-error.js';

/** The schema the store uses when none is given. */
export const DEFAULT_SCHEMA = 'sluice';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * `name` double-quoted for SQL, after checking it is a plain identifier (letters, digits, `_`, at
 * most 63 characters), so it can never carry SQL.
 * @throws PostgresStorageError `INVALID_SCHEMA_NAME`.
 */
export function quoteSchema(name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new PostgresStorageError(
      'INVALID_SCHEMA_NAME',
      `schema ${JSON.stringify(name)} is not a plain identifier (letters, digits and _, not starting with a digit, at most 63 characters)`,
    );
  }
  return `"${name}"`;
}
