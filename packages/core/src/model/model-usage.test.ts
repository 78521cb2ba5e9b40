import type { LanguageModelV3Usage } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { emptyUsage, usageFromModel, usageToModel } from './model-usage.js';

const REPORT: LanguageModelV3Usage = {
  inputTokens: { total: 12, noCache: 4, cacheRead: 8, cacheWrite: 1 },
  outputTokens: { total: 30, text: 20, reasoning: 10 },
};

describe('usageFromModel and its inverse usageToModel', () => {
  it('keeps the totals, reasoning and cache-read tokens, and sums the total', () => {
    expect(usageFromModel(REPORT)).toEqual({ inputTokens: 12, outputTokens: 30, totalTokens: 42, reasoningTokens: 10, cachedInputTokens: 8 });
  });

  it('gives every count unknown for no report, and a total from one known side', () => {
    expect(usageFromModel(undefined)).toEqual(emptyUsage());
    const onlyOutput = usageToModel({ inputTokens: undefined, outputTokens: 5, totalTokens: 5 });
    expect(usageFromModel(onlyOutput)).toEqual({ inputTokens: undefined, outputTokens: 5, totalTokens: 5 });
    expect(usageFromModel(usageToModel(emptyUsage()))).toEqual(emptyUsage());
  });

  it('round-trips what Usage keeps; the counts it does not keep come back unknown', () => {
    const usage = usageFromModel(REPORT);
    expect(usageFromModel(usageToModel(usage))).toEqual(usage);
    expect(usageToModel(usage)).toEqual({
      inputTokens: { total: 12, noCache: undefined, cacheRead: 8, cacheWrite: undefined },
      outputTokens: { total: 30, text: undefined, reasoning: 10 },
    });
    expect(usageToModel(undefined)).toEqual(usageToModel(emptyUsage()));
  });
});
