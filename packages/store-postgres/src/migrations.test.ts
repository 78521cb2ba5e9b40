import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { LATEST_VERSION } from './migrations.js';
import { PostgresStorage } from './postgres-storage.js';
import { freshSchema } from './test/fresh-schema.js';

const url = inject('postgresUrl');
const admin = new pg.Pool({ connectionString: url, max: 2 });
afterAll(() => admin.end());

it('five instances starting at once on a fresh schema all succeed and leave it at the latest version, migrated once', async () => {
  const schema = freshSchema();
  const stores = Array.from({ length: 5 }, () => new PostgresStorage({ connectionString: url }, { schema, max: 1 }));
  try {
    const results = await Promise.allSettled(stores.map((store) => store.getThread('none')));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
    const versions = await admin.query<{ version: number }>(`SELECT version FROM "${schema}".sluice_migrations ORDER BY version`);
    expect(versions.rows.map((r) => r.version)).toEqual(Array.from({ length: LATEST_VERSION }, (_, i) => i + 1));
    const indexes = await admin.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE schemaname = $1', [schema]);
    expect(indexes.rows.map((r) => r.indexdef).join('\n')).toContain('(thread_id, created_at, seq)');
  } finally {
    await Promise.all(stores.map((store) => store.close()));
  }
}, 60_000);

it('a schema migrated by a newer version is refused with SCHEMA_TOO_NEW', async () => {
  const schema = freshSchema();
  const store = new PostgresStorage({ connectionString: url }, { schema });
  await store.migrate();
  await admin.query(`INSERT INTO "${schema}".sluice_migrations (version, name) VALUES ($1, 'from the future')`, [LATEST_VERSION + 1]);
  const newer = new PostgresStorage({ connectionString: url }, { schema });
  try {
    await expect(newer.getThread('t')).rejects.toMatchObject({ code: 'SCHEMA_TOO_NEW' });
  } finally {
    await Promise.all([store.close(), newer.close()]);
  }
});

it('a schema name that is not a plain identifier is refused before any SQL runs', () => {
  for (const schema of ['a"b', 'x; DROP TABLE y', '1starts_with_digit', '', 'a'.repeat(64)]) {
    expect(() => new PostgresStorage({ connectionString: url }, { schema })).toThrow(expect.objectContaining({ code: 'INVALID_SCHEMA_NAME' }));
  }
});

it("close() ends the pool it created but leaves the caller's pool open", async () => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const borrowed = new PostgresStorage({ pool }, { schema: freshSchema() });
  await borrowed.getThread('t');
  await borrowed.close();
  expect((await pool.query<{ one: number }>('SELECT 1::int AS one')).rows[0]?.one).toBe(1);
  await pool.end();

  const name = `sluice-owned-${freshSchema()}`;
  const owned = new PostgresStorage({ connectionString: `${url}?application_name=${name}` }, { schema: freshSchema() });
  await owned.getThread('t');
  const count = async () =>
    (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name])).rows[0]?.n;
  expect(await count()).toBeGreaterThan(0);
  await owned.close();
  let left = await count();
  for (let i = 0; i < 50 && left !== 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    left = await count();
  }
  expect(left).toBe(0);
});
