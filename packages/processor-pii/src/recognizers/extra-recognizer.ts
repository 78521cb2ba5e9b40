import type { Recognizer } from '../detect/scan-context.js';
import type { PIIRecognizer } from '../options.js';

/**
 * Adapts a `recognizers` entry to the scan: keeps its spans that lie inside the text, are
 * non-empty, have a finite score and a type it declared that reaches its threshold.
 */
export function extraRecognizer(recognizer: Pick<PIIRecognizer, 'types' | 'detect'>): Recognizer {
  const declared = new Set(recognizer.types);
  return (ctx) => {
    if (!recognizer.types.some((type) => ctx.accepts(type, 1))) return;
    const length = ctx.text.length;
    for (const { type, start, end, score } of recognizer.detect(ctx.text)) {
      if (!declared.has(type) || !Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > length || start >= end) continue;
      if (Number.isFinite(score) && ctx.accepts(type, score)) ctx.emit(type, start, end, score);
    }
  };
}
