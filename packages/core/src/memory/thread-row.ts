import type { StorageThread } from './memory-storage.js';
import { invalidStoredRow, parseStoredJson } from './stored-row.js';

/** A thread as a database row: columns, with `metadata` as JSON text (or null). */
export interface ThreadRow {
  id: string;
  resourceId: string | null;
  title: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** `JSON.stringify(thread.metadata)`, or null without metadata. */
  metadata: string | null;
}

/** What a driver may hand back for a thread row (timestamps as `Date`, text or epoch ms; metadata as text or parsed JSON). */
export interface ThreadRowInput {
  id: string;
  resourceId: string | null | undefined;
  title: string | null | undefined;
  createdAt: Date | string | number | bigint;
  updatedAt: Date | string | number | bigint;
  metadata: string | object | null | undefined;
}

/** The row for `thread`. */
export function threadToRow(thread: StorageThread): ThreadRow {
  return {
    id: thread.id,
    resourceId: thread.resourceId ?? null,
    title: thread.title ?? null,
    createdAt: thread.createdAt,
    updatedAt: thread.updatedAt,
    metadata: thread.metadata === undefined ? null : JSON.stringify(thread.metadata),
  };
}

/** A `Date` from what a driver returns for a timestamp. @throws MemoryError `STORED_ROW_INVALID` when it is not one. */
export function rowDate(value: Date | string | number | bigint, what: string): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(typeof value === 'bigint' ? Number(value) : value);
  if (Number.isNaN(date.getTime())) throw invalidStoredRow(`${what} (a date)`);
  return date;
}

/** The thread a row stands for. */
export function threadFromRow(row: ThreadRowInput): StorageThread {
  const metadata = typeof row.metadata === 'string' ? (parseStoredJson(row.metadata, `thread ${row.id}: stored metadata`) as Record<string, unknown>) : row.metadata;
  return {
    id: row.id,
    createdAt: rowDate(row.createdAt, `thread ${row.id}: stored createdAt`),
    updatedAt: rowDate(row.updatedAt, `thread ${row.id}: stored updatedAt`),
    ...(row.resourceId === null || row.resourceId === undefined ? {} : { resourceId: row.resourceId }),
    ...(row.title === null || row.title === undefined ? {} : { title: row.title }),
    ...(metadata === null || metadata === undefined ? {} : { metadata: metadata as Record<string, unknown> }),
  };
}
