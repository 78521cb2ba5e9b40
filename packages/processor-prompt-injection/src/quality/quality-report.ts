import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineDetector } from '../offline/offline-detector.js';
import { parseCorpus } from './corpus.js';
import { measureQuality } from './measure-quality.js';

/** The package root (where quality.json lives). */
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Measures the offline detector on fixtures/attacks.tsv and fixtures/benign.tsv: the content of quality.json. */
export async function computeQualityReport() {
  const attacks = parseCorpus(await readFile(join(packageRoot, 'fixtures', 'attacks.tsv'), 'utf8'), true);
  const benign = parseCorpus(await readFile(join(packageRoot, 'fixtures', 'benign.tsv'), 'utf8'), false);
  const threshold = 0.5;
  const detector = offlineDetector();
  const measured = await measureQuality(detector, [...attacks, ...benign], threshold);
  return {
    detector: detector.id,
    fixtures: 'fixtures/attacks.tsv + fixtures/benign.tsv',
    texts: attacks.length + benign.length,
    attacks: attacks.length,
    benign: benign.length,
    threshold,
    note:
      'Corpus and detector were written by the same author (the detector first, from general rules; the corpus after, in many styles, not tuned case by case), so these in-sample figures are optimistic. Benign texts all contain trigger words. Non-English attacks are mostly missed.',
    ...measured,
  };
}
