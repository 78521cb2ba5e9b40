import { getSluiceTripwire, sluiceMiddleware } from '@sluice/ai-sdk';
import { streamText, generateText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { CostGuard } from './cost-guard.js';
import { MemoryBudgetStore } from './memory-budget-store.js';
import { forUser, usageModel, usedIn } from './test/harness.js';

const DAY = 86_400_000;

describe('CostGuard inside sluiceMiddleware() (plain AI SDK calls)', () => {
  it('counts the provider usage of generateText() and streamText() calls, and blocks once spent', async () => {
    const store = new MemoryBudgetStore();
    const guard = new CostGuard({ maxTokens: 300, store });
    const base = usageModel({ inputTokens: 100, outputTokens: 50 });
    const model = wrapLanguageModel({ model: base, middleware: sluiceMiddleware({ processors: [guard], requestContext: forUser('u1') }) });
    await generateText({ model, prompt: 'hi' });
    expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).tokens).toBe(150);
    const streamed = streamText({ model, prompt: 'hi' });
    await streamed.consumeStream();
    expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).tokens).toBe(300);
    const blocked = streamText({ model, prompt: 'hi' });
    await blocked.consumeStream();
    expect(getSluiceTripwire(await blocked.providerMetadata)?.processorId).toBe('cost-guard');
    expect(base.calls).toHaveLength(2);
  });
});
