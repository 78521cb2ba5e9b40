import { PGlite } from '@electric-sql/pglite';
import { PGliteDriver } from './pglite-driver.js';
import type { SqlStorageOptions } from './postgres-storage.js';
import { SqlMemoryStorage } from './sql-memory-storage.js';

/** Where `PGliteStorage` keeps its data: a directory (Node), in memory (neither), or your PGlite. */
export type PGliteConnection = { dataDir?: string; db?: never } | { db: PGlite; dataDir?: never };

/**
 * Agent memory in PGlite (PostgreSQL compiled to WASM, in process): in memory without `dataDir`,
 * persistent in a directory with it. The same tables and SQL as `PostgresStorage`, so moving to
 * a server is a change of constructor. `close()` closes the database it opened; a `db` you pass stays open.
 */
export class PGliteStorage extends SqlMemoryStorage {
  /** @throws PostgresStorageError `INVALID_SCHEMA_NAME` when `options.schema` is not a plain identifier. */
  constructor(connection: PGliteConnection = {}, options: SqlStorageOptions = {}) {
    const driver =
      connection.db === undefined
        ? new PGliteDriver(() => PGlite.create(connection.dataDir), true)
        : new PGliteDriver(() => Promise.resolve(connection.db), false);
    super(driver, options.schema, 'PGliteStorage');
  }
}
