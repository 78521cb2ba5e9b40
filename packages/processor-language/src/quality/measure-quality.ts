import { detectLanguage } from '../detect-language.js';
import { LanguageDetector } from '../language-detector.js';
import type { LabelledSentence } from './labelled-sentences.js';

/** Figures for one language of the labelled set. */
export interface LanguageQuality {
  sentences: number;
  /** Sentences of this language detected as it (recall = truePositives / sentences). */
  truePositives: number;
  /** Sentences of other languages detected as this one. */
  falsePositives: number;
  /** Sentences of this language detected as another (or as none). */
  falseNegatives: number;
  precision: number;
  /** Equals `accuracy`. */
  recall: number;
  f1: number;
  /** Top-1 language equals the label (no threshold). */
  accuracy: number;
  /** With the default threshold (0.7): share of sentences judged (not "undetermined"). */
  judgedAtDefaultThreshold: number;
  /** With the default threshold: share of judged sentences whose language is right. */
  accuracyWhenJudged: number;
  /** Sentences cut to their first 24 characters (at a word end): top-1 accuracy. */
  shortTextAccuracy: number;
  /** The wrong answers, most frequent first (`language: count`). */
  confusions: Record<string, number>;
}

/** The content of `quality.json`. */
export interface QualityReport {
  library: string;
  corpus: string;
  sentences: number;
  languages: number;
  overall: { accuracy: number; precision: number; recall: number; f1: number; judgedAtDefaultThreshold: number; accuracyWhenJudged: number; shortTextAccuracy: number };
  /** Per language (ISO 639-1), top-1 on whole sentences. */
  byType: Record<string, LanguageQuality>;
  notes: string[];
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 10_000) / 10_000);

/** Measures the detector on `sentences` (deterministic: no timing figures). */
export function measureQuality(sentences: readonly LabelledSentence[]): QualityReport {
  const languages = [...new Set(sentences.map((s) => s.language))];
  const detector = new LanguageDetector({ targetLanguages: languages, minTextLength: 1 });
  const byType: Record<string, LanguageQuality> = {};
  const totals = { hits: 0, judged: 0, judgedHits: 0, shortHits: 0, falsePositives: 0 };
  const predicted = sentences.map((s) => detectLanguage(s.text)?.language ?? 'none');
  for (const language of languages) {
    const own = sentences.filter((s) => s.language === language);
    let hits = 0;
    let judged = 0;
    let judgedHits = 0;
    let shortHits = 0;
    const confusions: Record<string, number> = {};
    for (const { text } of own) {
      const found = detectLanguage(text)?.language ?? 'none';
      if (found === language) hits++;
      else confusions[found] = (confusions[found] ?? 0) + 1;
      const verdict = detector.judge(text);
      if (verdict !== undefined) {
        judged++;
        if (verdict.language === language) judgedHits++;
      }
      const short = text.slice(0, 24).replace(/\s+\S*$/, '');
      if (detectLanguage(short)?.language === language) shortHits++;
    }
    totals.hits += hits;
    totals.judged += judged;
    totals.judgedHits += judgedHits;
    totals.shortHits += shortHits;
    const falsePositives = sentences.filter((s, i) => s.language !== language && predicted[i] === language).length;
    totals.falsePositives += falsePositives;
    const precision = ratio(hits, hits + falsePositives);
    const recall = ratio(hits, own.length);
    byType[language] = {
      sentences: own.length,
      truePositives: hits,
      falsePositives,
      falseNegatives: own.length - hits,
      precision,
      recall,
      f1: precision + recall === 0 ? 0 : Math.round(((2 * precision * recall) / (precision + recall)) * 10_000) / 10_000,
      accuracy: ratio(hits, own.length),
      judgedAtDefaultThreshold: ratio(judged, own.length),
      accuracyWhenJudged: ratio(judgedHits, judged),
      shortTextAccuracy: ratio(shortHits, own.length),
      confusions: Object.fromEntries(Object.entries(confusions).sort((a, b) => b[1] - a[1])),
    };
  }
  return {
    library: 'tinyld 1.3.4 (normal profiles)',
    corpus: 'fixtures/labelled-sentences.tsv (written for this package: built by src/quality/build-corpus.ts from hand-written clauses)',
    sentences: sentences.length,
    languages: languages.length,
    overall: {
      accuracy: ratio(totals.hits, sentences.length),
      precision: ratio(totals.hits, totals.hits + totals.falsePositives),
      recall: ratio(totals.hits, sentences.length),
      f1: ratio(2 * totals.hits, 2 * totals.hits + totals.falsePositives + (sentences.length - totals.hits)),
      judgedAtDefaultThreshold: ratio(totals.judged, sentences.length),
      accuracyWhenJudged: ratio(totals.judgedHits, totals.judged),
      shortTextAccuracy: ratio(totals.shortHits, sentences.length),
    },
    byType,
    notes: [
      'Precision of a language: of the sentences detected as it, the share written in it; recall (= accuracy): of its sentences, the share detected as it.',
      'The detector is unrestricted (it may answer any of its 62 languages), as in production.',
      'Sentences recombine about 60 hand-written clauses and phrases per language, so they share vocabulary: expect lower accuracy on free text, and much lower on texts under ~20 characters.',
      'The detector was not tuned on this set; misses are reported as they are (see confusions).',
    ],
  };
}
