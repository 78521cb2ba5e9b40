import type { NameLexicon } from './lexicon.js';
import { COMPOUND_ENDINGS, DIRECTIONS, SEPARATE_TYPES, STREET_PREFIXES, STREET_SUFFIXES, UNIT_WORDS } from './street-words.js';
import type { TokenView } from './token-view.js';

/**
 * Characters a decision may read from the start of a candidate span (the span and its
 * lookahead): tokens ending beyond it are treated as absent, so a split stream decides alike.
 */
export const HORIZON = 288;

/** Score of an address with its street number. */
export const ADDRESS_SCORE = 0.85;

type Emit = (start: number, end: number, score: number) => void;

const HOUSE_NUMBER = /^\d{1,6}[a-z]?$/i;
// prefixes that are ordinary words in lower case (`an`, `place`): only capitalized
const CAPITALIZED_ONLY = new Set(['am', 'an', 'im', 'auf', 'zum', 'zur', 'solar', 'lugar', 'sector', 'square', 'route', 'place', 'passage', 'cours', 'avenue', 'boulevard', 'plaza', 'via', 'al', 'pl', 'os']);
const ORDINAL = /^\d{1,4}(st|nd|rd|th)$/i;
const POSTCODE = /^\d{3,6}$/;

const STATE = /^[A-Z]{2,3}$/;
const NOT_BEFORE_NUMBER = new Set(['-', '/', '.', ':', ',', '$', '€', '£', '+', '%', '=']);

/** A match in progress: the last token index of the span. */
interface Cursor {
  last: number;
}

function make(v: TokenView, first: number) {
  const limit = v.start(first) + HORIZON;
  const ok = (j: number): boolean => j < v.count && v.end(j) <= limit;
  /** Token `j` exists within the horizon and follows `j - 1` on the same line. */
  const next = (j: number, gap = 2): boolean => ok(j) && v.joined(j, gap);
  return { ok, next };
}

/** Skips an optional `.` right after token `j`; returns the last index. */
function dot(v: TokenView, j: number, ok: (j: number) => boolean): number {
  return ok(j + 1) && v.joined(j + 1, 0) && v.isPunct(j + 1, '.') ? j + 1 : j;
}

/** A street suffix, or its plural (`Mills`, `Valleys`). */
export function isSuffix(word: string): boolean {
  return STREET_SUFFIXES.has(word) || (word.endsWith('s') && STREET_SUFFIXES.has(word.slice(0, -1)));
}

function isNameWord(v: TokenView, j: number, lex: NameLexicon): boolean {
  return v.isCapitalized(j) && !UNIT_WORDS.has(v.lower(j)) && !lex.honorifics.has(v.lower(j));
}

/** `Apt. 4B`, `Suite 200`, `#12`, `m. 218` after token `j`; returns the new last index. */
function unit(v: TokenView, j: number, next: (j: number, gap?: number) => boolean): number {
  let k = j + 1;
  if (next(k) && v.isPunct(k, ',')) k++;
  if (next(k) && v.isPunct(k, '#')) return next(k + 1, 1) && (v.isNum(k + 1) || v.isWord(k + 1)) && v.end(k + 1) - v.start(k + 1) <= 5 ? k + 1 : j;
  if (!next(k) || !v.isWord(k) || !UNIT_WORDS.has(v.lower(k))) return j;
  if (next(k + 1, 0) && v.isPunct(k + 1, '.')) k++;
  if (next(k + 1) && v.isPunct(k + 1, '#')) k++;
  return next(k + 1) && (v.isNum(k + 1) || (v.isWord(k + 1) && v.end(k + 1) - v.start(k + 1) <= 2)) ? k + 1 : j;
}

/** `, Springfield, IL 62704` / `Port Duanefield CO 92210` / `, 10115 Berlin` after token `j`. */
function locality(v: TokenView, j: number, next: (j: number, gap?: number) => boolean): number {
  let k = j + 1;
  if (next(k) && v.isPunct(k, ',')) k++;
  // postcode first, then the city (European order); `05-047` in Poland
  if (next(k) && v.isNum(k) && /^\d{2}$/.test(v.str(k)) && next(k + 1, 0) && v.isPunct(k + 1, '-') && next(k + 2, 0) && /^\d{3}$/.test(v.str(k + 2)) && next(k + 3) && v.isCapitalized(k + 3)) {
    let end = k + 3;
    if (next(end + 1) && v.isCapitalized(end + 1)) end++;
    return end;
  }
  if (next(k) && v.isNum(k) && POSTCODE.test(v.str(k)) && next(k + 1) && v.isCapitalized(k + 1)) {
    let end = k + 1;
    if (next(end + 1) && v.isCapitalized(end + 1)) end++;
    return end;
  }
  let words = 0;
  while (words < 3 && next(k + words) && v.isCapitalized(k + words) && !STATE.test(v.str(k + words))) words++;
  if (words === 0) return j;
  let m = k + words;
  if (next(m) && v.isPunct(m, ',')) m++;
  let end = -1;
  if (next(m) && v.isWord(m) && STATE.test(v.str(m))) {
    end = m;
    m++;
  }
  const split = next(m + 1, 1) && v.isNum(m + 1) && /^\d{3}$/.test(v.str(m)) && /^\d{3}$/.test(v.str(m + 1));
  if (next(m) && v.isNum(m) && (POSTCODE.test(v.str(m)) || split) && (v.str(m).length >= 4 || split || end !== -1)) {
    end = split ? m + 1 : m;
    if (!split && next(m + 1, 0) && v.isPunct(m + 1, '-') && next(m + 2, 0) && v.isNum(m + 2)) end = m + 2;
  } else if (next(m) && v.isWord(m) && /\d/.test(v.str(m)) && next(m + 1, 1) && (v.isNum(m + 1) || /\d/.test(v.str(m + 1)))) {
    end = m + 1; // a UK postcode, `ST2 7CL`
  }
  return end === -1 ? j : end;
}

/** The English form after the house number: `[N] Main [Park] Street[.]`; the last index or -1. */
function english(v: TokenView, from: number, lex: NameLexicon, ok: (j: number) => boolean, next: (j: number, gap?: number) => boolean): number {
  let j = from;
  if (next(j) && v.isWord(j) && DIRECTIONS.has(v.lower(j)) && v.isCapitalized(j)) j = dot(v, j, ok) + 1;
  let names = 0;
  let last = -1;
  for (let n = 0; n < 6 && next(j); n++) {
    const word = isNameWord(v, j, lex) || (v.isNum(j) && ORDINAL.test(v.str(j)));
    if (!word) break;
    if (names > 0 && isSuffix(v.lower(j))) last = dot(v, j, ok);
    names++;
    j = (v.isWord(j) && v.str(j).length <= 2 ? dot(v, j, ok) : j) + 1;
  }
  return last;
}

/** `123 Main Street`, `80645 Vincenza Gardens Suite 880`, `88 Allée d'Alésia`. */
function numberFirst(v: TokenView, i: number, lex: NameLexicon): Cursor | undefined {
  if (!v.isNum(i) || !HOUSE_NUMBER.test(v.str(i))) return undefined;
  if (i > 0 && v.joined(i, 0) && NOT_BEFORE_NUMBER.has(v.str(i - 1))) return undefined;
  if (i > 0 && v.joined(i, 1) && v.isNum(i - 1)) return undefined;
  const { ok, next } = make(v, i);
  let j = i + 1;
  if (next(j) && v.isPunct(j, ',')) j++;
  let last = english(v, j, lex, ok, next);
  if (last === -1 && next(j) && v.isWord(j) && STREET_PREFIXES.has(v.lower(j))) {
    // `12 rue de la Paix`, `430 Avenue de Provence`: a prefix type, then the name
    let k = j + 1;
    for (let n = 0; n < 5 && next(k); n++, k++) {
      if (isNameWord(v, k, lex) || (v.isWord(k) && /\p{Lu}/u.test(v.str(k)))) last = k;
      else if (!(v.isWord(k) && v.lower(k).length <= 3)) break;
    }
  }
  if (last === -1) return undefined;
  if (next(last + 1) && v.isWord(last + 1) && DIRECTIONS.has(v.lower(last + 1)) && v.str(last + 1).length <= 2) last++;
  last = unit(v, last, next);
  return { last: locality(v, last, next) };
}

const ENDING_TAILS = new Set(COMPOUND_ENDINGS.map((e) => e.slice(-2)));

function endsLikeStreet(word: string): boolean {
  if (!ENDING_TAILS.has(word.slice(-2))) return false;
  for (const ending of COMPOUND_ENDINGS) if (word.length >= ending.length + 3 && word.endsWith(ending)) return true;
  return false;
}

/** `Fichtenweg 88b`, `Steinbücheler Str. 745`, `Via Simula 118`, `ul. Kwiatowa 5`, `Barış Sokak 745`. */
function nameFirst(v: TokenView, i: number, lex: NameLexicon): Cursor | undefined {
  if (!v.isWord(i)) return undefined;
  const lower = v.lower(i);
  if (!STREET_PREFIXES.has(lower) && !v.isCapitalized(i)) return undefined;
  const { ok, next } = make(v, i);
  let j = -1;
  if (STREET_PREFIXES.has(lower) && (v.isCapitalized(i) || !CAPITALIZED_ONLY.has(lower) || (next(i + 1, 0) && v.isPunct(i + 1, '.'))) && !(i > 0 && v.joined(i) && v.isCapitalized(i - 1))) {
    let k = dot(v, i, ok) + 1;
    let names = 0;
    for (let n = 0; n < 5 && next(k); n++, k++) {
      if (isNameWord(v, k, lex) || (v.isWord(k) && /\p{Lu}/u.test(v.str(k)))) {
        names++;
        j = k;
      } else if (!(v.isWord(k) && v.lower(k).length <= 3 && names > 0)) break;
    }
  } else if (v.isCapitalized(i) && endsLikeStreet(lower)) {
    j = dot(v, i, ok);
  } else if (v.isCapitalized(i)) {
    for (let k = i + 1; k <= i + 2 && next(k); k++) {
      if (!v.isCapitalized(k)) break;
      if (SEPARATE_TYPES.has(v.lower(k))) {
        j = dot(v, k, ok);
        break;
      }
    }
  }
  if (j === -1) return undefined;
  let k = j + 1;
  if (next(k) && v.isPunct(k, ',')) k++;
  let last = k;
  if (next(k) && v.str(k) === 's' && next(k + 1, 0) && v.isPunct(k + 1, '/') && next(k + 2, 0) && v.str(k + 2) === 'n') {
    last = dot(v, k + 2, ok); // `s/n.`, sin número
    last = unit(v, last, next);
    return { last: locality(v, last, next) };
  }
  if (!next(k) || !v.isNum(k) || !/^\d{1,5}[a-z]?$/i.test(v.str(k))) return undefined;
  if (next(k + 1, 0) && v.isPunct(k + 1, '/') && next(k + 2, 0) && v.isNum(k + 2)) last = k + 2;
  else if (next(k + 1, 1) && v.isWord(k + 1) && v.str(k + 1).length === 1 && v.str(k + 1) === v.str(k + 1).toUpperCase()) last = k + 1;
  last = unit(v, last, next);
  return { last: locality(v, last, next) };
}

/** Emits every address span (number-first and name-first forms), left to right, non-overlapping. */
export function findAddresses(v: TokenView, lex: NameLexicon, emit: Emit): void {
  let i = 0;
  while (i < v.count) {
    const m = numberFirst(v, i, lex) ?? nameFirst(v, i, lex);
    if (m === undefined) {
      i++;
      continue;
    }
    emit(v.start(i), v.end(m.last), ADDRESS_SCORE);
    i = m.last + 1;
  }
}
