import { describe, expect, inject, it } from 'vitest';
import { budgetWindow } from './budget-window.js';
import { RedisBudgetStore } from './redis-budget-store.js';
import { startFixture } from './test/spawn-fixture.js';

const PROCESSES = 4;
const TOKENS_PER_STEP = 200;
const MAX_TOKENS = 20_000;

describe('CostGuard across processes (one Redis)', () => {
  it(`${String(PROCESSES)} Node processes spending concurrently overshoot the budget by at most one step each`, { timeout: 120_000 }, async () => {
    const namespace = `multi:${String(process.pid)}:${String(Date.now())}:`;
    const children = Array.from({ length: PROCESSES }, () => startFixture('spend-until-blocked', [inject('redisUrl'), namespace, String(MAX_TOKENS)]));
    // A start barrier: every process is loaded and connected before any spends.
    expect(await Promise.all(children.map((c) => c.firstLine))).toEqual(Array.from({ length: PROCESSES }, () => 'ready'));
    for (const { child } of children) child.stdin.end('go\n');
    const outputs = await Promise.all(children.map((c) => c.output));
    const runs = outputs.map((out) => JSON.parse(out.trim().split('\n').at(-1) ?? '') as { calls: number; counted: number; tokens: number });
    const spent = runs.reduce((sum, run) => sum + run.tokens, 0);
    // Every process really spent (they ran concurrently), and each stopped only when blocked.
    for (const run of runs) {
      expect(run.calls).toBe(run.counted);
      expect(run.calls).toBeGreaterThan(0);
    }
    // The documented bound: at most one step's tokens over the budget per process in flight...
    expect(spent).toBeLessThanOrEqual(MAX_TOKENS + PROCESSES * TOKENS_PER_STEP);
    // ...and the budget was used up, not left unspent.
    expect(spent).toBeGreaterThan(MAX_TOKENS - TOKENS_PER_STEP);
    // Redis counted exactly what the providers reported.
    const store = new RedisBudgetStore({ url: inject('redisUrl'), namespace });
    try {
      const probe = await store.charge({ key: 'cost-guard:resource:shared-user', window: budgetWindow(86_400_000, 24), now: Date.now(), amounts: { tokens: 0, cost: 0 } });
      expect(probe.used.tokens).toBe(spent);
    } finally {
      await store.close();
    }
  });
});
