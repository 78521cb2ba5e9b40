import { MemoryError, type StoredMessage } from '@sluice/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LibSQLStorage } from './libsql-storage.js';
import { LibSQLStorageError } from './libsql-storage-error.js';
import { tempDb, type TempDb } from './test/temp-db.js';

function message(id: string, at: number, text = id): StoredMessage {
  return { id, role: 'user', createdAt: new Date(at), content: { format: 2, parts: [{ type: 'text', text }] } };
}

function thread(id: string, resourceId?: string, at = 1000): { id: string; createdAt: Date; updatedAt: Date; resourceId?: string } {
  return { id, createdAt: new Date(at), updatedAt: new Date(at), ...(resourceId === undefined ? {} : { resourceId }) };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('LibSQLStorage on a file', () => {
  let db: TempDb;
  let store: LibSQLStorage;

  beforeEach(() => {
    db = tempDb();
    store = new LibSQLStorage({ url: db.url() });
  });

  afterEach(async () => {
    await store.close();
    db.dispose();
  });

  it('saveRun stores the thread and its messages under the owner; a second run keeps createdAt, owner and title', async () => {
    await store.saveRun({ thread: { ...thread('t', 'u1'), title: 'first' }, messages: [message('a', 1), message('b', 2)] });
    await store.saveRun({ thread: thread('t', undefined, 5000), messages: [message('c', 3)] });
    const saved = await store.getThread('t');
    expect(saved).toEqual({ id: 't', resourceId: 'u1', title: 'first', createdAt: new Date(1000), updatedAt: new Date(5000) });
    const messages = await store.listMessages({ threadId: 't', resourceId: 'u1' });
    expect(messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(messages.every((m) => m.threadId === 't' && m.resourceId === 'u1' && m.createdAt instanceof Date)).toBe(true);
  });

  it('orders equal timestamps by first save, and an upsert keeps its place; limit is the last N, oldest first', async () => {
    await store.saveMessages(['x', 'y', 'z'].map((id) => ({ ...message(id, 7), threadId: 't' })));
    await store.saveMessages([{ ...message('x', 7, 'edited'), threadId: 't' }]);
    const all = await store.listMessages({ threadId: 't' });
    expect(all.map((m) => m.id)).toEqual(['x', 'y', 'z']);
    expect(all[0]?.content.parts).toEqual([{ type: 'text', text: 'edited' }]);
    expect((await store.listMessages({ threadId: 't', limit: 2 })).map((m) => m.id)).toEqual(['y', 'z']);
    expect(await store.listMessages({ threadId: 't', limit: 0 })).toEqual([]);
  });

  it('refuses another resource, inside the write, and stores nothing of a refused run', async () => {
    await store.saveRun({ thread: thread('t', 'owner'), messages: [message('a', 1)] });
    expect(await codeOf(store.listMessages({ threadId: 't', resourceId: 'intruder' }))).toBe('THREAD_RESOURCE_MISMATCH');
    expect(await codeOf(store.saveRun({ thread: thread('t', 'intruder'), messages: [message('b', 2)] }))).toBe('THREAD_RESOURCE_MISMATCH');
    expect(await codeOf(store.saveMessages([{ ...message('c', 3), threadId: 't', resourceId: 'intruder' }]))).toBe('THREAD_RESOURCE_MISMATCH');
    expect(await codeOf(store.saveThread(thread('t', 'intruder')))).toBe('THREAD_RESOURCE_MISMATCH');
    expect((await store.listMessages({ threadId: 't' })).map((m) => m.id)).toEqual(['a']);
  });

  it('deletes by id (unknown ids ignored), in chunks larger than one IN list', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ ...message(`m${String(i)}`, i), threadId: 't' }));
    await store.saveMessages(many);
    await store.deleteMessages([...many.slice(0, 1100).map((m) => m.id), 'unknown']);
    expect((await store.listMessages({ threadId: 't' })).map((m) => m.id)).toEqual(many.slice(1100).map((m) => m.id));
  });

  it('keeps its messages across close and reopen; after close every call is STORAGE_CLOSED', async () => {
    await store.saveRun({ thread: thread('t', 'u'), messages: [message('a', 1, 'héllo ✓ 𝄞')] });
    await store.close();
    expect(await codeOf(store.listMessages({ threadId: 't' }))).toBe('STORAGE_CLOSED');
    expect(await codeOf(store.saveRun({ thread: thread('t'), messages: [] }))).toBe('STORAGE_CLOSED');
    expect(await codeOf(store.getThread('t'))).toBe('STORAGE_CLOSED');
    await store.close();
    store = new LibSQLStorage({ url: db.url() });
    const recalled = await store.listMessages({ threadId: 't', resourceId: 'u' });
    expect(recalled.map((m) => m.content.parts)).toEqual([[{ type: 'text', text: 'héllo ✓ 𝄞' }]]);
  });

  it('close() waits for the calls in flight: they complete, and what they wrote is there after reopening', async () => {
    const saving = store.saveRun({ thread: thread('t'), messages: [message('a', 1), message('b', 2)] });
    const reading = store.listMessages({ threadId: 't' });
    await store.close();
    await expect(saving).resolves.toBeUndefined();
    await expect(reading).resolves.toBeInstanceOf(Array);
    store = new LibSQLStorage({ url: db.url() });
    expect((await store.listMessages({ threadId: 't' })).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('stores the file in WAL mode with the versioned schema', async () => {
    await store.ready();
    const { createClient } = await import('@libsql/client');
    const raw = createClient({ url: db.url() });
    expect((await raw.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal');
    expect((await raw.execute('SELECT version FROM sluice_migrations')).rows.map((r) => r.version)).toEqual([1]);
    const plan = await raw.execute(
      "EXPLAIN QUERY PLAN SELECT * FROM sluice_messages WHERE thread_id = 't' ORDER BY created_at DESC, seq DESC LIMIT 20",
    );
    expect(JSON.stringify(plan.rows)).toContain('sluice_messages_thread_order');
    raw.close();
  });

  it('keeps stores with different table prefixes apart in one file', async () => {
    const other = new LibSQLStorage({ url: db.url() }, { tablePrefix: 'app2_' });
    await store.saveRun({ thread: thread('t'), messages: [message('a', 1)] });
    expect(await other.listMessages({ threadId: 't' })).toEqual([]);
    await other.close();
  });

  it('refuses a database migrated by a newer version with SCHEMA_TOO_NEW', async () => {
    await store.ready();
    const { createClient } = await import('@libsql/client');
    const raw = createClient({ url: db.url() });
    await raw.execute('INSERT INTO sluice_migrations (version, applied_at) VALUES (99, 0)');
    raw.close();
    const newer = new LibSQLStorage({ url: db.url() });
    const error: unknown = await newer.ready().catch((e: unknown) => e);
    expect(LibSQLStorageError.isInstance(error) && error.code).toBe('SCHEMA_TOO_NEW');
    await newer.close();
  });
});

describe('LibSQLStorage options and opening', () => {
  it('rejects a tablePrefix that is not an identifier with INVALID_OPTIONS', () => {
    for (const prefix of ['1abc', 'a-b', 'x; DROP TABLE y', 'a b']) {
      expect(() => new LibSQLStorage({ url: ':memory:' }, { tablePrefix: prefix })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }) as Error,
      );
    }
  });

  it('a file in a missing directory fails with OPEN_FAILED (typed, with the driver error as cause), not a hang', async () => {
    const db = tempDb();
    const store = new LibSQLStorage({ url: `file:${db.dir}/missing/dir/memory.db` });
    const started = Date.now();
    const error: unknown = await store.listMessages({ threadId: 't' }).catch((e: unknown) => e);
    expect(LibSQLStorageError.isInstance(error) && error.code).toBe('OPEN_FAILED');
    expect((error as Error).cause).toBeDefined();
    expect(Date.now() - started).toBeLessThan(2000);
    await store.close();
    db.dispose();
  });

  it('a path that is a directory fails with OPEN_FAILED', async () => {
    const db = tempDb();
    const store = new LibSQLStorage({ url: `file:${db.dir}` });
    expect(await codeOf(store.ready())).toBe('OPEN_FAILED');
    await store.close();
    db.dispose();
  });

  it('works on :memory:, concurrent calls included (one connection, calls take turns)', async () => {
    const store = new LibSQLStorage({ url: ':memory:' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.all([
          store.saveRun({ thread: thread('t'), messages: [message(`m${String(i)}`, i)] }),
          store.listMessages({ threadId: 't' }),
        ]),
      ),
    );
    expect(await store.listMessages({ threadId: 't' })).toHaveLength(20);
    await store.close();
    expect(MemoryError.isInstance(await store.getThread('t').catch((e: unknown) => e))).toBe(true);
  });
});
