import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { Agent, type ChunkType, type ProcessorViolation } from '@sluice/core';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { LanguageDetector } from './language-detector.js';
import { translator } from './test/helpers.js';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

function streamingModel(text: string): MockLanguageModelV3 {
  const words = text.split(/(?<= )/);
  const chunks: LanguageModelV3StreamPart[] = [
    { type: 'text-start', id: 't0' },
    ...words.map((delta) => ({ type: 'text-delta' as const, id: 't0', delta })),
    { type: 'text-end', id: 't0' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
  return new MockLanguageModelV3({ doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks }) }) });
}

async function drain(stream: ReadableStream<ChunkType>): Promise<ChunkType[]> {
  const out: ChunkType[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

const textOf = (chunks: readonly ChunkType[]) => chunks.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');

const SPANISH = 'El tren a la costa llegó tarde otra vez esta mañana, y nadie sabía por qué. Mañana hablamos con el jefe de estación.';

describe('LanguageDetector through the Agent', () => {
  it('agent.stream() with block: a Spanish answer ends in a tripwire and none of it reaches the client', async () => {
    const detector = new LanguageDetector({ targetLanguages: ['en'], strategy: 'block' });
    const agent = new Agent({ id: 'a', model: streamingModel(SPANISH), outputProcessors: [detector] });
    const result = await agent.stream('hello');
    const chunks = await drain(result.fullStream);
    expect(textOf(chunks)).toBe('');
    expect(chunks.find((c) => c.type === 'tripwire')).toMatchObject({ payload: { processorId: 'language-detector', reason: 'Output language es is not one of en' } });
  });

  it('agent.stream() with block: an English answer streams through unchanged', async () => {
    const english = 'The train to the coast was late again this morning, and nobody knew why. We will ask the station manager tomorrow.';
    const agent = new Agent({ id: 'a', model: streamingModel(english), outputProcessors: [new LanguageDetector({ strategy: 'block' })] });
    const result = await agent.stream('hello');
    expect(textOf(await drain(result.fullStream))).toBe(english);
    expect(await result.text).toBe(english);
  });

  it('agent.generate() with translate on input: the agent\'s model sees the English translation; the message keeps its original in metadata', async () => {
    const { model: translatorModel } = translator(() => 'The train to the coast was late again this morning.');
    const violations: ProcessorViolation[] = [];
    const detector = new LanguageDetector({ strategy: 'translate', model: translatorModel, onViolation: (v) => void violations.push(v) });
    const main = streamingModel('Sorry to hear that. ');
    const agent = new Agent({ id: 'a', model: main, inputProcessors: [detector] });
    await agent.generate(SPANISH);
    const prompt = JSON.stringify(main.doStreamCalls[0]?.prompt);
    expect(prompt).toContain('The train to the coast was late again this morning.');
    expect(prompt).not.toContain('llegó');
    expect(violations).toMatchObject([{ processorId: 'language-detector', hook: 'processInput', action: 'warn' }]);
  });

  it('agent.generate() with block on input: the model is never called and the result carries the tripwire', async () => {
    const main = streamingModel('never');
    const agent = new Agent({ id: 'a', model: main, inputProcessors: [new LanguageDetector({ strategy: 'block' })] });
    const result = await agent.generate(SPANISH);
    expect(result.tripwire).toMatchObject({ reason: 'Input language es is not one of en' });
    expect(main.doStreamCalls).toHaveLength(0);
  });

  it('agent.stream() with translate on output: a Spanish answer reaches the client as one English delta, and the result text is the translation', async () => {
    const { model: translatorModel, calls } = translator(() => 'The train to the coast was late again this morning.');
    const detector = new LanguageDetector({ strategy: 'translate', model: translatorModel });
    const agent = new Agent({ id: 'a', model: streamingModel(SPANISH), outputProcessors: [detector] });
    const result = await agent.stream('hello');
    const chunks = await drain(result.fullStream);
    expect(chunks.filter((c) => c.type === 'text-delta').map((c) => (c.type === 'text-delta' ? c.payload.text : ''))).toEqual(['The train to the coast was late again this morning.']);
    expect(await result.text).toBe('The train to the coast was late again this morning.');
    expect(JSON.stringify(calls[0]?.prompt[1])).toContain('llegó');
  });
});
