import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { RequestContext, type Processor, type ProcessorWarning } from '@sluice/core';
import { PIIDetector } from '@sluice/processor-pii';
import { ResponseCache } from '@sluice/processor-cache';
import { generateText, simulateReadableStream, streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { getSluiceTripwire } from './sluice-tripwire.js';
import { sluiceMiddleware } from './sluice-middleware.js';
import { UnsupportedProcessorError } from './unsupported-processor-error.js';

const USAGE = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 2, text: 2, reasoning: undefined },
};

function textParts(deltas: readonly string[]): LanguageModelV3StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
  ];
}

function mockModel(deltas: readonly string[]): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: textParts(deltas) }) }),
  });
}

describe('sluiceMiddleware() in streamText', () => {
  it('redacts PII split across stream parts with the PII processor', async () => {
    const model = wrapLanguageModel({ model: mockModel(['Write to ada.lovelace', '@exam', 'ple.com today']), middleware: sluiceMiddleware({ processors: [new PIIDetector()] }) });
    const result = streamText({ model, prompt: 'contact?' });
    const text = await result.text;
    expect(text).not.toContain('ada.lovelace@example.com');
    expect(text).toContain('Write to ');
    expect(text).toContain(' today');
  });

  it('leaves the prompt to the provider as is: PII input redaction is processInput, a loop-only hook', async () => {
    const inner = mockModel(['ok']);
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [new PIIDetector()] }) });
    await streamText({ model, prompt: 'my email is grace@example.org' }).consumeStream();
    expect(JSON.stringify(inner.doStreamCalls[0]?.prompt)).toContain('grace@example.org');
  });

  it('with processInputPerCall, redacts PII in the prompt before the provider sees it', async () => {
    const inner = mockModel(['ok']);
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [new PIIDetector()], processInputPerCall: true }) });
    await streamText({ model, system: 'Be kind.', prompt: 'my email is grace@example.org' }).consumeStream();
    const prompt = JSON.stringify(inner.doStreamCalls[0]?.prompt);
    expect(prompt).not.toContain('grace@example.org');
    expect(prompt).toContain('my email is ');
    expect(inner.doStreamCalls[0]?.prompt[0]).toEqual({ role: 'system', content: 'Be kind.' });
  });

  it('with processInputPerCall, a processInput abort blocks the call before the provider', async () => {
    const inner = mockModel(['never']);
    const guard: Processor = { id: 'input-guard', processInput: ({ abort }) => abort('blocked input') };
    const result = streamText({ model: wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [guard], processInputPerCall: true }) }), prompt: 'hi' });
    expect(getSluiceTripwire(await result.providerMetadata)).toMatchObject({ reason: 'blocked input', processorId: 'input-guard' });
    expect(inner.doStreamCalls).toHaveLength(0);
  });

  it('answers the second identical call from the response cache without calling the provider', async () => {
    const inner = mockModel(['cached ', 'answer']);
    const cache = new ResponseCache();
    const requestContext = new RequestContext([['resourceId', 'user-1']]);
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [cache], requestContext }) });
    const first = await streamText({ model, prompt: 'same question' }).text;
    const second = streamText({ model, prompt: 'same question' });
    expect(await second.text).toBe(first);
    expect(first).toBe('cached answer');
    expect(inner.doStreamCalls).toHaveLength(1);
    expect((await second.finishReason)).toBe('stop');
  });

  it('ends the stream with a detectable tripwire when a stream processor aborts', async () => {
    const guard: Processor = {
      id: 'guard',
      processOutputStream: ({ part, abort }) => (part.type === 'text-delta' && part.payload.text.includes('secret') ? abort('no secrets') : part),
    };
    const seen: unknown[] = [];
    const model = wrapLanguageModel({ model: mockModel(['fine ', 'secret ', 'more']), middleware: sluiceMiddleware({ processors: [guard], onTripwire: (t) => seen.push(t) }) });
    const result = streamText({ model, prompt: 'hi' });
    expect(await result.text).toBe('fine ');
    expect(await result.finishReason).toBe('other');
    expect(getSluiceTripwire(await result.providerMetadata)).toMatchObject({ reason: 'no secrets', processorId: 'guard' });
    expect(seen).toHaveLength(1);
  });

  it('retries with feedback when processOutputStep aborts with retry, and the caller sees only the accepted answer', async () => {
    let call = 0;
    const inner = new MockLanguageModelV3({
      doStream: () => Promise.resolve({ stream: simulateReadableStream({ chunks: textParts([call++ === 0 ? 'rude answer' : 'polite answer']) }) }),
    });
    const judge: Processor = { id: 'judge', processOutputStep: ({ text, abort }) => { if (text.includes('rude')) abort('be polite', { retry: true }); } };
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [judge], maxProcessorRetries: 1 }) });
    expect(await streamText({ model, prompt: 'hi' }).text).toBe('polite answer');
    expect(JSON.stringify(inner.doStreamCalls[1]?.prompt)).toContain('be polite');
  });

  it('works for generateText too (through the model stream)', async () => {
    const model = wrapLanguageModel({ model: mockModel(['mail bob@example.com now']), middleware: sluiceMiddleware({ processors: [new PIIDetector()] }) });
    const { text } = await generateText({ model, prompt: 'hi' });
    expect(text).not.toContain('bob@example.com');
    expect(text).toContain('mail ');
  });

  it('refuses a processor with only loop hooks, with a typed error', () => {
    const loopOnly: Processor = { id: 'loop-only', processInput: () => undefined, processOutputResult: () => undefined };
    let caught: unknown;
    try {
      sluiceMiddleware({ processors: [loopOnly] });
    } catch (error) {
      caught = error;
    }
    expect(UnsupportedProcessorError.isInstance(caught)).toBe(true);
    expect((caught as UnsupportedProcessorError).code).toBe('UNSUPPORTED_PROCESSOR');
    expect((caught as UnsupportedProcessorError).hooks).toEqual(['processInput', 'processOutputResult']);
  });

  it('accepts a mixed processor, reporting each loop hook it will not run (strict refuses it)', () => {
    const warnings: ProcessorWarning[] = [];
    sluiceMiddleware({ processors: [new PIIDetector()], onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => w.hook).sort()).toEqual(['processInput', 'processOutputResult', 'processToolResult']);
    expect(() => sluiceMiddleware({ processors: [new PIIDetector()], strict: true })).toThrow(/agent loop/);
  });
});
