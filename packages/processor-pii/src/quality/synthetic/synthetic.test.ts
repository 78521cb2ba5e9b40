import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NATIONAL_TYPES } from '../../detect/national-types.js';
import { generateSyntheticCorpus } from './corpus.js';
import { measureSynthetic, spansMatch } from './measure.js';
import { FAKER_VERSION, SYNTHETIC_SEED, SYNTHETIC_SENTENCES, syntheticSection } from './section.js';
import { TEMPLATES } from './templates.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('synthetic corpus', () => {
  it('is the same for the same seed and size, and differs for another seed', () => {
    expect(generateSyntheticCorpus(7, 200)).toEqual(generateSyntheticCorpus(7, 200));
    expect(generateSyntheticCorpus(8, 200)).not.toEqual(generateSyntheticCorpus(7, 200));
  });

  it('has at least 40 templates in several styles and languages, and uses every one at the committed size', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TEMPLATES.map((t) => t.style)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(TEMPLATES.map((t) => t.lang)).size).toBeGreaterThanOrEqual(6);
    const used = new Set(generateSyntheticCorpus(SYNTHETIC_SEED, SYNTHETIC_SENTENCES).map((s) => s.template));
    expect(TEMPLATES.filter((t) => !used.has(t.id)).map((t) => t.id)).toEqual([]);
  });

  it('holds every national identifier type at the committed size, some of them in lower case', () => {
    const corpus = generateSyntheticCorpus(SYNTHETIC_SEED, SYNTHETIC_SENTENCES);
    const types = new Set(corpus.flatMap((s) => s.entities.map((e) => e.type)));
    expect(NATIONAL_TYPES.filter((t) => !types.has(t))).toEqual([]);
    const lower = corpus.flatMap((s) => s.entities.filter((e) => (NATIONAL_TYPES as readonly string[]).includes(e.type) && /[a-z]/.test(s.text.slice(e.start, e.end))));
    expect(lower.length).toBeGreaterThan(100);
  });

  it('labels spans inside the text that do not overlap each other', () => {
    for (const s of generateSyntheticCorpus(SYNTHETIC_SEED, 500)) {
      const spans = [...s.entities, ...s.negatives].sort((a, b) => a.start - b.start);
      spans.forEach((span, i) => {
        expect(span.start).toBeLessThan(span.end);
        expect(span.end).toBeLessThanOrEqual(s.text.length);
        if (i > 0) expect(span.start).toBeGreaterThanOrEqual(spans[i - 1]?.end ?? 0);
      });
      expect(s.text).not.toMatch(/\{[A-Za-z0-9_:-]+\}/);
    }
  });

  it('matches spans of the same type overlapping at least half of the longer one', () => {
    const e = { type: 'PHONE', start: 0, end: 18 };
    expect(spansMatch({ type: 'PHONE', start: 0, end: 12 }, e)).toBe(true);
    expect(spansMatch({ type: 'PHONE', start: 0, end: 8 }, e)).toBe(false);
    expect(spansMatch({ type: 'US_SSN', start: 0, end: 18 }, e)).toBe(false);
  });

  it('counts only the enabled types, a wrong-type detection as a false positive, and hits on negatives', () => {
    const corpus = [
      { text: 'NHS 943 476 5919 and ORD-1', template: 'x', locale: 'en_GB', entities: [{ type: 'UK_NHS', start: 4, end: 16 }], negatives: [{ kind: 'order-number' as const, start: 21, end: 26 }] },
    ];
    const m = measureSynthetic(corpus, () => [{ type: 'PHONE', start: 4, end: 16 }, { type: 'IPV4', start: 21, end: 26 }], new Set(['PHONE', 'IPV4']));
    expect(m.perType.UK_NHS).toBeUndefined();
    expect(m.perType.PHONE?.falsePositives).toBe(1);
    expect(m.negatives['order-number']).toEqual({ values: 1, falsePositives: 1 });
    expect(m.overall).toMatchObject({ truePositives: 0, falsePositives: 2, falseNegatives: 0 });
  });

  it('the synthetic section of quality.json is what detect() measures today (rerun `pnpm quality` after a recognizer change)', () => {
    const committed = (JSON.parse(readFileSync(join(root, 'quality.json'), 'utf8')) as { synthetic?: unknown }).synthetic;
    expect(committed).toEqual(syntheticSection());
  });

  it("the README's synthetic table shows the committed figures", () => {
    type Fig = { support: number; precision: number; recall: number };
    type Run = { perType: Record<string, Fig>; overall: Fig };
    const committed = (JSON.parse(readFileSync(join(root, 'quality.json'), 'utf8')) as { synthetic: { default: Run; localesAll: Run } }).synthetic;
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Synthetic corpus'));
    const rows = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| (\d+) \| ([\d.]+|-) \| ([\d.]+|-) \| ([\d.]+) \| ([\d.]+) \|$/gm)];
    const f = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(3));
    const expected = Object.entries(committed.localesAll.perType).map(([type, all]) => {
      const def = committed.default.perType[type];
      return [type, String(all.support), f(def?.precision), f(def?.recall), f(all.precision), f(all.recall)];
    });
    expect(rows.map((m) => m.slice(1))).toEqual(expected);
    expect(section).toContain(`precision ${f(committed.default.overall.precision)}, recall ${f(committed.default.overall.recall)}`);
    expect(section).toContain(`precision ${f(committed.localesAll.overall.precision)}, recall ${f(committed.localesAll.overall.recall)}`);
  });

  it('names the faker version of the devDependency', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies['@faker-js/faker']).toBe(FAKER_VERSION);
  });
});
