import { matchesErrorPattern, type ErrorPattern, type SluiceLanguageModel } from '@sluice/core';

/** True when the model's `modelId`, `provider` or `provider/modelId` matches one of `patterns`. */
export function modelMatches(model: SluiceLanguageModel, patterns: readonly ErrorPattern[]): boolean {
  return matchesErrorPattern([model.modelId, model.provider, `${model.provider}/${model.modelId}`], patterns);
}
