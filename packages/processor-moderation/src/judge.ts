import type { CategoryDefinition } from './categories.js';
import type { CategoryScores, ModerationClassifier } from './classifier.js';
import { classifyWithLimits } from './classify-with-limits.js';
import { evaluateScores, type CategoryFlag, type ThresholdTable } from './evaluate-scores.js';

/** The verdict on one text. */
export interface Verdict {
  /** Flagged categories, highest score first; empty when the text passed. */
  flags: CategoryFlag[];
}

/** What a judge needs besides the per-run cache. */
export interface JudgeConfig {
  classifier: ModerationClassifier;
  categories: readonly CategoryDefinition[];
  thresholds: ThresholdTable;
  timeoutMs: number;
}

/**
 * Judges texts for one run: one classifier call per `judge()` (texts batched), and a per-run cache
 * so that the same text is never classified twice in a run.
 */
export class Judge {
  readonly #config: JudgeConfig;
  readonly #cache = new Map<string, CategoryScores>();
  #calls = 0;

  constructor(config: JudgeConfig) {
    this.#config = config;
  }

  /** How many classifier calls this run has made. */
  get calls(): number {
    return this.#calls;
  }

  /** Verdicts for `texts`, in order; classifies only the texts not seen before in this run. */
  async judge(texts: readonly string[], abortSignal: AbortSignal): Promise<Verdict[]> {
    const missing = [...new Set(texts.filter((text) => !this.#cache.has(text)))];
    if (missing.length > 0) {
      this.#calls += 1;
      const scores = await classifyWithLimits(this.#config.classifier, missing, {
        categories: this.#config.categories,
        timeoutMs: this.#config.timeoutMs,
        abortSignal,
      });
      for (const [i, text] of missing.entries()) this.#cache.set(text, scores[i] ?? {});
    }
    return texts.map((text) => ({
      flags: evaluateScores(this.#cache.get(text) ?? {}, this.#config.thresholds),
    }));
  }
}
