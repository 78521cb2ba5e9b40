import type { CategoryDefinition } from './categories.js';

/** Scores of one text: category name -> probability-like score in [0, 1]. Missing = 0. */
export type CategoryScores = Partial<Record<string, number>>;

/** Options of one `classify` call. */
export interface ClassifyOptions {
  /** Aborted on timeout or when the run is cancelled; classifiers should stop promptly. */
  abortSignal: AbortSignal;
  /** The categories the processor checks (built-in and custom, with descriptions). */
  categories: readonly CategoryDefinition[];
}

/**
 * Scores texts per moderation category. One call may carry several texts (batching); it returns
 * one `CategoryScores` per text, in order. Implement it to plug in any model or service; the
 * built-ins are `lexicon()`, `llmJudge()` and `openAIModeration()`.
 *
 * @example
 * const allowAll: ModerationClassifier = { id: 'allow-all', classify: async (texts) => texts.map(() => ({})) };
 */
export interface ModerationClassifier {
  /** Names the classifier in errors and violation details. */
  readonly id: string;
  /** Scores each text; rejects (or throws) when it cannot. */
  classify(texts: readonly string[], options: ClassifyOptions): Promise<CategoryScores[]>;
}
