import { PgDriver, type PgPoolLike } from './pg-driver.js';
import { SqlMemoryStorage } from './sql-memory-storage.js';

/** Options shared by `PostgresStorage` and `PGliteStorage`. */
export interface SqlStorageOptions {
  /**
   * The schema holding the store's tables (created on first use). A plain identifier; one schema
   * per app or per test keeps stores apart. @default 'sluice'
   */
  schema?: string;
}

/** Where `PostgresStorage` connects: a connection string (it creates and owns a pool) or your `pg.Pool`. */
export type PostgresConnection = { connectionString: string; pool?: never } | { pool: PgPoolLike; connectionString?: never };

/** Options of `PostgresStorage`; the timeouts apply to the pool it creates from a connection string. */
export interface PostgresStorageOptions extends SqlStorageOptions {
  /** How long to wait for a connection before failing (ms). @default 5000 */
  connectionTimeoutMillis?: number;
  /** How long one statement may run, enforced by the server and by the client (ms). @default 30000 */
  queryTimeoutMillis?: number;
  /** The most connections the pool opens. @default 10 */
  max?: number;
}

/**
 * Agent memory in PostgreSQL, through `pg` (node-postgres). Tables are created (and upgraded) on
 * first use under a transaction-level advisory lock, so many instances can start at once. Each
 * `saveRun` is one transaction. `close()` ends the pool it created; a pool you pass stays open.
 *
 * ```ts fragment
 * const storage = new PostgresStorage({ connectionString: process.env.DATABASE_URL! });
 * ```
 */
export class PostgresStorage extends SqlMemoryStorage {
  /** @throws PostgresStorageError `INVALID_SCHEMA_NAME` when `options.schema` is not a plain identifier. */
  constructor(connection: PostgresConnection, options: PostgresStorageOptions = {}) {
    const driver =
      connection.pool === undefined
        ? new PgDriver(() => createPool(connection.connectionString, options), true)
        : new PgDriver(() => Promise.resolve(connection.pool), false);
    super(driver, options.schema, 'PostgresStorage');
  }
}

/** A pool with timeouts, so a database that is down or stuck fails calls instead of hanging them. */
async function createPool(connectionString: string, options: PostgresStorageOptions): Promise<PgPoolLike> {
  // Loaded on first use: the entry can be imported (for its types) without pg installed.
  const { default: pg } = await import('pg');
  const queryTimeout = options.queryTimeoutMillis ?? 30_000;
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    statement_timeout: queryTimeout,
    query_timeout: queryTimeout + 1000,
    idle_in_transaction_session_timeout: queryTimeout,
    max: options.max ?? 10,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, outage) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}
