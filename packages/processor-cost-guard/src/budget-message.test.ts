import { describe, expect, it } from 'vitest';
import { budgetMessage, formatDuration } from './budget-message.js';

describe('budgetMessage()', () => {
  const base = { windowMs: 86_400_000, resetsAt: Date.UTC(2026, 11, 4, 10) };

  it('names the token limit, the usage, the estimate and the time the budget has room again', () => {
    expect(budgetMessage({ ...base, used: { tokens: 49_900, cost: 0 }, estimate: { tokens: 300, cost: 0 }, limits: { tokens: 50_000 } })).toBe(
      'Token budget exceeded: 49,900 of 50,000 tokens used in the last 24 h; this call needs about 300 more. The budget has room again at 2026-12-04T10:00:00.000Z.',
    );
  });

  it('names the cost limit when that is the one exceeded', () => {
    const message = budgetMessage({ ...base, used: { tokens: 10, cost: 1.99 }, estimate: { tokens: 10, cost: 0.02 }, limits: { tokens: 1_000, cost: 2 } });
    expect(message).toMatch(/^Cost budget exceeded: 1\.99 of 2 used in the last 24 h; this call needs about 0\.02 more\./);
  });

  it('says when a call can never fit', () => {
    const message = budgetMessage({ ...base, resetsAt: undefined, used: { tokens: 0, cost: 0 }, estimate: { tokens: 60_000, cost: 0 }, limits: { tokens: 50_000 } });
    expect(message).toContain('This call alone is larger than the budget');
  });
});

describe('formatDuration()', () => {
  it('picks the largest whole unit', () => {
    expect([formatDuration(604_800_000), formatDuration(86_400_000), formatDuration(3_600_000), formatDuration(1_800_000), formatDuration(90_000), formatDuration(1_500)]).toEqual([
      '7 d',
      '24 h',
      '1 h',
      '30 min',
      '90 s',
      '1500 ms',
    ]);
  });
});
