import { Agent, InMemoryStorage, ProcessorError, type StoredMessage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDetector } from './options.js';
import { PIICalloutTimeoutError } from './pii-callout-timeout-error.js';
import { PIIDetector } from './pii-detector.js';
import { hookContext } from './test/hook-context.js';
import { runStream, textChunks } from './test/stream.js';

/** An entity detector that never settles; records the signals it was given. */
function hungDetector(): EntityDetector & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  return {
    signals,
    detect: (_text, { abortSignal }) => {
      signals.push(abortSignal);
      return new Promise(() => undefined);
    },
  };
}

function userMessage(text: string): StoredMessage {
  return { id: 'm1', role: 'user', createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a call out that never settles cannot hang the run', () => {
  it('processInput() rejects with PII_CALLOUT_TIMEOUT after the default 10 s and aborts the call', async () => {
    vi.useFakeTimers();
    const entityDetector = hungDetector();
    const pending = new PIIDetector({ entityDetector }).processInput({
      ...hookContext(),
      messages: [userMessage('Jane Doe lives at 12 Rue de Rivoli.')],
      systemMessages: [],
      messageList: undefined as never,
    });
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    const settled = await Promise.race([outcome, Promise.resolve('still pending')]);
    expect(PIICalloutTimeoutError.isInstance(settled)).toBe(true);
    expect(settled).toMatchObject({ code: 'PII_CALLOUT_TIMEOUT', callout: 'entityDetector', timeoutMs: 10_000 });
    expect(entityDetector.signals[0]?.aborted).toBe(true);
  });

  it('processOutputStream() rejects with PII_CALLOUT_TIMEOUT after timeoutMs', async () => {
    const detector = new PIIDetector({ entityDetector: hungDetector(), timeoutMs: 30 });
    const started = Date.now();
    await expect(runStream(detector, textChunks(['Jane Doe lives at 12 Rue de Rivoli. '.repeat(4)]))).rejects.toMatchObject({
      code: 'PII_CALLOUT_TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('in an Agent: the run fails closed with a ProcessorError caused by PIICalloutTimeoutError', async () => {
    const model = new ScriptedModel([{ text: 'never' }]);
    const agent = new Agent({ id: 'a', model, inputProcessors: [new PIIDetector({ entityDetector: hungDetector(), timeoutMs: 30 })] });
    const failure = await agent.generate('Jane Doe lives at 12 Rue de Rivoli.').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(ProcessorError.isInstance(failure)).toBe(true);
    expect(PIICalloutTimeoutError.isInstance((failure as ProcessorError).cause)).toBe(true);
    expect(model.calls).toHaveLength(0);
  });

  it('a placeholder vault that never loads fails the run with callout placeholderVault', async () => {
    const vault = { load: () => new Promise<never>(() => undefined), save: () => Promise.resolve() };
    const pii = new PIIDetector({ method: 'placeholder', reversible: true, placeholderVault: vault, timeoutMs: 30 });
    const agent = new Agent({ id: 'a', model: new ScriptedModel([{ text: 'never' }]), inputProcessors: [pii], memory: { storage: new InMemoryStorage() } });
    const failure = await agent.generate('hi', { memory: { thread: 't', resource: 'r' } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((failure as ProcessorError).cause).toMatchObject({ code: 'PII_CALLOUT_TIMEOUT', callout: 'placeholderVault' });
  });
});
