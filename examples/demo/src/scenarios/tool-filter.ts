import { Agent, createTool } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { ToolCallFilter } from '@sluice/processor-tool-filter';
import { z } from 'zod';
import type { Scenario } from './scenario.js';

/** A six-step tool loop: each model call sees only the last two tool steps, older ones as one-line notes. */
export const toolFilter: Scenario<{ toolCallsSeen: number[]; promptChars: number[] }> = {
  title: 'Tool call filter: a 6-step tool loop sends only the last 2 tool steps to each call',
  async run(log) {
    const search = createTool({
      id: 'search',
      description: 'Searches the docs',
      inputSchema: z.object({ q: z.string() }),
      execute: ({ q }) => ({ q, hits: Array.from({ length: 5 }, (_, i) => `result ${String(i + 1)} for ${q}: a long snippet of text about it`) }),
    });
    const model = new ScriptedModel([
      ...Array.from({ length: 6 }, (_, i) => ({ toolCalls: [{ toolName: 'search', input: { q: `topic ${String(i + 1)}` } }] })),
      { text: 'Here is the summary of the six topics.' },
    ]);
    const agent = new Agent({ id: 'researcher', model, tools: { search }, maxSteps: 10, inputProcessors: [new ToolCallFilter({ filterAfterToolSteps: 2, summarize: true })] });
    await agent.generate('Research six topics, then summarise.');
    const prompts = model.calls.map((c) => c.options.prompt);
    const toolCallsSeen = prompts.map((p) => p.flatMap((m) => (m.role === 'assistant' ? m.content.filter((part) => part.type === 'tool-call') : [])).length);
    const promptChars = prompts.map((p) => JSON.stringify(p).length);
    log(`  tool calls in each model call's prompt: ${toolCallsSeen.join(', ')}`);
    log(`  prompt size per call (characters): ${promptChars.join(', ')}`);
    return { toolCallsSeen, promptChars };
  },
};
