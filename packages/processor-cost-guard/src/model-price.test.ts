import { describe, expect, it } from 'vitest';
import { estimateAmounts, findPrice, usageAmounts } from './model-price.js';

const mini = { input: 0.4, output: 1.6, cachedInput: 0.1 };

describe('findPrice()', () => {
  const table = { 'gpt-4.1-mini': mini, 'azure:gpt-4.1-mini': { input: 1, output: 2 } };

  it('prefers provider:modelId, then modelId, then the fallback', () => {
    expect(findPrice(table, { provider: 'azure', modelId: 'gpt-4.1-mini' }, undefined)).toEqual({ input: 1, output: 2 });
    expect(findPrice(table, { provider: 'openai', modelId: 'gpt-4.1-mini' }, undefined)).toBe(mini);
    const fallback = { input: 9, output: 9 };
    expect(findPrice(table, { provider: 'openai', modelId: 'o3' }, fallback)).toBe(fallback);
    expect(findPrice(table, { provider: 'openai', modelId: 'o3' }, undefined)).toBeUndefined();
  });
});

describe('usageAmounts()', () => {
  it('prices uncached input, cached input and output per 1M tokens', () => {
    const amounts = usageAmounts({ inputTokens: 1_000_000, cachedInputTokens: 400_000, outputTokens: 500_000, totalTokens: 1_500_000 }, mini);
    expect(amounts.tokens).toBe(1_500_000);
    expect(amounts.cost).toBeCloseTo(0.6 * 0.4 + 0.4 * 0.1 + 0.5 * 1.6, 10);
  });

  it('prices cached input as input when the table has no cachedInput', () => {
    const amounts = usageAmounts({ inputTokens: 2_000, cachedInputTokens: 1_000, outputTokens: 0, totalTokens: 2_000 }, { input: 1, output: 1 });
    expect(amounts.cost).toBeCloseTo(0.002, 12);
  });

  it('falls back to totalTokens when input and output are unknown, and costs 0 without a price', () => {
    expect(usageAmounts({ inputTokens: undefined, outputTokens: undefined, totalTokens: 42 }, undefined)).toEqual({ tokens: 42, cost: 0 });
  });
});

describe('estimateAmounts()', () => {
  it('prices an input estimate at the input price', () => {
    expect(estimateAmounts(500_000, mini)).toEqual({ tokens: 500_000, cost: 0.2 });
  });
});
