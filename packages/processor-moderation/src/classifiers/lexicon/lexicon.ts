import type { EnglishProfaneWord } from 'obscenity';
import { parentCategory, type CategoryDefinition } from '../../categories.js';
import type { CategoryScores, ModerationClassifier } from '../../classifier.js';
import { CATEGORY_TERMS, type WeightedTerm } from './category-terms.js';
import { isSpelled, spelledTermBody, TERM_END, TERM_START, termBody } from './compile-term.js';
import { normalizeSpelling, normalizeText, removeInvisible, squeeze } from './normalize-text.js';
import { misspeltSlurs } from './slur-spellings.js';
import { PROFANITY_CATEGORIES } from './profanity-categories.js';
import { getProfanityMatcher } from './profanity-matcher.js';
import { benignFamilies, familiesOf, readIntent, type ContextFamily } from './intent/read-intent.js';
import { objectSenses } from './intent/object-sense.js';
import { thingSenses } from './intent/thing-senses.js';
import { ScoreCache } from './score-cache.js';
import { parseOptions } from '../../parse-options.js';
import { ModerationOptionsError } from '../../errors/moderation-options-error.js';
import { lexiconOptionsSchema } from './lexicon-options-schema.js';
import { isOneSlice, textSlices } from './text-slices.js';
import { termScreen } from './term-screen.js';

/** Options of `lexicon()`. */
export interface LexiconOptions {
  /**
   * Extra terms per category (built-in or custom), in the term syntax of `CATEGORY_TERMS`, added
   * to the built-in lists. A plain phrase such as `'acme corp'` works as a term.
   * @default {}
   */
  terms?: Readonly<Record<string, readonly WeightedTerm[]>>;
  /** Also use the obscenity library's English profanity dataset (slurs, sexual words). @default true */
  profanity?: boolean;
  /**
   * Characters of recently scored text whose scores this classifier keeps (least recently used
   * out), so that a conversation's history, sent again with every call, is not scored again.
   * Scores depend on the text alone, so a kept score is exactly what scoring again would give.
   * `0` keeps nothing (and no text stays in memory after a call).
   * @default 262144
   */
  cacheChars?: number;
}

const DEFAULT_CACHE_CHARS = 262_144;

interface CompiledTerm {
  category: string;
  /** Over `normalizeText`'s text; for a `=` term, only a screen (the squeezed spelling). */
  pattern: RegExp;
  /** For a `=` term, the pattern over `normalizeSpelling`'s text, which decides. */
  spelled?: RegExp;
  weight: number;
}

/**
 * The offline classifier (the default): term lists per category matched on text normalized
 * against obfuscation (leetspeak, spacing, homoglyphs, repeated letters), plus the `obscenity`
 * library's English profanity dataset, plus rules that read intent toward a target (threats,
 * calls for harm, how-to-harm requests, first-person self-harm intent, sexual requests) and lower a
 * match in benign context (negation, games and fiction, software, news, counter-speech, care,
 * education). Fast and free, English only, and far from what a model reads: see the README for its
 * measured precision and recall. Keeps the scores of recently
 * scored texts (`cacheChars`), so the history an agent sends again with every call costs nothing.
 *
 * @example
 * const moderation = new ModerationProcessor({ classifier: lexicon({ terms: { violence: [['burn it down', 0.6]] } }) });
 */
export function lexicon(options: LexiconOptions = {}): ModerationClassifier {
  const resolved = parseOptions(lexiconOptionsSchema, options, 'lexicon');
  const extra = Object.entries(resolved.terms ?? {});
  // The built-in terms compile once per process (their regular expressions compile on first use).
  const lexiconTerms = extra.length === 0 ? (builtInTerms ??= compileTerms([])) : compileTerms(extra);
  const useProfanity = resolved.profanity ?? true;
  const cache = new ScoreCache(resolved.cacheChars ?? DEFAULT_CACHE_CHARS);
  const find = (text: string, findings: Findings) => {
    findInText(text, lexiconTerms, useProfanity, findings);
  };
  return {
    id: 'lexicon',
    classify: (texts, { categories, abortSignal }) => {
      // Texts of one slice are scored at once (the common case answers without a macrotask).
      if (texts.every(isOneSlice)) {
        return Promise.resolve(
          texts.map((text) => scoreEveryCategory(cache.get(text, (one) => scoresOf(findAll(one, find))), categories)),
        );
      }
      return scoreInSlices(texts, cache, find, abortSignal).then((all) =>
        all.map((scores) => scoreEveryCategory(scores, categories)),
      );
    },
  };
}

/**
 * The terms and profanity words found in one text (or in all slices of one text), each with the
 * families whose benign context lowers it (empty once it is found outside such a context), and the
 * strongest intent-rule evidence per category.
 */
interface Findings {
  terms: Map<CompiledTerm, boolean>;
  words: Map<EnglishProfaneWord, ReadonlySet<ContextFamily>>;
  intents: Map<string, number>;
}

/** What a term match weighs in a context that makes its words benign (negation, fiction, care, ...). */
const BENIGN_CONTEXT_FACTOR = 0.5;

function emptyFindings(): Findings {
  return { terms: new Map(), words: new Map(), intents: new Map() };
}

/** The findings of `text` scored whole (one slice). */
function findAll(text: string, find: (text: string, findings: Findings) => void): Findings {
  const findings = emptyFindings();
  find(text, findings);
  return findings;
}

/**
 * Scores texts slice by slice (see `textSlices`), yielding to the event loop between slices and
 * stopping with the signal's reason once it is aborted, so that the processor's `timeoutMs` and the
 * run's cancellation hold for synchronous work too. The findings of all slices of a text are
 * united, then scored as for the whole text.
 */
async function scoreInSlices(
  texts: readonly string[],
  cache: ScoreCache,
  find: (text: string, findings: Findings) => void,
  abortSignal: AbortSignal,
): Promise<CategoryScores[]> {
  const results: CategoryScores[] = [];
  for (const text of texts) {
    const cached = cache.lookup(text);
    if (cached !== undefined) {
      results.push(cached);
      continue;
    }
    const findings = emptyFindings();
    for (const slice of textSlices(text)) {
      abortSignal.throwIfAborted();
      find(slice, findings);
      await nextMacrotask();
    }
    abortSignal.throwIfAborted();
    const scores = scoresOf(findings);
    cache.keep(text, scores);
    results.push(scores);
  }
  return results;
}

/** Resolves after the event loop has run timers and I/O (so a timeout can fire). */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * `scores` with an explicit 0 for every checked category it does not score: the lexicon answers
 * for every category it is asked about (an answer without any checked category is schema drift).
 */
function scoreEveryCategory(scores: CategoryScores, categories: readonly CategoryDefinition[]): CategoryScores {
  for (const { name } of categories) scores[name] ??= 0;
  return scores;
}

let builtInTerms: LexiconTerms | undefined;

/** The built-in terms and `extra`, compiled, with their screen. */
function compileTerms(extra: readonly [string, readonly WeightedTerm[]][]): LexiconTerms {
  const terms: CompiledTerm[] = [];
  const bodies: string[] = [];
  const builtIn = Object.entries(CATEGORY_TERMS).length;
  for (const [index, [category, list]] of [...Object.entries(CATEGORY_TERMS), ...extra].entries()) {
    for (const [position, [term, weight]] of list.entries()) {
      let body: string;
      let pattern: RegExp;
      let spelled: RegExp | undefined;
      try {
        body = termBody(term);
        pattern = new RegExp(`${TERM_START}(?:${body})${TERM_END}`);
        if (isSpelled(term)) spelled = new RegExp(`${TERM_START}(?:${spelledTermBody(term)})${TERM_END}`);
      } catch (error) {
        // A built-in term always compiles (a test compiles them all); a given one may not.
        if (index < builtIn) throw error;
        throw new ModerationOptionsError('lexicon', [
          { path: `terms.${category}.${String(position)}`, message: 'is not a valid term (an unknown <macro> or an invalid pattern)' },
        ]);
      }
      bodies.push(body);
      terms.push(spelled === undefined ? { category, pattern, weight } : { category, pattern, spelled, weight });
    }
  }
  return { terms, mayMatch: termScreen(bodies) };
}

/** The compiled terms and their screen (false: no term matches the normalized text). */
interface LexiconTerms {
  terms: readonly CompiledTerm[];
  mayMatch: (normalized: string) => boolean;
}

/** Adds the terms and profanity words found in `text` to `findings`. */
function findInText(text: string, lexiconTerms: LexiconTerms, useProfanity: boolean, findings: Findings): void {
  const normalized = normalizeText(text);
  const reading = readIntent(normalized);
  for (const { category, weight } of reading.hits) findings.intents.set(category, Math.max(findings.intents.get(category) ?? 0, weight));
  let terms = lexiconTerms.mayMatch(normalized) ? lexiconTerms.terms.filter((term) => term.pattern.test(normalized)) : [];
  // A `=` term's squeezed spelling matched; its letters as written decide (`cons` is not `coons`).
  if (terms.some((term) => term.spelled !== undefined)) {
    const spelling = normalizeSpelling(text);
    terms = terms.filter((term) => term.spelled === undefined || term.spelled.test(spelling));
  }
  let words = useProfanity ? getProfanityMatcher().words(removeInvisible(text)) : [];
  // A slur misspelt by one swapped pair or one dropped letter (`cihnk`) is read as the slur.
  const misspelt = misspeltSlurs(normalized);
  if (misspelt.length > 0) {
    const written = misspelt.join(' ');
    const squeezed = squeeze(written);
    for (const term of lexiconTerms.terms) if (term.spelled === undefined && !terms.includes(term) && term.pattern.test(squeezed)) terms.push(term);
    if (useProfanity) for (const word of getProfanityMatcher().words(written)) if (!words.includes(word)) words.push(word);
  }
  if (terms.length === 0 && words.length === 0) return;
  // A word used only in another sense ("the dyke held back the sea") is not the slur, unless the
  // intent rules read harm in the text.
  if (reading.hits.length === 0) {
    const senses = thingSenses(normalized);
    if (senses.words.size > 0) {
      terms = terms.filter((term) => term.pattern.test(senses.text));
      words = words.filter((word) => !senses.words.has(word));
      if (terms.length === 0 && words.length === 0) return;
    }
  }
  // The context is read only where some term matched (most texts match none).
  const benign = benignFamilies(normalized, reading);
  for (const term of terms) {
    const lowered = familiesOf(term.category).some((family) => benign.has(family));
    findings.terms.set(term, (findings.terms.get(term) ?? true) && lowered);
  }
  // A word found only where things are handled ("smoke a ...", "a bundle of ...") is a homonym there.
  const objects = words.length === 0 ? [] : objectSenses(normalized).flatMap((window) => getProfanityMatcher().words(window));
  for (const word of words) {
    const here = objects.includes(word) ? new Set<ContextFamily>([...benign, 'hate', 'harassment']) : benign;
    const before = findings.words.get(word);
    findings.words.set(word, before === undefined ? here : new Set([...before].filter((family) => here.has(family))));
  }
}

/** The scores of findings: per category, 1 minus the product of (1 - weight), parents included. */
function scoresOf(findings: Findings): CategoryScores {
  const misses = new Map<string, number>();
  const add = (category: string, weight: number) => {
    misses.set(category, (misses.get(category) ?? 1) * (1 - weight));
  };
  for (const [term, lowered] of findings.terms) add(term.category, term.weight * (lowered ? BENIGN_CONTEXT_FACTOR : 1));
  for (const [word, benign] of findings.words) {
    for (const [category, weight] of Object.entries(PROFANITY_CATEGORIES[word] ?? {})) {
      const lowered = familiesOf(category).some((family) => benign.has(family));
      add(category, weight * (lowered ? BENIGN_CONTEXT_FACTOR : 1));
    }
  }
  for (const [category, weight] of findings.intents) add(category, weight);
  if (misses.size === 0) return {};
  const scores: Record<string, number> = {};
  for (const [category, miss] of misses) scores[category] = 1 - miss;
  for (const [category, score] of Object.entries(scores)) {
    const parent = parentCategory(category);
    if (parent !== undefined) scores[parent] = Math.max(scores[parent] ?? 0, score);
  }
  return scores;
}
