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
