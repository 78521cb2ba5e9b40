import { MODERATION_CATEGORIES, isModerationCategory, type ModerationCategory } from '../categories.js';
import type { CategoryScores } from '../classifier.js';

/** One case of `quality-data/own-corpus/cases.jsonl` (written by the Sluice team, see its README). */
export interface OwnCorpusCase {
  text: string;
  /** The category a harmful case belongs to, or whose words a hard benign case borrows. */
  category: ModerationCategory;
  harmful: boolean;
  /** How the case is written (chat, slang, homonym, negation, ...). */
  style: string;
}

/** The figures of one category of the own corpus. */
export interface OwnCorpusCategory {
  category: string;
  harmful: number;
  hardBenign: number;
  /** Harmful cases of the category flagged in the category (a sub-category also scores its parent). */
  truePositives: number;
  /** Hard benign cases (of any category) flagged in this category. */
  falsePositives: number;
  /** tp / (tp + fp); null when nothing was flagged in the category. */
  precision: number | null;
  /** tp / harmful; null when the category has no harmful case. */
  recall: number | null;
  /** Harmful cases of the category flagged in some category. */
  recallAnyCategory: number | null;
  /** Hard benign cases of the category flagged in some category / hard benign cases of it. */
  falsePositiveRate: number | null;
}

/** How often the cases of one style (and label) were flagged in some category. */
export interface OwnCorpusStyle {
  style: string;
  label: 'harmful' | 'benign';
  cases: number;
  flagged: number;
  flaggedRate: number;
}

/** A classifier's figures on the own corpus. */
export interface OwnCorpusReport {
  cases: number;
  categories: OwnCorpusCategory[];
  styles: OwnCorpusStyle[];
}

/** Parses `cases.jsonl`: one `{ text, category, harmful, style }` object a line; throws on a malformed line. */
export function parseOwnCorpus(jsonl: string): OwnCorpusCase[] {
  const cases: OwnCorpusCase[] = [];
  for (const [index, line] of jsonl.split('\n').entries()) {
    if (line.trim() === '') continue;
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) throw new SyntaxError(`line ${index + 1}: expected an object`);
    const { text, category, harmful, style } = value as Record<string, unknown>;
    if (typeof text !== 'string' || typeof harmful !== 'boolean' || typeof style !== 'string' || typeof category !== 'string' || !isModerationCategory(category)) {
      throw new SyntaxError(`line ${index + 1}: expected { text: string, category: a moderation category, harmful: boolean, style: string }`);
    }
    cases.push({ text, category, harmful, style });
  }
  return cases;
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

/**
 * Per category: recall on its harmful cases (flagged in the category, and flagged at all),
 * precision against the hard benign cases flagged in it, and the false-positive rate on its hard
 * benign cases (flagged in some category); an `any` row over all cases; flag rates per style.
 * Harmful cases of another category flagged in a category are not counted against it (a threat is
 * both violence and harassment).
 */
export function measureOwnCorpus(cases: readonly OwnCorpusCase[], scores: readonly CategoryScores[], threshold: number): OwnCorpusReport {
  const flaggedIn = (index: number, category: string) => (scores[index]?.[category] ?? 0) >= threshold;
  const flaggedAny = (index: number) => MODERATION_CATEGORIES.some((category) => flaggedIn(index, category));
  const indexed = cases.map((item, index) => ({ item, index }));
  const present = MODERATION_CATEGORIES.filter((category) => cases.some((item) => item.category === category));
  const categories: OwnCorpusCategory[] = present.map((category) => {
    const own = indexed.filter(({ item }) => item.category === category);
    const harmful = own.filter(({ item }) => item.harmful);
    const benign = own.filter(({ item }) => !item.harmful);
    const tp = harmful.filter(({ index }) => flaggedIn(index, category)).length;
    const fp = indexed.filter(({ item, index }) => !item.harmful && flaggedIn(index, category)).length;
    return {
      category,
      harmful: harmful.length,
      hardBenign: benign.length,
      truePositives: tp,
      falsePositives: fp,
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, harmful.length),
      recallAnyCategory: ratio(harmful.filter(({ index }) => flaggedAny(index)).length, harmful.length),
      falsePositiveRate: ratio(benign.filter(({ index }) => flaggedAny(index)).length, benign.length),
    };
  });
  const harmful = indexed.filter(({ item }) => item.harmful);
  const benign = indexed.filter(({ item }) => !item.harmful);
  const tp = harmful.filter(({ index }) => flaggedAny(index)).length;
  const fp = benign.filter(({ index }) => flaggedAny(index)).length;
  categories.push({
    category: 'any',
    harmful: harmful.length,
    hardBenign: benign.length,
    truePositives: tp,
    falsePositives: fp,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, harmful.length),
    recallAnyCategory: ratio(tp, harmful.length),
    falsePositiveRate: ratio(fp, benign.length),
  });
  const styles = new Map<string, OwnCorpusStyle>();
  for (const { item, index } of indexed) {
    const label = item.harmful ? 'harmful' : 'benign';
    const key = `${label}:${item.style}`;
    const row = styles.get(key) ?? { style: item.style, label, cases: 0, flagged: 0, flaggedRate: 0 };
    row.cases++;
    if (flaggedAny(index)) row.flagged++;
    row.flaggedRate = ratio(row.flagged, row.cases) ?? 0;
    styles.set(key, row);
  }
  return { cases: cases.length, categories, styles: [...styles.values()] };
}

/** The quality.json `ownCorpus` section. */
export function ownCorpusSection(report: OwnCorpusReport, threshold: number): Record<string, unknown> {
  return {
    dataset: 'quality-data/own-corpus/cases.jsonl',
    note: 'Written by the Sluice team for this purpose, before the intent rules; rules were not tuned on it case by case. Still our own writing: a second opinion, not held out.',
    threshold,
    cases: report.cases,
    categories: report.categories,
    styles: report.styles,
  };
}
