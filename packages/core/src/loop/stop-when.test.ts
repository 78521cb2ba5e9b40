import { hasToolCall, stepCountIs } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { StopCondition } from '../contract/stop-condition.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

const echo = createTool({ id: 'echo', inputSchema: z.object({}), execute: () => 'ok' });
const finalAnswer = createTool({ id: 'finalAnswer', inputSchema: z.object({}), execute: () => 'stored' });

/** A model that calls `echo` forever (then `finalAnswer` on call `finalAt`). */
function looping(finalAt = Number.POSITIVE_INFINITY) {
  let call = 0;
  return scriptedModel([
    () => {
      const n = call++;
      return toolStep([{ toolCallId: `c${n}`, toolName: n === finalAt ? 'finalAnswer' : 'echo', input: {} }]);
    },
  ]);
}

describe('stopWhen', () => {
  it('stepCountIs(n) stops after n steps, before maxSteps', async () => {
    const model = looping();
    const result = await new Agent({ id: 'a', model, tools: { echo }, stopWhen: stepCountIs(2), maxSteps: 10 }).generate('go');
    expect(result.steps).toHaveLength(2);
    expect(model.calls).toHaveLength(2);
  });

  it('maxSteps still applies when it comes first', async () => {
    const model = looping();
    const result = await new Agent({ id: 'a', model, tools: { echo }, stopWhen: stepCountIs(8), maxSteps: 3 }).generate('go');
    expect(result.steps).toHaveLength(3);
  });

  it('hasToolCall(name) stops after the step that called the tool, and marks it not continued', async () => {
    const model = looping(1);
    const stream = await new Agent({ id: 'a', model, tools: { echo, finalAnswer }, maxSteps: 10 }).stream('go', { stopWhen: hasToolCall('finalAnswer') });
    const chunks = await collect(stream.fullStream);
    expect((await stream.steps).map((s) => s.toolCalls[0]?.toolName)).toEqual(['echo', 'finalAnswer']);
    const finishes = chunks.filter((c) => c.type === 'step-finish');
    expect(finishes.map((c) => c.type === 'step-finish' && c.payload.stepResult.isContinued)).toEqual([true, false]);
  });

  it('accepts custom (async) conditions and arrays of them: any one stops the run', async () => {
    const seen: number[] = [];
    const custom: StopCondition = async ({ steps }) => {
      seen.push(steps.length);
      await Promise.resolve();
      return steps.length === 3;
    };
    const model = looping();
    const result = await new Agent({ id: 'a', model, tools: { echo }, maxSteps: 10 }).generate('go', { stopWhen: [stepCountIs(5), custom] });
    expect(result.steps).toHaveLength(3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('the call’s stopWhen replaces the agent’s', async () => {
    const model = looping();
    const agent = new Agent({ id: 'a', model, tools: { echo }, stopWhen: stepCountIs(1), maxSteps: 10 });
    expect((await agent.generate('go', { stopWhen: stepCountIs(2) })).steps).toHaveLength(2);
  });

  it('is not consulted after a step without tool calls (the run ends anyway)', async () => {
    let calls = 0;
    const result = await new Agent({ id: 'a', model: scriptedModel([textStep('hi')]), stopWhen: () => (calls++, false) }).generate('go');
    expect(result.text).toBe('hi');
    expect(calls).toBe(0);
  });
});
