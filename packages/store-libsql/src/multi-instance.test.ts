import { afterEach, describe, expect, it } from 'vitest';
import { LibSQLStorage } from './libsql-storage.js';
import { runTogether } from './test/child-process.js';
import { tempDb, type TempDb } from './test/temp-db.js';

const TURNS = 40;

describe('LibSQLStorage with two processes on one file', () => {
  let db: TempDb | undefined;

  afterEach(() => {
    db?.dispose();
  });

  it('two Node processes running agents on the same thread lose nothing', async () => {
    db = tempDb();
    const url = db.url();
    await runTogether('./agent-writer.ts', ['alpha', 'beta'].map((name) => [url, name, String(TURNS)]));

    const store = new LibSQLStorage({ url });
    const messages = await store.listMessages({ threadId: 'shared', resourceId: 'team' });
    expect((await store.getThread('shared'))?.resourceId).toBe('team');
    await store.close();
    const texts = messages.map((m) => m.content.parts.map((p) => (p.type === 'text' ? p.text : '')).join(''));
    for (const name of ['alpha', 'beta']) {
      const questions = texts.filter((t) => t.startsWith('question') && t.endsWith(`from ${name}`));
      expect(questions).toEqual(Array.from({ length: TURNS }, (_, i) => `question ${String(i)} from ${name}`));
      expect(texts.filter((t) => t === `answer from ${name}`)).toHaveLength(TURNS);
    }
    // The two processes' turns interleave (they ran at the same time), and each one's stay in order.
    const firstBeta = texts.findIndex((t) => t.endsWith('from beta'));
    const lastAlpha = texts.findLastIndex((t) => t.endsWith('from alpha'));
    const firstAlpha = texts.findIndex((t) => t.endsWith('from alpha'));
    const lastBeta = texts.findLastIndex((t) => t.endsWith('from beta'));
    expect(firstBeta < lastAlpha && firstAlpha < lastBeta).toBe(true);
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
    expect(messages).toHaveLength(4 * TURNS);
  }, 60_000);
});
