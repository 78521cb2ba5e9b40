import { ProcessorError, type ChunkType, type ProcessorViolation } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import type { BudgetStore } from './budget-store.js';
import { CostGuard } from './cost-guard.js';
import type { CostGuardEvent } from './cost-guard-event.js';
import { CostGuardPriceError } from './cost-guard-price-error.js';
import { CostGuardStoreError } from './cost-guard-store-error.js';
import { MemoryBudgetStore } from './memory-budget-store.js';
import { agentWith, forUser, TestClock, usageModel, usedIn } from './test/harness.js';

const DAY = 86_400_000;
const step = { inputTokens: 100, outputTokens: 50 }; // 150 tokens per call

describe('CostGuard through Agent', () => {
  it('processLLMRequest() blocks a call that would exceed the budget, without calling the model, and says when it resets', async () => {
    const clock = new TestClock(10 * DAY + 5);
    const guard = new CostGuard({ maxTokens: 400, clock });
    const model = usageModel(step);
    const agent = agentWith(model, [guard]);
    const requestContext = forUser('u1');
    for (let i = 0; i < 2; i++) expect((await agent.generate('hi', { requestContext })).tripwire).toBeUndefined();
    // 300 used; the next prompt's estimate fits (300 + ~1 <= 400), and its real usage takes it to 450.
    expect((await agent.generate('hi', { requestContext })).tripwire).toBeUndefined();
    const blocked = await agent.generate('hi', { requestContext });
    expect(model.calls).toHaveLength(3);
    expect(blocked.finishReason).toBe('other');
    expect(blocked.tripwire?.processorId).toBe('cost-guard');
    // Core reports `retry` only when a processor asked for one: a cost block never does.
    expect(blocked.tripwire?.retry).toBeUndefined();
    // Usage sits in bucket 240 (hour 0 of day 10): it ages out 24 hours after that bucket began.
    expect(blocked.tripwire?.reason).toContain(new Date(11 * DAY).toISOString());
    expect(blocked.tripwire?.reason).toContain('450 of 400 tokens');
    expect(blocked.tripwire?.metadata).toMatchObject({ scope: 'u1', used: { tokens: 450 }, resetsAt: 11 * DAY });
  });

  it('processLLMResponse() counts the provider usage, not the estimate, for generate() and stream() alike', async () => {
    const store = new MemoryBudgetStore();
    const guard = new CostGuard({ maxTokens: 10_000, store });
    const agent = agentWith(usageModel({ inputTokens: 1_234, outputTokens: 66 }), [guard]);
    await agent.generate('a short prompt', { requestContext: forUser('u1') });
    expect(await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).toEqual({ tokens: 1_300, cost: 0 });
    const stream = await agent.stream('a short prompt', { requestContext: forUser('u1') });
    let chunks = 0;
    for await (const chunk of stream.fullStream as AsyncIterable<ChunkType>) if (chunk.type === 'text-delta') chunks++;
    expect(chunks).toBeGreaterThan(0);
    expect(await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).toEqual({ tokens: 2_600, cost: 0 });
  });

  it('keeps budgets apart per resource', async () => {
    const guard = new CostGuard({ maxTokens: 150 });
    const agent = agentWith(usageModel(step), [guard]);
    expect((await agent.generate('hi', { requestContext: forUser('u1') })).tripwire).toBeUndefined();
    expect((await agent.generate('hi', { requestContext: forUser('u1') })).tripwire).toBeDefined();
    expect((await agent.generate('hi', { requestContext: forUser('u2') })).tripwire).toBeUndefined();
  });

  it("scope: 'thread' and a scope function pick the budget", async () => {
    const store = new MemoryBudgetStore();
    const byThread = new CostGuard({ maxTokens: 1_000, scope: 'thread', store });
    await agentWith(usageModel(step), [byThread]).generate('hi', { requestContext: forUser('u1', 't9') });
    expect((await usedIn(store, 'cost-guard:thread:t9', DAY, 24)).tokens).toBe(150);
    const byTenant = new CostGuard({ id: 'tenant-guard', maxTokens: 1_000, store, scope: ({ requestContext }) => requestContext.get('tenant') as string | undefined });
    const requestContext = forUser('u1');
    requestContext.set('tenant', 'acme');
    await agentWith(usageModel(step), [byTenant]).generate('hi', { requestContext });
    expect((await usedIn(store, 'tenant-guard:custom:acme', DAY, 24)).tokens).toBe(150);
  });

  it('counts every step of a multi-step run', async () => {
    const store = new MemoryBudgetStore();
    const guard = new CostGuard({ maxTokens: 10_000, store, scope: 'global' });
    const { ScriptedModel } = await import('@sluice/conformance');
    const { createTool } = await import('@sluice/core');
    const { z } = await import('zod');
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'now', input: {} }], usage: { inputTokens: 10, outputTokens: 5 } },
      { text: 'Done.', usage: { inputTokens: 20, outputTokens: 7 } },
    ]);
    const { Agent } = await import('@sluice/core');
    const tool = createTool({ id: 'now', description: 'time', inputSchema: z.object({}), execute: () => Promise.resolve('noon') });
    await new Agent({ id: 'a', model, tools: { now: tool }, maxSteps: 3, inputProcessors: [guard] }).generate('time?');
    expect(model.calls).toHaveLength(2);
    expect((await usedIn(store, 'cost-guard:global:global', DAY, 24)).tokens).toBe(42);
  });

  it('the rolling window lets calls through again once the usage ages out', async () => {
    const clock = new TestClock(0);
    const guard = new CostGuard({ maxTokens: 150, window: 3_600_000, windowBuckets: 60, clock });
    const agent = agentWith(usageModel(step), [guard]);
    const requestContext = forUser('u1');
    expect((await agent.generate('hi', { requestContext })).tripwire).toBeUndefined();
    expect((await agent.generate('hi', { requestContext })).tripwire).toBeDefined();
    clock.time = 3_599_999;
    expect((await agent.generate('hi', { requestContext })).tripwire).toBeDefined();
    clock.time = 3_600_000;
    expect((await agent.generate('hi', { requestContext })).tripwire).toBeUndefined();
  });

  describe('cost budgets', () => {
    const prices = { 'gpt-test': { input: 2, output: 10 } }; // per 1M tokens

    it('maxCost blocks once the priced usage reaches it', async () => {
      const store = new MemoryBudgetStore();
      // One call: 100 x 2 / 1M + 50 x 10 / 1M = 0.0007.
      const guard = new CostGuard({ maxCost: 0.001, prices, store });
      const agent = agentWith(usageModel(step, 'gpt-test'), [guard]);
      expect((await agent.generate('hi', { requestContext: forUser('u1') })).tripwire).toBeUndefined();
      expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).cost).toBeCloseTo(0.0007, 12);
      expect((await agent.generate('hi', { requestContext: forUser('u1') })).tripwire).toBeUndefined();
      const blocked = await agent.generate('hi', { requestContext: forUser('u1') });
      expect(blocked.tripwire?.reason).toMatch(/^Cost budget exceeded: 0\.0014 of 0\.001 used in the last 24 h/);
    });

    it('a model missing from the price table fails before the call with CostGuardPriceError', async () => {
      const model = usageModel(step, 'unpriced-model');
      const error: unknown = await agentWith(model, [new CostGuard({ maxCost: 1, prices })])
        .generate('hi', { requestContext: forUser('u1') })
        .catch((e: unknown) => e);
      expect(ProcessorError.isInstance(error)).toBe(true);
      const cause = (error as ProcessorError).cause;
      expect(CostGuardPriceError.isInstance(cause)).toBe(true);
      expect((cause as CostGuardPriceError).code).toBe('COST_GUARD_PRICE_MISSING');
      expect(model.calls).toHaveLength(0);
    });

    it('defaultPrice prices models missing from the table', async () => {
      const store = new MemoryBudgetStore();
      const guard = new CostGuard({ maxCost: 1, defaultPrice: { input: 1_000, output: 0 }, store });
      await agentWith(usageModel(step, 'other'), [guard]).generate('hi', { requestContext: forUser('u1') });
      expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).cost).toBeCloseTo(0.1, 12);
    });
  });

  describe('strategies and warnings', () => {
    it("strategy: 'warn' lets an over-budget call through, reports a warn violation and counts it", async () => {
      const store = new MemoryBudgetStore();
      const events: CostGuardEvent[] = [];
      const guard = new CostGuard({ maxTokens: 150, strategy: 'warn', store, onEvent: (e) => events.push(e) });
      const violations: ProcessorViolation[] = [];
      guard.onViolation = (v) => {
        violations.push(v);
      };
      const model = usageModel(step);
      const agent = agentWith(model, [guard]);
      await agent.generate('hi', { requestContext: forUser('u1') });
      const second = await agent.generate('hi', { requestContext: forUser('u1') });
      expect(second.tripwire).toBeUndefined();
      expect(model.calls).toHaveLength(2);
      expect(events.map((e) => e.type)).toContain('exceeded');
      expect(violations.some((v) => v.action === 'warn' && v.message.startsWith('Token budget exceeded'))).toBe(true);
      expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).tokens).toBe(300);
    });

    it('warnAtPercent reports one warn violation per request once usage reaches it', async () => {
      const events: CostGuardEvent[] = [];
      const guard = new CostGuard({ maxTokens: 1_000, warnAtPercent: 25, onEvent: (e) => events.push(e) });
      const violations: ProcessorViolation[] = [];
      guard.onViolation = (v) => {
        violations.push(v);
      };
      const agent = agentWith(usageModel(step), [guard]);
      await agent.generate('hi', { requestContext: forUser('u1') }); // 15%
      expect(violations).toHaveLength(0);
      await agent.generate('hi', { requestContext: forUser('u1') }); // 30%
      expect(violations).toHaveLength(1);
      expect(violations[0]).toMatchObject({ action: 'warn', processorId: 'cost-guard', detail: { percent: 30 } });
      expect(events.filter((e) => e.type === 'warn')).toHaveLength(1);
    });
  });

  describe('failure behaviour', () => {
    const broken: BudgetStore = { charge: () => Promise.reject(new Error('connection refused')) };

    it("onStoreError: 'block' (default) fails the run with CostGuardStoreError naming processor and hook", async () => {
      const model = usageModel(step);
      const error: unknown = await agentWith(model, [new CostGuard({ maxTokens: 1_000, store: broken })])
        .generate('hi', { requestContext: forUser('u1') })
        .catch((e: unknown) => e);
      expect(ProcessorError.isInstance(error)).toBe(true);
      const cause = (error as ProcessorError).cause;
      expect(CostGuardStoreError.isInstance(cause)).toBe(true);
      expect(cause).toMatchObject({ code: 'COST_GUARD_STORE_FAILED', processorId: 'cost-guard', hook: 'processLLMRequest' });
      expect(model.calls).toHaveLength(0);
    });

    it("onStoreError: 'allow' lets the call through uncounted and emits store-error events", async () => {
      const events: CostGuardEvent[] = [];
      const model = usageModel(step);
      const result = await agentWith(model, [new CostGuard({ maxTokens: 1_000, store: broken, onStoreError: 'allow', onEvent: (e) => events.push(e) })]).generate('hi', {
        requestContext: forUser('u1'),
      });
      expect(result.text).toBe('An answer.');
      expect(events.filter((e) => e.type === 'store-error').map((e) => (e as { phase: string }).phase)).toEqual(['check', 'record']);
    });

    it("a store that fails only after the call fails the run with hook 'processLLMResponse' (block)", async () => {
      let calls = 0;
      const flaky: BudgetStore = {
        charge: (request) => (++calls === 1 ? new MemoryBudgetStore().charge(request) : Promise.reject(new Error('gone'))),
      };
      const error: unknown = await agentWith(usageModel(step), [new CostGuard({ maxTokens: 1_000, store: flaky })])
        .generate('hi', { requestContext: forUser('u1') })
        .catch((e: unknown) => e);
      expect((error as ProcessorError).cause).toMatchObject({ hook: 'processLLMResponse' });
    });

    it("a call without a resource id trips by default, and passes uncounted with onMissingScope: 'allow'", async () => {
      const blocked = await agentWith(usageModel(step), [new CostGuard({ maxTokens: 1_000 })]).generate('hi');
      expect(blocked.tripwire?.reason).toContain('no resource id');
      expect(blocked.tripwire?.retry).toBeUndefined();
      const allowed = await agentWith(usageModel(step), [new CostGuard({ maxTokens: 1_000, onMissingScope: 'allow' })]).generate('hi');
      expect(allowed.tripwire).toBeUndefined();
    });

    it('an onEvent callback that throws never breaks a run', async () => {
      const guard = new CostGuard({ maxTokens: 1_000, onEvent: () => {
        throw new Error('dashboard down');
      } });
      const result = await agentWith(usageModel(step), [guard]).generate('hi', { requestContext: forUser('u1') });
      expect(result.text).toBe('An answer.');
    });
  });
});

describe('CostGuard when the provider fails', () => {
  it('processAPIError() gives the reservation back when the provider rejects the call (not billed)', async () => {
    const { ScriptedModel } = await import('@sluice/conformance');
    const store = new MemoryBudgetStore();
    const events: CostGuardEvent[] = [];
    const model = new ScriptedModel([{ throws: { statusCode: 400, body: { error: { message: 'bad request' } } } }]);
    const guard = new CostGuard({ maxTokens: 10_000, store, onEvent: (e) => events.push(e) });
    const error: unknown = await agentWith(model, [guard]).generate('x'.repeat(4_000), { requestContext: forUser('u1') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(events.map((e) => e.type)).toEqual(['allowed', 'refunded']);
    expect(await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).toEqual({ tokens: 0, cost: 0 });
  });

  it('a failure mid-stream keeps the reservation (the provider may bill what it streamed)', async () => {
    const { ScriptedModel } = await import('@sluice/conformance');
    const store = new MemoryBudgetStore();
    const model = new ScriptedModel([{ text: 'partial answer', streamError: { error: { type: 'overloaded_error' }, after: 1 } }]);
    const guard = new CostGuard({ maxTokens: 10_000, store });
    await agentWith(model, [guard]).generate('x'.repeat(4_000), { requestContext: forUser('u1') }).catch(() => undefined);
    expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).tokens).toBe(1_000);
  });
});
