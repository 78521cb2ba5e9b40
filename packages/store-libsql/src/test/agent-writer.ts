// Child process of multi-instance.test.ts: one agent answering `turns` questions on a shared thread.
import { ScriptedModel } from '@sluice/conformance';
import { Agent } from '@sluice/core';
import { LibSQLStorage } from '../index.js';

const [url, name, turns] = [process.argv[2] ?? '', process.argv[3] ?? '', Number(process.argv[4])];
const storage = new LibSQLStorage({ url });
const model = new ScriptedModel([{ text: `answer from ${name}` }], { loop: true });
const agent = new Agent({ id: name, model, memory: { storage, lastMessages: 4 } });
// Every process starts its turns when the test says go (after all of them are ready), so their
// writes overlap however long each one took to start.
process.stdout.write('ready\n');
await new Promise<void>((resolve) => {
  process.stdin.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('go')) resolve();
  });
});
process.stdin.pause();
for (let turn = 0; turn < turns; turn++) {
  await agent.generate(`question ${String(turn)} from ${name}`, { memory: { thread: 'shared', resource: 'team' } });
}
await storage.close();
