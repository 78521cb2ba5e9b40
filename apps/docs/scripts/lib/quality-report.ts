/** Precision and recall for one entity type or overall. */
export interface QualityFigure {
  label: string;
  precision: number;
  recall: number;
  f1?: number;
  support?: number;
  truePositives?: number;
  falsePositives?: number;
  falseNegatives?: number;
}

/** A detector's measured quality, normalized for the catalog. */
export interface QualitySummary {
  overall?: QualityFigure;
  /** Overall figure on a held-out set (`holdout` in quality.json): texts never used to choose the rules. */
  heldOut?: QualityFigure;
  byType: QualityFigure[];
  fixture?: string;
  /** The package's own caveat about the figures. */
  note?: string;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ratio(value: unknown): number | undefined {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined;
}

function readFigure(label: string, value: unknown): QualityFigure | undefined {
  if (!isRecord(value)) return undefined;
  const precision = ratio(value.precision);
  const recall = ratio(value.recall);
  if (precision === undefined || recall === undefined) return undefined;
  const figure: QualityFigure = { label, precision, recall };
  const f1 = ratio(value.f1);
  if (f1 !== undefined) figure.f1 = f1;
  const support = value.support ?? value.count ?? value.positives;
  if (typeof support === 'number') figure.support = support;
  for (const key of ['truePositives', 'falsePositives', 'falseNegatives'] as const) {
    const count = value[key];
    if (typeof count === 'number') figure[key] = count;
  }
  return figure;
}

const overallLabels = new Set(['any', 'all', 'overall', 'total', 'micro']);

/** Micro-averaged precision and recall from per-type counts, when every type has them. */
function microAverage(figures: readonly QualityFigure[]): QualityFigure | undefined {
  if (figures.length === 0) return undefined;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const f of figures) {
    if (f.truePositives === undefined || f.falsePositives === undefined || f.falseNegatives === undefined) return undefined;
    tp += f.truePositives;
    fp += f.falsePositives;
    fn += f.falseNegatives;
  }
  if (tp + fp === 0 || tp + fn === 0) return undefined;
  return { label: 'overall (micro-average)', precision: tp / (tp + fp), recall: tp / (tp + fn), truePositives: tp, falsePositives: fp, falseNegatives: fn };
}

/**
 * Normalizes a detector's `quality.json`: overall precision/recall (top level or under `overall`)
 * , a held-out figure (`holdout`), and optional per-type figures (a record or an array under `byType`, `perType`, `entities`,
 * `types` or `categories`). Returns undefined when it holds no figure.
 */
export function summarizeQuality(report: unknown): QualitySummary | undefined {
  if (!isRecord(report)) return undefined;
  const summary: QualitySummary = { byType: [] };
  const overall = readFigure('overall', report.overall) ?? readFigure('overall', report.total) ?? readFigure('overall', report);
  if (overall) summary.overall = overall;
  const holdout = report.holdout ?? report.heldOut;
  const heldOutLabel = isRecord(holdout) && typeof holdout.dataset === 'string' ? `held-out: ${holdout.dataset}` : 'held-out';
  const heldOut = isRecord(holdout) ? (readFigure(heldOutLabel, holdout.overall) ?? readFigure(heldOutLabel, holdout)) : undefined;
  if (heldOut) summary.heldOut = heldOut;
  for (const key of ['byType', 'perType', 'entities', 'types', 'categories', 'recognizers']) {
    const group = report[key];
    if (Array.isArray(group)) {
      for (const item of group) {
        const label = isRecord(item) ? (item.type ?? item.category ?? item.label ?? item.name ?? item.entity) : undefined;
        const figure = typeof label === 'string' ? readFigure(label, item) : undefined;
        if (figure && overallLabels.has(label as string) && !summary.overall) summary.overall = { ...figure, label: 'overall' };
        else if (figure) summary.byType.push(figure);
      }
    } else if (isRecord(group)) {
      for (const [label, item] of Object.entries(group)) {
        const figure = readFigure(label, item);
        if (figure) summary.byType.push(figure);
      }
    }
  }
  if (!summary.overall) {
    const micro = microAverage(summary.byType);
    if (micro) summary.overall = micro;
  }
  const fixture = report.fixture ?? report.dataset ?? report.fixtures;
  if (typeof fixture === 'string') summary.fixture = fixture;
  if (typeof report.note === 'string') summary.note = report.note;
  return summary.overall || summary.byType.length > 0 ? summary : undefined;
}
