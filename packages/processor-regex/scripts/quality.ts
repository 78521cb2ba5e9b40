// Measures the presets on the labelled corpus and writes quality.json.
import { writeFileSync } from 'node:fs';
import { qualityReport } from '../src/fixtures/quality-report.js';

const report = qualityReport();
for (const q of report.patterns) {
  console.log(`${q.name.padEnd(22)} precision ${q.precision.toFixed(3)} recall ${q.recall.toFixed(3)} (tp ${String(q.truePositives)}, fp ${String(q.falsePositives)}, fn ${String(q.falseNegatives)})`);
}
console.log('misses:', report.misses);
console.log('false alarms:', report.falseAlarms);
writeFileSync(new URL('../quality.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
