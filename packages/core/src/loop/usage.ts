import type { Usage } from '../contract/step-result.js';

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
