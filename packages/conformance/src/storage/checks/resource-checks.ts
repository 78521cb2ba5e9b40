import { expectCode, expectEqual, rejection, type StorageCheck } from '../storage-check.js';
import { textMessage, texts, thread } from '../storage-fixtures.js';

/** A thread belongs to one resource. */
export const resourceChecks: StorageCheck[] = [
  {
    title: "reading a thread under another resource is refused with THREAD_RESOURCE_MISMATCH, never answered with the owner's messages",
    async run(store, fail) {
      await store.saveThread(thread('t', 'alice'));
      await store.saveMessages([{ ...textMessage('m', 'alice only'), threadId: 't', resourceId: 'alice' }]);
      const error = await rejection(fail, "listMessages for alice's thread under bob", () => store.listMessages({ threadId: 't', resourceId: 'bob' }));
      expectCode(fail, "listMessages for alice's thread under bob", error, 'THREAD_RESOURCE_MISMATCH');
      expectEqual(fail, 'the owner reading it', texts(await store.listMessages({ threadId: 't', resourceId: 'alice' })), ['alice only']);
    },
  },
  {
    title: 'a run saved under another resource is refused with THREAD_RESOURCE_MISMATCH and writes nothing',
    needsSaveRun: true,
    async run(store, fail) {
      await store.saveRun?.({ thread: thread('t', 'alice'), messages: [textMessage('a1', 'alice')] });
      const error = await rejection(fail, "bob's run on alice's thread", () => store.saveRun?.({ thread: thread('t', 'bob'), messages: [textMessage('b1', 'bob')] }));
      expectCode(fail, "bob's run on alice's thread", error, 'THREAD_RESOURCE_MISMATCH');
      expectEqual(fail, "alice's thread", texts(await store.listMessages({ threadId: 't' })), ['alice']);
      expectEqual(fail, 'the owner', (await store.getThread('t'))?.resourceId, 'alice');
    },
  },
  {
    title: 'saveThread cannot hand a thread to another resource',
    async run(store, fail) {
      await store.saveThread(thread('t', 'alice'));
      const error = await rejection(fail, "saveThread of alice's thread for bob", () => store.saveThread(thread('t', 'bob')));
      expectCode(fail, "saveThread of alice's thread for bob", error, 'THREAD_RESOURCE_MISMATCH');
      expectEqual(fail, 'the owner', (await store.getThread('t'))?.resourceId, 'alice');
    },
  },
];
