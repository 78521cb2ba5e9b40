import type { LanguageModelV3Usage } from '@ai-sdk/provider';
import type { Usage } from '@sluice/core';

/** Converts a V3 usage report to Sluice's `Usage`. */
export function usageFromV3(usage: LanguageModelV3Usage | undefined): Usage {
  const input = usage?.inputTokens.total;
  const output = usage?.outputTokens.total;
  const result: Usage = {
    inputTokens: input,
    outputTokens: output,
    totalTokens: input === undefined && output === undefined ? undefined : (input ?? 0) + (output ?? 0),
  };
  if (usage?.outputTokens.reasoning !== undefined) result.reasoningTokens = usage.outputTokens.reasoning;
  if (usage?.inputTokens.cacheRead !== undefined) result.cachedInputTokens = usage.inputTokens.cacheRead;
  return result;
}

/** Converts Sluice's `Usage` (from a cached response) back to a V3 usage report. */
export function usageToV3(usage: Usage | undefined): LanguageModelV3Usage {
  return {
    inputTokens: { total: usage?.inputTokens, noCache: undefined, cacheRead: usage?.cachedInputTokens, cacheWrite: undefined },
    outputTokens: { total: usage?.outputTokens, text: undefined, reasoning: usage?.reasoningTokens },
  };
}
