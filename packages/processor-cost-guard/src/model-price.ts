import type { Usage } from '@sluice/core';
import type { BudgetAmounts } from './budget-amounts.js';

/**
 * Prices of one model, per 1,000,000 tokens, in the currency of your budget (say USD). Reasoning
 * tokens are output tokens (the AI SDK counts them in `outputTokens`).
 */
export interface ModelPrice {
  /** Price of 1M input (prompt) tokens. */
  input: number;
  /** Price of 1M output tokens. */
  output: number;
  /** Price of 1M input tokens read from the provider's prompt cache. @default input */
  cachedInput?: number | undefined;
}

/** Prices per model id (`model.modelId`, e.g. `'gpt-4.1-mini'`), or `'provider:modelId'` to tell providers apart. */
export type PriceTable = Record<string, ModelPrice>;

/** The model's price: `'provider:modelId'` first, then `modelId`, then `fallback`. */
export function findPrice(
  table: PriceTable,
  model: { provider: string; modelId: string },
  fallback: ModelPrice | undefined,
): ModelPrice | undefined {
  return table[`${model.provider}:${model.modelId}`] ?? table[model.modelId] ?? fallback;
}

/** Tokens and cost of a step's real usage (`undefined` counts as 0). */
export function usageAmounts(usage: Usage, price: ModelPrice | undefined): BudgetAmounts {
  const input = usage.inputTokens ?? 0;
  const output = usage.outputTokens ?? 0;
  const cached = Math.min(usage.cachedInputTokens ?? 0, input);
  const tokens = usage.inputTokens === undefined && usage.outputTokens === undefined ? (usage.totalTokens ?? 0) : input + output;
  if (price === undefined) return { tokens, cost: 0 };
  const cost = ((input - cached) * price.input + cached * (price.cachedInput ?? price.input) + output * price.output) / 1_000_000;
  return { tokens, cost };
}

/** Tokens and cost of an estimated prompt of `inputTokens` tokens (output unknown before the call). */
export function estimateAmounts(inputTokens: number, price: ModelPrice | undefined): BudgetAmounts {
  return { tokens: inputTokens, cost: price === undefined ? 0 : (inputTokens * price.input) / 1_000_000 };
}
