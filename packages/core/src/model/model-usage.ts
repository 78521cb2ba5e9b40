import type { LanguageModelV3Usage } from '@ai-sdk/provider';
import type { Usage } from '../contract/step-result.js';

/** Usage with every count unknown. */
export function emptyUsage(): Usage {
  return { inputTokens: undefined, outputTokens: undefined, totalTokens: undefined };
}

/**
 * Converts a V3 provider usage report to Sluice's `Usage` (the inverse of `usageToModel`, for the
 * fields `Usage` keeps: totals, reasoning and cache-read tokens).
 */
export function usageFromModel(usage: LanguageModelV3Usage | undefined): Usage {
  if (usage === undefined) return emptyUsage();
  const input = usage.inputTokens.total;
  const output = usage.outputTokens.total;
  const result: Usage = {
    inputTokens: input,
    outputTokens: output,
    totalTokens: input === undefined && output === undefined ? undefined : (input ?? 0) + (output ?? 0),
  };
  if (usage.outputTokens.reasoning !== undefined) result.reasoningTokens = usage.outputTokens.reasoning;
  if (usage.inputTokens.cacheRead !== undefined) result.cachedInputTokens = usage.inputTokens.cacheRead;
  return result;
}

/**
 * Converts Sluice's `Usage` back to a V3 usage report (a host answering with a cached response,
 * or a tripwire's `finish`); the counts `Usage` does not keep are `undefined`.
 */
export function usageToModel(usage: Usage | undefined): LanguageModelV3Usage {
  return {
    inputTokens: { total: usage?.inputTokens, noCache: undefined, cacheRead: usage?.cachedInputTokens, cacheWrite: undefined },
    outputTokens: { total: usage?.outputTokens, text: undefined, reasoning: usage?.reasoningTokens },
  };
}
