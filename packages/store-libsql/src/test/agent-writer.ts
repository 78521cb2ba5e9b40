// Child process of multi-instance.test.ts: one agent answering `turns` questions on a shared thread.
import { ScriptedModel } from '@sluice/conformance';
import { Agent } from '@sluice/core';
import { LibSQLStorage } from '../index.js';

const [url, name, turns, startAt] = [process.argv[2] ?? '', process.argv[3] ?? '', Number(process.argv[4]), Number(process.argv[5])];
const storage = new LibSQLStorage({ url });
const model = new ScriptedModel([{ text: `answer from ${name}` }], { loop: true });
const agent = new Agent({ id: name, model, memory: { storage, lastMessages: 4 } });
// Every process starts its turns at the same moment, so their writes overlap.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
for (let turn = 0; turn < turns; turn++) {
  await agent.generate(`question ${String(turn)} from ${name}`, { memory: { thread: 'shared', resource: 'team' } });
}
await storage.close();
