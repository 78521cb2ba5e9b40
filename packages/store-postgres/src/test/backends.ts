import { PGlite } from '@electric-sql/pglite';
import type { SqlMemoryStorage } from '../sql-memory-storage.js';
import { PGliteStorage } from '../pglite-storage.js';
import { PostgresStorage } from '../postgres-storage.js';
import { freshSchema } from './fresh-schema.js';

/** A way to get a fresh, empty store, for checks that run against every backend. */
export interface Backend {
  name: string;
  create(): SqlMemoryStorage;
  /** Releases what the backend shares between checks. */
  dispose(): Promise<void>;
}

/** PostgresStorage on the run's server (`postgresUrl`), a new schema per store. */
export function postgresBackend(url: string): Backend {
  return {
    name: 'PostgresStorage',
    create: () => new PostgresStorage({ connectionString: url }, { schema: freshSchema(), max: 4 }),
    dispose: () => Promise.resolve(),
  };
}

/** PGliteStorage in memory: one shared database (starting PGlite takes a while), a new schema per store. */
export function pgliteBackend(): Backend {
  let db: PGlite | undefined;
  return {
    name: 'PGliteStorage (in memory)',
    create: () => {
      db ??= new PGlite();
      return new PGliteStorage({ db }, { schema: freshSchema() });
    },
    dispose: async () => {
      await db?.close();
    },
  };
}
