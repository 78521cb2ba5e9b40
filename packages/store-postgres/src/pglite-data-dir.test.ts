import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PGliteStorage } from './pglite-storage.js';
import { textMessage } from './test/messages.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sluice-pglite-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const t0 = new Date('2026-02-01T00:00:00.000Z');

it('a dataDir store closed and reopened keeps its threads and messages', async () => {
  const first = new PGliteStorage({ dataDir: path.join(dir, 'db') });
  await first.saveRun({
    thread: { id: 't', resourceId: 'u', title: 'kept', createdAt: t0, updatedAt: t0 },
    messages: [textMessage('a', 'one', t0), textMessage('b', 'two', t0)],
  });
  await first.close();
  await expect(first.getThread('t')).rejects.toMatchObject({ code: 'STORAGE_CLOSED' });

  const reopened = new PGliteStorage({ dataDir: path.join(dir, 'db') });
  try {
    expect(await reopened.getThread('t')).toEqual({ id: 't', resourceId: 'u', title: 'kept', createdAt: t0, updatedAt: t0 });
    expect((await reopened.listMessages({ threadId: 't', resourceId: 'u' })).map((m) => m.id)).toEqual(['a', 'b']);
  } finally {
    await reopened.close();
  }
}, 60_000);

it('without dataDir the store is in memory: a new one starts empty', async () => {
  const first = new PGliteStorage();
  await first.saveRun({ thread: { id: 't', createdAt: t0, updatedAt: t0 }, messages: [textMessage('a', 'one', t0)] });
  await first.close();
  const second = new PGliteStorage();
  try {
    expect(await second.listMessages({ threadId: 't' })).toEqual([]);
  } finally {
    await second.close();
  }
}, 60_000);
