/**
 * Scores detections on the synthetic corpus. Matching rule: a detection matches a labelled entity
 * when the types are equal and the overlap covers at least half of the longer of the two spans
 * (so `703.301.3354` found in `703.301.3354 x6280` counts, a 4-character fragment of a 40-character
 * key does not). Each entity is matched by at most one detection. Only the types a configuration
 * enables are scored: an entity of a type it does not run (a national id under the default
 * options) is neither found nor missed, but a detection of another type over it is a false
 * positive.
 */
import type { CorpusSentence } from './corpus.js';
import { NEGATIVE_KINDS, type NegativeKind } from './values.js';

/** A detection: type and half-open span. */
export interface SpanDetection {
  type: string;
  start: number;
  end: number;
}

/** Counts and ratios of one type (or overall). */
export interface SyntheticTypeFigure {
  /** Labelled entities of the type. */
  support: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** True positives whose span is exactly the labelled one. */
  exactSpans: number;
  precision: number;
  recall: number;
}

/** The measurement of one configuration. */
export interface SyntheticMeasurement {
  perType: Record<string, SyntheticTypeFigure>;
  overall: SyntheticTypeFigure;
  /** False positives that overlap a negative value, per negative kind (values of the kind, values hit). */
  negatives: Record<string, { values: number; falsePositives: number }>;
  /** False positives outside every labelled span (template text, names, cities...). */
  falsePositivesElsewhere: number;
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;

function figure(tp: number, fp: number, fn: number, exact: number): SyntheticTypeFigure {
  return {
    support: tp + fn,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    exactSpans: exact,
    precision: tp + fp === 0 ? 1 : round(tp / (tp + fp)),
    recall: tp + fn === 0 ? 1 : round(tp / (tp + fn)),
  };
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }): number => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Whether a detection matches a labelled span under the rule above. */
export function spansMatch(found: SpanDetection, expected: SpanDetection): boolean {
  return found.type === expected.type && overlap(found, expected) * 2 >= Math.max(found.end - found.start, expected.end - expected.start);
}

/**
 * Runs `detect` over every sentence and scores it; `enabled` is the set of types the
 * configuration runs.
 */
export function measureSynthetic(corpus: readonly CorpusSentence[], detect: (text: string) => SpanDetection[], enabled: ReadonlySet<string>): SyntheticMeasurement {
  const counts = new Map<string, { tp: number; fp: number; fn: number; exact: number }>();
  const bucket = (type: string) => {
    let c = counts.get(type);
    if (c === undefined) {
      c = { tp: 0, fp: 0, fn: 0, exact: 0 };
      counts.set(type, c);
    }
    return c;
  };
  for (const type of enabled) {
    if (corpus.some((s) => s.entities.some((e) => e.type === type))) bucket(type);
  }
  const negatives = new Map<NegativeKind, { values: number; falsePositives: number }>(NEGATIVE_KINDS.map((k) => [k, { values: 0, falsePositives: 0 }]));
  let elsewhere = 0;
  for (const sentence of corpus) {
    const expected = sentence.entities.filter((e) => enabled.has(e.type));
    const matched = new Set<number>();
    const hitNegatives = new Set<number>();
    for (const found of detect(sentence.text)) {
      const i = expected.findIndex((e, j) => !matched.has(j) && spansMatch(found, e));
      const entity = expected[i];
      if (entity !== undefined) {
        matched.add(i);
        bucket(found.type).tp++;
        if (entity.start === found.start && entity.end === found.end) bucket(found.type).exact++;
        continue;
      }
      bucket(found.type).fp++;
      const hits = sentence.negatives.flatMap((n, j) => (overlap(found, n) > 0 ? [j] : []));
      for (const j of hits) hitNegatives.add(j);
      if (hits.length === 0 && !sentence.entities.some((e) => overlap(found, e) > 0)) elsewhere++;
    }
    expected.forEach((e, j) => {
      if (!matched.has(j)) bucket(e.type).fn++;
    });
    sentence.negatives.forEach((n, j) => {
      const c = negatives.get(n.kind);
      if (c === undefined) return;
      c.values++;
      if (hitNegatives.has(j)) c.falsePositives++;
    });
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let exact = 0;
  const perType: Record<string, SyntheticTypeFigure> = {};
  for (const [type, c] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    perType[type] = figure(c.tp, c.fp, c.fn, c.exact);
    tp += c.tp;
    fp += c.fp;
    fn += c.fn;
    exact += c.exact;
  }
  return {
    perType,
    overall: figure(tp, fp, fn, exact),
    negatives: Object.fromEntries([...negatives].filter(([, c]) => c.values > 0)),
    falsePositivesElsewhere: elsewhere,
  };
}
