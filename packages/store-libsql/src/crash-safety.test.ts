import type { ChildProcess } from 'node:child_process';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LibSQLStorage } from './libsql-storage.js';
import { exited, printed, startChild } from './test/child-process.js';
import { tempDb, type TempDb } from './test/temp-db.js';

const RUN_SIZE = 10;
const MESSAGE_BYTES = 200_000;

describe('LibSQLStorage crash safety', () => {
  let db: TempDb | undefined;
  let child: ChildProcess | undefined;

  afterEach(() => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    db?.dispose();
  });

  it('a process kill -9ed while saving runs leaves each run whole or absent, and no partial message', async () => {
    db = tempDb();
    child = startChild('./crash-writer.ts', [db.url(), String(RUN_SIZE), String(MESSAGE_BYTES)]);
    const exit = exited(child).catch(() => undefined);
    await printed(child, 'saving');
    // A random moment inside the loop of 2 MB runs (each takes a few ms to write).
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(Math.random() * 200)));
    child.kill('SIGKILL');
    await exit;
    expect(child.signalCode).toBe('SIGKILL');

    const store = new LibSQLStorage({ url: db.url() });
    const messages = await store.listMessages({ threadId: 'crash' });
    await store.close();
    const byRun = new Map<string, number>();
    for (const m of messages) {
      const run = /^run-(\d+)-msg-\d+$/.exec(m.id)?.[1] ?? 'unexpected';
      byRun.set(run, (byRun.get(run) ?? 0) + 1);
      const part = m.content.parts[0];
      expect(part?.type === 'text' && part.text.length).toBe(MESSAGE_BYTES);
      expect(part?.type === 'text' && part.text.startsWith(`run ${run} message `)).toBe(true);
    }
    expect(byRun.size).toBeGreaterThanOrEqual(3);
    for (const [run, count] of byRun) expect({ run, count }).toEqual({ run, count: RUN_SIZE });
    // The runs present are exactly the first ones, with no gap.
    expect([...byRun.keys()].map(Number).sort((a, b) => a - b)).toEqual([...byRun.keys()].map((_, i) => i));
    const raw = createClient({ url: db.url() });
    expect((await raw.execute('PRAGMA integrity_check')).rows[0]?.integrity_check).toBe('ok');
    raw.close();
  });
});
