/**
 * The seeded synthetic corpus: sentences rendered from `TEMPLATES` with faker values, each entity
 * and each negative value labelled with its span. Same seed and size, same corpus (faker's
 * reference date is fixed too).
 */
import { Faker, base, de, en, en_AU, en_CA, en_GB, en_IN, en_NG, en_US, en_ZA, es, fi, fr, it, ko, pl, sv, th, tr, type LocaleDefinition } from '@faker-js/faker';
import { TEMPLATES, type SentenceTemplate } from './templates.js';
import {
  ANY_TYPES,
  SYNTHETIC_LOCALES,
  ENTITY_VALUES,
  NATIONAL_VALUES,
  NEGATIVE_KINDS,
  NEGATIVE_VALUES,
  SECRET_TYPES,
  type CorpusLocale,
  type NegativeKind,
} from './values.js';

/** A labelled span of a corpus sentence. */
export interface LabelledSpan {
  start: number;
  end: number;
}

/** One corpus sentence with its entities (type and span) and its negative values (kind and span). */
export interface CorpusSentence {
  text: string;
  template: string;
  locale: string;
  entities: (LabelledSpan & { type: string })[];
  negatives: (LabelledSpan & { kind: NegativeKind })[];
}

/** faker locale data of each corpus locale. */
export const LOCALE_DATA: Record<CorpusLocale['key'], LocaleDefinition> = { en_US, en_GB, en_CA, en_AU, en_IN, en_ZA, de, fr, es, it, pl, sv, fi, tr, ko, th, en_NG, en };

/** faker's reference date for relative dates (`recent`, birthdates by age), fixed so the corpus does not move with the clock. */
export const REFERENCE_DATE = '2026-01-01T00:00:00.000Z';

const SLOT = /\{([A-Za-z0-9_:-]+)\}/g;

function fillerValue(f: Faker, name: string): string {
  switch (name) {
    case 'name': return f.person.fullName();
    case 'first': return f.person.firstName();
    case 'company': return f.company.name();
    case 'city': return f.location.city();
    case 'street': return f.location.streetAddress();
    case 'job': return f.person.jobTitle();
    case 'user': return f.internet.username();
    case 'word': return f.lorem.word();
    default: throw new Error(`unknown filler slot {${name}}`);
  }
}

function usable(template: SentenceTemplate, locale: CorpusLocale): boolean {
  if (template.lang !== 'en' && template.lang !== locale.lang) return false;
  return !template.text.includes('{NATIONAL}') || (NATIONAL_VALUES[locale.country]?.length ?? 0) > 0;
}

function render(f: Faker, template: SentenceTemplate, locale: CorpusLocale): CorpusSentence {
  const sentence: CorpusSentence = { text: '', template: template.id, locale: locale.key, entities: [], negatives: [] };
  let last = 0;
  for (const m of template.text.matchAll(SLOT)) {
    const slot = m[1] ?? '';
    sentence.text += template.text.slice(last, m.index);
    last = m.index + m[0].length;
    if (slot === 'neg' || slot.startsWith('neg:')) {
      const named = slot.slice(4);
      if (slot !== 'neg' && !(NEGATIVE_KINDS as readonly string[]).includes(named)) throw new Error(`unknown negative kind ${named}`);
      const kind = slot === 'neg' ? f.helpers.arrayElement(NEGATIVE_KINDS) : (named as NegativeKind);
      const value = NEGATIVE_VALUES[kind](f, locale);
      sentence.negatives.push({ kind, start: sentence.text.length, end: sentence.text.length + value.length });
      sentence.text += value;
      continue;
    }
    if (slot === slot.toLowerCase()) {
      sentence.text += fillerValue(f, slot);
      continue;
    }
    let type = slot;
    let value: string;
    let label = '';
    if (slot === 'NATIONAL') {
      const national = f.helpers.arrayElement(NATIONAL_VALUES[locale.country] ?? []);
      type = national.type;
      value = national.generate(f);
      label = f.helpers.arrayElement(national.labels);
    } else {
      if (slot === 'SECRET') type = f.helpers.arrayElement(SECRET_TYPES);
      else if (slot === 'ANY') type = f.helpers.arrayElement(ANY_TYPES);
      const make = ENTITY_VALUES[type];
      if (make === undefined) throw new Error(`unknown entity slot {${slot}}`);
      ({ value } = make(f, locale));
    }
    if (label !== '') sentence.text += `${label} `;
    sentence.entities.push({ type, start: sentence.text.length, end: sentence.text.length + value.length });
    sentence.text += value;
  }
  sentence.text += template.text.slice(last);
  return sentence;
}

/**
 * Generates `sentences` corpus sentences from `seed`: each picks a locale (in turn), then a
 * template usable for it (the English ones and those of its language; every second round, one
 * with a national identifier where the country has generators), and fills the slots with that
 * locale's faker.
 */
export function generateSyntheticCorpus(seed: number, sentences: number): CorpusSentence[] {
  const fakers = SYNTHETIC_LOCALES.map((locale, i) => {
    const f = new Faker({ locale: [LOCALE_DATA[locale.key], en, base] });
    f.seed(seed * 1000 + i);
    f.setDefaultRefDate(REFERENCE_DATE);
    return f;
  });
  const out: CorpusSentence[] = [];
  for (let n = 0; n < sentences; n++) {
    const i = n % SYNTHETIC_LOCALES.length;
    const locale = SYNTHETIC_LOCALES[i];
    const f = fakers[i];
    if (locale === undefined || f === undefined) throw new Error('unreachable');
    // one sentence in two of a country with national identifiers uses a template with one, so
    // each national type gets a few dozen cases (else they would be about one sentence in 25)
    const national = Math.floor(n / SYNTHETIC_LOCALES.length) % 2 === 1 && (NATIONAL_VALUES[locale.country]?.length ?? 0) > 0;
    const template = f.helpers.arrayElement(TEMPLATES.filter((tpl) => usable(tpl, locale) && (!national || tpl.text.includes('{NATIONAL}'))));
    out.push(render(f, template, locale));
  }
  return out;
}
