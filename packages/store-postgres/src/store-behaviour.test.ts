import { inject } from 'vitest';
import { MemoryError } from '@sluice/core';
import type { SqlMemoryStorage } from './sql-memory-storage.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend, postgresBackend } from './test/backends.js';
import { textMessage } from './test/messages.js';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe.each([postgresBackend(inject('postgresUrl')), pgliteBackend()])('$name', (backend) => {
  const stores: SqlMemoryStorage[] = [];
  const fresh = () => {
    const store = backend.create();
    stores.push(store);
    return store;
  };
  beforeAll(() => backend.start(), 120_000);
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await backend.dispose();
  });

  it('saveRun stores the thread and its messages, oldest first, with equal timestamps in first-saved order', async () => {
    const store = fresh();
    await store.saveRun({
      thread: { id: 't', resourceId: 'u1', createdAt: t0, updatedAt: t0 },
      messages: [textMessage('b', 'second', at(5)), textMessage('a', 'first', at(5)), textMessage('z', 'zero', at(1))],
    });
    // an upsert of 'b' keeps its place
    await store.saveRun({ thread: { id: 't', createdAt: at(9), updatedAt: at(9) }, messages: [textMessage('b', 'second!', at(5))] });
    const listed = await store.listMessages({ threadId: 't' });
    expect(listed.map((m) => [m.id, m.threadId, m.resourceId])).toEqual([
      ['z', 't', 'u1'],
      ['b', 't', 'u1'],
      ['a', 't', 'u1'],
    ]);
    expect(listed[1]?.content.parts).toEqual([{ type: 'text', text: 'second!' }]);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
    const thread = await store.getThread('t');
    expect(thread).toEqual({ id: 't', resourceId: 'u1', createdAt: t0, updatedAt: at(9) });
  });

  it('limit returns the last N, still oldest first', async () => {
    const store = fresh();
    const messages = Array.from({ length: 30 }, (_, i) => textMessage(`m${String(i)}`, `#${String(i)}`, at(i)));
    await store.saveRun({ thread: { id: 't', createdAt: t0, updatedAt: t0 }, messages });
    expect((await store.listMessages({ threadId: 't', limit: 3 })).map((m) => m.id)).toEqual(['m27', 'm28', 'm29']);
    expect(await store.listMessages({ threadId: 't', limit: 0 })).toEqual([]);
  });

  it('content round-trips exactly: \\u0000, unicode, key order and a 1 MB message', async () => {
    const store = fresh();
    const big = 'x'.repeat(1024 * 1024);
    const odd = textMessage('odd', 'nul \u0000 é 🦀 "quotes" \\ back', t0);
    odd.content.metadata = { z: 1, a: [null, { '': 'empty key' }] };
    await store.saveRun({ thread: { id: 't', createdAt: t0, updatedAt: t0 }, messages: [odd, textMessage('big', big, at(1))] });
    const [first, second] = await store.listMessages({ threadId: 't' });
    expect(first?.content).toEqual(odd.content);
    expect(Object.keys(first?.content.metadata ?? {})).toEqual(['z', 'a']);
    expect(second?.content.parts).toEqual([{ type: 'text', text: big }]);
  });

  it("a thread stays with its owner: another resource can neither read nor write it, and nothing of the refused run is stored", async () => {
    const store = fresh();
    await store.saveRun({ thread: { id: 't', resourceId: 'u1', createdAt: t0, updatedAt: t0 }, messages: [textMessage('a', 'mine', t0)] });
    await expect(store.listMessages({ threadId: 't', resourceId: 'u2' })).rejects.toMatchObject({ code: 'THREAD_RESOURCE_MISMATCH' });
    const error: unknown = await store
      .saveRun({ thread: { id: 't', resourceId: 'u2', createdAt: t0, updatedAt: t0 }, messages: [textMessage('b', 'theirs', t0)] })
      .catch((e: unknown) => e);
    expect(MemoryError.isInstance(error) && error.code).toBe('THREAD_RESOURCE_MISMATCH');
    await expect(store.saveThread({ id: 't', resourceId: 'u2', createdAt: t0, updatedAt: t0 })).rejects.toMatchObject({
      code: 'THREAD_RESOURCE_MISMATCH',
    });
    await expect(store.saveMessages([{ ...textMessage('c', 'theirs', t0, 't'), resourceId: 'u2' }])).rejects.toMatchObject({
      code: 'THREAD_RESOURCE_MISMATCH',
    });
    expect((await store.listMessages({ threadId: 't', resourceId: 'u1' })).map((m) => m.id)).toEqual(['a']);
    expect((await store.getThread('t'))?.resourceId).toBe('u1');
  });

  it('saveRun keeps createdAt, the owner, and title/metadata when not given', async () => {
    const store = fresh();
    await store.saveThread({ id: 't', resourceId: 'u1', title: 'Trip', metadata: { k: 1 }, createdAt: t0, updatedAt: t0 });
    await store.saveRun({ thread: { id: 't', createdAt: at(50), updatedAt: at(50) }, messages: [] });
    expect(await store.getThread('t')).toEqual({ id: 't', resourceId: 'u1', title: 'Trip', metadata: { k: 1 }, createdAt: t0, updatedAt: at(50) });
    await store.saveRun({ thread: { id: 't', title: 'New', createdAt: at(60), updatedAt: at(60) }, messages: [] });
    expect((await store.getThread('t'))?.title).toBe('New');
  });

  it('saveMessages upserts and deleteMessages removes by id (unknown ids ignored)', async () => {
    const store = fresh();
    await store.saveThread({ id: 't', createdAt: t0, updatedAt: t0 });
    await store.saveMessages([textMessage('a', '1', at(1), 't'), textMessage('b', '2', at(2), 't')]);
    await store.deleteMessages(['a', 'nope']);
    expect((await store.listMessages({ threadId: 't' })).map((m) => m.id)).toEqual(['b']);
    expect(await store.getThread('none')).toBeUndefined();
  });

  it('concurrent runs on one thread lose nothing', async () => {
    const store = fresh();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.saveRun({
          thread: { id: 't', resourceId: 'u', createdAt: at(i), updatedAt: at(i) },
          messages: [textMessage(`q${String(i)}`, 'q', at(i)), textMessage(`r${String(i)}`, 'r', at(i))],
        }),
      ),
    );
    expect(await store.listMessages({ threadId: 't' })).toHaveLength(40);
  });

  it('after close() every call throws STORAGE_CLOSED', async () => {
    const store = fresh();
    await store.getThread('warm-up');
    await store.close();
    await expect(store.getThread('t')).rejects.toMatchObject({ code: 'STORAGE_CLOSED' });
    await expect(store.listMessages({ threadId: 't' })).rejects.toMatchObject({ code: 'STORAGE_CLOSED' });
    await expect(store.saveRun({ thread: { id: 't', createdAt: t0, updatedAt: t0 }, messages: [] })).rejects.toMatchObject({
      code: 'STORAGE_CLOSED',
    });
  });
});
