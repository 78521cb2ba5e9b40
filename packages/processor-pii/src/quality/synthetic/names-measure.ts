/**
 * Scores a detector on the names corpus with the synthetic corpus' matching rule (`spansMatch`:
 * same type, overlap at least half of the longer span), and counts hits on each hard-negative kind.
 */
import { measureSynthetic, type SpanDetection, type SyntheticTypeFigure } from './measure.js';
import { NAME_NEGATIVE_KINDS, type NamesSentence } from './names-corpus.js';

/** The measurement of one detector on the names corpus. */
export interface NamesMeasurement {
  perType: Record<string, SyntheticTypeFigure>;
  overall: SyntheticTypeFigure;
  /** Hard negatives of each kind, and how many a detection overlapped. */
  negatives: Record<string, { values: number; falsePositives: number }>;
  /** False positives outside every labelled span (template text, fillers). */
  falsePositivesElsewhere: number;
}

const TYPES = new Set(['PERSON', 'ADDRESS']);

/** Measures `detect` (spans of PERSON and ADDRESS; other types are ignored) on `corpus`. */
export function measureNames(corpus: readonly NamesSentence[], detect: (text: string) => SpanDetection[]): NamesMeasurement {
  const found = corpus.map((s) => detect(s.text).filter((d) => TYPES.has(d.type)));
  let n = 0;
  const m = measureSynthetic(
    corpus.map((s) => ({ ...s, negatives: [] })),
    () => found[n++] ?? [],
    TYPES,
  );
  const negatives: Record<string, { values: number; falsePositives: number }> = Object.fromEntries(NAME_NEGATIVE_KINDS.map((k) => [k, { values: 0, falsePositives: 0 }]));
  let elsewhere = 0;
  corpus.forEach((s, i) => {
    const spans = found[i] ?? [];
    for (const neg of s.negatives) {
      const c = negatives[neg.kind];
      if (c === undefined) continue;
      c.values++;
      if (spans.some((d) => d.start < neg.end && neg.start < d.end)) c.falsePositives++;
    }
    for (const d of spans) {
      const inside = [...s.entities, ...s.negatives].some((e) => d.start < e.end && e.start < d.end);
      if (!inside) elsewhere++;
    }
  });
  return { perType: m.perType, overall: m.overall, negatives, falsePositivesElsewhere: elsewhere };
}
