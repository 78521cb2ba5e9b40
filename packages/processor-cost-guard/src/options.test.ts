import { ProcessorOptionsError } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { CostGuard } from './cost-guard.js';
import { CostGuardOptionsError } from './cost-guard-options-error.js';
import type { CostGuardOptions } from './options.js';

function optionsError(options: unknown): CostGuardOptionsError {
  try {
    new CostGuard(options as CostGuardOptions);
  } catch (error) {
    if (CostGuardOptionsError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected CostGuardOptionsError');
}

describe('CostGuard options', () => {
  it('rejects an unknown key, naming the nearest valid one', () => {
    const error = optionsError({ maxToken: 100 });
    expect(error.code).toBe('COST_GUARD_OPTIONS_INVALID');
    expect(ProcessorOptionsError.isInstance(error)).toBe(true);
    expect(error.issues).toContainEqual(expect.objectContaining({ path: 'maxToken', suggestion: 'maxTokens' }));
  });

  it('rejects unknown keys inside a price', () => {
    const error = optionsError({ maxCost: 1, prices: { m: { input: 1, output: 1, cached: 1 } } });
    expect(error.issues.map((issue) => issue.path)).toContain('prices.m.cached');
  });

  it('needs maxTokens or maxCost', () => {
    expect(optionsError({}).issues.map((issue) => issue.path)).toEqual(['maxTokens']);
  });

  it('needs prices or defaultPrice with maxCost', () => {
    expect(optionsError({ maxCost: 1 }).issues.map((issue) => issue.path)).toEqual(['prices']);
    expect(() => new CostGuard({ maxCost: 1, defaultPrice: { input: 1, output: 1 } })).not.toThrow();
  });

  it('names the allowed values of a misspelt strategy', () => {
    const issue = optionsError({ maxTokens: 1, strategy: 'warning' }).issues[0];
    expect(issue?.allowed).toEqual(['block', 'warn']);
  });

  it('rejects out-of-range numbers and wrong types', () => {
    for (const bad of [{ maxTokens: 0 }, { maxTokens: 1.5 }, { maxTokens: 10, window: 10 }, { maxTokens: 10, warnAtPercent: 120 }, { maxTokens: 10, windowBuckets: 0 }, { maxTokens: 10, store: {} }, { maxTokens: 10, estimator: 4 }]) {
      expect(() => new CostGuard(bad as CostGuardOptions), JSON.stringify(bad)).toThrow(CostGuardOptionsError);
    }
  });

  it('the id defaults to cost-guard, and the guard declares readOnly (it may join parallel())', () => {
    const guard = new CostGuard({ maxTokens: 10 });
    expect(guard.id).toBe('cost-guard');
    expect(guard.readOnly).toBe(true);
  });
});
