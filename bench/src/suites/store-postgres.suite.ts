import { PGlite } from '@electric-sql/pglite';
import type { StoredMessage } from '@sluice/core';
import { PostgresStorage } from '@sluice/store-postgres';
import { PGliteStorage } from '@sluice/store-postgres/pglite';
import { PostgresServer } from '@sluice/test-services';
import pg from 'pg';
import type { BenchCase, BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * Memory on PostgreSQL (DESIGN.md section 7): persisting a 10-message run (one `saveRun`
 * transaction) and recalling the last 20 messages of a 10,000-message thread, on PGlite (in
 * process, in memory) and on a PostgreSQL server on loopback (fsync on); then the same recall on a
 * database of 10 threads and one of 100,000 threads (10 messages each), to show it does not grow
 * with the table. Each group's floor is `SELECT 1` through the same connection. Budgets: recall
 * < 2 ms on PostgreSQL loopback, < 5 ms embedded. The data is bulk-inserted with generate_series
 * straight into the store's tables (their layout is the store's, version 1).
 */
const LONG_THREAD = 10_000;
const MANY_THREADS = 100_000;
const MESSAGES_PER_THREAD = 10;

/** Runs one statement: what both engines' clients have in common here. */
type Exec = (text: string, params?: unknown[]) => Promise<unknown>;

async function bulkInsert(exec: Exec, schema: string, threads: number, perThread: number): Promise<void> {
  await exec(
    `INSERT INTO "${schema}".sluice_threads (id, resource_id, created_at, updated_at)
     SELECT 'thread-' || t, 'bench-user', timestamptz '2026-01-01', timestamptz '2026-01-01' FROM generate_series(1, $1::int) t`,
    [threads],
  );
  await exec(
    `INSERT INTO "${schema}".sluice_messages (id, thread_id, resource_id, role, content, created_at)
     SELECT 'm-' || t || '-' || i, 'thread-' || t, 'bench-user', CASE WHEN i % 2 = 0 THEN 'assistant' ELSE 'user' END,
       '{"format":2,"parts":[{"type":"text","text":"message ' || i || ' of thread ' || t || ', a sentence or two of an ordinary conversation."}]}',
       timestamptz '2026-01-01' + make_interval(secs => i)
     FROM generate_series(1, $1::int) t, generate_series(1, $2::int) i`,
    [threads, perThread],
  );
  await exec(`ANALYZE "${schema}".sluice_messages`);
}

let runCounter = 0;
/** A new 10-message run (5 questions, 5 answers) on `thread`. */
function tenMessages(): StoredMessage[] {
  const run = runCounter++;
  const createdAt = Date.now();
  return Array.from({ length: 10 }, (_, i) => ({
    id: `run-${String(run)}-${String(i)}`,
    role: i % 2 === 0 ? 'user' : 'assistant',
    createdAt: new Date(createdAt + i),
    content: { format: 2, parts: [{ type: 'text', text: `message ${String(i)} of run ${String(run)}: `.padEnd(400, 'lorem ipsum ') }] },
  }));
}

interface Engine {
  label: string;
  /** The recall budget in ms. */
  recallBudget: number;
  exec: Exec;
  store: (schema: string) => PostgresStorage | PGliteStorage;
}

async function engineGroups(engine: Engine): Promise<BenchGroup[]> {
  const floor: BenchCase = { name: 'SELECT 1 through the same client', run: () => engine.exec('SELECT 1') };
  const long = engine.store('bench_long');
  await long.migrate();
  await bulkInsert(engine.exec, 'bench_long', 1, LONG_THREAD);
  const persist = engine.store('bench_persist');
  await persist.migrate();
  const few = engine.store('bench_few');
  const many = engine.store('bench_many');
  await Promise.all([few.migrate(), many.migrate()]);
  await bulkInsert(engine.exec, 'bench_few', 10, MESSAGES_PER_THREAD);
  await bulkInsert(engine.exec, 'bench_many', MANY_THREADS, MESSAGES_PER_THREAD);
  const budget = { maxMillis: engine.recallBudget, description: `< ${String(engine.recallBudget)} ms` };
  let pick = 0;
  return [
    {
      name: `${engine.label}: persist a 10-message run`,
      floor,
      cases: [
        {
          name: 'saveRun (thread upsert + 10 messages, one transaction)',
          units: 10,
          unit: 'message',
          run: () => persist.saveRun({ thread: { id: 'persist', resourceId: 'bench-user', createdAt: new Date(), updatedAt: new Date() }, messages: tenMessages() }),
        },
      ],
      rounds: 200,
      warmup: 10,
    },
    {
      name: `${engine.label}: recall the last 20 of a ${String(LONG_THREAD)}-message thread`,
      floor,
      cases: [
        {
          name: 'listMessages({ limit: 20, resourceId })',
          units: 20,
          unit: 'message',
          budget,
          run: () => long.listMessages({ threadId: 'thread-1', resourceId: 'bench-user', limit: 20 }),
        },
      ],
      rounds: 300,
      warmup: 20,
    },
    {
      name: `${engine.label}: recall with 10 vs ${String(MANY_THREADS)} threads (${String(MESSAGES_PER_THREAD)} messages each)`,
      floor,
      cases: [
        {
          name: 'recall, 10 threads',
          budget,
          run: () => few.listMessages({ threadId: `thread-${String((pick++ % 10) + 1)}`, resourceId: 'bench-user', limit: 20 }),
        },
        {
          name: `recall, ${String(MANY_THREADS)} threads`,
          budget,
          run: () => many.listMessages({ threadId: `thread-${String(((pick++ * 7919) % MANY_THREADS) + 1)}`, resourceId: 'bench-user', limit: 20 }),
        },
      ],
      rounds: 300,
      warmup: 20,
    },
  ];
}

const suite: BenchSuite = {
  name: 'store-postgres',
  groups: async (): Promise<BenchGroup[]> => {
    const db = new PGlite();
    const pglite: Engine = {
      label: 'PGlite (in memory)',
      recallBudget: 5,
      exec: (text, params) => db.query(text, params),
      store: (schema) => new PGliteStorage({ db }, { schema }),
    };
    process.stderr.write('store-postgres: starting PostgreSQL and bulk-inserting (about a minute)...\n');
    const server = await PostgresServer.start({ durable: true });
    const pool = new pg.Pool({ connectionString: server.url, max: 4, connectionTimeoutMillis: 5000 });
    const postgres: Engine = {
      label: 'PostgreSQL (loopback)',
      recallBudget: 2,
      exec: (text, params) => pool.query(text, params),
      store: (schema) => new PostgresStorage({ pool }, { schema }),
    };
    const groups = [...(await engineGroups(pglite)), ...(await engineGroups(postgres))];
    const last = groups.at(-1);
    if (last !== undefined) {
      // after the last measurement: stop the server and remove its data dir
      last.notes = () => {
        void Promise.all([pool.end(), db.close()]).finally(() => server.dispose());
        return [];
      };
    }
    return groups;
  },
};

export default suite;
