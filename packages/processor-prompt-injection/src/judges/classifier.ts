import type { MaybePromise } from '@sluice/core';
import type { DetectOptions, InjectionDetection, InjectionDetector, InjectionKind, InjectionSpan } from '../detector.js';

/** What a `classifier(fn)` function may return: a score, or a partial detection. */
export type ClassifierResult = number | { score: number; kind?: InjectionKind; spans?: InjectionSpan[]; features?: string[] };

/** Your own scoring function, given one text at a time. */
export type ClassifierFunction = (text: string, options: DetectOptions) => MaybePromise<ClassifierResult>;

/**
 * Wraps your own function (a local model, a hosted classifier such as Prompt Guard behind your
 * API) as a detector. A number is the score (kind `injection`); an object may add the kind, spans
 * and evidence names. A throw is a detector failure (see `errorStrategy`).
 *
 * @example
 * const guard = new PromptInjectionDetector({ detector: classifier(async (text) => (await myModel.score(text)).injection) });
 */
export function classifier(fn: ClassifierFunction, id = 'classifier'): InjectionDetector {
  if (typeof fn !== 'function') throw new TypeError('classifier(fn): fn must be a function');
  return {
    id,
    async detect(text, options): Promise<InjectionDetection> {
      const result = await fn(text, options);
      if (typeof result === 'number') return { score: result, kind: 'injection', spans: [] };
      return { score: result.score, kind: result.kind ?? 'injection', spans: result.spans ?? [], features: result.features ?? [] };
    },
  };
}
