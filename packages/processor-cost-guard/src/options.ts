import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
import type { BudgetScopeFunction } from './budget-scope.js';
import type { BudgetStore } from './budget-store.js';
import type { CostGuardEventCallback } from './cost-guard-event.js';
import { CostGuardOptionsError } from './cost-guard-options-error.js';
import type { TokenEstimator } from './estimate-prompt-tokens.js';

const isFunction = (value: unknown): boolean => typeof value === 'function';
const hasMethod = (name: string) => (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[name] === 'function';

const priceSchema = z
  .object({
    input: z.number().nonnegative().describe('Price of 1M input tokens.'),
    output: z.number().nonnegative().describe('Price of 1M output tokens.'),
    cachedInput: z.number().nonnegative().optional().describe('Price of 1M cached input tokens. Default: input.'),
  })
  .strict();

/** The zod schema of `CostGuard` options (its JSON Schema feeds the catalog). */
export const costGuardOptionsSchema = z
  .object({
    id: z.string().min(1).default('cost-guard').describe('Processor id; also names the budget in the store.'),
    maxTokens: z.number().int().positive().optional().describe('Most tokens (input + output) per scope per window.'),
    maxCost: z.number().positive().optional().describe('Most cost per scope per window, in the price table currency.'),
    window: z
      .number()
      .int()
      .min(1_000)
      .default(86_400_000)
      .describe('Length of the rolling window in ms (default: one day).'),
    windowBuckets: z
      .number()
      .int()
      .min(1)
      .max(1_440)
      .default(24)
      .describe('Buckets the window is cut into; usage ages out one bucket at a time.'),
    scope: z
      .union([
        z.literal('resource'),
        z.literal('thread'),
        z.literal('global'),
        z.custom<BudgetScopeFunction>(isFunction, 'expected a function'),
      ])
      .default('resource')
      .describe("Who shares a budget: 'resource' (per user), 'thread', 'global' (per guard id) or a function."),
    prices: z
      .record(z.string().min(1), priceSchema)
      .default({})
      .describe("Prices per 1M tokens by model id (or 'provider:modelId')."),
    defaultPrice: priceSchema.optional().describe('Price of models missing from `prices`.'),
    strategy: z
      .enum(['block', 'warn'])
      .default('block')
      .describe("'block' trips before a call that would exceed the budget; 'warn' reports it and lets it through."),
    warnAtPercent: z
      .number()
      .min(1)
      .max(100)
      .default(80)
      .describe('Usage percent of a limit that reports a warn violation (once per request).'),
    onStoreError: z
      .enum(['block', 'allow'])
      .default('block')
      .describe("Store down: 'block' fails the call (closed), 'allow' lets it through uncounted."),
    onMissingScope: z
      .enum(['block', 'allow'])
      .default('block')
      .describe("A call without an id for the scope: 'block' trips, 'allow' lets it through uncounted."),
    estimator: z
      .custom<TokenEstimator>(hasMethod('count'), 'expected { count(text): number }')
      .optional()
      .describe('Counts prompt tokens before the call. Default: characters / 4.'),
    store: z
      .custom<BudgetStore>(hasMethod('charge'), 'expected a BudgetStore (charge)')
      .optional()
      .describe('Where usage is counted. Default: a new MemoryBudgetStore.'),
    onEvent: z
      .custom<CostGuardEventCallback>(isFunction, 'expected a function')
      .optional()
      .describe('Receives allowed, blocked, exceeded, warn, recorded, replayed, refunded and error events.'),
    clock: z
      .custom<{ now(): number }>(hasMethod('now'), 'expected { now(): number }')
      .optional()
      .describe('Clock in ms for the windows. Default: Date.'),
  })
  .strict()
  .superRefine((options, context) => {
    if (options.maxTokens === undefined && options.maxCost === undefined) {
      context.addIssue({ code: 'custom', path: ['maxTokens'], message: 'set maxTokens, maxCost or both' });
    }
    if (options.maxCost !== undefined && Object.keys(options.prices).length === 0 && options.defaultPrice === undefined) {
      context.addIssue({ code: 'custom', path: ['prices'], message: 'maxCost needs prices or defaultPrice' });
    }
  });

/** Options of `CostGuard`, as the user passes them. */
export type CostGuardOptions = z.input<typeof costGuardOptionsSchema>;

/** Options after defaults were applied. */
export type ResolvedCostGuardOptions = z.output<typeof costGuardOptionsSchema>;

/** Validates options (unknown keys rejected); throws `CostGuardOptionsError` naming each invalid one. */
export function parseCostGuardOptions(options: unknown): ResolvedCostGuardOptions {
  return parseProcessorOptions(costGuardOptionsSchema, options, (issues) => new CostGuardOptionsError(issues));
}
