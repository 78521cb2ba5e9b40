import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LibSQLStorage } from './libsql-storage.js';
import { runTogether } from './test/child-process.js';
import { tempDb, type TempDb } from './test/temp-db.js';

describe('LibSQLStorage migrations', () => {
  let db: TempDb | undefined;

  afterEach(() => {
    db?.dispose();
  });

  it('several instances opened at once on a fresh file all succeed, and the schema is applied once', async () => {
    db = tempDb();
    const url = db.url();
    const stores = Array.from({ length: 8 }, () => new LibSQLStorage({ url }));
    await Promise.all(stores.map((store, i) => store.saveRun({
      thread: { id: `t${String(i)}`, createdAt: new Date(1), updatedAt: new Date(1) },
      messages: [{ id: `m${String(i)}`, role: 'user', createdAt: new Date(1), content: { format: 2, parts: [{ type: 'text', text: 'hi' }] } }],
    })));
    for (const [i, store] of stores.entries()) expect(await store.listMessages({ threadId: `t${String(i)}` })).toHaveLength(1);
    await Promise.all(stores.map((store) => store.close()));
    const raw = createClient({ url });
    expect((await raw.execute('SELECT version FROM sluice_migrations')).rows.map((r) => r.version)).toEqual([1]);
    raw.close();
  });

  it('several processes opening a fresh file at once all succeed', async () => {
    db = tempDb();
    const url = db.url();
    const names = ['p1', 'p2', 'p3', 'p4'];
    await runTogether('./agent-writer.ts', names.map((name) => [url, name, '1']));
    const store = new LibSQLStorage({ url });
    expect(await store.listMessages({ threadId: 'shared' })).toHaveLength(2 * names.length);
    await store.close();
  }, 60_000);

  it('a migration that fails leaves nothing half-applied, and the next open applies it', async () => {
    db = tempDb();
    const url = db.url();
    const raw = createClient({ url });
    // A table in the way of step 1 (its index statement fails): the whole step must roll back.
    await raw.execute('CREATE TABLE sluice_messages (unrelated TEXT)');
    const store = new LibSQLStorage({ url });
    expect(await store.ready().then(() => 'ok', (e: unknown) => (e as { code?: string }).code ?? 'no code')).not.toBe('ok');
    expect((await raw.execute("SELECT name FROM sqlite_master WHERE name = 'sluice_threads'")).rows).toEqual([]);
    await raw.execute('DROP TABLE sluice_messages');
    await store.ready();
    expect((await raw.execute('SELECT version FROM sluice_migrations')).rows.map((r) => r.version)).toEqual([1]);
    raw.close();
    await store.close();
  });
});
