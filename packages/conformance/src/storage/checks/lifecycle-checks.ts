import { expectCode, rejection, type StorageCheck } from '../storage-check.js';

/** close(). */
export const lifecycleChecks: StorageCheck[] = [
  {
    title: 'after close(), every call is refused with STORAGE_CLOSED',
    async run(store, fail) {
      if (store.close === undefined) return fail('the store has no close(): every store must release its connections and files');
      await store.close();
      const calls: [string, () => Promise<unknown>][] = [
        ['getThread', () => store.getThread('t')],
        ['listMessages', () => store.listMessages({ threadId: 't' })],
        ['saveMessages', () => store.saveMessages([])],
        ['deleteMessages', () => store.deleteMessages([])],
      ];
      for (const [name, call] of calls) expectCode(fail, `${name} after close()`, await rejection(fail, `${name} after close()`, call), 'STORAGE_CLOSED');
    },
  },
];
