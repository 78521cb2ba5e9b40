import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { InMemoryStorage, messageToRow, type MemoryStorage, type StoredMessage } from '@sluice/core';
import { LibSQLStorage } from '@sluice/store-libsql';
import type { BenchCase, BenchGroup, CaseResult } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * Agent memory on libSQL (an embedded file, WAL mode): persisting a 10-message run (`saveRun`, one
 * write transaction, fsync'd), and recalling the last 20 messages of a 10,000-message thread
 * (`listMessages({ limit: 20 })`, what the agent does before each run) on a file with 10 threads
 * and on one with 100,000 threads, next to `InMemoryStorage` (the floor). Budget: recall < 5 ms.
 */
const THREAD_MESSAGES = 10_000;
const MANY_THREADS = 100_000;
const RECALL = 20;
const RUN_MESSAGES = 10;

function message(id: string, at: number, role: StoredMessage['role'] = 'user'): StoredMessage {
  const text = `${role === 'user' ? 'Question' : 'Answer'} ${id}: a sentence or two of a conversation, about this long.`;
  return { id, role, createdAt: new Date(at), content: { format: 2, parts: [{ type: 'text', text }] } };
}

/** A 10,000-message thread `big` (one saveRun), plus `otherThreads` threads of one message each. */
async function fill(store: MemoryStorage & { saveRun: NonNullable<MemoryStorage['saveRun']> }, url: string | undefined, otherThreads: number): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  await store.saveRun({
    thread: { id: 'big', resourceId: 'user', createdAt: new Date(start), updatedAt: new Date(start) },
    messages: Array.from({ length: THREAD_MESSAGES }, (_, i) => message(`big-${String(i)}`, start + i * 1000, i % 2 === 0 ? 'user' : 'assistant')),
  });
  if (url === undefined) {
    for (let i = 0; i < otherThreads; i++) {
      await store.saveRun({ thread: { id: `t${String(i)}`, createdAt: new Date(start), updatedAt: new Date(start) }, messages: [message(`t${String(i)}-0`, start)] });
    }
    return;
  }
  // Bulk: one transaction, one statement per table, rows generated in SQL from one row made by core's codec.
  const row = messageToRow(message('template', start), 'template', undefined);
  const raw = createClient({ url });
  await raw.batch(
    [
      {
        sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
          INSERT INTO sluice_threads (id, resource_id, title, created_at, updated_at, metadata) SELECT 't' || i, NULL, NULL, ?, ?, NULL FROM n`,
        args: [otherThreads, start, start],
      },
      {
        sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
          INSERT INTO sluice_messages (id, thread_id, resource_id, role, created_at, content) SELECT 't' || i || '-0', 't' || i, NULL, 'user', ? + i, ? FROM n`,
        args: [otherThreads, start, row.content],
      },
    ],
    'write',
  );
  raw.close();
}

function recallCase(name: string, store: MemoryStorage, budget = true): BenchCase {
  return {
    name,
    units: RECALL,
    unit: 'message',
    ...(budget ? { budget: { maxMillis: 5, description: '< 5 ms' } } : {}),
    run: async () => {
      const recalled = await store.listMessages({ threadId: 'big', resourceId: 'user', limit: RECALL });
      if (recalled.length !== RECALL || recalled[RECALL - 1]?.id !== `big-${String(THREAD_MESSAGES - 1)}`) throw new Error('wrong recall');
    },
  };
}

function persistCase(name: string, store: MemoryStorage & { saveRun: NonNullable<MemoryStorage['saveRun']> }): BenchCase {
  let run = 0;
  return {
    name,
    units: RUN_MESSAGES,
    unit: 'message',
    run: () => {
      run++;
      const now = Date.now();
      return store.saveRun({
        thread: { id: 'persist', resourceId: 'user', createdAt: new Date(now), updatedAt: new Date(now) },
        messages: Array.from({ length: RUN_MESSAGES }, (_, i) => message(`run-${String(run)}-${String(i)}`, now + i, i % 2 === 0 ? 'user' : 'assistant')),
      });
    },
  };
}

const suite: BenchSuite = {
  name: 'store-libsql',
  groups: async (): Promise<BenchGroup[]> => {
    const dir = mkdtempSync(join(tmpdir(), 'sluice-bench-libsql-'));
    const fewUrl = `file:${join(dir, 'few-threads.db')}`;
    const manyUrl = `file:${join(dir, 'many-threads.db')}`;
    const memory = new InMemoryStorage();
    const few = new LibSQLStorage({ url: fewUrl });
    const many = new LibSQLStorage({ url: manyUrl });
    await fill(memory, undefined, 9);
    await fill(few, undefined, 9);
    await many.ready();
    await fill(many, manyUrl, MANY_THREADS - 1);
    const cleanup = (): void => {
      void Promise.all([memory.close(), few.close(), many.close()]).finally(() => {
        rmSync(dir, { recursive: true, force: true });
      });
    };
    return [
      {
        name: `persist a ${String(RUN_MESSAGES)}-message run (saveRun)`,
        floor: persistCase('InMemoryStorage', memory),
        cases: [persistCase('LibSQLStorage, file (WAL, one transaction, fsync)', few)],
        rounds: 100,
        warmup: 5,
      },
      {
        name: `recall the last ${String(RECALL)} of a ${String(THREAD_MESSAGES)}-message thread`,
        floor: recallCase('InMemoryStorage', memory, false),
        cases: [
          recallCase('LibSQLStorage, file, 10 threads', few),
          recallCase(`LibSQLStorage, file, ${String(MANY_THREADS)} threads`, many),
        ],
        rounds: 300,
        warmup: 20,
        notes: (results: CaseResult[]) => {
          cleanup();
          const [fewResult, manyResult] = results.filter((r) => r.name.startsWith('LibSQLStorage'));
          if (fewResult === undefined || manyResult === undefined) return [];
          return [
            `store-libsql: recall with ${String(MANY_THREADS)} threads / with 10 threads = ${(manyResult.medianMs / fewResult.medianMs).toFixed(2)}x (index on thread_id, created_at, seq)`,
          ];
        },
      },
    ];
  },
};

export default suite;
