import type { PGlite } from '@electric-sql/pglite';
import type { SqlDriver, SqlQueryable } from './sql-driver.js';

/** Adapts a PGlite database (opened lazily, or the caller's) to `SqlDriver`. */
export class PGliteDriver implements SqlDriver {
  readonly #open: () => Promise<PGlite>;
  readonly #owned: boolean;
  #db: Promise<PGlite> | undefined;

  /** `open` returns the caller's database (left open by `close()`) when `owned` is false. */
  constructor(open: () => Promise<PGlite>, owned: boolean) {
    this.#open = open;
    this.#owned = owned;
  }

  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const db = await this.#get();
    return (await db.query<Row>(text, [...params])).rows;
  }

  async transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    const db = await this.#get();
    return db.transaction((tx) =>
      fn({ query: async <Row>(text: string, params: readonly unknown[] = []) => (await tx.query<Row>(text, [...params])).rows }),
    );
  }

  async close(): Promise<void> {
    if (!this.#owned || this.#db === undefined) return;
    const db = await this.#db.catch(() => undefined);
    await db?.close();
  }

  #get(): Promise<PGlite> {
    this.#db ??= this.#open().catch((error: unknown) => {
      this.#db = undefined;
      throw error;
    });
    return this.#db;
  }
}
