import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import { AgentOptionsError } from '../agent/agent-options-error.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import type { Processor } from '../processors/index.js';
import { scriptedModel, textStep } from '../test-utils/scripted-model.js';

function texts(messages: { content: { parts: { type: string; text?: string }[] } }[]): string[] {
  return messages.map((m) => m.content.parts.filter((p) => p.type === 'text').map((p) => p.text).join(''));
}

describe('memory', () => {
  it('persists input and response, and recalls the last messages into later runs', async () => {
    const storage = new InMemoryStorage();
    const model = scriptedModel([textStep('first answer'), textStep('second answer')]);
    const agent = new Agent({ id: 'a', model, memory: { storage, lastMessages: 10 } });
    await agent.generate('first question', { memory: { thread: 't1', resource: 'u1' } });
    await agent.generate('second question', { memory: { thread: 't1', resource: 'u1' } });
    const stored = await storage.listMessages({ threadId: 't1' });
    expect(texts(stored)).toEqual(['first question', 'first answer', 'second question', 'second answer']);
    expect(stored.every((m) => m.threadId === 't1' && m.resourceId === 'u1')).toBe(true);
    expect(JSON.stringify(model.prompts[1]!)).toContain('first answer');
    expect((await storage.getThread('t1'))?.resourceId).toBe('u1');
  });

  it('respects lastMessages', async () => {
    const storage = new InMemoryStorage();
    const model = scriptedModel([textStep('a1'), textStep('a2'), textStep('a3')]);
    const agent = new Agent({ id: 'a', model, memory: { storage, lastMessages: 1 } });
    await agent.generate('q1', { memory: { thread: 't' } });
    await agent.generate('q2', { memory: { thread: 't' } });
    const prompt = JSON.stringify(model.prompts[1]!);
    expect(prompt).toContain('a1');
    expect(prompt).not.toContain('q1');
  });

  it('never stores input a processor blocked', async () => {
    const storage = new InMemoryStorage();
    const block: Processor = { id: 'b', processInput: ({ abort }) => abort('no') };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('x')]), inputProcessors: [block], memory: { storage } });
    await agent.generate('forbidden', { memory: { thread: 't' } });
    expect(await storage.listMessages({ threadId: 't' })).toEqual([]);
  });

  it('stores the input but not the blocked response when output is blocked', async () => {
    const storage = new InMemoryStorage();
    const block: Processor = { id: 'b', processOutputStep: ({ abort }) => abort('bad answer') };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('toxic')]), outputProcessors: [block], memory: { storage } });
    await agent.generate('question', { memory: { thread: 't' } });
    expect(texts(await storage.listMessages({ threadId: 't' }))).toEqual(['question']);
  });

  it('stores the input when the provider fails, and never transient data', async () => {
    const storage = new InMemoryStorage();
    const agent = new Agent({ id: 'a', model: scriptedModel([{ throws: new Error('down') }]), memory: { storage } });
    await agent.generate('keep me', { memory: { thread: 't' } }).catch(() => undefined);
    expect(texts(await storage.listMessages({ threadId: 't' }))).toEqual(['keep me']);
    const emitter: Processor = {
      id: 'e',
      async processOutputResult({ writer }) {
        await writer.custom({ type: 'data-kept', data: 1 });
        await writer.custom({ type: 'data-gone', data: 2, transient: true });
      },
    };
    const agent2 = new Agent({ id: 'b', model: scriptedModel([textStep('ok')]), outputProcessors: [emitter], memory: { storage } });
    await agent2.generate('hi', { memory: { thread: 't2' } });
    const parts = (await storage.listMessages({ threadId: 't2' })).flatMap((m) => m.content.parts.map((p) => p.type));
    expect(parts).toContain('data-kept');
    expect(parts).not.toContain('data-gone');
  });

  it('keeps a step\'s data parts in the same assistant message as its text', async () => {
    const storage = new InMemoryStorage();
    const emitter: Processor = {
      id: 'e',
      async processOutputStream({ part, writer }) {
        if (part.type === 'text-start') await writer.custom({ type: 'data-seen', data: part.payload.id });
        return part;
      },
    };
    const agent = new Agent({
      id: 'a',
      model: scriptedModel([textStep('one answer')]),
      outputProcessors: [emitter],
      memory: { storage },
    });
    await agent.generate('hi', { memory: { thread: 't' } });
    const stored = await storage.listMessages({ threadId: 't' });
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1]!.content.parts.map((p) => p.type)).toEqual(expect.arrayContaining(['text', 'data-seen']));
  });

  it('rejects a memory call on an agent without storage', async () => {
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('x')]) });
    const error = await agent.generate('hi', { memory: { thread: 't' } }).catch((e: unknown) => e);
    expect(AgentOptionsError.isInstance(error)).toBe(true);
    expect((error as AgentOptionsError).issues[0]).toMatchObject({ path: 'memory' });
  });
});
