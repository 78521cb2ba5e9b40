import { Agent, createTool, InMemoryStorage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegexFilter } from './regex-filter.js';

const AWS = 'AKIAIOSFODNN7EXAMPLE';

describe('RegexFilter in an Agent (MockLanguageModelV3)', () => {
  it('secrets never reach the model, the client or memory', async () => {
    const readEnv = createTool({
      id: 'readEnv',
      description: 'Reads the environment',
      inputSchema: z.object({ name: z.string() }),
      execute: () => ({ value: AWS }),
    });
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'readEnv', input: { name: 'AWS_KEY' } }] },
      { text: ['The key is AK', 'IAIOSFODNN', '7EXAMPLE, keep it safe.'] },
    ]);
    const filter = new RegexFilter({ presets: ['secrets'], maxMatchLength: 64 });
    const storage = new InMemoryStorage();
    const agent = new Agent({
      id: 'ops',
      model,
      tools: { readEnv },
      inputProcessors: [filter],
      outputProcessors: [filter],
      memory: { storage },
    });
    const stream = await agent.stream(`My old key was ${AWS}. What is the new one?`, { memory: { thread: 't1', resource: 'r1' } });
    let text = '';
    for await (const chunk of stream.fullStream as AsyncIterable<{ type: string; payload?: { text?: string } }>) {
      if (chunk.type === 'text-delta') text += chunk.payload?.text ?? '';
    }
    expect(text).toBe('The key is [REDACTED:aws-access-key-id], keep it safe.');
    expect(JSON.stringify(model.prompts)).not.toContain(AWS);
    expect(JSON.stringify(await storage.listMessages({ threadId: 't1' }))).not.toContain(AWS);
  });

  it("strategy 'block' on the input: the model is never called", async () => {
    const model = new ScriptedModel([{ text: ['never'] }]);
    const agent = new Agent({ id: 'a', model, inputProcessors: [new RegexFilter({ presets: ['secrets'], strategy: 'block' })] });
    const result = await agent.generate(`key ${AWS}`);
    expect(model.calls).toHaveLength(0);
    expect(result.tripwire).toBeDefined();
  });
});
