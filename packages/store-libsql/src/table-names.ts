import { LibSQLStorageError } from './libsql-storage-error.js';

/** The tables of one store, after its `tablePrefix`. */
export interface TableNames {
  migrations: string;
  threads: string;
  messages: string;
  /** The index for the thread-ordered read. */
  messagesOrder: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;

/**
 * The table names for `prefix` (validated: letters, digits and `_`, not starting with a digit, so
 * it can be spliced into SQL; every value goes through parameters).
 * @throws LibSQLStorageError `INVALID_OPTIONS` when the prefix is not such an identifier.
 */
export function tableNames(prefix = ''): TableNames {
  if (prefix !== '' && !IDENTIFIER.test(prefix)) {
    throw new LibSQLStorageError(
      'INVALID_OPTIONS',
      `tablePrefix must be letters, digits and "_" (not starting with a digit, at most 41 characters), got ${JSON.stringify(prefix)}`,
    );
  }
  return {
    migrations: `${prefix}sluice_migrations`,
    threads: `${prefix}sluice_threads`,
    messages: `${prefix}sluice_messages`,
    messagesOrder: `${prefix}sluice_messages_thread_order`,
  };
}
