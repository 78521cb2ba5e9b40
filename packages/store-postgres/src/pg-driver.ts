import type { SqlDriver, SqlQueryable } from './sql-driver.js';

/** The part of a `pg` `PoolClient` the store uses. */
export interface PgClientLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  release(destroy?: boolean | Error): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of a `pg` `Pool` the store uses (a `pg.Pool` fits it). */
export interface PgPoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgClientLike>;
  end(): Promise<void>;
}

function ignore(): void {
  // a checked-out client's connection error also rejects its query: handled there
}

/** Adapts a `pg` pool (created lazily, or the caller's) to `SqlDriver`. */
export class PgDriver implements SqlDriver {
  readonly #pool: () => Promise<PgPoolLike>;
  readonly #owned: boolean;
  #created: Promise<PgPoolLike> | undefined;

  /** `pool` is the caller's (left open by `close()`) when `owned` is false. */
  constructor(pool: () => Promise<PgPoolLike>, owned: boolean) {
    this.#pool = pool;
    this.#owned = owned;
  }

  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const pool = await this.#get();
    const result = await pool.query(text, [...params]);
    return result.rows as Row[];
  }

  async transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    const pool = await this.#get();
    const client = await pool.connect();
    client.on('error', ignore);
    let broken = false;
    const tx: SqlQueryable = {
      query: async <Row>(text: string, params: readonly unknown[] = []) => (await client.query(text, [...params])).rows as Row[],
    };
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.removeListener('error', ignore);
      // a connection that could not even roll back is destroyed, not reused
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (!this.#owned || this.#created === undefined) return;
    const pool = await this.#created.catch(() => undefined);
    await pool?.end();
  }

  #get(): Promise<PgPoolLike> {
    this.#created ??= this.#pool().catch((error: unknown) => {
      this.#created = undefined;
      throw error;
    });
    return this.#created;
  }
}
