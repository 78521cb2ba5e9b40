// The `names` section of quality.json: the names recognizer on the development and held-out seeds,
// compromise's own people()/places() as the baseline it was chosen against, and throughput.
import nlp from 'compromise';
import { createNameAddressRecognizer } from '../src/names/create-name-address-recognizer.js';
import { PIIDetector } from '../src/pii-detector.js';
import { generateNamesCorpus } from '../src/quality/synthetic/names-corpus.js';
import { measureNames } from '../src/quality/synthetic/names-measure.js';
import { NAMES_DEV_SEED, NAMES_HELD_OUT_SEED, NAMES_SENTENCES, namesCorpusInfo, namesFigures } from '../src/quality/synthetic/names-section.js';

type Span = { type: string; start: number; end: number };

/** compromise 14's own entity methods: people() as PERSON, places() as ADDRESS. */
function compromiseDetect(text: string): Span[] {
  const doc = nlp(text);
  const spans = (view: ReturnType<typeof doc.people>, type: string): Span[] =>
    (view.json({ offset: true }) as { offset: { start: number; length: number } }[]).map((m) => ({ type, start: m.offset.start, end: m.offset.start + m.offset.length }));
  return [...spans(doc.people(), 'PERSON'), ...spans(doc.places(), 'ADDRESS')];
}

/** MB/s of `detect` over `text`, best of three runs after a warm-up. */
function throughput(text: string, detect: (text: string) => unknown): number {
  detect(text.slice(0, 10_000));
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    detect(text);
    best = Math.min(best, performance.now() - started);
  }
  return Math.round((text.length / 1e6 / (best / 1000)) * 100) / 100;
}

/** Measures everything; prints a summary. */
export function namesSection(): Record<string, unknown> {
  const figures = namesFigures();
  const dev = generateNamesCorpus(NAMES_DEV_SEED, NAMES_SENTENCES);
  const heldOut = generateNamesCorpus(NAMES_HELD_OUT_SEED, NAMES_SENTENCES);
  const baseline = { dev: measureNames(dev, compromiseDetect), heldOut: measureNames(heldOut, compromiseDetect) };
  const text = dev.map((s) => s.text).join('\n');
  const big = text.repeat(Math.ceil(1_000_000 / text.length));
  const plain = new PIIDetector();
  const withNames = new PIIDetector({ recognizers: [createNameAddressRecognizer()] });
  const recognizer = createNameAddressRecognizer();
  const speed = {
    corpus: `the development corpus repeated to ${(big.length / 1e6).toFixed(1)} MB (compromise: ${(text.length / 1e6).toFixed(2)} MB once), one Node 20 process on a shared 2-core machine; best of 3`,
    detectDefault: throughput(big, (t) => plain.detect(t)),
    detectWithNames: throughput(big, (t) => withNames.detect(t)),
    recognizerAlone: throughput(big, (t) => recognizer.detect(t)),
    compromisePeoplePlaces: throughput(text, compromiseDetect),
    unit: 'MB/s',
  };
  const row = (name: string, m: ReturnType<typeof measureNames>) =>
    Object.entries(m.perType).map(([type, q]) => `${name.padEnd(34)} ${type.padEnd(8)} p ${q.precision.toFixed(3)} r ${q.recall.toFixed(3)} (support ${String(q.support)}, fp ${String(q.falsePositives)})`);
  console.log(['\nnames recognizer (PERSON, ADDRESS):', ...row('rules, development seed', figures.dev), ...row('rules, held-out seed', figures.heldOut), ...row('rules, held-out, English locales', figures.heldOutEnglish), ...row('compromise people()/places(), dev', baseline.dev), ...row('compromise people()/places(), held-out', baseline.heldOut)].join('\n'));
  console.log(`throughput MB/s: ${JSON.stringify(speed)}`);
  return {
    ...namesCorpusInfo(),
    recognizer: '@sluice/processor-pii/names createNameAddressRecognizer(), default options, through PIIDetector.detect() with types: []',
    dev: figures.dev,
    heldOut: figures.heldOut,
    heldOutEnglish: figures.heldOutEnglish,
    baseline: { method: "compromise 14.17.0: nlp(text).people() as PERSON, .places() as ADDRESS", ...baseline },
    throughput: speed,
  };
}
