// Measures detection of hidden characters and spoofed words on the labelled corpus; writes quality.json.
import { writeFileSync } from 'node:fs';
import { qualityReport } from '../src/fixtures/quality-report.js';

const report = qualityReport();
for (const q of report.labels) {
  console.log(`${q.label.padEnd(8)} precision ${q.precision.toFixed(3)} recall ${q.recall.toFixed(3)} (tp ${String(q.truePositives)}, fp ${String(q.falsePositives)}, fn ${String(q.falseNegatives)})`);
}
writeFileSync(new URL('../quality.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
