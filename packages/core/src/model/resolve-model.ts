import type { ModelResolver, SluiceLanguageModel } from '../contract/language-model.js';
import { UnknownModelError } from './unknown-model-error.js';

/**
 * Resolves a model given as an object or an id. Ids go through `resolver` (a function or any
 * object with `languageModel(id)`, such as an AI SDK provider registry).
 *
 * @throws UnknownModelError naming the id when there is no resolver, it throws, or it returns no
 * V2, V3 or V4 language model.
 */
export function resolveModel(
  model: SluiceLanguageModel | string,
  resolver: ModelResolver | undefined,
): SluiceLanguageModel {
  if (typeof model !== 'string') {
    if (!isLanguageModel(model)) {
      throw new TypeError('model must be an AI SDK LanguageModelV4, V3 or V2 object, or a model id string');
    }
    return model;
  }
  if (resolver === undefined) {
    throw new UnknownModelError(model, 'no model resolver is configured (pass `models` to the Agent)');
  }
  let resolved: unknown;
  try {
    resolved = typeof resolver === 'function' ? resolver(model) : resolver.languageModel(model);
  } catch (error) {
    throw new UnknownModelError(model, 'the model resolver rejected it', error);
  }
  if (!isLanguageModel(resolved)) {
    throw new UnknownModelError(model, 'the model resolver returned no language model');
  }
  return resolved;
}

/** True for an AI SDK language model of specification v4, v3 or v2. */
export function isLanguageModel(value: unknown): value is SluiceLanguageModel {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { specificationVersion?: unknown; doStream?: unknown };
  return (v.specificationVersion === 'v3' || v.specificationVersion === 'v4' || v.specificationVersion === 'v2') && typeof v.doStream === 'function';
}
