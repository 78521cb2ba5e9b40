// The first half of the memory-restart scenario, in a process of its own: it answers, saves the
// exchange to the libSQL file given as argument, closes the storage and exits. Then the process is gone.
import { ScriptedModel } from '@sluice/conformance';
import { Agent } from '@sluice/core';
import { LibSQLStorage } from '@sluice/store-libsql';
import { FIRST_ANSWER, FIRST_QUESTION, MEMORY_CALL } from './memory-restart-script.js';

const storage = new LibSQLStorage({ url: process.argv[2] ?? '' });
const agent = new Agent({ id: 'support', model: new ScriptedModel([{ text: FIRST_ANSWER }]), memory: { storage } });
const result = await agent.generate(FIRST_QUESTION, { memory: MEMORY_CALL });
await storage.close();
process.stdout.write(`${result.text}\n`);
