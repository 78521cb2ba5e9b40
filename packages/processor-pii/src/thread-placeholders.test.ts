import { Agent, createTool, InMemoryStorage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PIIDetectorOptions } from './options.js';
import { PIIDetector } from './pii-detector.js';
import { InMemoryPlaceholderVault } from './vault/in-memory-placeholder-vault.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.org';

/** Two runs on one thread: run 1 stores `<EMAIL_1>` (alice); in run 2 the model mails `<EMAIL_1>` and cc's run 2's new value. */
async function twoRuns(options: PIIDetectorOptions) {
  const sent: unknown[] = [];
  const sendMail = createTool({
    id: 'sendMail',
    description: 'Sends a mail',
    inputSchema: z.object({ to: z.string(), cc: z.string() }),
    execute: (args) => {
      sent.push(args);
      return { sent: true };
    },
  });
  const model = new ScriptedModel([
    { text: 'Noted, <EMAIL_1>.' },
    { toolCalls: [{ toolName: 'sendMail', input: { to: '<EMAIL_1>', cc: '<EMAIL_2>' } }] },
    { text: 'Sent.' },
  ]);
  const pii = new PIIDetector({ method: 'placeholder', reversible: true, ...options });
  const storage = new InMemoryStorage();
  const agent = new Agent({ id: 'mailer', model, tools: { sendMail }, inputProcessors: [pii], outputProcessors: [pii], memory: { storage } });
  const memory = { thread: 'thread-1', resource: 'user-1' };
  await agent.generate(`My address is ${ALICE}.`, { memory });
  await agent.generate(`Mail me and cc ${BOB}.`, { memory });
  return { sent, model, storage };
}

describe('reversible placeholders are scoped to the thread, not the run', () => {
  it('run 2 continues the numbering, and a tool gets alice for the recalled <EMAIL_1> and bob for <EMAIL_2>', async () => {
    const { sent, model, storage } = await twoRuns({});
    expect(sent).toEqual([{ to: ALICE, cc: BOB }]);
    const run2Prompt = JSON.stringify(model.prompts[1]);
    expect(run2Prompt).toContain('My address is <EMAIL_1>.');
    expect(run2Prompt).toContain('Mail me and cc <EMAIL_2>.');
    expect(run2Prompt).not.toContain(ALICE);
    expect(run2Prompt).not.toContain(BOB);
    const stored = JSON.stringify(await storage.listMessages({ threadId: 'thread-1' }));
    expect(stored).not.toContain(ALICE);
    expect(stored).not.toContain(BOB);
  });

  it('without a vault, a recalled placeholder is never re-bound to a new value: numbering continues after memory', async () => {
    const { sent, model } = await twoRuns({ placeholderVault: false });
    expect(sent).toEqual([{ to: '<EMAIL_1>', cc: BOB }]);
    expect(JSON.stringify(model.prompts[1])).toContain('Mail me and cc <EMAIL_2>.');
  });

  it('InMemoryPlaceholderVault keeps only the most recently used threads', async () => {
    const vault = new InMemoryPlaceholderVault({ maxThreads: 2 });
    const scope = (threadId: string) => ({ processorId: 'pii', threadId, resourceId: undefined });
    const entry = [{ placeholder: '<EMAIL_1>', type: 'EMAIL', value: ALICE }];
    await vault.save(scope('a'), entry);
    await vault.save(scope('b'), entry);
    await vault.load(scope('a'));
    await vault.save(scope('c'), entry);
    expect(vault.size).toBe(2);
    expect(await vault.load(scope('b'))).toEqual([]);
    expect(await vault.load(scope('a'))).toEqual(entry);
  });
});
