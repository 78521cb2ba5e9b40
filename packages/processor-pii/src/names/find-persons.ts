import { HORIZON } from './find-addresses.js';
import type { NameLexicon } from './lexicon.js';
import { ORGANIZATION_WORDS, PARTICLES, SEPARATE_TYPES, STRONG_SUFFIXES, UNIT_WORDS } from './street-words.js';
import type { TokenView } from './token-view.js';

type Emit = (start: number, end: number, score: number) => void;

/**
 * Scores: after an honorific; a known given name and a known surname; a known given name and
 * more; a given name after a greeting or a preposition; an unknown word and a known surname; two
 * or more unknown words after a label (`Name:`), a greeting or a preposition.
 */
export const PERSON_SCORES = { honorific: 0.85, firstAndLast: 0.9, first: 0.8, greeted: 0.7, last: 0.6, context: 0.55 } as const;

/** Most name words (honorific, particles and initials' dots aside) in one person span. */
export const MAX_NAME_WORDS = 4;
const MAX_RUN = 8;
const GREETINGS = new Set(['hi', 'hello', 'hey', 'dear', 'thanks', 'thank', 'cc', 'attn', 'regards', 'cheers', 'bye', 'congrats']);
/** Prepositions and verbs that introduce a person, but a place as often: enough for a known given name only. */
const WEAK_CONTEXT = new Set(['with', 'from', 'to', 'cc', 'by', 'ask', 'tell', 'told', 'meet', 'met', 'call', 'email', 'mr', 'ms']);
/** Last words of place names (`Morgan County`, `Lake Victoria`). */
const PLACE_WORDS = new Set(['county', 'city', 'town', 'township', 'village', 'island', 'islands', 'river', 'valley', 'mountains', 'province', 'state', 'republic', 'kingdom', 'district', 'region', 'lake', 'bay', 'coast', 'borough', 'parish', 'shire', 'heights', 'springs', 'falls', 'beach']);
/** First words of place names (`New Halberg`, `Port Duanefield`, `West Glamorgan`). */
const PLACE_PREFIXES = new Set(['new', 'port', 'fort', 'saint', 'st', 'san', 'santa', 'los', 'las', 'north', 'south', 'east', 'west', 'upper', 'lower', 'great', 'little', 'mount', 'lake', 'bad', 'alt', 'nord', 'sud', 'süd', 'east', 'old', 'royal', 'cape', 'glen']);
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'my', 'your', 'our', 'their', 'his', 'her', 'its']);
/** Words whose nearness (up to three tokens before a run, within 64 characters) marks a name: labels, greetings, verbs of contact. */
const CONTEXT_BEFORE = new Set(['name', 'customer', 'applicant', 'contact', 'patient', 'client', 'employee', 'signed', 'regards', 'sincerely', 'attn', 'user', 'author', 'recipient', 'sender', 'owner', 'tenant', 'guest', 'passenger', 'member', 'manager', 'named', 'called', 'hi', 'hello', 'hey', 'dear', 'thanks']);

/** A token that continues a capitalized run: a capitalized word, a particle, or the dot of an abbreviation. */
function inRun(v: TokenView, j: number): boolean {
  if (v.isCapitalized(j)) return true;
  if (v.isPunct(j, '.')) return v.joined(j, 0) && v.isCapitalized(j - 1) && v.str(j - 1).length <= 4;
  return v.isWord(j) && PARTICLES.has(v.str(j)) && v.isCapitalized(j + 1) && v.joined(j + 1, 1);
}

function bare(word: string): string {
  return word.endsWith("'s") || word.endsWith('’s') ? word.slice(0, -2) : word;
}

/** Judges one maximal run of capitalized tokens `[a, b)`; emits the person span in it, if any. */
function judgeRun(v: TokenView, a: number, b: number, lex: NameLexicon, emit: Emit): void {
  const words: number[] = [];
  for (let j = a; j < b; j++) if (v.isCapitalized(j)) words.push(j);
  let context = false;
  let weak = false;
  for (let j = a - 1; j >= 0 && j >= a - 3 && v.start(j) >= v.start(a) - 64; j--) {
    if (!v.isWord(j)) continue;
    const w = v.lower(j);
    if (CONTEXT_BEFORE.has(w)) context = true;
    else if (WEAK_CONTEXT.has(w) && j === a - 1) weak = true;
    break;
  }
  // `a Paul Smith jacket`: a name used as a modifier between a determiner and a lower-case word is a brand
  const attributive = a > 0 && v.joined(a) && v.isWord(a - 1) && DETERMINERS.has(v.str(a - 1)) && v.joined(b) && v.isWord(b) && !v.isCapitalized(b);
  let s = 0;
  const known = (w: string) => lex.firstNames.has(w) || lex.lastNames.has(w) || lex.honorifics.has(w);
  while (s < words.length) {
    const w = bare(v.lower(words[s] ?? 0));
    if (known(w) || !(lex.notName.has(w) || lex.sentenceWords.has(w) || GREETINGS.has(w))) break;
    if (GREETINGS.has(w)) context = true;
    s++;
  }
  // `Contact Heidi Johnston`: a sentence word before a known given name is no part of the name
  for (let d = 1; d <= 2 && s + d < words.length; d++) {
    const w = bare(v.lower(words[s + d] ?? 0));
    if (lex.firstNames.has(w) || lex.honorifics.has(w)) {
      if (!known(bare(v.lower(words[s] ?? 0))) && (d === 1 || !known(bare(v.lower(words[s + 1] ?? 0))))) s += d;
      break;
    }
  }
  const lead = s > 0 ? bare(v.lower(words[s - 1] ?? 0)) : '';
  const attributiveLead = DETERMINERS.has(lead) && v.joined(b) && v.isWord(b) && !v.isCapitalized(b);
  let honorific = false;
  while (s < words.length && lex.honorifics.has(v.lower(words[s] ?? 0))) {
    honorific = true;
    s++;
  }
  const name = words.slice(s);
  if (name.length === 0 || name.length > MAX_NAME_WORDS || attributive || attributiveLead) return;
  const lowers = name.map((j) => bare(v.lower(j)));
  for (const w of lowers) {
    if (lex.notName.has(w) && !lex.firstNames.has(w) && !lex.lastNames.has(w)) return;
    if (PLACE_WORDS.has(w) || STRONG_SUFFIXES.has(w) || SEPARATE_TYPES.has(w) || ORGANIZATION_WORDS.has(w) || UNIT_WORDS.has(w) || GREETINGS.has(w)) return;
  }
  if (lex.organizations.has(lowers.join(' '))) return;
  const first = lowers[0] ?? '';
  const lastWord = lowers[lowers.length - 1] ?? '';
  const firstKnown = lex.firstNames.has(first);
  const lastKnown = name.length > 1 && lex.lastNames.has(lastWord);
  let score = 0;
  if (honorific) score = PERSON_SCORES.honorific;
  else if (firstKnown && lastKnown) score = PERSON_SCORES.firstAndLast;
  else if (firstKnown && name.length > 1) score = PERSON_SCORES.first;
  else if (firstKnown && (context || weak)) score = PERSON_SCORES.greeted;
  else if (lastKnown && first.length > 1) score = PERSON_SCORES.last;
  else if ((context || weak) && name.length > 1 && !PLACE_PREFIXES.has(first) && !lowers.some((w) => lex.sentenceWords.has(w))) score = PERSON_SCORES.context;
  if (score === 0) return;
  const firstToken = name[0] ?? 0;
  const lastToken = name[name.length - 1] ?? 0;
  const end = v.end(lastToken) - (v.str(lastToken).length - bare(v.str(lastToken)).length);
  emit(v.start(firstToken), end, score);
}

/**
 * Emits person spans: each maximal run of capitalized words on one line (particles such as `van`
 * and initials' dots inside) is judged whole, after dropping leading sentence words (`Thanks`,
 * `Contact`) and honorifics. Runs longer than `MAX_RUN` tokens or than `HORIZON` characters are
 * titles or headings, never names.
 */
export function findPersons(v: TokenView, lex: NameLexicon, emit: Emit, taken: (start: number, end: number) => boolean): void {
  let i = 0;
  while (i < v.count) {
    if (!v.isCapitalized(i)) {
      i++;
      continue;
    }
    const limit = v.start(i) + HORIZON;
    let j = i + 1;
    while (j < v.count && j - i <= MAX_RUN && v.end(j) <= limit && v.joined(j, v.isPunct(j, '.') ? 0 : 2) && inRun(v, j)) j++;
    // a run cut at the horizon or at MAX_RUN is too long: skip the rest of it
    const tooLong = j < v.count && v.joined(j, 2) && inRun(v, j);
    if (!tooLong && !taken(v.start(i), v.end(j - 1))) judgeRun(v, i, j, lex, emit);
    while (j < v.count && v.joined(j, 2) && inRun(v, j)) j++;
    i = j;
  }
}
