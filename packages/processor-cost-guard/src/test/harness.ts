import { Agent, RequestContext, type Processor } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import type { BudgetStore } from '../budget-store.js';
import { budgetWindow } from '../budget-window.js';

/** A model that answers every call with `usage` (input + output tokens), looping its one step. */
export function usageModel(usage: { inputTokens: number; outputTokens: number }, modelId = 'test-model'): ScriptedModel {
  return new ScriptedModel([{ text: 'An answer.', usage }], { loop: true, modelId, provider: 'test' });
}

/** A request context of one user (and optionally thread). */
export function forUser(resourceId: string, threadId?: string): RequestContext {
  const context = new RequestContext([['resourceId', resourceId]]);
  if (threadId !== undefined) context.set('threadId', threadId);
  return context;
}

/** An agent with the given input processors. */
export function agentWith(model: ScriptedModel, inputProcessors: Processor[]): Agent {
  return new Agent({ id: 'budgeted', model, inputProcessors });
}

/** The window usage a store holds for `key` at `now` (a zero charge). */
export async function usedIn(store: BudgetStore, key: string, windowMs: number, buckets: number, now = Date.now()): Promise<{ tokens: number; cost: number }> {
  const result = await store.charge({ key, window: budgetWindow(windowMs, buckets), now, amounts: { tokens: 0, cost: 0 } });
  return result.used;
}

/** A clock the test moves. */
export class TestClock {
  constructor(public time: number) {}
  now(): number {
    return this.time;
  }
}
