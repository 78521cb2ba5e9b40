import type { InjectionDetector } from '../detector.js';
import type { LabelledText } from './corpus.js';

/** Counts and rates for one group of the corpus. */
export interface QualityRow {
  label: string;
  support: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  falsePositiveRate: number;
}

/** Styles of texts that arrive as tool results (attacks and benign alike). */
const INDIRECT = /^(?:indirect-|email$|web$|json$|doc$)/;

const round = (value: number) => Math.round(value * 1000) / 1000;

function row(label: string, items: readonly { item: LabelledText; flagged: boolean }[]): QualityRow {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { item, flagged } of items) {
    if (item.attack && flagged) tp++;
    else if (item.attack) fn++;
    else if (flagged) fp++;
    else tn++;
  }
  return {
    label,
    support: items.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
    precision: tp + fp === 0 ? 1 : round(tp / (tp + fp)),
    recall: tp + fn === 0 ? 1 : round(tp / (tp + fn)),
    falsePositiveRate: fp + tn === 0 ? 0 : round(fp / (fp + tn)),
  };
}

/** The measured quality of `detector` on `items` at `threshold`: overall, by style, and the misses. */
export async function measureQuality(detector: InjectionDetector, items: readonly LabelledText[], threshold: number) {
  const judged: { item: LabelledText; flagged: boolean }[] = [];
  for (const item of items) {
    // Emails, web pages, JSON and documents reach an agent as tool results; the rest as user input.
    const source = INDIRECT.test(item.style) ? { tool: 'corpus' } : 'user';
    const detection = await detector.detect(item.text, { abortSignal: new AbortController().signal, source });
    judged.push({ item, flagged: detection.score >= threshold });
  }
  const styles = [...new Set(items.map((item) => `${item.attack ? 'attack' : 'benign'}:${item.style}`))];
  return {
    overall: row('overall', judged),
    byStyle: styles.map((style) => row(style, judged.filter(({ item }) => `${item.attack ? 'attack' : 'benign'}:${item.style}` === style))),
    missed: judged.filter(({ item, flagged }) => item.attack && !flagged).map(({ item }) => `${item.style}/${item.transform}: ${item.text.slice(0, 80)}`),
    falseAlarms: judged.filter(({ item, flagged }) => !item.attack && flagged).map(({ item }) => `${item.style}: ${item.text.slice(0, 80)}`),
  };
}
