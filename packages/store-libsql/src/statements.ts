import type { InStatement } from '@libsql/client';
import { toTextColumn, type MessageRow, type ThreadRow } from '@sluice/core';
import type { TableNames } from './table-names.js';

/** The parameterized statements of one store (table names are validated identifiers; values are always `?` arguments). */
export class Statements {
  readonly #t: TableNames;

  constructor(tables: TableNames) {
    this.#t = tables;
  }

  getThread(id: string): InStatement {
    return {
      sql: `SELECT id, resource_id, title, created_at, updated_at, metadata FROM ${this.#t.threads} WHERE id = ?`,
      args: [toTextColumn(id)],
    };
  }

  threadOwner(id: string): InStatement {
    return { sql: `SELECT resource_id FROM ${this.#t.threads} WHERE id = ?`, args: [toTextColumn(id)] };
  }

  /** Creates or replaces a thread; an owner, once set, stays. */
  replaceThread(row: ThreadRow): InStatement {
    return {
      sql: `INSERT INTO ${this.#t.threads} (id, resource_id, title, created_at, updated_at, metadata) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET resource_id = COALESCE(${this.#t.threads}.resource_id, excluded.resource_id),
          title = excluded.title, created_at = excluded.created_at, updated_at = excluded.updated_at, metadata = excluded.metadata`,
      args: threadArgs(row),
    };
  }

  /** A run's thread upsert: keeps `createdAt` and the owner, updates `updatedAt`, and title / metadata only when given. */
  upsertRunThread(row: ThreadRow): InStatement {
    return {
      sql: `INSERT INTO ${this.#t.threads} (id, resource_id, title, created_at, updated_at, metadata) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET resource_id = COALESCE(${this.#t.threads}.resource_id, excluded.resource_id),
          title = COALESCE(excluded.title, ${this.#t.threads}.title), updated_at = excluded.updated_at,
          metadata = COALESCE(excluded.metadata, ${this.#t.threads}.metadata)`,
      args: threadArgs(row),
    };
  }

  /**
   * Upserts one message: two statements. A message moved to another thread is re-inserted (it
   * takes the last place there); within its thread it keeps its `seq`, so its place among equal
   * timestamps.
   */
  putMessage(row: MessageRow): InStatement[] {
    return [
      { sql: `DELETE FROM ${this.#t.messages} WHERE id = ? AND thread_id <> ?`, args: [toTextColumn(row.id), toTextColumn(row.threadId)] },
      {
        sql: `INSERT INTO ${this.#t.messages} (id, thread_id, resource_id, role, created_at, content) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET resource_id = excluded.resource_id, role = excluded.role,
            created_at = excluded.created_at, content = excluded.content`,
        args: [toTextColumn(row.id), toTextColumn(row.threadId), toTextColumn(row.resourceId), row.role, row.createdAt.getTime(), row.content],
      },
    ];
  }

  /** All of a thread's messages, oldest first, or the last `limit`. */
  listMessages(threadId: string, limit: number | undefined): InStatement {
    const columns = 'seq, id, thread_id, resource_id, role, created_at, content';
    if (limit === undefined) {
      return { sql: `SELECT ${columns} FROM ${this.#t.messages} WHERE thread_id = ? ORDER BY created_at, seq`, args: [toTextColumn(threadId)] };
    }
    return {
      sql: `SELECT ${columns} FROM (SELECT ${columns} FROM ${this.#t.messages} WHERE thread_id = ?
          ORDER BY created_at DESC, seq DESC LIMIT ?) ORDER BY created_at, seq`,
      args: [toTextColumn(threadId), limit],
    };
  }

  deleteMessages(ids: string[]): InStatement {
    return { sql: `DELETE FROM ${this.#t.messages} WHERE id IN (${ids.map(() => '?').join(', ')})`, args: ids.map(toTextColumn) };
  }
}

function threadArgs(row: ThreadRow): (string | number | null)[] {
  return [toTextColumn(row.id), toTextColumn(row.resourceId), toTextColumn(row.title), row.createdAt.getTime(), row.updatedAt.getTime(), row.metadata];
}
