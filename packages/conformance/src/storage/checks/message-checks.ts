import type { StoredMessage } from '@sluice/core';
import { expectEqual, type StorageCheck } from '../storage-check.js';
import { everyPartMessages, hardText, textMessage, texts } from '../storage-fixtures.js';

const inThread = (threadId: string, messages: StoredMessage[]): StoredMessage[] => messages.map((m) => ({ ...m, threadId }));

/** Upserts, order, limit, deletion and exact round trips. */
export const messageChecks: StorageCheck[] = [
  {
    title: 'saveMessages upserts by id: a second save replaces the content and keeps the place',
    async run(store, fail) {
      await store.saveMessages(inThread('t', [textMessage('a', 'first', 1), textMessage('b', 'second', 2)]));
      await store.saveMessages(inThread('t', [textMessage('a', 'first, edited', 1)]));
      expectEqual(fail, 'the thread', texts(await store.listMessages({ threadId: 't' })), ['first, edited', 'second']);
    },
  },
  {
    title: 'messages come back oldest first by createdAt, whatever order they were saved in',
    async run(store, fail) {
      await store.saveMessages(inThread('t', [textMessage('c', 'third', 30), textMessage('a', 'first', 10)]));
      await store.saveMessages(inThread('t', [textMessage('b', 'second', 20)]));
      expectEqual(fail, 'the order', texts(await store.listMessages({ threadId: 't' })), ['first', 'second', 'third']);
    },
  },
  {
    title: 'messages with equal timestamps keep the order they were first saved in, across calls and upserts',
    async run(store, fail) {
      const ids = Array.from({ length: 12 }, (_, i) => `m${String(11 - i).padStart(2, '0')}`);
      for (const id of ids) await store.saveMessages(inThread('t', [textMessage(id, id, 5)]));
      await store.saveMessages(inThread('t', [textMessage(ids[0] ?? '', 'upserted', 5)]));
      const expected = ['upserted', ...ids.slice(1)];
      expectEqual(fail, 'the tie-break', texts(await store.listMessages({ threadId: 't' })), expected);
    },
  },
  {
    title: 'limit returns the last N messages, still oldest first; 0 returns none',
    async run(store, fail) {
      await store.saveMessages(inThread('t', Array.from({ length: 10 }, (_, i) => textMessage(`m${i}`, `n${i}`, i + 1))));
      expectEqual(fail, 'limit 3', texts(await store.listMessages({ threadId: 't', limit: 3 })), ['n7', 'n8', 'n9']);
      expectEqual(fail, 'limit 50', (await store.listMessages({ threadId: 't', limit: 50 })).length, 10);
      expectEqual(fail, 'limit 0', await store.listMessages({ threadId: 't', limit: 0 }), []);
    },
  },
  {
    title: 'deleteMessages removes only the given ids and ignores unknown ones',
    async run(store, fail) {
      await store.saveMessages(inThread('t', [textMessage('a', 'a', 1), textMessage('b', 'b', 2), textMessage('c', 'c', 3)]));
      await store.deleteMessages(['b', 'no-such-id']);
      expectEqual(fail, 'the thread', texts(await store.listMessages({ threadId: 't' })), ['a', 'c']);
    },
  },
  {
    title: 'threads are separate, and an unknown thread lists no messages',
    async run(store, fail) {
      await store.saveMessages(inThread('t1', [textMessage('a', 'in t1', 1)]));
      await store.saveMessages(inThread('t2', [textMessage('b', 'in t2', 1)]));
      expectEqual(fail, 't1', texts(await store.listMessages({ threadId: 't1' })), ['in t1']);
      expectEqual(fail, 'an unknown thread', await store.listMessages({ threadId: 'never-saved' }), []);
    },
  },
  {
    title: 'every part type core knows round-trips exactly (files, tool calls and results, reasoning, data-*, provider metadata)',
    async run(store, fail) {
      const messages = inThread('t', everyPartMessages());
      await store.saveMessages(messages);
      expectEqual(fail, 'the messages', await store.listMessages({ threadId: 't' }), messages);
    },
  },
  {
    title: 'dates come back as Date objects with the same time',
    async run(store, fail) {
      const message = { ...textMessage('d', 'dated'), createdAt: new Date(Date.UTC(2026, 11, 3, 9, 30, 15, 123)), threadId: 't' };
      await store.saveMessages([message]);
      const [back] = await store.listMessages({ threadId: 't' });
      if (!(back?.createdAt instanceof Date)) return fail(`createdAt came back as ${typeof back?.createdAt}, not a Date`);
      expectEqual(fail, 'createdAt', back.createdAt.getTime(), message.createdAt.getTime());
    },
  },
  {
    title: 'unicode in text, ids and thread ids round-trips (NUL, lone surrogates, emoji sequences, RTL)',
    async run(store, fail) {
      const threadId = `thread ü 🧵 ${hardText.slice(0, 12)}`;
      const message = { ...textMessage(`id-é-🔑`, hardText), threadId };
      await store.saveMessages([message]);
      expectEqual(fail, 'the message', await store.listMessages({ threadId }), [message]);
    },
  },
  {
    title: 'a 1 MB message round-trips',
    needs: 'largeMessages',
    async run(store, fail) {
      const big = 'Lorem ipsum dolor sit amet, 漢字 👩🏽‍💻. '.repeat(25_000).slice(0, 1_000_000);
      const message = { ...textMessage('big', big), threadId: 't' };
      await store.saveMessages([message]);
      expectEqual(fail, 'the 1 MB message', await store.listMessages({ threadId: 't' }), [message]);
    },
  },
  {
    title: 'callers cannot change what is stored by mutating what they saved or what they read',
    async run(store, fail) {
      const message = { ...textMessage('m', 'original', 1), threadId: 't' };
      await store.saveMessages([message]);
      message.content.parts.push({ type: 'text', text: 'added after save' });
      const [read] = await store.listMessages({ threadId: 't' });
      if (read === undefined) return fail('the saved message was not listed');
      read.content.parts.length = 0;
      expectEqual(fail, 'the stored message', texts(await store.listMessages({ threadId: 't' })), ['original']);
    },
  },
];
