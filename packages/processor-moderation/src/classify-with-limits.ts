import type { CategoryDefinition } from './categories.js';
import type { CategoryScores, ModerationClassifier } from './classifier.js';
import { ModerationClassifierError } from './errors/moderation-classifier-error.js';

/** Limits of one guarded classification. */
export interface ClassifyLimits {
  categories: readonly CategoryDefinition[];
  timeoutMs: number;
  /** The run's signal: when it aborts, the classification stops and its reason is rethrown. */
  abortSignal: AbortSignal;
}

/**
 * Calls `classifier.classify` with a timeout and the run's abort signal, and checks what it
 * returns. Failures become a `ModerationClassifierError` (`timeout`, `invalid-response`, `failed`,
 * or the classifier's own); a cancelled run rethrows the signal's reason unchanged.
 */
export async function classifyWithLimits(
  classifier: ModerationClassifier,
  texts: readonly string[],
  limits: ClassifyLimits,
): Promise<CategoryScores[]> {
  limits.abortSignal.throwIfAborted();
  const controller = new AbortController();
  const onRunAbort = () => {
    controller.abort(limits.abortSignal.reason);
  };
  let linked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const work = call(classifier, texts, { abortSignal: controller.signal, categories: limits.categories });
    // A classifier that has already answered (an in-process one) needs no timer.
    let result = await Promise.race([work, NOT_YET_PROMISE]);
    if (result === NOT_YET) {
      // Only a classification that is still running needs the run's signal linked and a timer
      // (both cost more than an in-process classification).
      limits.abortSignal.throwIfAborted();
      limits.abortSignal.addEventListener('abort', onRunAbort, { once: true });
      linked = true;
      const stopped = new Promise<never>((_, reject) => {
        const stop = () => {
          reject(new Error('classification stopped'));
        };
        controller.signal.addEventListener('abort', stop, { once: true });
        timer = setTimeout(() => {
          controller.abort();
        }, limits.timeoutMs);
      });
      result = await Promise.race([work, stopped]);
    }
    return checkScores(classifier.id, result, texts.length, limits.categories);
  } catch (error) {
    if (limits.abortSignal.aborted) throw limits.abortSignal.reason;
    // Only the timer or the run's signal abort the controller; the run's case is handled above.
    if (controller.signal.aborted) {
      throw new ModerationClassifierError(`timed out after ${limits.timeoutMs} ms`, {
        classifierId: classifier.id,
        reason: 'timeout',
        cause: error,
      });
    }
    if (ModerationClassifierError.isInstance(error)) throw error;
    throw new ModerationClassifierError(describe(error), {
      classifierId: classifier.id,
      reason: 'failed',
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    if (linked) limits.abortSignal.removeEventListener('abort', onRunAbort);
  }
}

const NOT_YET: unique symbol = Symbol('not yet');
const NOT_YET_PROMISE = Promise.resolve(NOT_YET);

/** Calls `classify`, turning a synchronous throw into a rejection. */
function call(
  classifier: ModerationClassifier,
  texts: readonly string[],
  options: Parameters<ModerationClassifier['classify']>[1],
): Promise<CategoryScores[]> {
  try {
    return Promise.resolve(classifier.classify(texts, options));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error('classify() threw'));
  }
}

/**
 * Checks the shape of `classify()`'s answer: an array with one object per text, every value a
 * number in [0, 1], and (when categories are checked) a score for at least one checked category in
 * every result. A result that scores none of them (`{}`, or only differently named keys) is schema
 * drift, not a verdict: it is an `invalid-response` error, handled by the error strategy.
 */
function checkScores(
  classifierId: string,
  result: unknown,
  expected: number,
  categories: readonly CategoryDefinition[],
): CategoryScores[] {
  const fail = (message: string) =>
    new ModerationClassifierError(message, { classifierId, reason: 'invalid-response' });
  if (!Array.isArray(result)) throw fail('classify() did not return an array');
  if (result.length !== expected) {
    throw fail(`classify() returned ${result.length} results for ${expected} texts`);
  }
  return result.map((scores: unknown) => {
    if (typeof scores !== 'object' || scores === null) throw fail('a result is not an object');
    for (const [category, value] of Object.entries(scores)) {
      if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
        throw fail(`score of "${category}" is not a number in [0, 1]`);
      }
    }
    if (categories.length > 0 && !categories.some((category) => Object.hasOwn(scores, category.name))) {
      throw fail('a result scores none of the checked categories');
    }
    return scores;
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'classification failed';
}
