// Prints precision and recall per type on the labelled fixture set and on the seeded synthetic corpus, and writes quality.json.
import { writeFileSync } from 'node:fs';
import { BUILT_IN_TYPES, OPT_IN_TYPES } from '../src/detect/entity.js';
import { evaluate, type TypeQuality } from '../src/fixtures/evaluate.js';
import { DOMAIN_CASES } from '../src/fixtures/hand-written-cases.js';
import { labelledCases } from '../src/fixtures/labelled-cases.js';
import { PIIDetector } from '../src/pii-detector.js';
import { syntheticSection } from '../src/quality/synthetic/section.js';
import { namesSection } from './names-quality.js';

const { positives, negatives } = labelledCases();
const detectWith = (detector: PIIDetector) => (text: string) =>
  detector.detect(text).map((e) => ({ type: e.type, value: text.slice(e.start, e.end) }));
const results = evaluate([...positives, ...negatives], detectWith(new PIIDetector()));
// opt-in types, measured with them enabled on their own hand-written cases only
const optIn = evaluate(DOMAIN_CASES, detectWith(new PIIDetector({ types: [...BUILT_IN_TYPES, ...OPT_IN_TYPES] }))).filter((q) =>
  (OPT_IN_TYPES as readonly string[]).includes(q.type),
);
const row = (q: TypeQuality) =>
  [q.type.padEnd(16), q.precision.toFixed(3), q.recall.toFixed(3), String(q.truePositives).padStart(4), String(q.falsePositives).padStart(4), String(q.falseNegatives).padStart(4)].join('  ');
console.log(`${positives.length} positive cases, ${negatives.length} negative cases\n`);
console.log(['type'.padEnd(16), 'prec ', 'recall', '  tp', '  fp', '  fn'].join('  '));
console.log(results.map(row).join('\n'));
console.log(`\nopt-in types, ${DOMAIN_CASES.length} hand-written cases:`);
console.log(optIn.map(row).join('\n'));
// the seeded synthetic corpus (src/quality/synthetic), default options and locales 'all'
const synthetic = syntheticSection();
const figures = (name: string, m: unknown) => {
  const { perType, overall } = m as { perType: Record<string, { support: number; precision: number; recall: number; falsePositives: number }>; overall: { support: number; precision: number; recall: number } };
  console.log(`\nsynthetic corpus, ${name}: overall precision ${overall.precision.toFixed(3)}, recall ${overall.recall.toFixed(3)} on ${overall.support} entities`);
  for (const [type, q] of Object.entries(perType)) console.log([type.padEnd(26), q.precision.toFixed(3), q.recall.toFixed(3), String(q.support).padStart(5), String(q.falsePositives).padStart(4)].join('  '));
};
figures('default options', synthetic.default);
figures("locales 'all'", synthetic.localesAll);
// the opt-in names recognizer (@sluice/processor-pii/names), on its own corpus
const names = namesSection();
writeFileSync(
  new URL('../quality.json', import.meta.url),
  `${JSON.stringify(
    {
      package: '@sluice/processor-pii',
      cases: { positive: positives.length, negative: negatives.length },
      types: results,
      optIn: { cases: DOMAIN_CASES.length, types: optIn },
      synthetic,
      // What the catalog card shows beside the fixtures' figure: the synthetic corpus, default options.
      holdout: {
        dataset: `synthetic corpus (faker, ${String(synthetic.sentences)} sentences, seed ${String(synthetic.seed)}; default options)`,
        note: 'Generated sentences, not used to choose the recognizers (one defect they revealed, log timestamps read as phones, was fixed: see the README); per type in the synthetic section and the README.',
        overall: synthetic.default.overall,
      },
      // the opt-in names recognizer: development and held-out seeds, compromise baseline, throughput
      names,
    },
    null,
    2,
  )}\n`,
);
