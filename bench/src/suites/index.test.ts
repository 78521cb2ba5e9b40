import { expect, it } from 'vitest';
import { loadSuite, suiteNames } from './index.js';

it('suiteNames() lists every suite file, and each loads as the suite of its name', async () => {
  const names = await suiteNames();
  expect(names).toEqual(expect.arrayContaining(['first-chunk', 'message-list', 'pii', 'stream']));
  for (const name of names) expect((await loadSuite(name)).name).toBe(name);
});

it('loadSuite() rejects a name with no suite file', async () => {
  await expect(loadSuite('no-such-suite')).rejects.toThrow();
});
