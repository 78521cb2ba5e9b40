import type { StepResult } from '@sluice/core';

/** A plausible finished step with `text`, for hooks that receive `steps`. */
export function stepResult(stepNumber: number, text: string): StepResult {
  return {
    stepNumber,
    text,
    reasoningText: undefined,
    toolCalls: [],
    toolResults: [],
    finishReason: 'stop',
    usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
    warnings: [],
    sources: [],
    files: [],
    providerMetadata: undefined,
    request: {},
    response: {},
  };
}
