/** Runs one parameterized statement and returns its rows. */
export interface SqlQueryable {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * What the store needs from a PostgreSQL connection: `node-postgres` and PGlite each get a small
 * adapter, and the store runs the same SQL over both.
 */
export interface SqlDriver extends SqlQueryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  /** Releases what the driver created (a pool, a database); leaves what the caller passed open. */
  close(): Promise<void>;
}
