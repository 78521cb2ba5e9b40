import type { TableNames } from './table-names.js';

/** One versioned schema step: the statements that take the database from `version - 1` to `version`. */
export interface Migration {
  version: number;
  statements: (tables: TableNames) => string[];
}

/**
 * The schema, as ordered steps. Never edit a released step: add a new one. Timestamps are integer
 * epoch milliseconds; message content and thread metadata are JSON text (core's row codecs). `seq`
 * is assigned on insert only, so an upsert keeps a message's place among equal timestamps.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: (t) => [
      `CREATE TABLE ${t.threads} (
        id TEXT PRIMARY KEY NOT NULL,
        resource_id TEXT,
        title TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        metadata TEXT
      )`,
      `CREATE TABLE ${t.messages} (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        thread_id TEXT NOT NULL,
        resource_id TEXT,
        role TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        content TEXT NOT NULL
      )`,
      `CREATE INDEX ${t.messagesOrder} ON ${t.messages} (thread_id, created_at, seq)`,
    ],
  },
];

/** The schema version this package writes. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
