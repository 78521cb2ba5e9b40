import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineDetector } from '../offline/offline-detector.js';
import { parseCorpus } from './corpus.js';
import { measureQuality } from './measure-quality.js';

/** The package root (where quality.json lives). */
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function readCorpus(name: string, attack: boolean) {
  return parseCorpus(await readFile(join(packageRoot, 'fixtures', name), 'utf8'), attack);
}

/**
 * Measures the offline detector on fixtures/attacks.tsv and fixtures/benign.tsv (the development
 * corpus) and on fixtures/holdout-*.tsv (written before the last feature changes and never used to
 * choose them): the content of quality.json.
 */
export async function computeQualityReport() {
  const attacks = await readCorpus('attacks.tsv', true);
  const benign = await readCorpus('benign.tsv', false);
  const holdoutAttacks = await readCorpus('holdout-attacks.tsv', true);
  const holdoutBenign = await readCorpus('holdout-benign.tsv', false);
  const threshold = 0.5;
  const detector = offlineDetector();
  const measured = await measureQuality(detector, [...attacks, ...benign], threshold);
  const holdout = await measureQuality(offlineDetector(), [...holdoutAttacks, ...holdoutBenign], threshold);
  return {
    detector: detector.id,
    fixtures: 'fixtures/attacks.tsv + fixtures/benign.tsv',
    texts: attacks.length + benign.length,
    attacks: attacks.length,
    benign: benign.length,
    threshold,
    note:
      'Corpus and detector were written by the same author (the detector first, from general rules; the corpus after, in many styles; misses were then fixed as general rules, never per text), so these development figures are optimistic. `holdout` is the honest figure: texts by the same author, written before the last round of rule changes and never used to choose them. Benign texts all contain trigger words. Non-English attacks are mostly missed.',
    ...measured,
    holdout: {
      fixtures: 'fixtures/holdout-attacks.tsv + fixtures/holdout-benign.tsv',
      texts: holdoutAttacks.length + holdoutBenign.length,
      attacks: holdoutAttacks.length,
      benign: holdoutBenign.length,
      overall: holdout.overall,
      byStyle: holdout.byStyle,
    },
  };
}
