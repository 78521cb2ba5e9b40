import { ResponseCache } from '@sluice/processor-cache';
import { describe, expect, it } from 'vitest';
import { CostGuard } from './cost-guard.js';
import type { CostGuardEvent } from './cost-guard-event.js';
import { MemoryBudgetStore } from './memory-budget-store.js';
import { agentWith, forUser, usageModel, usedIn } from './test/harness.js';

const DAY = 86_400_000;
const step = { inputTokens: 100, outputTokens: 50 };

describe('CostGuard with ResponseCache: cached replays cost nothing', () => {
  it('after the cache (recommended): a hit skips the check, so it is served even on an exhausted budget', async () => {
    const store = new MemoryBudgetStore();
    const model = usageModel(step);
    const agent = agentWith(model, [new ResponseCache(), new CostGuard({ maxTokens: 150, store })]);
    const requestContext = forUser('u1');
    expect((await agent.generate('What are your opening hours?', { requestContext })).tripwire).toBeUndefined();
    const replayed = await agent.generate('What are your opening hours?', { requestContext });
    expect(replayed.tripwire).toBeUndefined();
    expect(replayed.text).toBe('An answer.');
    expect(model.calls).toHaveLength(1);
    expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).tokens).toBe(150);
    // A new prompt is a miss: it needs the budget, which is spent.
    expect((await agent.generate('Something else?', { requestContext })).tripwire?.processorId).toBe('cost-guard');
  });

  it('before the cache: the reservation made for a call that the cache then replays is returned', async () => {
    const store = new MemoryBudgetStore();
    const events: CostGuardEvent[] = [];
    const model = usageModel(step);
    const agent = agentWith(model, [new CostGuard({ maxTokens: 10_000, store, onEvent: (e) => events.push(e) }), new ResponseCache()]);
    const requestContext = forUser('u1');
    await agent.generate('What are your opening hours?', { requestContext });
    await agent.generate('What are your opening hours?', { requestContext });
    expect(model.calls).toHaveLength(1);
    expect((await usedIn(store, 'cost-guard:resource:u1', DAY, 24)).tokens).toBe(150);
    expect(events.map((e) => e.type)).toEqual(['allowed', 'recorded', 'allowed', 'replayed']);
  });
});
