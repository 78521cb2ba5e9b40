import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../processors/index.js';
import { RequestContext } from '../contract/request-context.js';
import { StructuredOutputError } from './structured-output-error.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

const echo = createTool({ id: 'echo', inputSchema: z.object({ n: z.number() }), execute: ({ n }) => n });

describe('agent options', () => {
  it('per-call processor arrays replace the agent’s, and arrays may be functions of requestContext', async () => {
    const seen: string[] = [];
    const tag = (id: string): Processor => ({ id, processInput: () => void seen.push(id) });
    const agent = new Agent({
      id: 'a',
      model: scriptedModel([textStep('x')]),
      inputProcessors: ({ requestContext }) => [tag(String(requestContext.get('who')))],
    });
    await agent.generate('hi', { requestContext: new RequestContext([['who', 'alice']]) });
    await agent.generate('hi', { inputProcessors: [tag('override')] });
    expect(seen).toEqual(['alice', 'override']);
  });

  it('resets system messages at each step; processInputStep edits last one step', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'echo', input: { n: 1 } }]), textStep('done')]);
    const once: Processor = {
      id: 'once',
      processInputStep: ({ stepNumber, systemMessages }) =>
        stepNumber === 0 ? { systemMessages: [...systemMessages, { role: 'system', content: 'STEP-ZERO-ONLY' }] } : undefined,
    };
    await new Agent({ id: 'a', instructions: 'BASE', model, tools: { echo }, inputProcessors: [once] }).generate('hi');
    const [first, second] = model.prompts.map((p) => JSON.stringify(p));
    expect(first).toContain('STEP-ZERO-ONLY');
    expect(second).not.toContain('STEP-ZERO-ONLY');
    expect(second).toContain('BASE');
  });

  it('invalid tool arguments and throwing tools become tool errors the model sees', async () => {
    const boom = createTool({ id: 'boom', inputSchema: z.object({}), execute: (): string => {
      throw new Error('kaput');
    },
  });
    const model = scriptedModel([
      toolStep([
        { toolCallId: 'c1', toolName: 'echo', input: { n: 'not a number' } },
        { toolCallId: 'c2', toolName: 'boom', input: {} },
        { toolCallId: 'c3', toolName: 'echo', input: '{broken json' },
        { toolCallId: 'c4', toolName: 'missing', input: {} },
      ]),
      textStep('sorry'),
    ]);
    const stream = await new Agent({ id: 'a', model, tools: { echo, boom } }).stream('go');
    const chunks = await collect(stream.fullStream);
    expect(chunks.filter((c) => c.type === 'tool-error')).toHaveLength(4);
    expect(await stream.text).toBe('sorry');
    const prompt = JSON.stringify(model.prompts[1]!);
    expect(prompt).toContain('kaput');
    expect(prompt).toContain('Invalid arguments for tool');
    expect(prompt).toContain('Unknown tool');
  });

  it('stops at maxSteps', async () => {
    const model = scriptedModel([toolStep([{ toolCallId: 'c', toolName: 'echo', input: { n: 1 } }])]);
    const result = await new Agent({ id: 'a', model, tools: { echo }, maxSteps: 3 }).generate('loop');
    expect(result.steps).toHaveLength(3);
    expect(model.calls).toHaveLength(3);
  });

  it('prepareStep and activeTools shape the call', async () => {
    const model = scriptedModel([textStep('x')]);
    await new Agent({ id: 'a', model, tools: { echo, other: echo } }).generate('hi', {
      activeTools: ['echo'],
      prepareStep: () => ({ toolChoice: 'required', modelSettings: { temperature: 0.5 } }),
    });
    const call = model.calls[0]!.options;
    expect(call.tools?.map((t) => t.name)).toEqual(['echo']);
    expect(call.toolChoice).toEqual({ type: 'required' });
    expect(call.temperature).toBe(0.5);
  });

  it('structuredOutput parses and validates the final text', async () => {
    const schema = z.object({ city: z.string(), celsius: z.number() });
    const model = scriptedModel([textStep('{"city":"Oslo","celsius":3}', ['{"city":"Oslo",', '"celsius":3}'])]);
    const result = await new Agent({ id: 'a', model }).generate('weather', { structuredOutput: { schema } });
    expect(result.object).toEqual({ city: 'Oslo', celsius: 3 });
    expect(model.calls[0]!.options.responseFormat).toMatchObject({ type: 'json' });
    const bad = await new Agent({ id: 'b', model: scriptedModel([textStep('{"city":1}')]) })
      .generate('weather', { structuredOutput: { schema } })
      .catch((e: unknown) => e);
    expect(StructuredOutputError.isInstance(bad)).toBe(true);
  });

  it('abortSignal stops a hanging provider call and closes the stream with an abort chunk', async () => {
    const hanging = new MockLanguageModelV3({
      doStream: () =>
        Promise.resolve({
          stream: new ReadableStream<LanguageModelV3StreamPart>({
            start(controller) {
              controller.enqueue({ type: 'text-start', id: 't' });
            },
          }),
        }),
    });
    const controller = new AbortController();
    const stream = await new Agent({ id: 'a', model: hanging }).stream('hi', { abortSignal: controller.signal });
    const reading = collect(stream.fullStream);
    setTimeout(() => {
      controller.abort(new Error('user left'));
    }, 0);
    const chunks = await reading;
    expect(chunks.at(-1)?.type).toBe('abort');
    await expect(stream.text).rejects.toThrow('user left');
  });

  it('passes unknown chunk types through untouched', async () => {
    const model = scriptedModel([[{ type: 'vendor-extra', value: 1 } as never, ...textStep('x')]]);
    const chunks = await collect((await new Agent({ id: 'a', model, outputProcessors: [{ id: 'pass', processOutputStream: ({ part }) => part }] }).stream('hi')).fullStream);
    expect(chunks.find((c) => (c.type as string) === 'vendor-extra')).toMatchObject({ payload: { value: 1 } });
  });
});
