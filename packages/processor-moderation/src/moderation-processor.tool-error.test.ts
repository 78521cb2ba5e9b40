import { ScriptedModel } from '@sluice/conformance';
import { Agent, createTool, type ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ModerationProcessor } from './moderation-processor.js';

const THREAT = 'kill yourself';

/** A tool that always throws an error whose message carries a threat. */
const lookup = createTool({
  id: 'lookup',
  description: 'lookup',
  inputSchema: z.object({ q: z.string() }),
  execute: (): string => {
    throw new Error(`upstream said: ${THREAT}`);
  },
});

const script = () => new ScriptedModel([{ toolCalls: [{ toolName: 'lookup', input: { q: 'x' } }] }, { text: 'Sorry, that failed.' }]);

async function drain(stream: ReadableStream<ChunkType>): Promise<ChunkType[]> {
  const chunks: ChunkType[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<ChunkType>) chunks.push(chunk);
  return chunks;
}

describe('ModerationProcessor on tool errors (#17)', () => {
  it('filter: a throwing tool whose message is a threat is replaced for the model and the client', async () => {
    const model = script();
    const moderation = new ModerationProcessor({ strategy: 'filter' });
    const agent = new Agent({ id: 'a', model, tools: { lookup }, outputProcessors: [moderation], maxSteps: 3 });
    const result = await agent.stream('look it up');
    const chunks = await drain(result.fullStream);
    const toolError = chunks.find((c) => c.type === 'tool-error');
    expect(toolError).toMatchObject({ payload: { error: expect.stringMatching(/^\[tool error removed by moderation: /) } });
    expect(JSON.stringify(chunks)).not.toContain(THREAT);
    expect(JSON.stringify(model.prompts[1])).not.toContain(THREAT);
    expect((await result.result).violations).toEqual([expect.objectContaining({ processorId: 'moderation', hook: 'processToolResult', action: 'filter' })]);
  });

  it('block: a throwing tool whose message is a threat ends the run with a tripwire', async () => {
    const model = script();
    const agent = new Agent({ id: 'a', model, tools: { lookup }, outputProcessors: [new ModerationProcessor()], maxSteps: 3 });
    const result = await agent.generate('look it up');
    expect(result.tripwire).toMatchObject({ processorId: 'moderation' });
    expect(model.calls).toHaveLength(1);
  });
});
