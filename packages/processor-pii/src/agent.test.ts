import { Agent, createTool, InMemoryStorage } from '@sluice/core';
import { readAll, ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PIIDetector } from './pii-detector.js';

function setup() {
  const toolArgs: unknown[] = [];
  const lookup = createTool({
    id: 'lookupCustomer',
    description: 'Finds a customer by email',
    inputSchema: z.object({ email: z.string() }),
    execute: (input) => {
      toolArgs.push(input);
      return { email: input.email, phone: '+44 20 7946 0958', tier: 'gold' };
    },
  });
  const model = new ScriptedModel([
    { toolCalls: [{ toolName: 'lookupCustomer', input: { email: '<EMAIL_1>' } }] },
    { text: 'Found <EMAIL_1>, phone <PHONE_1>, tier gold.', chunkSize: 3 },
  ]);
  const pii = new PIIDetector({ method: 'placeholder', reversible: true });
  const storage = new InMemoryStorage();
  const agent = new Agent({
    id: 'support',
    instructions: 'Help the customer.',
    model,
    tools: { lookupCustomer: lookup },
    inputProcessors: [pii],
    outputProcessors: [pii],
    memory: { storage },
  });
  return { agent, model, toolArgs, storage };
}

const INPUT = 'Please look me up: jane@example.com';

describe('PIIDetector in an Agent (reversible, multi-step with a tool)', () => {
  it('stream(): the model sees placeholders, the tool and the client see real values, memory stores placeholders', async () => {
    const { agent, model, toolArgs, storage } = setup();
    const stream = await agent.stream(INPUT, { memory: { thread: 't1', resource: 'r1' } });
    const chunks = await readAll(stream.fullStream);
    const text = chunks.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');

    expect(text).toBe('Found jane@example.com, phone +44 20 7946 0958, tier gold.');
    expect(toolArgs).toEqual([{ email: 'jane@example.com' }]);
    const prompts = JSON.stringify(model.calls.map((c) => c.options.prompt));
    expect(prompts).toContain('<EMAIL_1>');
    expect(prompts).toContain('<PHONE_1>');
    expect(prompts).not.toContain('jane@example.com');
    expect(prompts).not.toContain('7946');
    const stored = JSON.stringify(await storage.listMessages({ threadId: 't1' }));
    expect(stored).not.toContain('jane@example.com');
    expect(stored).not.toContain('7946');
    expect(stored).toContain('<EMAIL_1>');
  });

  it('generate(): the result text is restored for the client', async () => {
    const { agent, toolArgs } = setup();
    const result = await agent.generate(INPUT);
    expect(toolArgs).toEqual([{ email: 'jane@example.com' }]);
    expect(result.text).toBe('Found jane@example.com, phone +44 20 7946 0958, tier gold.');
  });
});

describe('PIIDetector in an Agent (other strategies)', () => {
  it('block: no model call, the result carries the tripwire', async () => {
    const model = new ScriptedModel([{ text: 'never' }]);
    const agent = new Agent({ id: 'a', model, inputProcessors: [new PIIDetector({ strategy: 'block' })] });
    const result = await agent.generate('my card is 4111 1111 1111 1111');
    expect(model.calls).toHaveLength(0);
    expect(result.finishReason).toBe('other');
    expect(result.tripwire?.processorId).toBe('pii-detector');
    expect(JSON.stringify(result.tripwire)).not.toContain('4111');
  });

  it('mask: the model sees masked input and the client a masked answer', async () => {
    const model = new ScriptedModel([{ text: 'Your card 4111 1111 1111 1111 is saved.', chunkSize: 4 }]);
    const pii = new PIIDetector();
    const agent = new Agent({ id: 'a', model, inputProcessors: [pii], outputProcessors: [pii] });
    const result = await agent.generate('save card 4111 1111 1111 1111');
    expect(JSON.stringify(model.calls[0]?.options.prompt)).toContain('**** **** **** 1111');
    expect(JSON.stringify(model.calls[0]?.options.prompt)).not.toContain('4111 1111');
    expect(result.text).toBe('Your card **** **** **** 1111 is saved.');
  });
});
