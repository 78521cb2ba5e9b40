import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

describe('Agent basics', () => {
  it('generate() returns the text of a single step', async () => {
    const agent = new Agent({ id: 'a', instructions: 'Be brief.', model: scriptedModel([textStep('Hello there')]) });
    const result = await agent.generate('hi');
    expect(result.text).toBe('Hello there');
    expect(result.finishReason).toBe('stop');
    expect(result.steps).toHaveLength(1);
    expect(result.usage.inputTokens).toBe(10);
    expect(result.response.messages).toHaveLength(1);
    expect(result.response.messages[0]!.role).toBe('assistant');
  });

  it('stream() streams chunks and closes', async () => {
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('a b c')]) });
    const stream = await agent.stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.map((c) => c.type)).toEqual([
      'start',
      'step-start',
      'text-start',
      'text-delta',
      'text-delta',
      'text-delta',
      'text-end',
      'step-finish',
      'finish',
    ]);
    expect(await stream.text).toBe('a b c');
    expect(await collect(stream.textStream)).toEqual(['a ', 'b ', 'c']);
  });

  it('runs tools and continues', async () => {
    const model = scriptedModel([
      toolStep([{ toolCallId: 'c1', toolName: 'add', input: { a: 1, b: 2 } }]),
      textStep('3'),
    ]);
    const add = createTool({
      id: 'add',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: ({ a, b }) => a + b,
    });
    const agent = new Agent({ id: 'a', model, tools: { add } });
    const result = await agent.generate('1+2?');
    expect(result.toolResults).toEqual([{ toolCallId: 'c1', toolName: 'add', args: { a: 1, b: 2 }, result: 3 }]);
    expect(result.text).toBe('3');
    expect(result.steps).toHaveLength(2);
    const secondPrompt = model.prompts[1]!;
    expect(secondPrompt.some((m) => m.role === 'tool')).toBe(true);
  });

  it('accepts AI SDK tool() objects as they are', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'double', input: { n: 4 } }]), textStep('8')]);
    const double = tool({ description: 'doubles', inputSchema: z.object({ n: z.number() }), execute: ({ n }) => n * 2 });
    const result = await new Agent({ id: 'a', model, tools: { double } }).generate('4*2?');
    expect(result.toolResults[0]?.result).toBe(8);
    expect(model.calls[0]!.options.tools?.[0]).toMatchObject({ type: 'function', name: 'double', description: 'doubles' });
  });
});
