import { z } from 'zod';
import type { CategoryScores, ClassifyOptions, ModerationClassifier } from '../../classifier.js';
import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { classifierSchema } from '../../options.js';
import { parseOptions } from '../../parse-options.js';
import type { CascadeStats } from './cascade-stats.js';
import { isUncertain } from './uncertain-band.js';

const score = z.number().min(0).max(1);

/** Options of `cascade()` (besides its stages). */
export const cascadeOptionsSchema = z
  .object({
    /**
     * A stage's result is uncertain, and goes to the next stage, when its highest checked score
     * is at least `min` and below `max`; below `min` it stands as clean, at or above `max` as
     * flagged. `min: 0` sends everything the stage does not flag confidently.
     * @default { min: 0.2, max: 0.9 }
     */
    uncertain: z
      .object({ min: score.default(0.2), max: score.default(0.9) })
      .strict()
      .refine((band) => band.min <= band.max, { error: '`min` must not exceed `max`', path: ['max'] })
      .default({ min: 0.2, max: 0.9 }),
  })
  .strict();

/** Options accepted by `cascade()`. */
export type CascadeOptions = z.input<typeof cascadeOptionsSchema>;

const stagesSchema = z.object({ stages: z.array(classifierSchema).min(2, { error: 'a cascade needs at least two classifiers' }) });

/** A cascade: a classifier that also counts how many texts its later stages were spared. */
export interface CascadeClassifier extends ModerationClassifier {
  /** Counters since the cascade was created. */
  stats(): CascadeStats;
}

/**
 * Chains classifiers from cheap to expensive: every text goes to the first; only texts it is
 * uncertain about (highest checked score within `uncertain`, default 0.2 to 0.9) go to the next,
 * and so on; each text's answer is that of the last stage that scored it. A later stage is not
 * called at all when no text is uncertain. `stats()` counts texts, escalations and the texts the
 * last stage was spared.
 *
 * Failures name the stage: a stage's `ModerationClassifierError` propagates as it is, any other
 * error becomes one (`failed`) with the stage's id; when the signal aborts (cancelled run, the
 * processor's `timeoutMs`), its reason is rethrown and no later stage is called.
 *
 * @example
 * const moderation = new ModerationProcessor({ classifier: cascade([lexicon(), llmJudge({ model })]) });
 */
export function cascade(stages: readonly ModerationClassifier[], options: CascadeOptions = {}): CascadeClassifier {
  parseOptions(stagesSchema, { stages }, 'cascade');
  const { uncertain } = parseOptions(cascadeOptionsSchema, options, 'cascade');
  const levels: Level[] = stages.map((stage) => ({ stage, count: { texts: 0, calls: 0 } }));
  return {
    id: `cascade(${stages.map((stage) => stage.id).join(' > ')})`,
    async classify(texts, call) {
      const results: CategoryScores[] = [];
      let pending = texts.map((_, index) => index);
      for (const [level, { stage, count }] of levels.entries()) {
        if (pending.length === 0) break;
        count.texts += pending.length;
        count.calls += 1;
        const scores = await runStage(stage, pending.map((index) => texts[index] ?? ''), call);
        const last = level === levels.length - 1;
        const next: number[] = [];
        for (const [position, index] of pending.entries()) {
          const result = scores[position] ?? {};
          results[index] = result;
          if (!last && isUncertain(result, uncertain, call.categories)) next.push(index);
        }
        pending = next;
      }
      return results;
    },
    stats: () => statsOf(levels),
  };
}

/** One stage's call, its failures named after it, its answer checked for one object per text. */
async function runStage(stage: ModerationClassifier, texts: string[], call: ClassifyOptions): Promise<CategoryScores[]> {
  call.abortSignal.throwIfAborted();
  let scores: unknown;
  try {
    scores = await stage.classify(texts, call);
  } catch (error) {
    if (call.abortSignal.aborted) throw call.abortSignal.reason as Error;
    if (ModerationClassifierError.isInstance(error)) throw error;
    const message = error instanceof Error ? error.message : 'classification failed';
    throw new ModerationClassifierError(message, { classifierId: stage.id, reason: 'failed', cause: error });
  }
  call.abortSignal.throwIfAborted();
  if (!Array.isArray(scores) || scores.length !== texts.length || !scores.every((s) => typeof s === 'object' && s !== null)) {
    throw new ModerationClassifierError(`classify() did not return one result per text (${texts.length})`, {
      classifierId: stage.id,
      reason: 'invalid-response',
    });
  }
  return scores as CategoryScores[];
}

/** A stage and what was sent to it. */
interface Level {
  stage: ModerationClassifier;
  count: { texts: number; calls: number };
}

function statsOf(levels: readonly Level[]): CascadeStats {
  const sent = levels.map((level) => level.count.texts);
  const texts = sent[0] ?? 0;
  return {
    texts,
    escalated: sent[1] ?? 0,
    saved: texts - (sent[sent.length - 1] ?? 0),
    stages: levels.map(({ stage, count }) => ({ id: stage.id, ...count })),
  };
}
