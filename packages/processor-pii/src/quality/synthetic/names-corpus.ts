/**
 * The seeded names-and-addresses corpus: sentences with `PERSON` and `ADDRESS` entities (faker
 * names and street addresses of every corpus locale) in many templates, and hard negatives that
 * look like them but are none (eponymous brands, places, companies, titles; street words and
 * given names used as ordinary words in the template text). Written for this corpus; the
 * recognizer's word lists come from compromise, not from here.
 */
import { Faker, base, en } from '@faker-js/faker';
import { LOCALE_DATA, REFERENCE_DATE, type LabelledSpan } from './corpus.js';
import { CORPUS_LOCALES, type CorpusLocale } from './values.js';

/** Hard-negative kinds of the names corpus. */
export const NAME_NEGATIVE_KINDS = ['brand', 'place', 'company', 'title'] as const;

/** A hard-negative kind. */
export type NameNegativeKind = (typeof NAME_NEGATIVE_KINDS)[number];

/** One sentence of the names corpus. */
export interface NamesSentence {
  text: string;
  template: string;
  locale: string;
  entities: (LabelledSpan & { type: string })[];
  negatives: (LabelledSpan & { kind: NameNegativeKind })[];
}

// Brands, labels and shops named after people (written here; never read by the recognizer).
const BRANDS = [
  'Ralph Lauren', 'Calvin Klein', 'Tommy Hilfiger', 'Hugo Boss', 'Louis Vuitton', 'Tom Ford', 'Marc Jacobs', 'Kate Spade',
  'Michael Kors', 'Vera Wang', 'Jimmy Choo', 'Paul Smith', 'Ted Baker', 'Karl Lagerfeld', 'Stella McCartney', 'Estée Lauder',
  'John Deere', 'Charles Schwab', 'Wells Fargo', 'Morgan Stanley', 'Goldman Sachs', 'Betty Crocker', 'Sara Lee',
  'Jack Daniels', 'Johnnie Walker', 'Dr Pepper', 'Harley Davidson', 'Rolls Royce', 'Aston Martin', 'Mercedes Benz',
  'Christian Dior', 'Giorgio Armani', 'Anne Klein', 'Kenneth Cole', 'Laura Ashley', 'Victoria Beckham', 'Walt Disney',
  'Ben Sherman', 'Fred Perry', 'Lacoste', 'Ferrari', 'Chanel', 'Gucci', 'Prada', 'Zara', 'Honda', 'Dell', 'Boeing',
];
const TITLES = [
  'Pride and Prejudice', 'The Great Gatsby', 'War and Peace', 'Gone with the Wind', 'Little Women', 'The Old Man and the Sea',
  'Brave New World', 'The Grapes of Wrath', 'Great Expectations', 'Wuthering Heights', 'Moby Dick', 'The Road',
  'Mulholland Drive', 'Sunset Boulevard', 'Abbey Road', 'Penny Lane', 'Electric Avenue', 'Baker Street', 'Main Street Blues',
  'The Long Way Home', 'Grace Under Pressure', 'Hope Floats', 'Will and Grace',
];

type Slot = (f: Faker, locale: CorpusLocale) => string;

function personName(f: Faker): string {
  const first = f.person.firstName();
  const last = f.person.lastName();
  return f.helpers.weightedArrayElement([
    { weight: 6, value: `${first} ${last}` },
    { weight: 1, value: `${first} ${f.string.alpha({ length: 1, casing: 'upper' })}. ${last}` },
    { weight: 1, value: `${first} ${f.person.middleName()} ${last}` },
  ]);
}

const COUNTRY_FIRST: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'GB', 'IN', 'ZA']);

function address(f: Faker, locale: CorpusLocale): string {
  const street = f.location.streetAddress(f.datatype.boolean({ probability: 0.3 }));
  if (!f.datatype.boolean({ probability: 0.4 })) return street;
  if (COUNTRY_FIRST.has(locale.country)) return `${street}, ${f.location.city()}, ${f.location.state({ abbreviated: true })} ${f.location.zipCode()}`;
  return `${street}, ${f.location.zipCode()} ${f.location.city()}`;
}

const ENTITY_SLOTS: Record<string, { type: string; make: Slot }> = {
  PERSON: { type: 'PERSON', make: (f) => personName(f) },
  FIRST: { type: 'PERSON', make: (f) => f.person.firstName() },
  LAST: { type: 'PERSON', make: (f) => f.person.lastName() },
  ADDRESS: { type: 'ADDRESS', make: address },
};

const NEGATIVE_SLOTS: Record<NameNegativeKind, Slot> = {
  brand: (f) => f.helpers.arrayElement(BRANDS),
  place: (f) => f.helpers.arrayElement([f.location.city(), f.location.country(), f.location.state(), f.location.county()]),
  company: (f) => f.company.name(),
  title: (f) => f.helpers.arrayElement(TITLES),
};

/** Template text: `{PERSON}`, `{FIRST}`, `{LAST}`, `{ADDRESS}` entities; `{neg:kind}` hard negatives; `{prefix}` an honorific, `{job}`, `{city}` fillers. */
export const NAME_TEMPLATES: readonly { id: string; text: string }[] = [
  { id: 'chat-meet', text: 'hey, I met {PERSON} at the conference, she said to write to her' },
  { id: 'chat-greet', text: 'Hi {FIRST}, can you send me the file before lunch?' },
  { id: 'chat-thanks', text: 'Thanks {FIRST}! The road ahead looks clear now.' },
  { id: 'chat-address', text: 'can you ship it to {ADDRESS}? I moved last month' },
  { id: 'chat-brand', text: 'I bought a {neg:brand} jacket and a {neg:brand} watch on sale' },
  { id: 'email-sign', text: 'Best regards,\n{PERSON}\n{job}\n{ADDRESS}' },
  { id: 'email-dear', text: 'Dear {prefix} {LAST},\n\nyour order has shipped to {ADDRESS}.' },
  { id: 'email-cc', text: 'Please loop in {PERSON} and {PERSON}; Grant access to the folder once they reply.' },
  { id: 'email-company', text: 'Our partner {neg:company} signed the contract; {PERSON} will drive the rollout.' },
  { id: 'form', text: 'Name: {PERSON}\nAddress: {ADDRESS}\nCity: {city}' },
  { id: 'form-inline', text: 'Applicant {PERSON}, resident at {ADDRESS}, applied on Monday.' },
  { id: 'ticket', text: 'Ticket: customer {PERSON} says the parcel for {ADDRESS} never arrived.' },
  { id: 'ticket-place', text: 'Ticket: delivery to {neg:place} delayed, Park the van at the depot and Mark it as late.' },
  { id: 'prose', text: 'Yesterday {PERSON} walked down the street to the old house at {ADDRESS}.' },
  { id: 'prose-honorific', text: 'The report was signed by {prefix} {PERSON} of the {city} office.' },
  { id: 'prose-title', text: 'She reread {neg:title} on the train to {neg:place}.' },
  { id: 'prose-neg', text: 'Will the Court review the case? Drive safely on the Main road and Bill the client in May.' },
  { id: 'prose-brand', text: 'The {neg:brand} store opened next to the {neg:company} office downtown.' },
  { id: 'json', text: '{"customer": "{PERSON}", "shipTo": "{ADDRESS}"}' },
  { id: 'csv', text: '{PERSON};{ADDRESS};{city}' },
  { id: 'log', text: 'INFO updated profile for user {PERSON} (address {ADDRESS})' },
  { id: 'note', text: 'Note from {FIRST}: the Avenue project is on hold, ask {PERSON} about the budget.' },
  { id: 'meeting', text: 'Meeting with {PERSON}, {PERSON} and {neg:company} at {ADDRESS} on Friday.' },
  { id: 'address-only', text: 'Office: {ADDRESS}' },
  { id: 'mention', text: 'According to {prefix} {LAST}, the {neg:title} adaptation sold well in {neg:place}.' },
  { id: 'neg-only', text: 'Sale at {neg:brand}, {neg:brand} and {neg:company} in {neg:place} this Sunday.' },
];

const SLOT = /\{([A-Za-z:]+)\}/g;

function render(f: Faker, template: { id: string; text: string }, locale: CorpusLocale): NamesSentence {
  const out: NamesSentence = { text: '', template: template.id, locale: locale.key, entities: [], negatives: [] };
  let last = 0;
  for (const m of template.text.matchAll(SLOT)) {
    const slot = m[1] ?? '';
    out.text += template.text.slice(last, m.index);
    last = m.index + m[0].length;
    const start = out.text.length;
    if (slot.startsWith('neg:')) {
      const kind = slot.slice(4) as NameNegativeKind;
      const make = NEGATIVE_SLOTS[kind];
      out.text += make(f, locale);
      out.negatives.push({ kind, start, end: out.text.length });
      continue;
    }
    const entity = ENTITY_SLOTS[slot];
    if (entity !== undefined) {
      out.text += entity.make(f, locale);
      out.entities.push({ type: entity.type, start, end: out.text.length });
      continue;
    }
    if (slot === 'prefix') out.text += f.helpers.arrayElement(['Dr.', 'Mr.', 'Ms.', 'Mrs.', 'Prof.', 'Dr', 'Mr', 'Ms']);
    else if (slot === 'job') out.text += f.person.jobTitle();
    else if (slot === 'city') out.text += f.location.city();
    else throw new Error(`unknown slot {${slot}}`);
  }
  out.text += template.text.slice(last);
  return out;
}

/** `sentences` sentences from `seed`: locales in turn, a template chosen by that locale's faker. */
export function generateNamesCorpus(seed: number, sentences: number): NamesSentence[] {
  const fakers = CORPUS_LOCALES.map((locale, i) => {
    const f = new Faker({ locale: [LOCALE_DATA[locale.key], en, base] });
    f.seed(seed * 1000 + i);
    f.setDefaultRefDate(REFERENCE_DATE);
    return f;
  });
  const out: NamesSentence[] = [];
  for (let n = 0; n < sentences; n++) {
    const i = n % CORPUS_LOCALES.length;
    const locale = CORPUS_LOCALES[i];
    const f = fakers[i];
    if (locale === undefined || f === undefined) throw new Error('unreachable');
    out.push(render(f, f.helpers.arrayElement(NAME_TEMPLATES), locale));
  }
  return out;
}
