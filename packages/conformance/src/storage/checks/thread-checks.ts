import { expectEqual, type StorageCheck } from '../storage-check.js';
import { textMessage, thread } from '../storage-fixtures.js';

/** Threads and `saveRun`'s upsert rules. */
export const threadChecks: StorageCheck[] = [
  {
    title: 'getThread returns undefined for an unknown thread, and a saved thread round-trips (title, metadata, dates)',
    async run(store, fail) {
      expectEqual(fail, 'an unknown thread', await store.getThread('nope'), undefined);
      const saved = { ...thread('t', 'u1', 1), title: 'Support 🧵', metadata: { plan: 'pro', seats: 3, flags: [true, null] } };
      await store.saveThread(saved);
      expectEqual(fail, 'the thread', await store.getThread('t'), saved);
    },
  },
  {
    title: "saveRun stores the thread and the run's messages, each set to the thread's id and owner",
    needsSaveRun: true,
    async run(store, fail) {
      await store.saveRun?.({ thread: thread('t', 'u1', 1), messages: [textMessage('q', 'question', 1), textMessage('a', 'answer', 2, 'assistant')] });
      const messages = await store.listMessages({ threadId: 't' });
      expectEqual(fail, 'thread and owner of the messages', messages.map((m) => [m.threadId, m.resourceId]), [['t', 'u1'], ['t', 'u1']]);
      expectEqual(fail, 'the thread owner', (await store.getThread('t'))?.resourceId, 'u1');
    },
  },
  {
    title: 'saveRun on an existing thread keeps createdAt, the owner and the title, and moves updatedAt',
    needsSaveRun: true,
    async run(store, fail) {
      await store.saveThread({ ...thread('t', 'u1', 1), title: 'kept' });
      await store.saveRun?.({ thread: { ...thread('t', 'u1', 50) }, messages: [textMessage('m', 'x', 50)] });
      const after = await store.getThread('t');
      expectEqual(fail, 'the thread after a run', after, { ...thread('t', 'u1', 1), title: 'kept', updatedAt: thread('t', 'u1', 50).updatedAt });
    },
  },
];
