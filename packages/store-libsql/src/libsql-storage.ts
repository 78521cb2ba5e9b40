import type { Client, InStatement, Row, Transaction } from '@libsql/client';
import {
  assertThreadResource,
  MemoryError,
  messageFromRow,
  messageToRow,
  threadFromRow,
  threadToRow,
  type ListMessagesOptions,
  type MemoryStorage,
  type SaveRunInput,
  type StorageThread,
  type StoredMessage,
} from '@sluice/core';
import { migrate } from './migrate.js';
import { isInMemory, openClient, type LibSQLConnection } from './open-client.js';
import { integer, key, keyOrNull, text, textOrNull } from './row-values.js';
import type { SerialQueue } from './serial-queue.js';
import { Statements } from './statements.js';
import { tableNames } from './table-names.js';
import { acquireWriteQueue, releaseWriteQueue } from './write-queues.js';

/** Options of `LibSQLStorage`. */
export interface LibSQLStorageOptions {
  /**
   * Prefix of the store's tables (`<prefix>sluice_threads`...), e.g. one per app sharing a
   * database: letters, digits and `_`. @default '' (no prefix)
   */
  tablePrefix?: string;
  /** Embedded files: how long to wait for another connection or process holding the write lock. @default 5000 */
  busyTimeoutMs?: number;
  /** Servers: how long one request may take before it fails with `REQUEST_TIMEOUT`. @default 10000 */
  requestTimeoutMs?: number;
}

/** The most `?` arguments one `IN (...)` list gets. */
const IN_LIST_CHUNK = 500;

/**
 * A `MemoryStorage` in SQLite / libSQL over `@libsql/client`: an embedded file (`file:memory.db`,
 * WAL mode) that needs no server, `:memory:`, or a libSQL / sqld server URL. The schema is created
 * and migrated on first use (instances starting at once take turns). Every write, `saveRun`
 * included, is one write transaction. Call `close()` when done.
 */
export class LibSQLStorage implements MemoryStorage {
  readonly #connection: LibSQLConnection;
  readonly #sql: Statements;
  readonly #tables: ReturnType<typeof tableNames>;
  readonly #busyTimeoutMs: number;
  readonly #requestTimeoutMs: number;
  /** Writes (and migrations) take turns with every store of this process on the same file; an in-memory database also queues its reads (it has one connection). */
  readonly #writes: SerialQueue;
  readonly #serialReads: boolean;
  #client: Promise<Client> | undefined;
  /** The calls running now, which `close()` waits for. */
  readonly #inFlight = new Set<Promise<unknown>>();
  #closed = false;

  /** @throws LibSQLStorageError `INVALID_OPTIONS` for a `tablePrefix` that is not an identifier. Nothing is opened until the first call. */
  constructor(connection: LibSQLConnection, options: LibSQLStorageOptions = {}) {
    this.#connection = { ...connection };
    this.#tables = tableNames(options.tablePrefix);
    this.#sql = new Statements(this.#tables);
    this.#busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
    this.#serialReads = isInMemory(connection.url);
    this.#writes = acquireWriteQueue(connection.url);
  }

  /**
   * Opens the database and runs pending migrations now instead of on the first call (to fail fast
   * at startup). @throws LibSQLStorageError `OPEN_FAILED` / `SCHEMA_TOO_NEW`.
   */
  async ready(): Promise<void> {
    await this.#track(() => this.#db());
  }

  async getThread(id: string): Promise<StorageThread | undefined> {
    const result = await this.#read((db) => db.execute(this.#sql.getThread(id)));
    const row = result.rows[0];
    return row === undefined ? undefined : threadFromRow(threadRowInput(row));
  }

  saveThread(thread: StorageThread): Promise<void> {
    return this.#write(async (tx) => {
      assertThreadResource(thread.id, await owner(tx, this.#sql, thread.id), thread.resourceId);
      await tx.execute(this.#sql.replaceThread(threadToRow(thread)));
    });
  }

  async listMessages(options: ListMessagesOptions): Promise<StoredMessage[]> {
    const limit = options.limit === undefined ? undefined : Math.max(0, Math.floor(options.limit));
    const [ownerResult, messagesResult] = await this.#read((db) =>
      db.batch([this.#sql.threadOwner(options.threadId), this.#sql.listMessages(options.threadId, limit)], 'deferred'),
    );
    const ownerRow = ownerResult?.rows[0];
    assertThreadResource(options.threadId, ownerRow === undefined ? undefined : (keyOrNull(ownerRow, 'resource_id') ?? undefined), options.resourceId);
    return (messagesResult?.rows ?? []).map((row) => messageFromRow(messageRowInput(row)));
  }

  saveMessages(messages: StoredMessage[]): Promise<void> {
    if (messages.length === 0) return this.#checkOpen();
    return this.#write(async (tx) => {
      const owners = new Map<string, string | undefined>();
      for (const message of messages) {
        const threadId = message.threadId ?? '';
        if (!owners.has(threadId)) owners.set(threadId, await owner(tx, this.#sql, threadId));
        assertThreadResource(threadId, owners.get(threadId), message.resourceId);
      }
      await tx.batch(messages.flatMap((m) => this.#sql.putMessage(messageToRow(m, m.threadId ?? '', m.resourceId))));
    });
  }

  saveRun(run: SaveRunInput): Promise<void> {
    const { thread } = run;
    return this.#write(async (tx) => {
      const existing = await owner(tx, this.#sql, thread.id);
      assertThreadResource(thread.id, existing, thread.resourceId);
      const runOwner = existing ?? thread.resourceId;
      const statements: InStatement[] = [this.#sql.upsertRunThread(threadToRow(thread))];
      for (const message of run.messages) statements.push(...this.#sql.putMessage(messageToRow(message, thread.id, runOwner)));
      await tx.batch(statements);
    });
  }

  deleteMessages(ids: string[]): Promise<void> {
    if (ids.length === 0) return this.#checkOpen();
    return this.#write(async (tx) => {
      const statements: InStatement[] = [];
      for (let i = 0; i < ids.length; i += IN_LIST_CHUNK) statements.push(this.#sql.deleteMessages(ids.slice(i, i + IN_LIST_CHUNK)));
      await tx.batch(statements);
    });
  }

  /** Waits for the calls in flight, then closes the connections. Later calls reject with `STORAGE_CLOSED`; closing twice is a no-op. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.allSettled([...this.#inFlight]);
    await this.#writes.idle();
    releaseWriteQueue(this.#connection.url);
    const client = await this.#client?.catch(() => undefined);
    client?.close();
  }

  #checkOpen(): Promise<void> {
    return this.#closed ? Promise.reject(closedError()) : Promise.resolve();
  }

  /** The client, opened and migrated once (a failed open is retried by the next call). */
  #db(): Promise<Client> {
    this.#client ??= this.#writes.run(async () => {
      const client = await openClient(this.#connection, { busyTimeoutMs: this.#busyTimeoutMs, requestTimeoutMs: this.#requestTimeoutMs });
      try {
        await migrate(client, this.#tables);
      } catch (error) {
        client.close();
        throw error;
      }
      return client;
    });
    this.#client.catch(() => {
      this.#client = undefined;
    });
    return this.#client;
  }

  /** Runs one call: refused after `close()`, otherwise tracked until it settles so that `close()` waits for it. */
  #track<T>(call: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(closedError());
    const running = call();
    this.#inFlight.add(running);
    const forget = (): void => {
      this.#inFlight.delete(running);
    };
    running.then(forget, forget);
    return running;
  }

  #read<T>(fn: (db: Client) => Promise<T>): Promise<T> {
    return this.#track(async () => {
      const db = await this.#db();
      return this.#serialReads ? this.#writes.run(() => fn(db)) : fn(db);
    });
  }

  /** One write transaction (`BEGIN IMMEDIATE` on a file), committed when `fn` resolves, rolled back when it throws. */
  #write(fn: (tx: Transaction) => Promise<void>): Promise<void> {
    return this.#track(async () => {
      const db = await this.#db();
      await this.#writes.run(async () => {
        const tx = await db.transaction('write');
        try {
          await fn(tx);
          await tx.commit();
        } finally {
          tx.close();
        }
      });
    });
  }
}

function closedError(): MemoryError {
  return new MemoryError('STORAGE_CLOSED', 'LibSQLStorage was used after close().');
}

async function owner(tx: Transaction, sql: Statements, threadId: string): Promise<string | undefined> {
  const row = (await tx.execute(sql.threadOwner(threadId))).rows[0];
  return row === undefined ? undefined : (keyOrNull(row, 'resource_id') ?? undefined);
}

function threadRowInput(row: Row): Parameters<typeof threadFromRow>[0] {
  return {
    id: key(row, 'id'),
    resourceId: keyOrNull(row, 'resource_id'),
    title: keyOrNull(row, 'title'),
    createdAt: integer(row, 'created_at'),
    updatedAt: integer(row, 'updated_at'),
    metadata: textOrNull(row, 'metadata'),
  };
}

function messageRowInput(row: Row): Parameters<typeof messageFromRow>[0] {
  return {
    id: key(row, 'id'),
    threadId: key(row, 'thread_id'),
    resourceId: keyOrNull(row, 'resource_id'),
    role: text(row, 'role'),
    createdAt: integer(row, 'created_at'),
    content: text(row, 'content'),
  };
}
