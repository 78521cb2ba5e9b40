import { APICallError } from '@ai-sdk/provider';
import { createHookContext } from '@sluice/conformance';
import { MessageList } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ContextOverflowRecovery, type ContextOverflowRecoveryState } from './context-overflow-recovery.js';
import { overflowError, OVERFLOW_BODIES } from './fixtures/overflow-errors.js';
import type { ContextOverflowRecoveryOptions } from './options.js';
import { approximateCounter } from './token-counter.js';

function conversation(): MessageList {
  const list = new MessageList().addSystem('You help.');
  for (let i = 0; i < 10; i++) {
    list.add(`question ${i} ${'x'.repeat(90)}`, 'memory');
    list.add({ role: 'assistant', content: `answer ${i} ${'y'.repeat(90)}` }, 'memory');
  }
  list.add('the newest question', 'input');
  return list;
}

function recover(recovery: ContextOverflowRecovery, list: MessageList, error: unknown, state: ContextOverflowRecoveryState = {}) {
  const hc = createHookContext<ContextOverflowRecoveryState>({ state, processorId: recovery.id, hook: 'processAPIError' });
  const run = recovery.processAPIError({
    ...hc.context,
    error,
    messages: list.get.all.db(),
    messageList: list,
    stepNumber: 0,
    steps: [],
    model: new MockLanguageModelV3(),
  });
  return { run, hc };
}

const chars = (options: ContextOverflowRecoveryOptions = {}) =>
  new ContextOverflowRecovery({ counter: approximateCounter(1), overhead: { perMessage: 0, perRequest: 0 }, ...options });

describe('ContextOverflowRecovery.processAPIError()', () => {
  it.each(Object.keys(OVERFLOW_BODIES) as (keyof typeof OVERFLOW_BODIES)[])(
    'recovers from %s by dropping the oldest messages, keeping the newest question',
    async (name) => {
      const list = conversation();
      const before = list.get.all.db().length;
      const { run, hc } = recover(chars(), list, overflowError(name));
      expect(await run).toEqual({ retry: true });
      const after = list.get.all.db();
      expect(after.length).toBeLessThan(before);
      expect(after.at(-1)?.content.parts).toEqual([{ type: 'text', text: 'the newest question' }]);
      expect(after[0]?.role).toBe('user');
      expect(hc.violations[0]).toMatchObject({ action: 'retry' });
    },
  );

  it('scales its own count by the provider numbers', async () => {
    const list = conversation();
    // Our count: 9 (system) + 20 * ~101 + 19 = ~2050; the provider says 130000 > 128000: keep ~0.9 * 128/130.
    const { run, hc } = recover(chars(), list, overflowError('openaiResultedIn'));
    await run;
    const detail = hc.violations[0]?.detail as { ourTokens: number; targetTokens: number };
    expect(detail.targetTokens).toBe(Math.floor(((detail.ourTokens * 128000) / 130000) * 0.9));
    const kept = list.get.all.db().reduce((sum, m) => sum + m.content.parts.reduce((s, p) => s + (p.type === 'text' ? p.text.length : 0), 0), 9);
    expect(kept).toBeLessThanOrEqual(detail.targetTokens);
  });

  it('retries once per request, then leaves the error alone', async () => {
    const list = conversation();
    const state: ContextOverflowRecoveryState = {};
    expect(await recover(chars(), list, overflowError('anthropicTooLong'), state).run).toEqual({ retry: true });
    expect(await recover(chars(), list, overflowError('anthropicTooLong'), state).run).toBeUndefined();
  });

  it('leaves unrelated errors and unfixable conversations alone', async () => {
    const list = conversation();
    const overloaded = new APICallError({ message: 'Overloaded', url: 'u', requestBodyValues: {}, statusCode: 529 });
    expect(await recover(chars(), list, overloaded).run).toBeUndefined();
    const lonely = new MessageList().add('just one question', 'input');
    expect(await recover(chars(), lonely, overflowError('openaiContextWindow')).run).toBeUndefined();
    expect(lonely.get.all.db()).toHaveLength(1);
  });
});
