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
export { StreamPartFolder, type FoldedStream } from './stream-part-folder.js';
export { promptToV2 } from './prompt-to-v2.js';
export { generateModel, generatedText } from './generate-model.js';
export { promptToV4, promptFromV4 } from './v4/prompt.js';
export { streamPartFromV4, streamPartToV4 } from './v4/stream-part.js';
export { generateResultFromV4, generateResultToV4 } from './v4/content.js';
export type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4GenerateResult,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
} from '../contract/language-model-v4.js';
