import type { StoredMessage } from '@sluice/core';
import { expectEqual, rejection, type StorageCheck } from '../storage-check.js';
import { textMessage, thread } from '../storage-fixtures.js';

/** A message no store can serialize: reading its data throws (structuredClone and JSON both read it). */
function unserializable(id: string): StoredMessage {
  const data = {};
  Object.defineProperty(data, 'value', {
    enumerable: true,
    get() {
      throw new Error('this value cannot be serialized');
    },
  });
  return { ...textMessage(id, ''), content: { format: 2, parts: [{ type: 'data-broken', data }] } };
}

/** Atomic runs and concurrent writers. */
export const runChecks: StorageCheck[] = [
  {
    title: 'a run that cannot be saved whole leaves nothing: no thread and none of its messages',
    needs: 'atomicRuns',
    needsSaveRun: true,
    async run(store, fail) {
      const messages = [textMessage('ok-1', 'fine'), textMessage('ok-2', 'fine too'), unserializable('bad')];
      await rejection(fail, 'saveRun with an unserializable message', () => store.saveRun?.({ thread: thread('t', 'u'), messages }));
      expectEqual(fail, 'the messages after the failed run', await store.listMessages({ threadId: 't' }), []);
      expectEqual(fail, 'the thread after the failed run', await store.getThread('t'), undefined);
    },
  },
  {
    title: 'a failed run on an existing thread leaves the thread and its earlier messages as they were',
    needs: 'atomicRuns',
    needsSaveRun: true,
    async run(store, fail) {
      await store.saveRun?.({ thread: thread('t', 'u', 1), messages: [textMessage('first', 'kept', 1)] });
      const before = await store.getThread('t');
      await rejection(fail, 'the second, failing run', () => store.saveRun?.({ thread: thread('t', 'u', 9), messages: [textMessage('new', 'lost', 9), unserializable('bad')] }));
      expectEqual(fail, 'the thread', await store.getThread('t'), before);
      expectEqual(fail, 'the message ids', (await store.listMessages({ threadId: 't' })).map((m) => m.id), ['first']);
    },
  },
  {
    title: '40 concurrent runs on one thread lose no message',
    needs: 'concurrentWriters',
    needsSaveRun: true,
    async run(store, fail) {
      const runs = Array.from({ length: 40 }, (_, run) => ({
        thread: thread('t', 'u', run),
        messages: [textMessage(`r${run}-q`, `q${run}`, run * 2), textMessage(`r${run}-a`, `a${run}`, run * 2 + 1, 'assistant')],
      }));
      await Promise.all(runs.map((r) => store.saveRun?.(r) ?? Promise.resolve()));
      const ids = (await store.listMessages({ threadId: 't' })).map((m) => m.id);
      expectEqual(fail, 'the saved ids', ids, runs.flatMap((r) => r.messages.map((m) => m.id)));
    },
  },
  {
    title: '40 concurrent saveMessages calls on one thread lose no message',
    needs: 'concurrentWriters',
    async run(store, fail) {
      const messages = Array.from({ length: 40 }, (_, i) => ({ ...textMessage(`m${String(i).padStart(2, '0')}`, `n${i}`, i), threadId: 't' }));
      await Promise.all(messages.map((m) => store.saveMessages([m])));
      expectEqual(fail, 'the saved ids', (await store.listMessages({ threadId: 't' })).map((m) => m.id), messages.map((m) => m.id));
    },
  },
];
