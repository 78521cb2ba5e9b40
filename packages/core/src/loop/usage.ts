import type { LanguageModelV3Usage } from '@ai-sdk/provider';
import type { Usage } from '../contract/step-result.js';

/** Usage with every count unknown. */
export function emptyUsage(): Usage {
  return { inputTokens: undefined, outputTokens: undefined, totalTokens: undefined };
}

/** Converts a V3 provider usage report to `Usage`. */
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

/** Sums two usages; a count stays undefined only when both are. */
export function addUsage(a: Usage, b: Usage): Usage {
  const add = (x: number | undefined, y: number | undefined) =>
    x === undefined && y === undefined ? undefined : (x ?? 0) + (y ?? 0);
  const result: Usage = {
    inputTokens: add(a.inputTokens, b.inputTokens),
    outputTokens: add(a.outputTokens, b.outputTokens),
    totalTokens: add(a.totalTokens, b.totalTokens),
  };
  const reasoning = add(a.reasoningTokens, b.reasoningTokens);
  if (reasoning !== undefined) result.reasoningTokens = reasoning;
  const cached = add(a.cachedInputTokens, b.cachedInputTokens);
  if (cached !== undefined) result.cachedInputTokens = cached;
  return result;
}
