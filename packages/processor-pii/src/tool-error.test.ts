import { Agent, createTool, InMemoryStorage, type ChunkType } from '@sluice/core';
import { readAll, ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PIIDetector } from './pii-detector.js';

const EMAIL = 'bob@corp.example.org';

/** A tool that throws an error whose message carries an email address. */
const lookup = createTool({
  id: 'lookupAccount',
  description: 'Finds an account by user name',
  inputSchema: z.object({ user: z.string() }),
  execute: (): string => {
    throw new Error(`no account for ${EMAIL}`);
  },
});

describe('PIIDetector on a tool error, through the Agent (#17)', () => {
  it('a throwing tool\'s message is redacted for the provider\'s next prompt, the client\'s tool-error chunk and memory', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'lookupAccount', input: { user: 'bob' } }] },
      { text: 'I could not find that account.' },
    ]);
    const pii = new PIIDetector();
    const storage = new InMemoryStorage();
    const agent = new Agent({ id: 'support', model, tools: { lookupAccount: lookup }, outputProcessors: [pii], memory: { storage }, maxSteps: 3 });
    const stream = await agent.stream('Find the account of bob', { memory: { thread: 't1', resource: 'r1' } });
    const chunks: ChunkType[] = await readAll(stream.fullStream);

    const toolError = chunks.find((c) => c.type === 'tool-error');
    expect(toolError?.type).toBe('tool-error');
    const errorText = toolError?.type === 'tool-error' ? String(toolError.payload.error) : '';
    expect(errorText).toContain('no account for');
    expect(errorText).not.toContain(EMAIL);
    expect(JSON.stringify(chunks)).not.toContain(EMAIL);

    expect(model.calls).toHaveLength(2);
    const nextPrompt = JSON.stringify(model.calls[1]?.options.prompt);
    expect(nextPrompt).toContain('no account for');
    expect(nextPrompt).not.toContain(EMAIL);

    const stored = JSON.stringify(await storage.listMessages({ threadId: 't1' }));
    expect(stored).toContain('no account for');
    expect(stored).not.toContain(EMAIL);
  });
});
