import { PGlite } from '@electric-sql/pglite';
import type { SqlMemoryStorage } from '../sql-memory-storage.js';
import { PGliteStorage } from '../pglite-storage.js';
import { PostgresStorage } from '../postgres-storage.js';
import { freshSchema } from './fresh-schema.js';

/** A way to get a fresh, empty store, for checks that run against every backend. */
export interface Backend {
  name: string;
  create(): SqlMemoryStorage;
  /** Starts what the backend shares between checks (run it in a `beforeAll`, not inside a check). */
  start(): Promise<void>;
  /** Releases what the backend shares between checks. */
  dispose(): Promise<void>;
}

/** PostgresStorage on the run's server (`postgresUrl`), a new schema per store. */
export function postgresBackend(url: string): Backend {
  return {
    name: 'PostgresStorage',
    create: () => new PostgresStorage({ connectionString: url }, { schema: freshSchema(), max: 4 }),
    start: () => Promise.resolve(),
    dispose: () => Promise.resolve(),
  };
}

/**
 * PGliteStorage in memory: one shared database, a new schema per store. Starting PGlite compiles
 * its WASM and runs initdb (seconds on a loaded machine, with the event loop blocked), so `start()`
 * does it before the checks instead of inside the first one's time limit.
 */
export function pgliteBackend(): Backend {
  let db: PGlite | undefined;
  return {
    name: 'PGliteStorage (in memory)',
    create: () => {
      if (db === undefined) throw new Error('pgliteBackend: call start() before create()');
      return new PGliteStorage({ db }, { schema: freshSchema() });
    },
    start: async () => {
      db ??= await PGlite.create();
    },
    dispose: async () => {
      await db?.close();
    },
  };
}
