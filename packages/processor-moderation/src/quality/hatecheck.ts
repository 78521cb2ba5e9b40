import { MODERATION_CATEGORIES } from '../categories.js';
import type { ModerationClassifier } from '../classifier.js';
import { parseCsv } from './parse-csv.js';

/** One HateCheck test case (Röttger et al., ACL 2021). */
export interface HateCheckCase {
  functionality: string;
  caseId: string;
  text: string;
  hateful: boolean;
}

/** How often a classifier flagged the cases of one functionality. */
export interface HateCheckFunctionality {
  functionality: string;
  /** The gold label every case of the functionality has. */
  label: 'hateful' | 'non-hateful';
  cases: number;
  flagged: number;
  /** flagged / cases: recall for hateful functionalities, false-positive rate for the others. */
  flaggedRate: number;
}

/** A classifier's figures on HateCheck. */
export interface HateCheckReport {
  dataset: string;
  cases: number;
  hateful: number;
  nonHateful: number;
  /** Hateful cases flagged / hateful cases. */
  recall: number;
  /** Non-hateful cases flagged / non-hateful cases. */
  falsePositiveRate: number;
  /** Flagged cases that are hateful / flagged cases. */
  precision: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  functionalities: HateCheckFunctionality[];
}

/** The cases of HateCheck's `test_suite_cases.csv` (columns named in its header). */
export function parseHateCheck(csv: string): HateCheckCase[] {
  const [header, ...rows] = parseCsv(csv);
  if (header === undefined) return [];
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index === -1) throw new Error(`HateCheck CSV: no "${name}" column`);
    return index;
  };
  const [functionality, caseId, text, label] = [column('functionality'), column('case_id'), column('test_case'), column('label_gold')];
  return rows
    .filter((row) => row.length > label)
    .map((row) => ({
      functionality: row[functionality] ?? '',
      caseId: row[caseId] ?? '',
      text: row[text] ?? '',
      hateful: row[label] === 'hateful',
    }));
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000;
}

/** Recall, false-positive rate and precision of `flagged` (one verdict per case), overall and per functionality. */
export function measureHateCheck(cases: readonly HateCheckCase[], flagged: readonly boolean[]): HateCheckReport {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const groups = new Map<string, { label: 'hateful' | 'non-hateful'; cases: number; flagged: number }>();
  cases.forEach((item, index) => {
    const hit = flagged[index] === true;
    if (item.hateful && hit) tp++;
    else if (hit) fp++;
    else if (item.hateful) fn++;
    const group = groups.get(item.functionality) ?? { label: item.hateful ? 'hateful' : 'non-hateful', cases: 0, flagged: 0 };
    group.cases++;
    if (hit) group.flagged++;
    groups.set(item.functionality, group);
  });
  const hateful = cases.filter((item) => item.hateful).length;
  return {
    dataset: 'HateCheck (Röttger et al., ACL 2021), CC BY 4.0',
    cases: cases.length,
    hateful,
    nonHateful: cases.length - hateful,
    recall: ratio(tp, hateful),
    falsePositiveRate: ratio(fp, cases.length - hateful),
    precision: ratio(tp, tp + fp),
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    functionalities: [...groups].map(([functionality, g]) => ({ functionality, label: g.label, cases: g.cases, flagged: g.flagged, flaggedRate: ratio(g.flagged, g.cases) })),
  };
}

/**
 * Whether `classifier` flags each case: some category scores at least `threshold` (what a
 * `ModerationProcessor` checking every category at that threshold blocks).
 */
export async function flagCases(classifier: ModerationClassifier, cases: readonly HateCheckCase[], threshold: number): Promise<boolean[]> {
  const scores = await classifier.classify(
    cases.map((item) => item.text),
    { abortSignal: new AbortController().signal, categories: [] },
  );
  return scores.map((score) => MODERATION_CATEGORIES.some((category) => (score[category] ?? 0) >= threshold));
}

/** The quality.json `holdout` section: the figures on HateCheck, overall and per functionality. */
export function holdoutSection(report: HateCheckReport): Record<string, unknown> {
  return {
    dataset: report.dataset,
    note: 'Third-party data nobody here wrote, never used to choose the word lists. Flagged = some category at or above the threshold.',
    overall: {
      precision: report.precision,
      recall: report.recall,
      support: report.hateful,
      truePositives: report.truePositives,
      falsePositives: report.falsePositives,
      falseNegatives: report.falseNegatives,
    },
    falsePositiveRate: report.falsePositiveRate,
    nonHateful: report.nonHateful,
    functionalities: report.functionalities,
  };
}
