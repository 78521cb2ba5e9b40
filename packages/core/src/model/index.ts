export type {
  SluiceLanguageModel,
  ModelPrompt,
  ModelPromptV2,
  ProviderOptions,
  ProviderMetadata,
  ModelResolver,
  ModelSettings,
  ToolChoice,
} from '../contract/language-model.js';
export { getAPIErrorDetails, matchesErrorPattern, type APIErrorDetails, type ErrorPattern } from './api-error-details.js';
export { resolveModel, isLanguageModel } from './resolve-model.js';
export { UnknownModelError } from './unknown-model-error.js';
export { streamModel } from './stream-model.js';
export { promptToV2 } from './prompt-to-v2.js';
