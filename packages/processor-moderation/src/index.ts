export { ModerationProcessor } from './moderation-processor.js';
export {
  moderationOptionsSchema,
  customCategorySchema,
  checkSchema,
  windowSchema,
  type ModerationOptions,
  type ResolvedModerationOptions,
} from './options.js';
export {
  MODERATION_CATEGORIES,
  CATEGORY_DESCRIPTIONS,
  type ModerationCategory,
  type CategoryDefinition,
} from './categories.js';
export type { ModerationClassifier, CategoryScores, ClassifyOptions } from './classifier.js';
export type { CategoryFlag } from './evaluate-scores.js';
export type { ModerationPhase, ModerationViolationDetail } from './moderation-policy.js';
export { lexicon, type LexiconOptions } from './classifiers/lexicon/lexicon.js';
export type { WeightedTerm } from './classifiers/lexicon/category-terms.js';
export { llmJudge, llmJudgeOptionsSchema, type LlmJudgeOptions } from './classifiers/llm-judge/llm-judge.js';
export {
  HAZARDS,
  HAZARD_CODES,
  HAZARD_TO_CATEGORIES,
  type Hazard,
  type HazardCode,
} from './classifiers/llm-judge/hazards.js';
export {
  openAIModeration,
  openAIModerationOptionsSchema,
  type OpenAIModerationOptions,
} from './classifiers/openai-moderation/openai-moderation.js';
export {
  cascade,
  cascadeOptionsSchema,
  type CascadeClassifier,
  type CascadeOptions,
} from './classifiers/cascade/cascade.js';
export type { CascadeStats, CascadeStageStats } from './classifiers/cascade/cascade-stats.js';
export { ModerationOptionsError } from './errors/moderation-options-error.js';
export {
  ModerationClassifierError,
  type ClassifierFailureReason,
  type ModerationClassifierErrorOptions,
} from './errors/moderation-classifier-error.js';
