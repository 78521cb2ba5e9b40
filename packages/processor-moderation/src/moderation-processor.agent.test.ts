import { ScriptedModel } from '@sluice/conformance';
import { Agent, createTool, type ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ModerationProcessor } from './moderation-processor.js';
import { markerClassifier } from './test/fixtures.js';

async function drain(stream: ReadableStream<ChunkType>): Promise<ChunkType[]> {
  const chunks: ChunkType[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

const deltas = (chunks: readonly ChunkType[]) =>
  chunks.flatMap((c) => (c.type === 'text-delta' ? [c.payload.text] : [])).join('');

describe('ModerationProcessor through the Agent', () => {
  it('agent.stream(): a flagged window never reaches the client; the stream ends with a tripwire', async () => {
    const model = new ScriptedModel([
      { text: 'Here is a calm first sentence. And a second calm one. Then FLAG appears here. More text after.', chunkSize: 3 },
    ]);
    const classifier = markerClassifier();
    const moderation = new ModerationProcessor({ classifier });
    const agent = new Agent({ id: 'a', model, outputProcessors: [moderation] });
    const result = await agent.stream('hi');
    const chunks = await drain(result.fullStream);
    const text = deltas(chunks);
    expect(text).not.toContain('FLAG');
    expect('Here is a calm first sentence. And a second calm one. '.startsWith(text)).toBe(true);
    const tripwire = chunks.find((c) => c.type === 'tripwire');
    expect(tripwire).toMatchObject({ payload: { processorId: 'moderation', reason: 'Moderation flagged streamed output: violence (0.90)' } });
    expect(classifier.calls.length).toBeLessThanOrEqual(3);
  });

  it('agent.stream(): clean text streams through whole, with one classifier call per window at most', async () => {
    const text = 'One calm sentence. Two calm sentences! Three? Done.';
    const model = new ScriptedModel([{ text, chunkSize: 2 }]);
    const classifier = markerClassifier();
    const agent = new Agent({ id: 'a', model, outputProcessors: [new ModerationProcessor({ classifier })] });
    const result = await agent.stream('hi');
    expect(deltas(await drain(result.fullStream))).toBe(text);
    expect(classifier.calls.length).toBeLessThanOrEqual(4);
  });

  it('agent.generate(): flagged input is blocked before any model call', async () => {
    const model = new ScriptedModel([{ text: 'never' }]);
    const moderation = new ModerationProcessor({ classifier: markerClassifier() });
    const agent = new Agent({ id: 'a', model, inputProcessors: [moderation], outputProcessors: [moderation] });
    const result = await agent.generate('please FLAG this');
    expect(result.tripwire).toMatchObject({ processorId: 'moderation' });
    expect(result.finishReason).toBe('other');
    expect(model.calls).toHaveLength(0);
  });

  it('agent.generate(): filter replaces a flagged tool result before the model sees it', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'search', input: { q: 'x' } }] },
      { text: 'Summary done.' },
    ]);
    const search = createTool({
      id: 'search',
      description: 'search',
      inputSchema: z.object({ q: z.string() }),
      execute: () => Promise.resolve({ body: 'FLAG content from the web' }),
    });
    const moderation = new ModerationProcessor({ classifier: markerClassifier(), strategy: 'filter' });
    const agent = new Agent({ id: 'a', model, tools: { search }, outputProcessors: [moderation], maxSteps: 3 });
    const result = await agent.generate('look it up');
    expect(result.text).toBe('Summary done.');
    expect(JSON.stringify(model.prompts[1])).not.toContain('FLAG');
    expect(JSON.stringify(model.prompts[1])).toContain('[tool result removed by moderation: violence]');
  });

  it('agent.generate(): filter drops a flagged input message and the model never sees it', async () => {
    const model = new ScriptedModel([{ text: 'Hello!' }]);
    const moderation = new ModerationProcessor({ classifier: markerClassifier(), strategy: 'filter' });
    const agent = new Agent({ id: 'a', model, inputProcessors: [moderation] });
    const result = await agent.generate(['first, fine', 'second, FLAG']);
    expect(result.text).toBe('Hello!');
    const prompt = JSON.stringify(model.prompts[0]);
    expect(prompt).toContain('first, fine');
    expect(prompt).not.toContain('FLAG');
  });
});
