import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import { InMemoryStorage } from '../memory/in-memory-storage.js';
import { MemoryError } from '../memory/memory-error.js';
import type { MemoryStorage, SaveRunInput } from '../memory/memory-storage.js';
import { scriptedModel, textStep } from '../test-utils/scripted-model.js';

/** An InMemoryStorage whose chosen methods fail, counting the calls the agent makes. */
class FlakyStorage extends InMemoryStorage {
  readonly calls: string[] = [];
  constructor(private readonly failing: readonly (keyof MemoryStorage)[]) {
    super();
  }
  override listMessages(...args: Parameters<InMemoryStorage['listMessages']>) {
    this.calls.push('listMessages');
    if (this.failing.includes('listMessages')) return Promise.reject(new Error('connection refused'));
    return super.listMessages(...args);
  }
  override saveRun(run: SaveRunInput) {
    this.calls.push('saveRun');
    if (this.failing.includes('saveRun')) return Promise.reject(new Error('connection refused: secret row value'));
    return super.saveRun(run);
  }
  override saveThread(...args: Parameters<InMemoryStorage['saveThread']>) {
    this.calls.push('saveThread');
    return super.saveThread(...args);
  }
}

describe('memory failures are typed, and a thread stays with its resource', () => {
  it('persists a run with one saveRun call when the storage has it', async () => {
    const storage = new FlakyStorage([]);
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('hi')]), memory: { storage } });
    await agent.generate('hello', { memory: { thread: 't', resource: 'u1' } });
    expect(storage.calls).toEqual(['listMessages', 'saveRun']);
    expect((await storage.listMessages({ threadId: 't' })).map((m) => m.resourceId)).toEqual(['u1', 'u1']);
  });

  it('a storage that fails to save makes the run fail with MEMORY_NOT_SAVED, its error as the cause and out of the message', async () => {
    const storage = new FlakyStorage(['saveRun']);
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('hi')]), memory: { storage } });
    const error: unknown = await agent.generate('hello', { memory: { thread: 't' } }).catch((e: unknown) => e);
    expect(MemoryError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'MEMORY_NOT_SAVED', threadId: 't' });
    expect((error as Error).message).not.toContain('secret');
    expect(((error as Error).cause as Error).message).toContain('connection refused');
  });

  it('the stream of such a run ends with an error chunk naming MEMORY_NOT_SAVED', async () => {
    const storage = new FlakyStorage(['saveRun']);
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('hi')]), memory: { storage } });
    const stream = await agent.stream('hello', { memory: { thread: 't' } });
    const types: string[] = [];
    let failure: unknown;
    for await (const chunk of stream.fullStream) {
      types.push(chunk.type);
      if (chunk.type === 'error') failure = chunk.payload.error;
    }
    expect(types.at(-1)).toBe('error');
    expect(failure).toMatchObject({ code: 'MEMORY_NOT_SAVED' });
  });

  it('a storage that fails to recall makes the run fail with MEMORY_RECALL_FAILED before any model call', async () => {
    const storage = new FlakyStorage(['listMessages']);
    const model = scriptedModel([textStep('hi')]);
    const agent = new Agent({ id: 'a', model, memory: { storage } });
    await expect(agent.generate('hello', { memory: { thread: 't' } })).rejects.toMatchObject({ code: 'MEMORY_RECALL_FAILED' });
    expect(model.calls).toHaveLength(0);
  });

  it("a run under another resource is refused with THREAD_RESOURCE_MISMATCH and reads nothing of the owner's thread", async () => {
    const storage = new InMemoryStorage();
    const model = scriptedModel([textStep('for u1'), textStep('never')]);
    const agent = new Agent({ id: 'a', model, memory: { storage } });
    await agent.generate('u1 secret', { memory: { thread: 't', resource: 'u1' } });
    const error: unknown = await agent.generate('let me in', { memory: { thread: 't', resource: 'u2' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'THREAD_RESOURCE_MISMATCH', threadId: 't', ownerResourceId: 'u1', requestedResourceId: 'u2' });
    expect(model.calls).toHaveLength(1);
    const stored = await storage.listMessages({ threadId: 't', resourceId: 'u1' });
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
  });
});
