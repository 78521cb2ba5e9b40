import nlp from 'compromise/two';

/** Word classes the name and address rules use, from compromise's lexicon (lower-case keys). */
export interface NameLexicon {
  /** Given names (`MaleName`, `FemaleName`, `FirstName`). */
  firstNames: ReadonlySet<string>;
  /** Surnames (`LastName`). */
  lastNames: ReadonlySet<string>;
  /** Honorifics (`Honorific`: mr, dr, prof, sir...), plus a few European ones compromise lacks. */
  honorifics: ReadonlySet<string>;
  /** Words that never belong to a name: function words, months, weekdays, places, organizations. */
  notName: ReadonlySet<string>;
  /** Verbs and adverbs: dropped at the start of a run (`Contact`, `Yesterday`), allowed as surnames (`Block`). */
  sentenceWords: ReadonlySet<string>;
  /** Multi-word organization names (`Organization`: 'banana republic'), rejected as persons. */
  organizations: ReadonlySet<string>;
}

// Tags whose words are never part of a person's name when written capitalized.
const NOT_NAME_TAGS = new Set([
  'Determiner', 'Preposition', 'Conjunction', 'Pronoun', 'Modal', 'Copula', 'QuestionWord', 'Month', 'WeekDay',
  'Country', 'Region', 'Place', 'City', 'Organization', 'Expression', 'Possessive', 'Negative', 'Value', 'Cardinal',
  'Ordinal', 'Demonym', 'Currency',
]);
const SENTENCE_TAGS = new Set(['Adverb', 'Verb', 'PresentTense', 'PastTense', 'Infinitive', 'Gerund', 'Plural', 'Imperative']);
const NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName', 'LastName', 'Person']);
const EXTRA_HONORIFICS = ['miss', 'mx', 'dame', 'lady', 'lord', 'herr', 'frau', 'sra', 'sr', 'srta', 'don', 'dona', 'doña', 'mme', 'mlle', 'm', 'pani', 'pan', 'sig', 'signor', 'signora', 'bay', 'bayan', 'fru'];
// Capitalized words compromise does not tag but that start or make up non-names in running text.
const EXTRA_NOT_NAME = ['hi', 'hello', 'hey', 'dear', 'thanks', 'thank', 'regards', 'best', 'cheers', 'please', 'ok', 'yes', 'no', 'team', 'customer', 'support', 'user', 'admin'];

let cached: NameLexicon | undefined;

/** The lexicon, built once from `compromise/two` (about 24,000 words; ~10 ms). */
export function nameLexicon(): NameLexicon {
  if (cached !== undefined) return cached;
  const model = nlp.model() as { one: { lexicon: Record<string, string | string[]> } };
  const firstNames = new Set<string>();
  const lastNames = new Set<string>();
  const honorifics = new Set<string>(EXTRA_HONORIFICS);
  const notName = new Set<string>(EXTRA_NOT_NAME);
  const organizations = new Set<string>();
  const sentenceWords = new Set<string>();
  for (const [word, tag] of Object.entries(model.one.lexicon)) {
    const tags = Array.isArray(tag) ? tag : [tag];
    if (word.includes(' ')) {
      if (tags.includes('Organization')) organizations.add(word);
      continue;
    }
    if (tags.includes('Honorific')) honorifics.add(word);
    else if (tags.includes('MaleName') || tags.includes('FemaleName') || tags.includes('FirstName')) firstNames.add(word);
    else if (tags.includes('LastName')) lastNames.add(word);
    else if (!tags.some((t) => NAME_TAGS.has(t)) && tags.some((t) => NOT_NAME_TAGS.has(t))) notName.add(word);
    else if (!tags.some((t) => NAME_TAGS.has(t)) && tags.some((t) => SENTENCE_TAGS.has(t))) sentenceWords.add(word);
  }
  cached = { firstNames, lastNames, honorifics, notName, sentenceWords, organizations };
  return cached;
}
