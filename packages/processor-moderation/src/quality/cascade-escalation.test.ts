import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lexicon } from '../classifiers/lexicon/lexicon.js';
import { parseHateCheck } from './hatecheck.js';
import { measureEscalation } from './measure-escalation.js';
import { parseLabelledTexts } from './parse-labelled-texts.js';

// The README's cascade figures ("Quality and latency"): what cascade([lexicon(), judge]) sends to
// the judge, and what the lexicon decides alone. Reported, not goals: update the README with them.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = parseLabelledTexts(readFileSync(join(root, 'fixtures', 'labelled-texts.tsv'), 'utf8')).map((item) => ({
  text: item.text,
  harmful: item.labels.size > 0,
}));
const hatecheck = parseHateCheck(readFileSync(join(root, 'quality-data', 'hatecheck', 'test_suite_cases.csv'), 'utf8')).map((item) => ({
  text: item.text,
  harmful: item.hateful,
}));

const sets = { fixtures, hatecheck };
const wide = { uncertain: { min: 0, max: 0.9 } };

describe('cascade([lexicon(), judge]): what reaches the judge (README figures)', () => {
  it.each([
    ['fixtures', 'default band [0.2, 0.9)', {}, { texts: 429, escalated: 107, escalatedHarmful: 95, keptFlagged: 70, keptFlaggedBenign: 0, keptClean: 252, keptCleanHarmful: 50 }],
    ['fixtures', 'band [0, 0.9)', wide, { texts: 429, escalated: 359, escalatedHarmful: 145, keptFlagged: 70, keptFlaggedBenign: 0, keptClean: 0, keptCleanHarmful: 0 }],
    ['hatecheck', 'default band [0.2, 0.9)', {}, { texts: 3728, escalated: 1541, escalatedHarmful: 1315, keptFlagged: 349, keptFlaggedBenign: 29, keptClean: 1838, keptCleanHarmful: 928 }],
    ['hatecheck', 'band [0, 0.9)', wide, { texts: 3728, escalated: 3379, escalatedHarmful: 2243, keptFlagged: 349, keptFlaggedBenign: 29, keptClean: 0, keptCleanHarmful: 0 }],
  ] as const)('%s, %s', async (set, _, options, expected) => {
    expect(await measureEscalation(lexicon({ cacheChars: 0 }), sets[set], options)).toEqual(expected);
  });
});
