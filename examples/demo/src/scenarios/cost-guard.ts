import { Agent, RequestContext } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { ResponseCache } from '@sluice/processor-cache';
import { CostGuard } from '@sluice/processor-cost-guard';
import type { Scenario } from './scenario.js';

/** A per-user daily token budget: calls go through until it is spent, cached answers stay free. */
export const costGuard: Scenario<{ answered: number; blockedReason: string | undefined; cachedAfterBlock: boolean; otherUserAnswered: boolean }> = {
  title: 'Cost guard: a per-user token budget per day, counted from real usage; cached answers cost nothing',
  async run(log) {
    const model = new ScriptedModel([{ text: 'Rivers carve valleys slowly.', usage: { inputTokens: 400, outputTokens: 100 } }], { loop: true });
    const guard = new CostGuard({ maxTokens: 1_200, window: 86_400_000 });
    // The cache first: a hit is served before the guard checks the budget.
    const agent = new Agent({ id: 'budgeted', model, inputProcessors: [new ResponseCache(), guard] });
    // The budget is per resource id (from memory's `resource`, or the request context as here).
    const ask = (question: string, resource: string) => agent.generate(question, { requestContext: new RequestContext([['resourceId', resource]]) });
    let answered = 0;
    let blockedReason: string | undefined;
    for (const question of ['Tell me about rivers.', 'And lakes?', 'And the sea?', 'And glaciers?']) {
      const result = await ask(question, 'user-42');
      if (result.tripwire === undefined) {
        answered++;
        log(`  user-42: "${question}" -> answered (500 tokens)`);
      } else {
        blockedReason = result.tripwire.reason;
        log(`  user-42: "${question}" -> blocked: ${result.tripwire.reason}`);
      }
    }
    log('  (the third call fit before it ran; its real usage went over: at most one step over the budget)');
    const cached = await ask('Tell me about rivers.', 'user-42');
    log(`  user-42 asks the first question again -> ${cached.tripwire === undefined ? 'served from the cache, free' : 'blocked'}`);
    const other = await ask('And glaciers?', 'user-7');
    log(`  user-7 has a budget of their own -> ${other.tripwire === undefined ? 'answered' : 'blocked'}`);
    return { answered, blockedReason, cachedAfterBlock: cached.tripwire === undefined, otherUserAnswered: other.tripwire === undefined };
  },
};
