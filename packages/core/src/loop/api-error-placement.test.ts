import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../index.js';
import { scriptedModel, textStep } from '../test-utils/scripted-model.js';

const failOnce = () => scriptedModel([{ throws: new Error('provider down') }, textStep('recovered')]);

describe('processAPIError wherever the processor is registered', () => {
  it.each(['inputProcessors', 'outputProcessors', 'errorProcessors'] as const)('runs for a processor in %s, which may retry', async (array) => {
    const seen: string[] = [];
    const handler: Processor = {
      id: 'handler',
      processAPIError: ({ error }) => {
        seen.push((error as Error).message);
        return { retry: true };
      },
    };
    const model = failOnce();
    const result = await new Agent({ id: 'a', model, [array]: [handler] }).generate('hi');
    expect(seen).toEqual(['provider down']);
    expect(result.text).toBe('recovered');
    expect(model.calls).toHaveLength(2);
  });

  it('runs input, then output, then error processors, and a processor in two arrays once', async () => {
    const order: string[] = [];
    const tag = (id: string): Processor => ({ id, processAPIError: () => void order.push(id) });
    const both = tag('both');
    const agent = new Agent({
      id: 'a',
      model: scriptedModel([{ throws: new Error('provider down') }]),
      inputProcessors: [tag('in'), both],
      outputProcessors: [tag('out'), both],
      errorProcessors: [tag('err'), both],
    });
    await expect(agent.generate('hi')).rejects.toThrow('provider down');
    expect(order).toEqual(['in', 'both', 'out', 'err']);
  });

  it('the first processor asking for a retry wins; later ones are not called', async () => {
    const order: string[] = [];
    const input: Processor = { id: 'in', processAPIError: () => (order.push('in'), { retry: true }) };
    const error: Processor = { id: 'err', processAPIError: () => void order.push('err') };
    const result = await new Agent({ id: 'a', model: failOnce(), inputProcessors: [input], errorProcessors: [error] }).generate('hi');
    expect(result.text).toBe('recovered');
    expect(order).toEqual(['in']);
  });
});
