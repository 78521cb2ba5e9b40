import { Agent, createTool, InMemoryStorage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolLoop } from './fixtures/tool-loop.js';
import { idsIn } from './test/prompts.js';
import { ToolCallFilter } from './tool-call-filter.js';

describe('ToolCallFilter in an Agent (MockLanguageModelV3)', () => {
  it('filterAfterToolSteps: 2 — each model call sees at most the last 2 tool steps, pairs whole', async () => {
    const prompts = await runToolLoop(6, new ToolCallFilter({ filterAfterToolSteps: 2 }));
    expect(prompts).toHaveLength(7);
    for (const prompt of prompts) {
      const { calls, results } = idsIn(prompt);
      expect(calls.length).toBeLessThanOrEqual(2);
      expect(results).toEqual(calls);
    }
    expect(idsIn(prompts[6] ?? []).calls).toEqual(['call-5', 'call-6']);
  });

  it('is transient: memory keeps every tool call of earlier turns while the next turn does not see them', async () => {
    const lookup = createTool({ id: 'lookup', description: 'Looks up', inputSchema: z.object({ q: z.string() }), execute: () => ({ found: 'x'.repeat(100) }) });
    const model = new ScriptedModel([{ toolCalls: [{ toolName: 'lookup', input: { q: 'a' } }] }, { text: ['first answer'] }, { text: ['second answer'] }]);
    const storage = new InMemoryStorage();
    const agent = new Agent({ id: 'a', model, tools: { lookup }, inputProcessors: [new ToolCallFilter()], memory: { storage } });
    const memory = { thread: 't1', resource: 'r1' };
    await agent.generate('first', { memory });
    await agent.generate('second', { memory });
    expect(idsIn(model.prompts[1] ?? []).calls).toHaveLength(1); // this turn's step is kept
    expect(idsIn(model.prompts[2] ?? [])).toEqual({ calls: [], results: [] }); // earlier turn removed
    expect(JSON.stringify(model.prompts[2])).toContain('first answer');
    expect(JSON.stringify(await storage.listMessages({ threadId: 't1' }))).toContain('lookup');
  });
});
