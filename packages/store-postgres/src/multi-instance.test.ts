import { expect, inject, it } from 'vitest';
import { PostgresStorage } from './postgres-storage.js';
import { freshSchema } from './test/fresh-schema.js';
import { exited, spawnFixture } from './test/spawn-fixture.js';

it('two Node processes running agents on one thread at the same time lose no run', async () => {
  const url = inject('postgresUrl');
  const schema = freshSchema();
  const runs = 15;
  const workers = ['A', 'B'];
  await Promise.all(workers.map((worker) => exited(spawnFixture('agent-runs', [url, schema, 'shared', worker, String(runs)]))));

  const storage = new PostgresStorage({ connectionString: url }, { schema });
  try {
    const messages = await storage.listMessages({ threadId: 'shared', resourceId: 'shared-user' });
    const texts = messages.map((m) => m.content.parts.map((part) => (part.type === 'text' ? part.text : '')).join(''));
    const expected = workers.flatMap((worker) => Array.from({ length: runs }, (_, i) => `${worker}-${String(i)}`));
    // every run's input and its reply are there, exactly once
    expect(texts.filter((t) => !t.startsWith('reply from')).sort()).toEqual(expected.sort());
    expect(texts.filter((t) => t === 'reply from A')).toHaveLength(runs);
    expect(texts.filter((t) => t === 'reply from B')).toHaveLength(runs);
    expect(messages).toHaveLength(2 * runs * workers.length);
    // each worker's own runs were saved in order
    for (const worker of workers) {
      const own = texts.filter((t) => t.startsWith(`${worker}-`));
      expect(own).toEqual(Array.from({ length: runs }, (_, i) => `${worker}-${String(i)}`));
    }
  } finally {
    await storage.close();
  }
}, 120_000);
