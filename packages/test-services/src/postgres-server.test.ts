import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresServer } from './postgres-server.js';
import { killFixtureAndWait, refuses } from './test/kill-fixture.js';

const fixture = fileURLToPath(new URL('./fixtures/start-postgres-and-hang.ts', import.meta.url));


async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>('SELECT 1::int AS n');
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe('PostgresServer', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await PostgresServer.start();
  }, 60_000);
  afterAll(async () => {
    await server.dispose();
  });

  it('answers on its loopback port and keeps data across stop() and restart()', async () => {
    expect(server.url).toBe(`postgres://sluice@127.0.0.1:${server.port}/postgres`);
    expect(await selectOne(server.url)).toBe(1);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('CREATE TABLE kept (v text)');
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();

    await server.stop();
    expect(server.running).toBe(false);
    expect(await refuses(server.port)).toBe(true);

    await server.restart();
    const again = new pg.Client({ connectionString: server.url });
    await again.connect();
    const rows = await again.query<{ v: string }>('SELECT v FROM kept');
    await again.end();
    expect(rows.rows.map((r) => r.v)).toEqual(['still here']);
  });

  it('dispose() removes its data dir', async () => {
    const other = await PostgresServer.start();
    expect(existsSync(other.dataDir)).toBe(true);
    await other.dispose();
    expect(existsSync(other.dataDir)).toBe(false);
    expect(await refuses(other.port)).toBe(true);
  }, 60_000);
});

it('a test process killed with SIGKILL leaves no postgres behind', async () => {
  const { answeredBefore, gone, words } = await killFixtureAndWait(fixture);
  expect(answeredBefore).toBe(true);
  expect(gone).toBe(true);
  // the killed process could not remove its temp dir: do it here
  rmSync(path.dirname(words[1] ?? ''), { recursive: true, force: true });
}, 60_000);
