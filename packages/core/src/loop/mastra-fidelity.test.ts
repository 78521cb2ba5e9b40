import { stepCountIs } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../agent/agent.js';
import { AgentOptionsError } from '../agent/agent-options-error.js';
import type { ChunkType } from '../contract/chunk-type.js';
import type { Processor, ProcessOutputStreamArgs } from '../processors/index.js';
import { REPROCESS_PART_KEY } from '../processors/runner/output-stream-chain.js';
import { createTool } from '../tools/create-tool.js';
import { collect, scriptedModel, textStep, toolStep } from '../test-utils/scripted-model.js';

// One end-to-end example per Mastra habit that must port to Sluice by changing imports (#23).
// Each processor is written the way Mastra's documentation writes processors; the assertions
// are what a user of that code expects. The unit tests beside each feature go into the details.

/** The prompt the model received on its `call`-th call, as JSON text. */
function prompt(model: ReturnType<typeof scriptedModel>, call = 0): string {
  return JSON.stringify(model.prompts[call]);
}

const note = (text: string) => ({ id: `note-${text}`, role: 'user' as const, createdAt: new Date(), content: { format: 2 as const, parts: [{ type: 'text' as const, text }] } });

describe('Mastra habits that port by changing imports', () => {
  it('processInput that pushes onto `messages` and returns the same array adds the message', async () => {
    const addsNote: Processor = {
      id: 'adds-note',
      processInput: ({ messages }) => {
        messages.push(note('always answer in French'));
        return messages;
      },
    };
    const model = scriptedModel([textStep('ok')]);
    await new Agent({ id: 'a', model, inputProcessors: [addsNote] }).generate('hello');
    expect(prompt(model)).toContain('always answer in French');
  });

  it('processInputStep that edits a message in place and returns the same array is applied', async () => {
    const shouts: Processor = {
      id: 'shouts',
      processInputStep: ({ messages }) => {
        for (const message of messages) {
          for (const part of message.content.parts) if (part.type === 'text') part.text = part.text.toUpperCase();
        }
        return messages;
      },
    };
    const model = scriptedModel([textStep('ok')]);
    await new Agent({ id: 'a', model, inputProcessors: [shouts] }).generate('quiet please');
    expect(prompt(model)).toContain('QUIET PLEASE');
  });

  it("messageList.add(message, 'user') adds input, as Mastra's source name does", async () => {
    const adds: Processor = {
      id: 'adds',
      processInput: ({ messageList }) => {
        messageList.add(note('context from the user'), 'user');
        return messageList;
      },
    };
    const model = scriptedModel([textStep('ok')]);
    const result = await new Agent({ id: 'a', model, inputProcessors: [adds] }).generate('hi');
    expect(prompt(model)).toContain('context from the user');
    expect(result.text).toBe('ok');
  });

  it('an abort on a data chunk a tool writes ends the run with a tripwire', async () => {
    const progress = createTool({
      id: 'progress',
      inputSchema: z.object({}),
      execute: async (_input, { writer }) => {
        await writer?.custom({ type: 'data-progress', data: { step: 1 } }).catch(() => undefined);
        return 'done';
      },
    });
    const noProgress: Processor = {
      id: 'no-progress',
      processDataParts: true,
      processOutputStream: ({ part, abort }) => (part.type.startsWith('data-') ? abort('no progress chunks') : part),
    };
    const model = scriptedModel([toolStep([{ toolCallId: 'c1', toolName: 'progress', input: {} }]), textStep('Done!')]);
    const agent = new Agent({ id: 'a', model, tools: { progress }, outputProcessors: [noProgress] });
    const stream = await agent.stream('go');
    const chunks = await collect(stream.fullStream);
    expect(chunks.map((c) => c.type)).toContain('tripwire');
    expect(chunks.some((c) => c.type === 'text-delta')).toBe(false);
    expect((await stream.tripwire)?.processorId).toBe('no-progress');
    expect(model.calls).toHaveLength(1);
  });

  it('processAPIError on an output processor recovers from a provider error', async () => {
    const recovers: Processor = { id: 'recovers', processAPIError: () => ({ retry: true }), processOutputResult: ({ messages }) => messages };
    const model = scriptedModel([{ throws: new Error('overloaded') }, textStep('second try')]);
    const result = await new Agent({ id: 'a', model, outputProcessors: [recovers] }).generate('hi');
    expect(result.text).toBe('second try');
  });

  it('an unknown Agent option is a typed error naming the nearest key, and stopWhen stops the loop', async () => {
    const options = { id: 'a', model: scriptedModel([textStep('ok')]), maxStep: 3 };
    expect(() => new Agent(options as unknown as ConstructorParameters<typeof Agent>[0])).toThrow(AgentOptionsError);
    expect(() => new Agent(options as unknown as ConstructorParameters<typeof Agent>[0])).toThrow(/maxSteps/);

    const lookup = createTool({ id: 'lookup', inputSchema: z.object({}), execute: () => Promise.resolve('found') });
    const call = { toolCallId: 'c', toolName: 'lookup', input: {} };
    const model = scriptedModel([toolStep([call]), toolStep([{ ...call, toolCallId: 'd' }]), textStep('never')]);
    const result = await new Agent({ id: 'a', model, tools: { lookup }, maxSteps: 10 }).generate('go', { stopWhen: stepCountIs(1) });
    expect(model.calls).toHaveLength(1);
    expect(result.steps).toHaveLength(1);
  });

  it('a batching processor that parks the next part Mastra’s way loses nothing, text-end included', async () => {
    const batches: Processor = {
      id: 'batches',
      processOutputStream: ({ part, state }: ProcessOutputStreamArgs): ChunkType | null => {
        const held = ((state.held as string[] | undefined) ??= []);
        if (part.type === 'text-delta') {
          held.push(part.payload.text);
          return null;
        }
        if (held.length === 0) return part;
        state.held = [];
        state[REPROCESS_PART_KEY] = part;
        return { ...part, type: 'text-delta', payload: { id: 'text-1', text: held.join('') } } as ChunkType;
      },
    };
    const model = scriptedModel([textStep('one two three', ['one ', 'two ', 'three'])]);
    const stream = await new Agent({ id: 'a', model, outputProcessors: [batches] }).stream('hi');
    const types = (await collect(stream.fullStream)).map((c) => c.type);
    expect(types.filter((t) => t === 'text-delta')).toHaveLength(1);
    expect(types.indexOf('text-end')).toBeGreaterThan(types.indexOf('text-delta'));
    expect(await stream.text).toBe('one two three');
  });
});
