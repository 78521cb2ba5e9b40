import type { CachedLLMStepChunk, StepResult, Usage } from '@sluice/core';

/**
 * The provider's usage of the step `processLLMResponse` sees: from the step's `finish` chunk
 * (core's loop and `sluiceMiddleware()` both record it), else from the last step result;
 * `undefined` when the step reported none.
 */
export function stepUsage(chunks: readonly CachedLLMStepChunk[], steps: readonly StepResult[]): Usage | undefined {
  for (let i = chunks.length - 1; i >= 0; i--) {
    const chunk = chunks[i];
    if (chunk?.type === 'finish') {
      const usage = (chunk.payload as { output?: { usage?: Usage } }).output?.usage;
      if (usage !== undefined) return usage;
    }
  }
  return steps.at(-1)?.usage;
}
