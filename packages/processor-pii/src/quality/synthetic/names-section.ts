/**
 * The `names` section of quality.json: `createNameAddressRecognizer` measured on the names corpus
 * with a development seed (the one the rules were written against) and a held-out seed (measured
 * once the rules were settled, never used to change them). `scripts/quality.ts` writes it, adds
 * compromise's own `people()` / `places()` as a baseline and the throughput, and
 * `names-quality.test.ts` checks the committed figures against a fresh measurement.
 */
import { createNameAddressRecognizer } from '../../names/create-name-address-recognizer.js';
import { PIIDetector } from '../../pii-detector.js';
import { generateNamesCorpus, NAME_TEMPLATES, type NamesSentence } from './names-corpus.js';
import { measureNames, type NamesMeasurement } from './names-measure.js';
import { FAKER_VERSION } from './section.js';
import { CORPUS_LOCALES } from './values.js';

/** Seed the rules were developed against (issue #19, item 4). */
export const NAMES_DEV_SEED = 4;
/** Held-out seed: evaluated only, never tuned against. */
export const NAMES_HELD_OUT_SEED = 1904;
/** Sentences per seed. */
export const NAMES_SENTENCES = 1500;

/** A detector with only the names recognizer (no built-in types), as `detect` spans. */
export function namesDetector(): (text: string) => { type: string; start: number; end: number }[] {
  const detector = new PIIDetector({ types: [], recognizers: [createNameAddressRecognizer()] });
  return (text) => detector.detect(text);
}

const ENGLISH = new Set(CORPUS_LOCALES.filter((l) => l.lang === 'en').map((l) => l.key as string));

/** The recognizer's figures on both seeds, all locales and the English ones alone. */
export function namesFigures(): { dev: NamesMeasurement; heldOut: NamesMeasurement; heldOutEnglish: NamesMeasurement } {
  const detect = namesDetector();
  const dev = generateNamesCorpus(NAMES_DEV_SEED, NAMES_SENTENCES);
  const heldOut = generateNamesCorpus(NAMES_HELD_OUT_SEED, NAMES_SENTENCES);
  const english = (corpus: NamesSentence[]) => corpus.filter((s) => ENGLISH.has(s.locale));
  return { dev: measureNames(dev, detect), heldOut: measureNames(heldOut, detect), heldOutEnglish: measureNames(english(heldOut), detect) };
}

/** Description of the corpus for quality.json. */
export function namesCorpusInfo(): Record<string, unknown> {
  return {
    source: `synthetic: @faker-js/faker ${FAKER_VERSION} names and street addresses (locales ${CORPUS_LOCALES.map((l) => l.key).join(', ')}) in ${String(NAME_TEMPLATES.length)} templates, with hard negatives (eponymous brands, places, companies, titles; given names and street words as ordinary words in the template text)`,
    generator: 'src/quality/synthetic/names-corpus.ts',
    devSeed: NAMES_DEV_SEED,
    heldOutSeed: NAMES_HELD_OUT_SEED,
    sentences: NAMES_SENTENCES,
    matching: 'same type, overlap at least half of the longer span (as the synthetic section)',
  };
}
