import { Agent, createTool } from '@sluice/core';
import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, type UIMessage, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text, usage, v4Model } from './v4-model.js';

/** Reads a `toUIMessageStreamResponse()` body the way ai 7's chat transport does: SSE, each chunk validated. */
async function readAsUseChat(response: Response): Promise<{ chunks: UIMessageChunk[]; invalid: unknown[]; message: UIMessage | undefined }> {
  const chunks: UIMessageChunk[] = [];
  const invalid: unknown[] = [];
  const parsed = parseJsonEventStream({ stream: response.body!, schema: uiMessageChunkSchema });
  const reader = parsed.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (read.value.success) chunks.push(read.value.value);
    else invalid.push(read.value.rawValue);
  }
  let message: UIMessage | undefined;
  const replay = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const update of readUIMessageStream({ stream: replay })) message = update;
  return { chunks, invalid, message };
}

describe("the UI message stream in ai 7's useChat protocol", () => {
  it('a tool call, its result and the answer arrive as valid ai 7 UI chunks and build one message', async () => {
    const model = v4Model([
      [
        { type: 'stream-start', warnings: [] },
        { type: 'reasoning-start', id: 'r' },
        { type: 'reasoning-delta', id: 'r', delta: 'Need the weather.' },
        { type: 'reasoning-end', id: 'r' },
        { type: 'tool-call', toolCallId: 'c1', toolName: 'weather', input: '{"city":"Oslo"}' },
        { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage },
      ],
      text('It is 21 degrees in Oslo.'),
    ]);
    const weather = createTool({ id: 'weather', inputSchema: z.object({ city: z.string() }), execute: ({ city }) => ({ city, celsius: 21 }) });
    const stream = await new Agent({ id: 'v7', model, tools: { weather } }).stream('Weather in Oslo?');
    const { chunks, invalid, message } = await readAsUseChat(stream.toUIMessageStreamResponse());
    expect(invalid).toEqual([]);
    expect(chunks[0]?.type).toBe('start');
    expect(chunks.at(-1)?.type).toBe('finish');
    const parts = message?.parts ?? [];
    expect(parts.find((p) => p.type === 'reasoning')).toMatchObject({ text: 'Need the weather.' });
    expect(parts.find((p) => p.type === 'tool-weather')).toMatchObject({ state: 'output-available', input: { city: 'Oslo' }, output: { city: 'Oslo', celsius: 21 } });
    expect(parts.filter((p) => p.type === 'text').map((p) => (p as { text: string }).text).join('')).toBe('It is 21 degrees in Oslo.');
  });
});
