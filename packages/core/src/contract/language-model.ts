import type {
  LanguageModelV2,
  LanguageModelV2Prompt,
  LanguageModelV3,
  LanguageModelV3Prompt,
  SharedV3ProviderMetadata,
  SharedV3ProviderOptions,
} from '@ai-sdk/provider';
import type { LanguageModelV4 } from './language-model-v4.js';

/** Any AI SDK language model Sluice can drive: specification `v4` (ai 7), `v3` (ai 6) or `v2` (ai 5). */
export type SluiceLanguageModel = LanguageModelV4 | LanguageModelV3 | LanguageModelV2;

/**
 * The provider prompt processors see in `processLLMRequest`. Always the V3 form, whatever the
 * model's specification; the loop converts it for V4 and V2 models after the hooks ran.
 */
export type ModelPrompt = LanguageModelV3Prompt;

/** The V2 provider prompt, for V2 models. */
export type ModelPromptV2 = LanguageModelV2Prompt;

/** Provider-specific options, keyed by provider name (e.g. `{ anthropic: { cacheControl } }`). */
export type ProviderOptions = SharedV3ProviderOptions;

/** Provider-specific metadata returned with a response or part. */
export type ProviderMetadata = SharedV3ProviderMetadata;

/**
 * Resolves a model id such as `'openai/gpt-5-mini'` to a model: a function, or any object with
 * `languageModel(id)` (an AI SDK provider registry works).
 */
export type ModelResolver =
  | ((id: string) => SluiceLanguageModel)
  | { languageModel(id: string): SluiceLanguageModel };

/** Call settings passed to the model on every step. */
export interface ModelSettings {
  maxOutputTokens?: number;
  temperature?: number;
  topP?: number;
  topK?: number;
  presencePenalty?: number;
  frequencyPenalty?: number;
  stopSequences?: string[];
  seed?: number;
  /** Retries of retryable provider errors (429, 5xx, network), with exponential backoff. @default 2 */
  maxRetries?: number;
  headers?: Record<string, string | undefined>;
}

/** How the model may use tools on a step. */
export type ToolChoice = 'auto' | 'none' | 'required' | { type: 'tool'; toolName: string };
