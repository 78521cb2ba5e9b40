import {
  assertThreadResource,
  fromTextColumn,
  MemoryError,
  messageFromRow,
  messageToRow,
  threadFromRow,
  threadToRow,
  toTextColumn,
  type ListMessagesOptions,
  type MemoryStorage,
  type MessageRow,
  type MessageRowInput,
  type SaveRunInput,
  type StorageThread,
  type StoredMessage,
  type ThreadRow,
  type ThreadRowInput,
} from '@sluice/core';
import { migrate } from './migrations.js';
import { DEFAULT_SCHEMA, quoteSchema } from './schema-name.js';
import type { SqlDriver, SqlQueryable } from './sql-driver.js';


const MESSAGE_COLUMNS = 'id, thread_id AS "threadId", resource_id AS "resourceId", role, content, created_at AS "createdAt"';
const THREAD_COLUMNS =
  'id, resource_id AS "resourceId", title, metadata, created_at AS "createdAt", updated_at AS "updatedAt"';

/** A message row as read, with its text columns unescaped. */
function messageRow(row: MessageRowInput): MessageRowInput {
  return { ...row, id: fromTextColumn(row.id), threadId: fromTextColumn(row.threadId), resourceId: fromTextColumn(row.resourceId) };
}

/** A thread row as read, with its text columns unescaped. */
function threadRow(row: ThreadRowInput): ThreadRowInput {
  return { ...row, id: fromTextColumn(row.id), resourceId: fromTextColumn(row.resourceId), title: fromTextColumn(row.title) };
}

/** The messages of one batch by id: the last version of each, at the place of its first. */
function lastOfEach(rows: MessageRow[]): MessageRow[] {
  const byId = new Map<string, MessageRow>();
  for (const row of rows) byId.set(row.id, row);
  return [...byId.values()];
}

/**
 * The `MemoryStorage` both `PostgresStorage` and `PGliteStorage` are: the same tables and the same
 * parameterized SQL over a `SqlDriver`. The schema is migrated on first use.
 */
export class SqlMemoryStorage implements MemoryStorage {
  readonly #driver: SqlDriver;
  readonly #schema: string;
  readonly #name: string;
  readonly #threads: string;
  readonly #messages: string;
  #ready: Promise<void> | undefined;
  #closed = false;

  /** @throws PostgresStorageError `INVALID_SCHEMA_NAME`. */
  protected constructor(driver: SqlDriver, schema: string | undefined, name: string) {
    this.#schema = quoteSchema(schema ?? DEFAULT_SCHEMA);
    this.#driver = driver;
    this.#name = name;
    this.#threads = `${this.#schema}.sluice_threads`;
    this.#messages = `${this.#schema}.sluice_messages`;
  }

  /**
   * Creates or upgrades the schema now instead of on first use (e.g. at boot, to fail fast).
   * Safe to call from many instances at once.
   */
  migrate(): Promise<void> {
    return this.#db().then(() => undefined);
  }

  /** The thread, or `undefined` when there is none. */
  async getThread(id: string): Promise<StorageThread | undefined> {
    const db = await this.#db();
    const rows = await db.query<ThreadRowInput>(`SELECT ${THREAD_COLUMNS} FROM ${this.#threads} WHERE id = $1`, [toTextColumn(id)]);
    return rows[0] === undefined ? undefined : threadFromRow(threadRow(rows[0]));
  }

  /** Creates or replaces a thread; its owner never changes (another `resourceId` is refused). */
  async saveThread(thread: StorageThread): Promise<void> {
    const db = await this.#db();
    const row = threadToRow(thread);
    await db.transaction(async (tx) => {
      const owner = await this.#upsertThread(
        tx,
        row,
        'title = EXCLUDED.title, metadata = EXCLUDED.metadata, created_at = EXCLUDED.created_at',
      );
      assertThreadResource(thread.id, owner ?? undefined, thread.resourceId);
    });
  }

  /**
   * The thread's messages, oldest first; the last `limit` when given (see `ListMessagesOptions`).
   * One statement reads the owner and the messages, so the resource check and the read see the
   * same snapshot in one round trip.
   */
  async listMessages(options: ListMessagesOptions): Promise<StoredMessage[]> {
    const db = await this.#db();
    const limit = options.limit === undefined ? null : Math.max(0, Math.floor(options.limit));
    const rows = await db.query<{ ownerId: string | null } & { [K in keyof MessageRowInput]: MessageRowInput[K] | null }>(
      `SELECT o.owner AS "ownerId", last.*
       FROM (SELECT (SELECT resource_id FROM ${this.#threads} WHERE id = $1) AS owner) o
       LEFT JOIN LATERAL (
         SELECT ${MESSAGE_COLUMNS}, seq FROM ${this.#messages}
         WHERE thread_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2
       ) last ON true
       ORDER BY last."createdAt", last.seq`,
      [toTextColumn(options.threadId), limit],
    );
    assertThreadResource(options.threadId, fromTextColumn(rows[0]?.ownerId) ?? undefined, options.resourceId);
    const messages: StoredMessage[] = [];
    for (const { id, threadId, resourceId, role, content, createdAt } of rows) {
      if (id === null || threadId === null || role === null || content === null || createdAt === null) continue;
      messages.push(messageFromRow(messageRow({ id, threadId, resourceId, role, content, createdAt })));
    }
    return messages;
  }

  /** Upserts messages by id (each into its `threadId`), refusing any written under another thread owner. */
  async saveMessages(messages: StoredMessage[]): Promise<void> {
    const db = await this.#db();
    if (messages.length === 0) return;
    await db.transaction(async (tx) => {
      const threadIds = [...new Set(messages.map((m) => m.threadId ?? ''))];
      const owners = await tx.query<{ id: string; resourceId: string | null }>(
        `SELECT id, resource_id AS "resourceId" FROM ${this.#threads} WHERE id = ANY($1::text[]) FOR SHARE`,
        [threadIds.map(toTextColumn)],
      );
      const ownerOf = new Map(owners.map((o) => [fromTextColumn(o.id), fromTextColumn(o.resourceId) ?? undefined]));
      for (const m of messages) assertThreadResource(m.threadId ?? '', ownerOf.get(m.threadId ?? ''), m.resourceId);
      await this.#upsertMessages(tx, messages.map((m) => messageToRow(m, m.threadId ?? '', m.resourceId)));
    });
  }

  /**
   * Saves one run in one transaction: the thread upsert (keeping `createdAt` and the owner,
   * updating `updatedAt`, and `title` / `metadata` when given) and every message, or nothing.
   */
  async saveRun(run: SaveRunInput): Promise<void> {
    const db = await this.#db();
    const { thread } = run;
    await db.transaction(async (tx) => {
      const owner = await this.#upsertThread(
        tx,
        threadToRow(thread),
        'title = COALESCE(EXCLUDED.title, t.title), metadata = COALESCE(EXCLUDED.metadata, t.metadata)',
      );
      // Checked against the row as committed-or-locked, so a racing first writer cannot slip in.
      assertThreadResource(thread.id, owner ?? undefined, thread.resourceId);
      const resourceId = owner ?? undefined;
      await this.#upsertMessages(tx, run.messages.map((m) => messageToRow(m, thread.id, resourceId)));
    });
  }

  /** Deletes messages by id; unknown ids are ignored. */
  async deleteMessages(ids: string[]): Promise<void> {
    const db = await this.#db();
    if (ids.length === 0) return;
    await db.query(`DELETE FROM ${this.#messages} WHERE id = ANY($1::text[])`, [ids.map(toTextColumn)]);
  }

  /** Closes the store: later calls throw `STORAGE_CLOSED`; what the store created is released. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#driver.close();
  }

  /** The driver, once the schema is migrated (retried on the next call after a failure). */
  async #db(): Promise<SqlDriver> {
    if (this.#closed) throw new MemoryError('STORAGE_CLOSED', `${this.#name} was used after close().`);
    this.#ready ??= migrate(this.#driver, this.#schema).catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    await this.#ready;
    return this.#driver;
  }

  /** Inserts or updates a thread row (the owner is set once) and returns its owner. */
  async #upsertThread(
    tx: SqlQueryable,
    row: ThreadRow,
    onUpdate: string,
  ): Promise<string | null> {
    const rows = await tx.query<{ resourceId: string | null }>(
      `INSERT INTO ${this.#threads} AS t (id, resource_id, title, metadata, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::text::timestamptz, $6::text::timestamptz)
       ON CONFLICT (id) DO UPDATE SET
         updated_at = EXCLUDED.updated_at, resource_id = COALESCE(t.resource_id, EXCLUDED.resource_id), ${onUpdate}
       RETURNING resource_id AS "resourceId"`,
      [
        toTextColumn(row.id),
        toTextColumn(row.resourceId),
        toTextColumn(row.title),
        row.metadata,
        row.createdAt.toISOString(),
        row.updatedAt.toISOString(),
      ],
    );
    return fromTextColumn(rows[0]?.resourceId) ?? null;
  }

  /** One statement for the whole batch; an existing message keeps its `seq` (its place) in its thread. */
  async #upsertMessages(tx: SqlQueryable, rows: MessageRow[]): Promise<void> {
    const batch = lastOfEach(rows);
    if (batch.length === 0) return;
    await tx.query(
      `INSERT INTO ${this.#messages} AS m (id, thread_id, resource_id, role, content, created_at)
       SELECT x.id, x.thread_id, x.resource_id, x.role, x.content, x.created_at::timestamptz
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         WITH ORDINALITY AS x(id, thread_id, resource_id, role, content, created_at, ord)
       ORDER BY x.ord
       ON CONFLICT (id) DO UPDATE SET
         seq = CASE WHEN m.thread_id = EXCLUDED.thread_id THEN m.seq ELSE EXCLUDED.seq END,
         thread_id = EXCLUDED.thread_id, resource_id = EXCLUDED.resource_id, role = EXCLUDED.role,
         content = EXCLUDED.content, created_at = EXCLUDED.created_at`,
      [
        batch.map((r) => toTextColumn(r.id)),
        batch.map((r) => toTextColumn(r.threadId)),
        batch.map((r) => toTextColumn(r.resourceId)),
        batch.map((r) => r.role),
        batch.map((r) => r.content),
        batch.map((r) => r.createdAt.toISOString()),
      ],
    );
  }
}
