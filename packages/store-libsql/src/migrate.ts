import type { Client } from '@libsql/client';
import { LibSQLStorageError } from './libsql-storage-error.js';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.js';
import { integer } from './row-values.js';
import type { TableNames } from './table-names.js';

/**
 * Brings the database to `SCHEMA_VERSION`. Everything runs in one write transaction (`BEGIN
 * IMMEDIATE` on a file): instances starting at once on one database take turns, and the later
 * ones find the steps already applied. A step that fails rolls back with nothing applied.
 * @throws LibSQLStorageError `SCHEMA_TOO_NEW` when a newer version of this package migrated the database.
 */
export async function migrate(client: Client, tables: TableNames): Promise<void> {
  const tx = await client.transaction('write');
  try {
    await tx.execute(
      `CREATE TABLE IF NOT EXISTS ${tables.migrations} (version INTEGER PRIMARY KEY NOT NULL, applied_at INTEGER NOT NULL)`,
    );
    const result = await tx.execute(`SELECT COALESCE(MAX(version), 0) AS version FROM ${tables.migrations}`);
    const current = result.rows[0] === undefined ? 0 : integer(result.rows[0], 'version');
    if (current > SCHEMA_VERSION) {
      throw new LibSQLStorageError(
        'SCHEMA_TOO_NEW',
        `The database's schema is at version ${String(current)}, newer than this @sluice/store-libsql understands (${String(SCHEMA_VERSION)}): upgrade the package.`,
      );
    }
    for (const step of MIGRATIONS) {
      if (step.version <= current) continue;
      for (const statement of step.statements(tables)) await tx.execute(statement);
      await tx.execute({ sql: `INSERT INTO ${tables.migrations} (version, applied_at) VALUES (?, ?)`, args: [step.version, Date.now()] });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}
