import { squeeze } from './normalize-text.js';
import { TERM_MACROS } from './term-macros.js';

const SEPARATOR = '[^a-z0-9]+';
const GAP = `(?:${SEPARATOR}[a-z0-9]+){0,3}${SEPARATOR}`;

/** Asserted before every term: its match starts a word. */
export const TERM_START = '(?<![a-z0-9])';

/** Asserted after every term: its match ends a word. */
export const TERM_END = '(?![a-z0-9])';

/**
 * Compiles one term (syntax in `CATEGORY_TERMS`) into a regular expression over normalized text.
 * Letters are squeezed like the text (`kill` -> `kil`); the term must match whole words. A `=`
 * term is compiled for `normalizeSpelling`'s text instead (see `spelledTermBody`).
 */
export function compileTerm(term: string, macros: Readonly<Record<string, string>> = TERM_MACROS): RegExp {
  return new RegExp(`${TERM_START}(?:${(isSpelled(term) ? spelledTermBody : termBody)(term, macros)})${TERM_END}`);
}

/**
 * The regular expression source of one term without its word boundaries (`TERM_START` and
 * `TERM_END`), for `compileTerm` and the lexicon's term screen.
 */
export function termBody(term: string, macros: Readonly<Record<string, string>> = TERM_MACROS): string {
  return syntaxToSource(squeeze(expand(isSpelled(term) ? term.slice(1) : term, macros)));
}

/** Whether `term` is written `=...`: matched on text whose repeated letters are kept (`normalizeSpelling`). */
export function isSpelled(term: string): boolean {
  return term.startsWith('=');
}

/**
 * The source of a `=` term (see `isSpelled`) for text whose repeated letters are kept: a letter
 * written twice or more must appear at least as often (`=coon`: `co{2,}n`, so `con` and `cons` do not
 * match, `cooon` does). Without its word boundaries, like `termBody`.
 */
export function spelledTermBody(term: string, macros: Readonly<Record<string, string>> = TERM_MACROS): string {
  const body = expand(isSpelled(term) ? term.slice(1) : term, macros).replace(/([a-z])\1+/g, (run, letter: string) => `${letter}{${String(run.length)},}`);
  return syntaxToSource(body);
}

function expand(term: string, macros: Readonly<Record<string, string>>): string {
  return term.replace(/<([a-z]+)>/g, (_, name: string) => {
    const words = macros[name];
    if (words === undefined) throw new RangeError(`unknown term macro <${name}>`);
    return `(?:${words})`;
  });
}

/** The term syntax (`~`, ` ?`, `*`, spaces) as regular-expression source. */
function syntaxToSource(term: string): string {
  return term
    .replace(/ ~ /g, '#')
    .replace(/ \?/g, '%')
    .replace(/(?<=[a-z}])\*/g, '[a-z]*')
    .replace(/ /g, SEPARATOR)
    .replace(/#/g, GAP)
    .replace(/%/g, `(?:${SEPARATOR})?`);
}
