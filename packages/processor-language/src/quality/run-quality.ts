// Writes quality.json from the shipped labelled set: `pnpm quality`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readLabelledSentences } from './labelled-sentences.js';
import { measureQuality } from './measure-quality.js';

const report = measureQuality(readLabelledSentences());
const file = fileURLToPath(new URL('../../quality.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`wrote ${file}: overall accuracy ${String(report.overall.accuracy)}`);
