/**
 * `pnpm --filter @sluice/processor-prompt-injection quality`: measures `offlineDetector()` on the
 * labelled corpus under fixtures/ and writes quality.json at the package root (read by the docs
 * catalog). Node only; not part of the package's entry points.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { computeQualityReport, packageRoot } from './quality-report.js';

const report = await computeQualityReport();
const { overall } = report;
console.log(`offlineDetector() on ${report.texts} texts (${report.attacks} attacks, ${report.benign} benign), threshold ${report.threshold}`);
console.log(`precision ${overall.precision}  recall ${overall.recall}  false-positive rate ${overall.falsePositiveRate}`);
for (const r of report.byStyle) console.log(`  ${r.label.padEnd(26)} n=${String(r.support).padStart(3)}  recall ${r.recall}  fpr ${r.falsePositiveRate}`);
console.log(`\nmissed attacks:\n  ${report.missed.join('\n  ')}\nfalse alarms:\n  ${report.falseAlarms.join('\n  ')}`);
await writeFile(join(packageRoot, 'quality.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten quality.json');
