import { Agent, createTool, type ProcessorViolation } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UnicodeNormalizer } from './unicode-normalizer.js';

const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe('UnicodeNormalizer in an Agent (MockLanguageModelV3)', () => {
  it('the model never sees hidden characters from the user or a tool; the client gets normalized text', async () => {
    const fetchPage = createTool({
      id: 'fetchPage',
      description: 'Fetches a page',
      inputSchema: z.object({ url: z.string() }),
      execute: () => ({ body: 'Price: 10\u202E€ \u200Bonly' }),
    });
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'fetchPage', input: { url: 'https://example.com' } }] },
      { text: ['Ｔhe price', '\u200B is', ' 10 ', ' €.'] },
    ]);
    const violations: ProcessorViolation[] = [];
    const normalizer = new UnicodeNormalizer({ applyTo: { outputStream: true }, onViolation: (v) => void violations.push(v) });
    const agent = new Agent({
      id: 'shop',
      instructions: 'Answer with prices.',
      model,
      tools: { fetchPage },
      inputProcessors: [normalizer],
      outputProcessors: [normalizer],
    });
    const result = await agent.generate('What does\u2066 it cost?\u2069');
    expect(result.text).toBe('The price is 10 €.');
    const prompts = JSON.stringify(model.prompts);
    expect(prompts).toContain('What does it cost?');
    expect(prompts).toContain('Price: 10€ only');
    expect(HIDDEN.test(prompts)).toBe(false);
    expect(violations.map((v) => v.hook).sort()).toEqual(['processInput', 'processOutputStream', 'processToolResult']);
  });

  it("strategy 'block' ends the run before the model is called", async () => {
    const model = new ScriptedModel([{ text: ['never'] }]);
    const agent = new Agent({ id: 'a', model, inputProcessors: [new UnicodeNormalizer({ strategy: 'block' })] });
    const result = await agent.generate('run this\u202E');
    expect(model.calls).toHaveLength(0);
    expect(result.tripwire).toBeDefined();
  });
});
