import { Agent, InMemoryStorage, type ChunkType, type Processor } from '@sluice/core';
import type { ModelMessage } from 'ai';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContextOverflowRecovery } from './context-overflow-recovery.js';
import { OVERFLOW_BODIES, overflowError } from './fixtures/overflow-errors.js';
import { failingThenText } from './test/scripted-model.js';
import { tiktokenCounter } from './tiktoken-counter.js';
import { approximateCounter } from './token-counter.js';
import { TOKEN_LIMIT_REACHED_CHUNK, TokenLimiter } from './token-limiter.js';

function history(turns: number): ModelMessage[] {
  const messages: ModelMessage[] = [];
  for (let i = 0; i < turns; i++) {
    messages.push({ role: 'user', content: `question ${i}: ${'lorem ipsum '.repeat(20)}` });
    messages.push({ role: 'assistant', content: `answer ${i}: ${'dolor sit amet '.repeat(20)}` });
  }
  messages.push({ role: 'user', content: 'the newest question' });
  return messages;
}

// The default o200k_base encoding takes seconds to load on a busy machine: load it once up front.
beforeAll(() => tiktokenCounter('o200k_base').load(), 60_000);

const lastText = (prompt: { role: string; content: unknown }[]) => JSON.stringify(prompt.at(-1)?.content);

describe('ContextOverflowRecovery in a full run', () => {
  it.each(Object.keys(OVERFLOW_BODIES) as (keyof typeof OVERFLOW_BODIES)[])(
    'the model rejects with %s, the run trims the oldest messages and succeeds',
    async (name) => {
      const { model, prompts } = failingThenText([overflowError(name)], 'Here is the answer.');
      const agent = new Agent({ id: 'a', instructions: 'Be brief.', model, errorProcessors: [new ContextOverflowRecovery()] });
      const result = await agent.generate(history(10));
      expect(result.text).toBe('Here is the answer.');
      expect(prompts).toHaveLength(2);
      const [first, second] = [prompts[0] ?? [], prompts[1] ?? []];
      expect(second.length).toBeLessThan(first.length);
      expect(second[0]).toEqual(first[0]);
      expect(lastText(second)).toContain('the newest question');
      expect(second[1]?.role).toBe('user');
    },
  );

  it('fails with the provider error when the retry is rejected again', async () => {
    const { model, prompts } = failingThenText([overflowError('anthropicTooLong'), overflowError('anthropicTooLong')], 'never');
    const agent = new Agent({ id: 'a', model, errorProcessors: [new ContextOverflowRecovery()] });
    await expect(agent.generate(history(10))).rejects.toThrow('prompt is too long: 208310 tokens > 200000 maximum');
    expect(prompts).toHaveLength(2);
  });
});

describe('TokenLimiter in a full run', () => {
  it('sends a trimmed prompt while the stored conversation keeps everything', async () => {
    const storage = new InMemoryStorage();
    const seed = failingThenText([], 'ok');
    const seeding = new Agent({ id: 'a', model: seed.model, memory: { storage } });
    await seeding.generate(history(10).slice(0, -1), { memory: { thread: 't', resource: 'r' } });
    const stored = (await storage.listMessages({ threadId: 't' })).length;

    const { model, prompts } = failingThenText([], 'Short answer.');
    const limiter = new TokenLimiter({ limit: 300 });
    const agent = new Agent({ id: 'a', instructions: 'Be brief.', model, memory: { storage }, inputProcessors: [limiter] });
    const result = await agent.generate('the newest question', { memory: { thread: 't', resource: 'r' } });
    expect(result.text).toBe('Short answer.');
    const prompt = prompts[0] ?? [];
    expect(prompt.length).toBeLessThan(stored + 2);
    expect(prompt[0]?.role).toBe('system');
    expect(lastText(prompt)).toContain('the newest question');
    expect((await storage.listMessages({ threadId: 't' })).length).toBe(stored + 2);
  });

  it('persistent mode sends the trimmed conversation and removes the dropped messages from the run', async () => {
    const { model, prompts } = failingThenText([], 'Short answer.');
    const limiter = new TokenLimiter({ limit: 300, mode: 'persistent' });
    let listed = 0;
    const inspector: Processor = {
      id: 'inspector',
      processOutputResult: ({ messageList }) => {
        listed = messageList.get.all.db().length;
      },
    };
    const agent = new Agent({ id: 'a', instructions: 'Be brief.', model, inputProcessors: [limiter], outputProcessors: [inspector] });
    await agent.generate(history(10));
    const prompt = prompts[0] ?? [];
    expect(prompt.length).toBeLessThan(22);
    expect(lastText(prompt)).toContain('the newest question');
    // The list holds what the model saw (minus the system message) plus the response.
    expect(listed).toBe(prompt.length - 1 + 1);
  });

  it('stops streamed text at maxOutputTokens with one transient chunk, and the stream finishes', async () => {
    const { model } = failingThenText([], 'one two three four five six seven eight');
    const limiter = new TokenLimiter({ limit: 10_000, maxOutputTokens: 10, counter: approximateCounter(1) });
    const agent = new Agent({ id: 'a', model, inputProcessors: [limiter], outputProcessors: [limiter] });
    const stream = await agent.stream('count');
    const chunks: ChunkType[] = [];
    const reader = stream.fullStream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(chunks.filter((chunk) => chunk.type === TOKEN_LIMIT_REACHED_CHUNK)).toHaveLength(1);
    expect(await stream.text).toBe('one two th');
    expect(chunks.at(-1)?.type).toBe('finish');
  });
});
