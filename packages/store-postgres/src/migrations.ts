import { PostgresStorageError } from './postgres-storage-error.js';
import type { SqlDriver } from './sql-driver.js';

/** One schema version: statements run in order, in the migration transaction. */
interface Migration {
  version: number;
  name: string;
  statements: (schema: string) => string[];
}

/** Every schema version, oldest first. Never edit a released one: append a new version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'threads and messages',
    statements: (s) => [
      `CREATE TABLE ${s}.sluice_threads (
        id text PRIMARY KEY,
        resource_id text,
        title text,
        metadata text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE SEQUENCE ${s}.sluice_message_seq`,
      // content is JSON text, not jsonb: it keeps every message exactly (\\u0000, key order).
      `CREATE TABLE ${s}.sluice_messages (
        id text PRIMARY KEY,
        thread_id text NOT NULL,
        resource_id text,
        role text NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL,
        seq bigint NOT NULL DEFAULT nextval('${s}.sluice_message_seq')
      )`,
      `CREATE INDEX sluice_messages_thread_order ON ${s}.sluice_messages (thread_id, created_at, seq)`,
    ],
  },
];

/** The newest schema version this package knows. */
export const LATEST_VERSION = MIGRATIONS.reduce((latest, m) => Math.max(latest, m.version), 0);

/**
 * Brings `schema` (already quoted) to the latest version. Runs in one transaction under a
 * transaction-level advisory lock keyed by the schema name, so instances starting together take
 * turns and each finds the others' work done; a failed migration leaves nothing behind.
 * @throws PostgresStorageError `SCHEMA_TOO_NEW` when a newer package migrated the schema.
 */
export async function migrate(driver: SqlDriver, schema: string): Promise<void> {
  await driver.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sluice.store-postgres:${schema}`]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${schema}.sluice_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${schema}.sluice_migrations`);
    const current = rows[0]?.version ?? 0;
    if (current > LATEST_VERSION) {
      throw new PostgresStorageError(
        'SCHEMA_TOO_NEW',
        `schema ${schema} is at version ${String(current)}, newer than this package's ${String(LATEST_VERSION)}: upgrade @sluice/store-postgres`,
      );
    }
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      for (const statement of migration.statements(schema)) await tx.query(statement);
      await tx.query(`INSERT INTO ${schema}.sluice_migrations (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
    }
  });
}
