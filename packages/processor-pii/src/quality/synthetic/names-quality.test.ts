import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateNamesCorpus, NAME_TEMPLATES } from './names-corpus.js';
import { measureNames } from './names-measure.js';
import { namesFigures, NAMES_DEV_SEED, NAMES_HELD_OUT_SEED } from './names-section.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
type Fig = { support: number; precision: number; recall: number };
type Run = { perType: Record<string, Fig> };
const committed = (JSON.parse(readFileSync(join(root, 'quality.json'), 'utf8')) as { names: { dev: Run; heldOut: Run; heldOutEnglish: Run; baseline: { heldOut: Run } } }).names;

describe('names corpus', () => {
  it('is the same for the same seed, differs between the development and held-out seeds', () => {
    expect(generateNamesCorpus(NAMES_DEV_SEED, 100)).toEqual(generateNamesCorpus(NAMES_DEV_SEED, 100));
    expect(generateNamesCorpus(NAMES_HELD_OUT_SEED, 100)).not.toEqual(generateNamesCorpus(NAMES_DEV_SEED, 100));
  });

  it('labels non-overlapping spans inside the text, with both types and every negative kind', () => {
    const corpus = generateNamesCorpus(NAMES_DEV_SEED, 600);
    for (const s of corpus) {
      const spans = [...s.entities, ...s.negatives].sort((a, b) => a.start - b.start);
      spans.forEach((span, i) => {
        expect(span.end).toBeLessThanOrEqual(s.text.length);
        if (i > 0) expect(span.start).toBeGreaterThanOrEqual(spans[i - 1]?.end ?? 0);
      });
    }
    expect(new Set(corpus.flatMap((s) => s.entities.map((e) => e.type)))).toEqual(new Set(['PERSON', 'ADDRESS']));
    expect(new Set(corpus.flatMap((s) => s.negatives.map((n) => n.kind))).size).toBe(4);
    expect(new Set(corpus.map((s) => s.template)).size).toBe(NAME_TEMPLATES.length);
  });

  it('scores a hit on a hard negative as a false positive of that kind', () => {
    const corpus = [{ text: 'Ralph Lauren and Ann Lee', template: 'x', locale: 'en_US', entities: [{ type: 'PERSON', start: 17, end: 24 }], negatives: [{ kind: 'brand' as const, start: 0, end: 12 }] }];
    const m = measureNames(corpus, () => [{ type: 'PERSON', start: 0, end: 12 }, { type: 'PERSON', start: 17, end: 24 }]);
    expect(m.perType.PERSON).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 0 });
    expect(m.negatives.brand).toEqual({ values: 1, falsePositives: 1 });
  });

  it('the names section of quality.json is what the recognizer measures today (rerun `pnpm quality` after a rule change)', () => {
    const fresh = namesFigures();
    expect(fresh.dev).toEqual(committed.dev);
    expect(fresh.heldOut).toEqual(committed.heldOut);
    expect(fresh.heldOutEnglish).toEqual(committed.heldOutEnglish);
  }, 60_000);

  it("the README's names table shows the committed figures", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Names and addresses (`@sluice/processor-pii/names`)'));
    const f = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(3));
    const rows = [...section.matchAll(/^\| `(PERSON|ADDRESS)` \| (\d+) \|((?: [\d.]+ \|){8})$/gm)].map((m) => [m[1], m[2], ...(m[3] ?? '').split('|').map((c) => c.trim()).filter((c) => c !== '')]);
    const expected = ['PERSON', 'ADDRESS'].map((type) => {
      const h = committed.heldOut.perType[type];
      const e = committed.heldOutEnglish.perType[type];
      const d = committed.dev.perType[type];
      const b = committed.baseline.heldOut.perType[type];
      return [type, String(h?.support), f(h?.precision), f(h?.recall), f(e?.precision), f(e?.recall), f(d?.precision), f(d?.recall), f(b?.precision), f(b?.recall)];
    });
    expect(rows).toEqual(expected);
  });
});
