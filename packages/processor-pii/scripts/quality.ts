// Prints precision and recall per type on the labelled fixture set and writes quality.json.
import { writeFileSync } from 'node:fs';
import { evaluate } from '../src/fixtures/evaluate.js';
import { labelledCases } from '../src/fixtures/labelled-cases.js';
import { PIIDetector } from '../src/pii-detector.js';

const { positives, negatives } = labelledCases();
const detector = new PIIDetector();
const results = evaluate([...positives, ...negatives], (text) =>
  detector.detect(text).map((e) => ({ type: e.type, value: text.slice(e.start, e.end) })),
);
const rows = results.map((q) =>
  [q.type.padEnd(16), q.precision.toFixed(3), q.recall.toFixed(3), String(q.truePositives).padStart(4), String(q.falsePositives).padStart(4), String(q.falseNegatives).padStart(4)].join('  '),
);
console.log(`${positives.length} positive cases, ${negatives.length} negative cases\n`);
console.log(['type'.padEnd(16), 'prec ', 'recall', '  tp', '  fp', '  fn'].join('  '));
console.log(rows.join('\n'));
writeFileSync(
  new URL('../quality.json', import.meta.url),
  `${JSON.stringify({ package: '@sluice/processor-pii', cases: { positive: positives.length, negative: negatives.length }, types: results }, null, 2)}\n`,
);
