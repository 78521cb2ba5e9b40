import { APICallError, type LanguageModelV3 } from '@ai-sdk/provider';
import { Agent, InMemoryStorage, type ChunkType } from '@sluice/core';
import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import {
  anthropicOverloaded,
  anthropicPrefillRejection,
  anthropicPromptTooLong,
  anthropicRateLimited,
  anthropicStreamedText,
  anthropicUnauthorized,
} from './fixtures/anthropic.js';
import { compatiblePrefillRejection, openaiStreamedText } from './fixtures/openai.js';
import { PrefillErrorHandler } from './prefill-error-handler.js';
import { PrefillGuard } from './prefill-guard.js';
import type { ScriptedHttpResponse } from './test/provider-server.js';
import { useLocalProviders } from './test/use-local-providers.js';

// Full runs through the Agent with real provider packages against a local provider-like server.
const local = useLocalProviders();
const { anthropic, compatible } = local;

const endsWithAssistant: ModelMessage[] = [
  { role: 'user', content: 'A haiku about rivers, please.' },
  { role: 'assistant', content: 'Water over stone' },
];

function lastRoles(): (string | undefined)[] {
  return local.server.requests.map((request) => (request.body as { messages: { role: string }[] }).messages.at(-1)?.role);
}

function agent(model: LanguageModelV3, options: { guard?: boolean } = {}) {
  return new Agent({
    id: 'writer',
    instructions: 'You write haiku.',
    model,
    modelSettings: { maxRetries: 0 },
    errorProcessors: [new PrefillErrorHandler()],
    ...(options.guard === true ? { inputProcessors: [new PrefillGuard({ models: ['claude-sonnet-4-6'] })] } : {}),
  });
}

describe('PrefillErrorHandler in a full run', () => {
  it('generate() recovers from Anthropic\'s prefill rejection; the retry ends with a user message', async () => {
    local.server.enqueue(anthropicPrefillRejection, anthropicStreamedText(['Cold light ', 'on the current']));
    const result = await agent(anthropic()).generate(endsWithAssistant);
    expect(result.text).toBe('Cold light on the current');
    expect(lastRoles()).toEqual(['assistant', 'user']);
    const retried = local.server.requests[1]?.body as { messages: { role: string; content: { text: string }[] }[] };
    expect(retried.messages.at(-1)?.content[0]?.text).toBe('Continue from where you left off.');
  });

  it('stream() recovers too and the stream closes normally', async () => {
    local.server.enqueue(anthropicPrefillRejection, anthropicStreamedText(['Cold ', 'light']));
    const stream = await agent(anthropic()).stream(endsWithAssistant);
    const chunks: ChunkType[] = [];
    const reader = stream.fullStream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(await stream.text).toBe('Cold light');
    expect(chunks.at(-1)?.type).toBe('finish');
    expect(lastRoles()).toEqual(['assistant', 'user']);
  });

  it('recovers from an OpenAI-compatible server\'s enable_thinking rejection', async () => {
    local.server.enqueue(compatiblePrefillRejection, openaiStreamedText(['The river ', 'keeps going.']));
    const result = await agent(compatible()).generate(endsWithAssistant);
    expect(result.text).toBe('The river keeps going.');
    expect(lastRoles()).toEqual(['assistant', 'user']);
  });

  it('fails with the provider\'s error when the rejection repeats (one recovery per request)', async () => {
    local.server.enqueue(anthropicPrefillRejection, anthropicPrefillRejection);
    const error = await agent(anthropic()).generate(endsWithAssistant).catch((caught: unknown) => caught);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(local.server.requests).toHaveLength(2);
  });

  it.each<[string, ScriptedHttpResponse, number]>([
    ['401', anthropicUnauthorized, 401],
    ['429', anthropicRateLimited, 429],
    ['529', anthropicOverloaded, 529],
    ['400 prompt is too long', anthropicPromptTooLong, 400],
  ])('fails with the provider\'s %s error, untouched', async (_name, response, status) => {
    local.server.enqueue(response);
    const error = await agent(anthropic()).generate(endsWithAssistant).catch((caught: unknown) => caught);
    expect(APICallError.isInstance(error) && error.statusCode === status).toBe(true);
    expect(local.server.requests).toHaveLength(1);
  });
});

describe('PrefillErrorHandler and memory', () => {
  async function storedTexts(messageSource: 'input' | 'context'): Promise<string[]> {
    local.server.enqueue(anthropicPrefillRejection, anthropicStreamedText(['Cold light']));
    const storage = new InMemoryStorage();
    const withMemory = new Agent({
      id: 'writer',
      model: anthropic(),
      memory: { storage },
      modelSettings: { maxRetries: 0 },
      errorProcessors: [new PrefillErrorHandler({ messageSource })],
    });
    await withMemory.generate(endsWithAssistant, { memory: { thread: 't', resource: 'r' } });
    const stored = await storage.listMessages({ threadId: 't' });
    return stored.map((message) => message.content.parts.map((part) => (part.type === 'text' ? part.text : '')).join(''));
  }

  it('stores the continue turn with messageSource input (the default)', async () => {
    expect(await storedTexts('input')).toContain('Continue from where you left off.');
  });

  it('does not store it with messageSource context', async () => {
    const texts = await storedTexts('context');
    expect(texts).not.toContain('Continue from where you left off.');
    expect(texts).toContain('Cold light');
  });
});

describe('PrefillGuard in a full run', () => {
  it('sends a prompt ending with a user message at once, and the stored conversation is unchanged', async () => {
    local.server.enqueue(anthropicStreamedText(['Cold light']));
    const storage = new InMemoryStorage();
    const guarded = new Agent({
      id: 'writer',
      model: anthropic(),
      memory: { storage },
      inputProcessors: [new PrefillGuard({ models: ['claude-sonnet-4-6'] })],
    });
    const result = await guarded.generate(endsWithAssistant, { memory: { thread: 't1', resource: 'r1' } });
    expect(result.text).toBe('Cold light');
    expect(lastRoles()).toEqual(['user']);
    const stored = await storage.listMessages({ threadId: 't1' });
    const texts = stored.map((message) => message.content.parts.map((part) => (part.type === 'text' ? part.text : '')).join(''));
    expect(texts).not.toContain('Continue from where you left off.');
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant', 'assistant']);
  });
});
