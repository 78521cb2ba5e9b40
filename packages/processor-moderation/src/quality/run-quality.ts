/**
 * `pnpm --filter @sluice/processor-moderation quality`: measures the `lexicon()` classifier on
 * fixtures/labelled-texts.tsv, prints per-category precision and recall at the default threshold,
 * measures it on HateCheck (third-party, quality-data/hatecheck) as the held-out figure, and
 * measures it on the team's own corpus (quality-data/own-corpus: violence, self-harm, sexual,
 * harassment), and writes quality.json at the package root (read by the docs catalog). Node only; not part of the
 * package's entry points.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODERATION_CATEGORIES } from '../categories.js';
import { lexicon } from '../classifiers/lexicon/lexicon.js';
import { flagCases, holdoutSection, measureHateCheck, parseHateCheck } from './hatecheck.js';
import { measureQuality } from './measure-quality.js';
import { measureOwnCorpus, ownCorpusSection, parseOwnCorpus } from './own-corpus.js';
import { parseLabelledTexts } from './parse-labelled-texts.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const items = parseLabelledTexts(await readFile(join(root, 'fixtures', 'labelled-texts.tsv'), 'utf8'));
const threshold = 0.5;
const classifier = lexicon();
const scores = await classifier.classify(
  items.map((item) => item.text),
  { abortSignal: new AbortController().signal, categories: [] },
);
const rows = measureQuality(items, scores, MODERATION_CATEGORIES, threshold);
const harmful = items.filter((item) => item.labels.size > 0).length;

const pct = (value: number | null) => (value === null ? '  n/a' : `${(value * 100).toFixed(1)}%`.padStart(6));
console.log(`lexicon() on ${items.length} labelled texts (${harmful} harmful, ${items.length - harmful} benign), threshold ${threshold}\n`);
console.log(`${'category'.padEnd(24)} support  precision  recall   tp  fp  fn`);
for (const r of rows) {
  console.log(
    `${r.category.padEnd(24)} ${String(r.support).padStart(7)}  ${pct(r.precision).padStart(9)}  ${pct(r.recall)}  ${String(r.truePositives).padStart(3)} ${String(r.falsePositives).padStart(3)} ${String(r.falseNegatives).padStart(3)}`,
  );
}

const hateCheckCases = parseHateCheck(await readFile(join(root, 'quality-data', 'hatecheck', 'test_suite_cases.csv'), 'utf8'));
const hateCheck = measureHateCheck(hateCheckCases, await flagCases(classifier, hateCheckCases, threshold));
console.log(`\nHateCheck (${hateCheck.cases} cases): recall ${pct(hateCheck.recall)} on ${hateCheck.hateful} hateful, false-positive rate ${pct(hateCheck.falsePositiveRate)} on ${hateCheck.nonHateful} non-hateful, precision ${pct(hateCheck.precision)}`);
for (const f of hateCheck.functionalities) {
  console.log(`  ${f.functionality.padEnd(28)} ${f.label.padEnd(12)} ${String(f.cases).padStart(4)} cases, flagged ${pct(f.flaggedRate)}`);
}

const ownCases = parseOwnCorpus(await readFile(join(root, 'quality-data', 'own-corpus', 'cases.jsonl'), 'utf8'));
const own = measureOwnCorpus(
  ownCases,
  await classifier.classify(
    ownCases.map((item) => item.text),
    { abortSignal: new AbortController().signal, categories: [] },
  ),
  threshold,
);
console.log(`\nOwn corpus (${own.cases} cases): category, recall (in category / any), precision, false-positive rate on its hard benign cases`);
for (const r of own.categories) {
  console.log(`  ${r.category.padEnd(16)} ${pct(r.recall)} / ${pct(r.recallAnyCategory)}  ${pct(r.precision)}  ${pct(r.falsePositiveRate)}`);
}

await writeFile(
  join(root, 'quality.json'),
  `${JSON.stringify(
    {
      classifier: classifier.id,
      fixtures: 'fixtures/labelled-texts.tsv',
      texts: items.length,
      harmful,
      benign: items.length - harmful,
      threshold,
      note: 'Fixtures and term lists were written by the same author, so these figures are optimistic (in-sample) for lexicon().',
      categories: rows,
      holdout: holdoutSection(hateCheck),
      ownCorpus: ownCorpusSection(own, threshold),
    },
    null,
    2,
  )}\n`,
);
console.log('\nwritten quality.json');
