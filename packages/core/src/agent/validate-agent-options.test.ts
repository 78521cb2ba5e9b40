import { describe, expect, it } from 'vitest';
import { ProcessorOptionsError } from '../errors/processor-options-error.js';
import { scriptedModel, textStep } from '../test-utils/scripted-model.js';
import { Agent } from './agent.js';
import { AgentOptionsError } from './agent-options-error.js';

const model = scriptedModel([textStep('ok')]);

function thrown(fn: () => unknown): AgentOptionsError {
  try {
    fn();
  } catch (error) {
    if (AgentOptionsError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an AgentOptionsError');
}

describe('Agent options validation', () => {
  it('rejects an unknown key, naming the nearest valid one', () => {
    const error = thrown(() => new Agent({ id: 'a', model, maxStep: 3 } as never));
    expect(error.code).toBe('AGENT_OPTIONS_INVALID');
    expect(error.processorName).toBe('Agent');
    expect(error.issues[0]).toMatchObject({ path: 'maxStep', key: 'maxStep', message: 'unknown option', suggestion: 'maxSteps' });
    expect(error.message).toContain('did you mean `maxSteps`?');
    expect(ProcessorOptionsError.isInstance(error)).toBe(true);
  });

  it('rejects values of the wrong type, without quoting them', () => {
    const error = thrown(
      () => new Agent({ id: 'a', model, maxSteps: 0, tools: 'none', retryDelayMs: -1, instructions: 42, stopWhen: 'never' } as never),
    );
    // In the order the options were given.
    expect(error.issues.map((i) => i.path)).toEqual(['maxSteps', 'tools', 'retryDelayMs', 'instructions', 'stopWhen']);
    expect(error.issues[0]?.message).toBe('expected a positive integer');
    expect(error.message).not.toContain('none');
    expect(error.message).not.toContain('never');
  });

  it('rejects a model object that is not an AI SDK language model (a v1 model, a provider)', () => {
    for (const notAModel of [{}, { specificationVersion: 'v1', doStream: () => undefined }, { languageModel: () => model }]) {
      const error = thrown(() => new Agent({ id: 'a', model: notAModel as never }));
      expect(error.issues).toEqual([expect.objectContaining({ path: 'model', message: expect.stringContaining('language model') as string })]);
    }
  });

  it('requires id and model, and an options object', () => {
    expect(thrown(() => new Agent({ model } as never)).issues).toEqual([{ path: 'id', message: 'required' }]);
    expect(thrown(() => new Agent({ id: '', model })).issues[0]).toMatchObject({ path: 'id' });
    expect(thrown(() => new Agent({ id: 'a' } as never)).issues).toEqual([{ path: 'model', message: 'required' }]);
    expect(thrown(() => new Agent(null as never)).issues).toEqual([{ path: '', message: 'expected an options object' }]);
  });

  it('lists unknown keys first, then wrong values', () => {
    const error = thrown(() => new Agent({ id: 'a', model, maxSteps: 'x', inputProcesors: [] } as never));
    expect(error.issues.map((i) => i.path)).toEqual(['inputProcesors', 'maxSteps']);
    expect(error.issues[0]?.suggestion).toBe('inputProcessors');
  });

  it('accepts every documented option (undefined included)', () => {
    expect(
      () =>
        new Agent({
          id: 'a',
          name: 'A',
          model,
          instructions: ['x', { role: 'system', content: 'y' }],
          models: () => model,
          tools: {},
          inputProcessors: [],
          outputProcessors: () => [],
          errorProcessors: undefined as never,
          maxProcessorRetries: 0,
          maxSteps: 2,
          stopWhen: [() => false],
          toolConcurrency: Infinity,
          modelSettings: {},
          retryDelayMs: 0,
        }),
    ).not.toThrow();
  });
});

describe('call options validation', () => {
  it('rejects an unknown call option with the nearest valid key, before the run starts', async () => {
    const m = scriptedModel([textStep('ok')]);
    const agent = new Agent({ id: 'a', model: m });
    const error = await agent.generate('hi', { abortSignl: new AbortController().signal } as never).catch((e: unknown) => e);
    expect(AgentOptionsError.isInstance(error)).toBe(true);
    expect((error as AgentOptionsError).processorName).toBe('agent.generate/stream');
    expect((error as AgentOptionsError).issues[0]).toMatchObject({ key: 'abortSignl', suggestion: 'abortSignal' });
    expect(m.calls).toHaveLength(0);
  });

  it('rejects call values of the wrong type', async () => {
    const agent = new Agent({ id: 'a', model });
    const error = (await agent
      .stream('hi', { toolChoice: 'sometimes', activeTools: [1], abortSignal: {}, prepareStep: 'x' } as never)
      .catch((e: unknown) => e)) as AgentOptionsError;
    expect(error.issues.map((i) => i.path)).toEqual(['toolChoice', 'activeTools', 'abortSignal', 'prepareStep']);
  });

  it('rejects a processor list function that returns no array, naming the list, before any model call', async () => {
    const m = scriptedModel([textStep('ok')]);
    const agent = new Agent({ id: 'a', model: m, outputProcessors: () => 'none' as never });
    const error = await agent.generate('hi').catch((e: unknown) => e);
    expect(AgentOptionsError.isInstance(error)).toBe(true);
    expect((error as AgentOptionsError).issues[0]).toMatchObject({ path: 'outputProcessors' });
    expect((error as AgentOptionsError).message).not.toContain('none');
    expect(m.calls).toHaveLength(0);
  });
});
