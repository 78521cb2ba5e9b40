export type {
  SluiceLanguageModel,
  ModelPrompt,
  ModelPromptV2,
  ProviderOptions,
  ProviderMetadata,
  ModelResolver,
  ModelSettings,
  ToolChoice,
} from './language-model.js';
export { getAPIErrorDetails, matchesErrorPattern, type APIErrorDetails, type ErrorPattern } from './api-error-details.js';
